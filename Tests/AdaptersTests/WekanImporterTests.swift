import Foundation
import Testing

@testable import Adapters

@Suite("Wekan board exports → boards")
struct WekanImporterTests {
    private func read(_ name: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try WekanImporter().importBoard(from: .file(fixtureFile("Wekan/\(name)")), as: .wekanBoardExport, options: options)
    }

    private func read(json: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try WekanImporter().importBoard(from: .data(Data(json.utf8), name: "wekan.json"), as: .wekanBoardExport, options: options)
    }

    @Test("Wekan's exports are recognised from their content, not as Trello's (both have lists, cards and actions)")
    func recognised() throws {
        for name in ["wekan-creator-board.json", "wekan-creator-id-variant.json"] {
            #expect(TypeRefiner.refine(.json, data: try fixtureData("Wekan/\(name)")) == .wekanBoardExport, "\(name)")
        }
        #expect(TypeRefiner.refine(.json, data: try fixtureData("refine-trello-productivity-workflow.json")) == .trelloBoardExport)
    }

    @Test("Wekan's own test export: lists by sort, cards, the creator's two swimlanes as an option field")
    func creatorExport() throws {
        let result = try read("wekan-creator-board.json")
        let board = result.board
        #expect(board.id == "board1")
        #expect(board.name == "Test Board")
        #expect(board.lists.map(\.name) == ["To Do", "Done"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [["Card in swimlane 1"], ["Card in swimlane 2"]])
        #expect(board.lists[0].cards[0].notes == "Test card")
        let swimlane = try #require(board.customFields.first { $0.name == "Swimlane" })
        #expect(swimlane.options.map(\.name) == ["Swimlane 1", "Swimlane 2"])
        #expect(board.lists[1].cards[0].customFields == [CustomFieldValue(fieldID: swimlane.id, value: .option(swimlane.options[1].id))])
        #expect(board.people.map(\.name) == ["Admin User"])
        #expect(board.people.map(\.username) == ["admin"])
        #expect(result.losses.entries.contains { $0.kind == "activity entries" && $0.count == 1 })
    }

    @Test("exports that write id instead of _id read the same; one swimlane makes no field, only the board's extra")
    func idVariant() throws {
        let board = try read("wekan-creator-id-variant.json").board
        #expect(board.lists.map(\.name) == ["To Do (id variant)"])
        #expect(board.lists[0].cards.map(\.title) == ["Card (id variant)"])
        #expect(!board.customFields.contains { $0.name == "Swimlane" })
        #expect(board.extra["wekan"].map { "\($0)".contains("Swimlane 1 (id variant)") } == true)
    }

    /// A board with every part `models/exporter.js` writes, in its shape (no real export with all of them is public).
    static let fullBoard = #"""
        {"_format": "wekan-board-1.0.0", "_id": "b1", "title": "Launch", "description": "Q3 launch",
         "labels": [{"_id": "l1", "name": "urgent", "color": "red"}, {"_id": "l2", "name": "", "color": "green"}],
         "members": [{"userId": "u1", "isAdmin": true, "isActive": true}],
         "lists": [{"_id": "done", "title": "Done", "sort": 2, "archived": false},
                   {"_id": "todo", "title": "To do", "sort": 1, "archived": false, "wipLimit": {"value": 4, "enabled": true}},
                   {"_id": "old", "title": "Old", "sort": 3, "archived": true}],
         "swimlanes": [{"_id": "s1", "title": "Default", "sort": 0, "archived": false}],
         "cards": [
           {"_id": "c2", "title": "Ship it", "listId": "done", "swimlaneId": "s1", "sort": 0, "archived": false,
            "labelIds": ["l2"], "members": [], "assignees": ["u2"], "userId": "u1",
            "createdAt": "2024-05-01T09:00:00.000Z", "dueAt": "2024-06-01T17:00:00.000Z", "dueComplete": true,
            "endAt": "2024-05-30T12:00:00.000Z"},
           {"_id": "c1", "title": "Write notes", "description": "**draft**", "listId": "todo", "swimlaneId": "s1", "sort": 1,
            "archived": false, "labelIds": ["l1", "missing"], "members": ["u1"], "assignees": ["u1", "u2"], "userId": "u2",
            "startAt": "2024-05-02T08:00:00.000Z", "customFields": [{"_id": "f1", "value": "o2"}, {"_id": "f2", "value": 3}]},
           {"_id": "c3", "title": "Sub", "listId": "todo", "swimlaneId": "s1", "sort": 2, "archived": true, "parentId": "c1"},
           {"_id": "c4", "title": "Old card", "listId": "old", "swimlaneId": "s1", "sort": 0, "archived": false}],
         "checklists": [{"_id": "k1", "cardId": "c1", "title": "Steps", "sort": 0}],
         "checklistItems": [{"_id": "i2", "checklistId": "k1", "cardId": "c1", "title": "Second", "sort": 1, "isFinished": false},
                            {"_id": "i1", "checklistId": "k1", "cardId": "c1", "title": "First", "sort": 0, "isFinished": true}],
         "comments": [{"_id": "m1", "cardId": "c1", "text": "Looks good", "userId": "u2", "createdAt": "2024-05-03T10:00:00.000Z"}],
         "customFields": [{"_id": "f1", "name": "Size", "type": "dropdown",
                           "settings": {"dropdownItems": [{"_id": "o1", "name": "S"}, {"_id": "o2", "name": "L"}]}},
                          {"_id": "f2", "name": "Hours", "type": "number", "settings": {}}],
         "attachments": [{"_id": "a1", "cardId": "c1", "name": "plan.pdf", "type": "application/pdf", "file": "JVBERi0="}],
         "activities": [{}, {}], "rules": [{}], "triggers": [{}], "actions": [{}],
         "users": [{"_id": "u1", "username": "ann", "profile": {"fullname": "Ann Lee"}}, {"_id": "u2", "username": "bob", "profile": {}}]}
        """#

    @Test("every part of an export: lists, labels, people, dates, checklists, comments, fields, archived, links")
    func fullExport() throws {
        let result = try read(json: Self.fullBoard)
        let board = result.board
        #expect(board.lists.map(\.name) == ["To do", "Done", "Old"])
        #expect(board.lists[0].cardLimit == 4)
        #expect(board.lists[2].archived)
        #expect(board.lists.map { $0.cards.map(\.title) } == [["Write notes", "Sub"], ["Ship it"], ["Old card"]])
        let notes = board.lists[0].cards[0]
        #expect(notes.notes == "**draft**")
        #expect(board.labelNames(notes.labelIDs) == ["urgent"])
        #expect(board.labels.map(\.color) == ["red", "green"])
        #expect(notes.members.map(board.displayName(ofPerson:)) == ["Ann Lee", "bob"])
        #expect(notes.reporter.map(board.displayName(ofPerson:)) == "bob")
        #expect(notes.start == ISO8601DateFormatter().date(from: "2024-05-02T08:00:00Z"))
        #expect(notes.checklists.map(\.name) == ["Steps"])
        #expect(notes.checklists[0].items.map(\.text) == ["First", "Second"])
        #expect(notes.checklists[0].items.map(\.done) == [true, false])
        #expect(notes.comments.map(\.text) == ["Looks good"])
        #expect(notes.comments.first?.author == "bob")
        let size = try #require(board.customFields.first { $0.name == "Size" })
        #expect(size.kind == .option)
        #expect(notes.customFields.contains(CustomFieldValue(fieldID: size.id, value: .option(size.options[1].id))))
        #expect(notes.customFields.contains { $0.value == .number("3") })

        let sub = board.lists[0].cards[1]
        #expect(sub.archived)
        #expect(sub.links == [CardLink(kind: .parent, cardID: notes.id)])

        let shipped = board.lists[1].cards[0]
        #expect(shipped.due == ISO8601DateFormatter().date(from: "2024-06-01T17:00:00Z"))
        #expect(shipped.dueComplete)
        #expect(shipped.created == ISO8601DateFormatter().date(from: "2024-05-01T09:00:00Z"))

        let losses = result.losses.entries
        func count(_ kind: String) -> Int? { losses.first { $0.kind == kind }?.count }
        #expect(count("card labels missing from labels[]") == 1)
        #expect(count("attachments") == 1)
        #expect(count("activity entries") == 2)
        #expect(count("automation rules, triggers and actions") == 3)
    }

    @Test("archived lists and cards can be left out, and are counted")
    func withoutArchived() throws {
        var options = ImportOptions()
        options.includeArchived = false
        let result = try read(json: Self.fullBoard, options: options)
        #expect(result.board.lists.map(\.name) == ["To do", "Done"])
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["Write notes", "Ship it"])
        #expect(result.losses.entries.contains { $0.kind == "archived cards" && $0.count == 1 })
        #expect(result.losses.entries.contains { $0.kind == "archived lists" && $0.count == 1 })
        #expect(result.losses.entries.contains { $0.kind == "cards of archived lists" && $0.count == 1 })
    }

    @Test("bad input names the file and the place; records pointing at nothing are warned about by JSON path")
    func badInput() throws {
        func error(_ json: String) -> AdapterError? {
            do {
                _ = try read(json: json)
                return nil
            } catch {
                return error as? AdapterError
            }
        }
        #expect(error("[1]")?.code == .unexpectedContent)
        let missing = error(#"{"_format": "wekan-board-1.0.0", "title": "x"}"#)
        #expect(missing?.message.contains("\"lists\", \"cards\"") == true)
        let malformed = error(#"{"lists": [], "cards": [{"title": "a" "x"}]}"#)
        #expect(malformed?.code == .malformedInput)
        #expect(malformed?.input == "wekan.json")
        #expect(malformed?.message.contains("cards[0]") == true)
        let orphan = try read(json: #"{"lists": [], "cards": [{"_id": "c", "title": "Lost", "listId": "nowhere"}]}"#)
        #expect(orphan.warnings.map(\.location) == ["cards[0].listId"])
        #expect(orphan.losses.entries.contains { $0.kind == "cards of lists missing from lists[]" })
    }
}
