import Foundation
import Testing

@testable import Adapters

@Suite("Taiga project exports → boards")
struct TaigaImporterTests {
    private func read(_ name: String = "wekan-taiga-project-dump.json", options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try TaigaImporter().importBoard(from: .file(fixtureFile("Taiga/\(name)")), as: .taigaProjectExport, options: options)
    }

    @Test("a Taiga dump is recognised from its content")
    func recognised() throws {
        #expect(identified(.json, try fixtureData("Taiga/wekan-taiga-project-dump.json")) == .taigaProjectExport)
        #expect(identified(.json, Data(#"{"user_stories": []}"#.utf8)) == .json)
    }

    @Test("statuses become lists in Taiga's order; the archived status an archived list; WIP limits are kept")
    func statusesAreLists() throws {
        let board = try read().board
        #expect(board.name == "Website relaunch")
        #expect(board.id == "taiga-ann-website-relaunch")
        #expect(board.notes == "Relaunch of the company website")
        #expect(board.lists.map(\.name) == ["New", "Ready", "In progress", "Done", "Archived"])
        #expect(board.lists.map(\.archived) == [false, false, false, false, true])
        #expect(board.lists[2].cardLimit == 3)
        #expect(board.lists.map { $0.cards.map(\.title) } == [["Design hero"], [], ["Write copy"], [], ["Old landing page"]])
        let archived = board.lists[4].cards[0]
        #expect(archived.archived)
        #expect(archived.done)
    }

    @Test("a user story: tags and epics as labels, people, due date, points, sprint, attributes, comments, tasks")
    func userStory() throws {
        let result = try read()
        let board = result.board
        let story = board.lists[2].cards[0]
        #expect(story.notes == "Draft the **intro**")
        #expect(!story.done)
        #expect(board.labelNames(story.labelIDs) == ["copy", "seo", "Epic: Content"])
        #expect(board.labels.first { $0.name == "copy" }?.color == "#E44057")
        #expect(board.labels.first { $0.name == "seo" }?.color == nil)
        #expect(story.members.map(board.displayName(ofPerson:)) == ["Ann", "Bob"])
        #expect(story.reporter.map(board.displayName(ofPerson:)) == "carol@example.com")
        #expect(board.people.first { $0.name == "Ann" }?.email == "ann@example.com")
        #expect(story.due == ISO8601DateFormatter().date(from: "2024-03-15T00:00:00Z"))
        #expect(story.dueIsAllDay)
        #expect(story.created == ISO8601DateFormatter().date(from: "2024-03-01T10:20:00Z"))

        func value(_ field: String) -> CustomFieldValue.Value? {
            let id = board.customFields.first { $0.name == field }?.id
            return story.customFields.first { $0.fieldID == id }?.value
        }
        #expect(value("Points") == .number("5"), "UX 3 + Design 2; Stakeholder is not computable")
        let sprint = board.customFields.first { $0.name == "Sprint" }
        #expect(value("Sprint") == sprint?.options.first { $0.name == "Sprint 1" }.map { .option($0.id) })
        #expect(value("Audience") == .text("Customers"))
        #expect(value("Words") == .number("800"))

        #expect(story.comments.map(\.text) == ["Looks good"])
        #expect(story.comments.first?.author == "Ann")
        #expect(story.checklists.map(\.name) == ["Tasks"])
        #expect(story.checklists[0].items.map(\.text) == ["Intro paragraph", "Outro paragraph"])
        #expect(story.checklists[0].items.map(\.done) == [false, true])
        guard case .object(let extra)? = story.extra["taiga"] else {
            Issue.record("no taiga extra")
            return
        }
        #expect(extra["blocked"] == .string("Waiting for the brand guide"))
        #expect(extra["dueDateReason"] == .string("Launch"))
        #expect(extra["rolePoints"] == .object(["UX": .string("3"), "Design": .string("2"), "Stakeholder": .string("5")]))
    }

    @Test("what a board cannot hold is counted")
    func losses() throws {
        let losses = try read().losses.entries
        func count(_ kind: String) -> Int? { losses.first { $0.kind == kind }?.count }
        #expect(count("issues") == 1)
        #expect(count("wiki pages") == 1)
        #expect(count("deleted comments") == 1)
        #expect(count("history entries (changes)") == 1)
        #expect(count("attachments") == 1)
        #expect(count("task descriptions") == 1)
        #expect(count("task assignees") == 2)
        #expect(count("task comments") == 1)
        #expect(count("watchers") == 1)
    }

    @Test("archived statuses can be left out, and are counted")
    func withoutArchived() throws {
        var options = ImportOptions()
        options.includeArchived = false
        let result = try read(options: options)
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["Design hero", "Write copy"])
        #expect(result.losses.entries.contains { $0.kind == "user stories in archived statuses" && $0.count == 1 })
    }

    @Test("bad input names the file and the place")
    func badInput() {
        func error(_ json: String) -> AdapterError? {
            do {
                _ = try TaigaImporter().importBoard(from: .data(Data(json.utf8), name: "taiga.json"), as: .taigaProjectExport, options: ImportOptions())
                return nil
            } catch {
                return error as? AdapterError
            }
        }
        #expect(error("[]")?.code == .unexpectedContent)
        #expect(error("[]")?.input == "taiga.json")
        let missing = error(#"{"name": "x", "us_statuses": []}"#)
        #expect(missing?.code == .unexpectedContent)
        #expect(missing?.message.contains("user_stories") == true)
        let malformed = error(#"{"user_stories": [{"subject": "a", "tags": ["x",]}]}"#)
        #expect(malformed?.code == .malformedInput)
        #expect(malformed?.message.contains("user_stories[0].tags") == true)
        #expect(malformed?.location == "1:49")
    }

    @Test("stories that repeat a ref: its tasks and epics go to the first on the board, once, with a warning at the repeat")
    func repeatedRefs() throws {
        let json = #"""
            {"name": "P", "us_statuses": [{"name": "New", "order": 1}],
             "user_stories": [{"ref": 1, "subject": "Second", "status": "New", "kanban_order": 2},
                              {"ref": 1, "subject": "First", "status": "New", "kanban_order": 1}],
             "tasks": [{"user_story": 1, "subject": "Do it", "status": "New"}],
             "epics": [{"subject": "Big", "related_user_stories": [{"user_story": 1}]}]}
            """#
        let result = try TaigaImporter().importBoard(from: .data(Data(json.utf8), name: "p.json"), as: .taigaProjectExport, options: ImportOptions())
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["First", "Second"])
        #expect(cards.map { $0.checklists.flatMap(\.items).map(\.text) } == [["Do it"], []])
        #expect(cards.map { $0.labelIDs.count } == [1, 0])
        #expect(result.warnings.map(\.location) == ["user_stories[1].ref"])
    }

    @Test("an epic that lists a story twice, and a tag a story names twice, are one label on the card")
    func repeatedEpicAndTag() throws {
        let json = #"""
            {"name": "P", "us_statuses": [{"name": "New", "order": 1}],
             "user_stories": [{"ref": 1, "subject": "S", "status": "New", "tags": [["ux", null], ["ux", null]]}],
             "epics": [{"subject": "Big", "related_user_stories": [{"user_story": 1}, {"user_story": 1}]}]}
            """#
        let result = try TaigaImporter().importBoard(from: .data(Data(json.utf8), name: "p.json"), as: .taigaProjectExport, options: ImportOptions())
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(result.board.labelNames(card.labelIDs) == ["ux", "Epic: Big"])
    }

    @Test("a story whose status is not in us_statuses gets a list of its own, with a warning naming the JSON path")
    func unknownStatus() throws {
        let json = #"{"name": "P", "us_statuses": [{"name": "New", "order": 1}], "user_stories": [{"ref": 1, "subject": "S", "status": "Gone"}]}"#
        let result = try TaigaImporter().importBoard(from: .data(Data(json.utf8), name: "p.json"), as: .taigaProjectExport, options: ImportOptions())
        #expect(result.board.lists.map(\.name) == ["New", "Gone"])
        #expect(result.warnings.first?.location == "user_stories[0].status")
    }
}
