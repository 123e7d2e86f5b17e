import Foundation
import Testing

@testable import Adapters

@Suite("Jira XML export → cards")
struct JiraImporterTests {
    private func read(_ input: AdapterInput) throws -> ImportResult {
        try JiraImporter().importBoard(from: input, as: UTType.jiraIssueXML, options: ImportOptions())
    }

    /// The date from its parts, for expectations written as Jira writes them.
    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, offsetHours: Int) -> Date {
        var components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        components.timeZone = TimeZone(secondsFromGMT: offsetHours * 3600)
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    @Test("statuses name the lists; each issue is a card titled KEY summary")
    func listsAndTitles() throws {
        let board = try read(MarkupFixtures.input("jira-export.xml")).board
        #expect(board.name == "Cardport Jira")
        #expect(board.lists.map(\.name) == ["In Progress", "To Do", "Done"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [
            ["CP-101 Login fails with SSO when the session cookie expired"], ["CP-102 Export a board as OPML"],
            ["CP-99 Upgrade libxml2"],
        ])
    }

    @Test("the escaped HTML description becomes text; labels, type and priority become labels")
    func contents() throws {
        let board = try read(MarkupFixtures.input("jira-export.xml")).board
        let card = board.lists[0].cards[0]
        #expect(card.notes == "Steps to reproduce:\nLog in with SSO\nWait until the cookie expires\nExpected: a new login. Actual: HTTP 500 & a blank page.")
        let names = card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
        #expect(names == ["backend", "sso", "Type: Bug", "Priority: High"])
        #expect(board.labels.filter { $0.name == "backend" }.count == 1)
        #expect(card.members == ["Ada Lovelace"])
        #expect(board.lists[1].cards[0].members.isEmpty)
        #expect(card.source == Source(system: "jira", id: "CP-101", url: "https://jira.example.org/browse/CP-101"))
    }

    @Test("due dates and comments keep their RFC 822 dates, authors and text")
    func datesAndComments() throws {
        let board = try read(MarkupFixtures.input("jira-export.xml")).board
        let card = board.lists[0].cards[0]
        #expect(card.due == date(2024, 6, 14, 0, 0, 0, offsetHours: 2))
        #expect(card.comments.map(\.author) == ["grace", "ada"])
        #expect(card.comments.map(\.text) == ["Reproduced on staging.", "The refresh handler throws when exp < now."])
        #expect(card.comments.first?.date == date(2024, 6, 4, 9, 2, 11, offsetHours: 2))
        #expect(board.lists[1].cards[0].due == nil)
    }

    @Test("XML that is not a Jira export is unexpected content")
    func notJira() throws {
        let error = try #require(throws: AdapterError.self) { try read(MarkupFixtures.input(text: "<opml><body/></opml>")) }
        #expect(error.code == .unexpectedContent)
    }
}
