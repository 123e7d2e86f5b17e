import Foundation
import Testing

@testable import Adapters

/// Real CSV exports from public repositories (Fixtures/CSV/PROVENANCE says where each comes from).
@Suite("CSV → cards, real exports")
struct CSVRealExportTests {
    private func read(_ name: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try CSVImporter().importBoard(from: .file(fixtureFile("CSV/\(name)")), as: .commaSeparatedText, options: options)
    }

    private func labelNames(_ card: Card, _ board: Board) -> [String] {
        card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
    }

    private func field(_ name: String, of card: Card, in board: Board) -> String? {
        guard let field = board.customFields.first(where: { $0.name == name }),
              let value = card.customFields.first(where: { $0.fieldID == field.id })?.value
        else { return nil }
        switch value {
        case .option(let id): return field.options.first { $0.id == id }?.name
        case .text(let text), .number(let text): return text
        default: return nil
        }
    }

    @Test("a French Jira Server export: one card per row, lists by its statuses, French dates and headers")
    func frenchJira() throws {
        // Its summary column was renamed `title` in the repository it comes from, so the preset is named and
        // the title mapped, as a user would.
        let result = try read("jira-fr-cned.csv", options: ImportOptions(csvPreset: "jira", csvMapping: "title=title"))
        let board = result.board
        #expect(board.lists.map(\.name) == ["A faire", "Validé"])
        #expect(board.lists.map { $0.cards.map { $0.source?.id ?? "" } } == [["CNED-542", "CNED-539"], ["CNED-541", "CNED-540"]])
        let ssl = board.lists[0].cards[0]
        #expect(ssl.title == "message d’erreur SSL")
        #expect(ssl.created == Date(timeIntervalSince1970: 1_476_873_360))  // 19/oct./16 10:36 AM
        #expect(ssl.notes.hasPrefix("Contexte : je tape accessidys.com comme adresse\n·"))
        #expect(labelNames(ssl, board) == ["Type: Bogue"])
        #expect(field("Priority", of: ssl, in: board) == "Majeur")
        #expect(ssl.reporter.map(board.displayName(ofPerson:)) == "CnedAdapt")
        #expect(ssl.members.map(board.displayName(ofPerson:)) == ["admin"])

        let login = board.lists[1].cards[0]
        #expect(field("Priority", of: login, in: board) == "Bloquant")
        // Its comment cells: two in Jira's `date;author;text` form, three pieces of another split over cells.
        let dated = login.comments.filter { !$0.author.isEmpty }
        #expect(dated.map(\.author) == ["guillaume.ogier", "guillaume.ogier"])
        #expect(dated.first?.date == Date(timeIntervalSince1970: 1_476_808_920))  // 18/oct./16 4:42 PM
        #expect(login.comments.count == 5)
        // Nothing lost silently: every comment without Jira's date is counted.
        let undated = board.lists.flatMap(\.cards).flatMap(\.comments).filter(\.author.isEmpty).count
        #expect(undated >= 3)
        #expect(result.losses.entries.contains { $0.kind == "comments without a date" && $0.count == undated })
    }

    @Test("a Monorail (Chromium) issue list reads through the generic preset; --map takes a real file's other columns")
    func monorail() throws {
        let plain = try read("monorail-fugu-issues.csv")
        #expect(plain.board.lists.map(\.name) == ["Untriaged", "Started", "Fixed", "Assigned"])
        #expect(plain.board.lists.flatMap(\.cards).count == 7)
        let cards = plain.board.lists.flatMap(\.cards)
        #expect(cards.first?.title == "Multiple task-bar icons")
        #expect(cards.contains { $0.title == #"desktop-pwas: Support "minimal-ui" display mode"# })
        #expect(plain.board.people.first?.email == "yhirano@chromium.org")
        guard case .object(let kept)? = cards.first?.extra["csv"] else {
            Issue.record("the columns no field reads are not kept")
            return
        }
        #expect(kept["Component"] == .string("UI>Browser>WebAppInstalls"))
        #expect(kept["AllLabels"] == .string("Proj-Fugu"))

        let mapped = try read("monorail-fugu-issues.csv", options: ImportOptions(csvMapping: "labels=AllLabels,priority=Pri"))
        let quic = try #require(mapped.board.lists.flatMap(\.cards).first { $0.title == "QuicTransport tracking bug" })
        #expect(labelNames(quic, mapped.board) == ["Proj-Fugu", "OriginTrial-84"])
        #expect(field("Priority", of: quic, in: mapped.board) == "1")
    }

    @Test("a Plane export: State is the list, Created By the reporter, its `UTC+0000` dates read")
    func plane() throws {
        let board = try read("plane-issues.csv").board
        #expect(board.lists.map(\.name) == ["In Progress"])
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.title == "Make smooth")
        #expect(card.notes == "Just make it smooth")
        #expect(labelNames(card, board) == ["Fast"])
        #expect(card.members.map(board.displayName(ofPerson:)) == ["Michael Angel"])
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "Michael Angel")
        #expect(card.created == Date(timeIntervalSince1970: 1_745_144_226))  // Sun, 20 Apr 2025 10:17:06 UTC+0000
        #expect(card.start == Date(timeIntervalSince1970: 1_745_230_626))
    }

    @Test("a Notion export piped on standard input (no name, no type) is recognised as CSV by its header")
    func notionOnStandardInput() throws {
        let data = try fixtureData("CSV/notion-roadmap-view.csv")
        let registry = AdapterRegistry.standard()
        #expect(registry.identify(data, hint: nil).type == .commaSeparatedText)
        let outcome = try ConversionPlanner(registry: registry).plan(offering: [.data], goal: .board)
            .execute(.data(data, name: "<stdin>"))
        let cards = try #require(outcome.board).lists.flatMap(\.cards)
        #expect(cards.count == 7)
        // Text with commas that no tool's header starts stays text.
        #expect(registry.identify(Data("Milk, eggs, bread\nCall Ann, then Bob\n".utf8), hint: nil).type == .plainText)
    }

    @Test("Notion's roadmap, as its view and as _all.csv: Assigned To are members, Date ranges set start and due",
          arguments: ["CSV/notion-roadmap-view.csv", "CSV/notion-roadmap-all.csv"])
    func notionRoadmap(name: String) throws {
        let outcome = try importAsAUser(name)
        let header = try #require(String(decoding: try fixtureData(name), as: UTF8.self).split(separator: "\r\n").first)
        #expect(CSVPreset.detect(header: header.split(separator: ",").map(String.init)) == .notion)
        let board = try #require(outcome.board)
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.count == 7)
        #expect(Set(board.lists.map(\.name)) == ["New for review", "Work in progress", "In testing"])
        #expect(cards.allSatisfy { !$0.done })
        let tool = try #require(cards.first { $0.title == "Notion import tool" })
        #expect(board.lists.first { $0.cards.contains { $0.id == tool.id } }?.name == "New for review")
        #expect(tool.members.map(board.displayName(ofPerson:)) == ["Ingrid Oline Skeide Ødegaard"])
        #expect(tool.start == Date(timeIntervalSince1970: 1_754_784_000))  // August 10, 2025
        #expect(tool.due == Date(timeIntervalSince1970: 1_755_820_800))  // August 22, 2025
        #expect(tool.startIsAllDay && tool.dueIsAllDay)
        let publish = try #require(cards.first { $0.title == "New Publish - Tana format" })
        #expect(publish.members.map(board.displayName(ofPerson:)) == ["Asgeir Hoem"])
        #expect(publish.start == Date(timeIntervalSince1970: 1_748_736_000))  // June 1, 2025
        #expect(publish.due == Date(timeIntervalSince1970: 1_754_524_800))  // August 7, 2025
        let experimental = try #require(cards.first { $0.title == "ExperimentalUI" })
        #expect(experimental.due == nil && experimental.start == nil)
        #expect(experimental.members.map(board.displayName(ofPerson:)) == ["Asgeir Hoem"])
    }

    @Test("a Notion task list: its Done status marks cards done, its Due dates are read")
    func notionTasks() throws {
        let outcome = try importAsAUser("CSV/notion-para-tasks.csv")
        let board = try #require(outcome.board)
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.count == 11)
        #expect(Set(board.lists.map(\.name)) == ["Done", "To Do"])
        #expect(cards.filter(\.done).map(\.title) == ["Get new photos taken", "Write up case studies", "Fix audio clipping issues"])
        let tutorial = try #require(cards.first { $0.title == "Go through site builder tutorial" })
        #expect(!tutorial.done)
        #expect(tutorial.due == Date(timeIntervalSince1970: 1_730_592_000))  // November 3, 2024
        let photos = try #require(cards.first { $0.title == "Get new photos taken" })
        #expect(photos.due == Date(timeIntervalSince1970: 1_730_505_600))  // November 2, 2024
        #expect(cards.first { $0.title == "Set up overhead camera" }?.due == nil)
    }

    @Test("a Notion database of pages: Created with its time of day, no status, every page a card")
    func notionRoutines() throws {
        let board = try #require(try importAsAUser("CSV/notion-routines.csv").board)
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["Skincare", "Morning routine", "Night time routine", "Workout", "Sunday routine"])
        #expect(cards.allSatisfy { $0.created == Date(timeIntervalSince1970: 1_754_644_380) })  // August 8, 2025 9:13 AM
        #expect(cards.allSatisfy { !$0.done && $0.due == nil && $0.labelIDs.isEmpty })
    }
}
