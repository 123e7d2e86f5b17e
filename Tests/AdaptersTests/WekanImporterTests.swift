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
            #expect(identified(.json, try fixtureData("Wekan/\(name)")) == .wekanBoardExport, "\(name)")
        }
        #expect(identified(.json, try fixtureData("refine-trello-productivity-workflow.json")) == .trelloBoardExport)
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
        #expect(notes.links == [CardLink(kind: .child, cardID: sub.id)])

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

    @Test("attachments whose bytes the export embeds (base64 in `file`, as Wekan's exporter writes them) come along for a caller that keeps files, the cover among them")
    func embeddedAttachmentFiles() throws {
        var options = ImportOptions()
        options.carriesFiles = true
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]) + Data(count: 16)
        var json = Self.fullBoard.replacingOccurrences(
            of: #"{"_id": "a1", "cardId": "c1", "name": "plan.pdf", "type": "application/pdf", "file": "JVBERi0="}"#,
            with: #"{"_id": "a1", "cardId": "c1", "name": "plan.pdf", "type": "application/pdf", "file": "JVBERi0="}, "#
                + #"{"_id": "a2", "cardId": "c2", "name": "shot.png", "type": "image/png", "file": "\#(png.base64EncodedString())"}, "#
                + #"{"_id": "a3", "cardId": "c2", "name": "old.txt", "type": "text/plain"}"#)
        json = json.replacingOccurrences(of: #""endAt": "2024-05-30T12:00:00.000Z"}"#,
                                         with: #""endAt": "2024-05-30T12:00:00.000Z", "coverId": "a2"}"#)
        let result = try read(json: json, options: options)
        let notes = result.board.lists[0].cards[0]
        let plan = try #require(notes.attachments.first)
        #expect(plan.name == "plan.pdf")
        #expect(plan.mimeType == "application/pdf")
        #expect(plan.bytes == 5)
        #expect(result.files[try #require(plan.digest)] == Data("%PDF-".utf8))
        let shipped = result.board.lists[1].cards[0]
        let shot = try #require(shipped.attachments.first)
        #expect(shot.mimeType == "image/png")
        #expect(result.files[try #require(shot.digest)] == png)
        #expect(shipped.cover == CardCover(attachmentID: shot.id))
        // An attachment exported without its bytes (Wekan before it encoded them) is kept by name and counted.
        #expect(shipped.attachments.count == 1)
        #expect(result.losses.entries.first { $0.kind == "attachments" }?.count == 1)
        // A caller that keeps no files gets the names and the losses, as before.
        let plain = try read(json: json)
        #expect(plain.files.isEmpty)
        #expect(plain.board.lists[0].cards[0].attachments.isEmpty)
        #expect(plain.losses.entries.first { $0.kind == "attachments" }?.count == 3)
    }

    /// A board with subtasks on this board and on another, votes, board settings and the fields Wekan's
    /// models (models/boards.js, cards.js, lists.js, cardComments.js, checklists.js, customFields.js) add to
    /// records beyond what Cardport maps, in the export's shape.
    static let subtaskBoard = #"""
        {"_format": "wekan-board-1.0.0", "_id": "b2", "title": "Subtasks", "slug": "subtasks", "permission": "private",
         "createdAt": "2024-05-01T09:00:00.000Z", "allowsSubtasks": true, "allowsCardCounterList": false,
         "subtasksDefaultBoardId": "b9", "subtasksDefaultListId": "l9", "presentParentTask": "prefix-with-parent",
         "dateSettingsDefaultBoardId": null, "orgs": [], "labels": [],
         "members": [{"userId": "u1", "isAdmin": true, "isActive": true, "isCommentOnly": false}],
         "lists": [{"_id": "l1", "title": "Open", "sort": 0, "color": "blue", "width": 300, "boardId": "b2",
                    "wipLimit": {"value": 3, "enabled": true, "soft": true}},
                   {"_id": "l2", "title": "Later", "sort": 1, "wipLimit": {"value": 1, "enabled": false, "soft": false}}],
         "swimlanes": [{"_id": "s1", "title": "Default", "sort": 0, "color": "red"}],
         "cards": [
           {"_id": "p", "title": "Parent", "listId": "l1", "swimlaneId": "s1", "sort": 0, "requestedBy": "ann", "spentTime": 2.5,
            "vote": {"question": "Ship it?", "positive": ["u1"], "negative": ["u2"], "public": true, "allowNonBoardMembers": false, "end": null},
            "poker": {"question": false, "one": [], "two": []}, "cardDependencies": [{"cardId": "c", "type": "blocks"}],
            "customFields": [{"_id": "f", "value": "12.5"}, {"_id": "t", "value": ["first", "second"]}, {"_id": "d", "value": "someday"}]},
           {"_id": "c", "title": "Child here", "listId": "l1", "swimlaneId": "s1", "sort": 1, "parentId": "p", "linkedId": "",
            "vote": {"question": "", "positive": [], "negative": [], "public": false, "allowNonBoardMembers": false}},
           {"_id": "o", "title": "Orphan", "listId": "l2", "swimlaneId": "s1", "sort": 0, "parentId": "elsewhere"},
           {"_id": "a", "title": "Archived parent", "listId": "l2", "swimlaneId": "s1", "sort": 1, "archived": true}],
         "subtaskItems": [
           {"_id": "c", "title": "Child here", "listId": "l1", "swimlaneId": "s1", "parentId": "p"},
           {"_id": "x", "title": "Child on b9", "listId": "l9", "swimlaneId": "s9", "parentId": "p", "boardId": "b9"},
           {"_id": "y", "title": "Child of the archived card", "listId": "l9", "swimlaneId": "s9", "parentId": "a", "boardId": "b9"}],
         "checklists": [{"_id": "k", "cardId": "p", "title": "Steps", "sort": 0, "finishedAt": "2024-05-02T00:00:00.000Z", "showAtMinicard": true}],
         "checklistItems": [{"_id": "i", "checklistId": "k", "cardId": "p", "title": "One", "sort": 0, "isFinished": true, "userId": "u1"}],
         "comments": [{"_id": "m", "cardId": "p", "text": "Yes", "userId": "u1", "createdAt": "2024-05-03T10:00:00.000Z",
                       "reactions": [{"reactionCodepoint": "👍", "userIds": ["u2"]}]}],
         "customFields": [{"_id": "f", "name": "Price", "type": "currency", "settings": {"currencyCode": "EUR"}, "showOnCard": true},
                          {"_id": "t", "name": "Steps", "type": "stringtemplate", "settings": {"stringtemplateFormat": "- ${value}"}},
                          {"_id": "d", "name": "When", "type": "date", "settings": {}}],
         "activities": [], "rules": [], "triggers": [], "actions": [], "attachments": [],
         "users": [{"_id": "u1", "username": "ann", "profile": {"fullname": "Ann", "initials": "A", "avatarUrl": "https://wekan.example/a.png"}}]}
        """#

    /// The object under `key` in an `extra["wekan"]` object.
    private func wekan(_ extra: [String: ExtraValue], _ key: String? = nil) -> [String: ExtraValue] {
        guard case .object(let object)? = extra["wekan"] else { return [:] }
        guard let key else { return object }
        guard case .object(let inner)? = object[key] else { return [:] }
        return inner
    }

    @Test("subtasks link both ways: parent and child on the board by card, a subtask on another board by its Wekan id")
    func subtasks() throws {
        let result = try read(json: Self.subtaskBoard)
        let cards = result.board.lists.flatMap(\.cards)
        let parent = try #require(cards.first { $0.title == "Parent" })
        let child = try #require(cards.first { $0.title == "Child here" })
        let archived = try #require(cards.first { $0.title == "Archived parent" })
        #expect(parent.links == [CardLink(kind: .child, cardID: child.id), CardLink(kind: .child, url: "x", title: "Child on b9")])
        #expect(child.links == [CardLink(kind: .parent, cardID: parent.id)])
        #expect(archived.links == [CardLink(kind: .child, url: "y", title: "Child of the archived card")])
        #expect(cards.first { $0.title == "Orphan" }?.links == [CardLink(kind: .parent, url: "elsewhere")])
        #expect(result.losses.entries.contains(
            ImportLosses.Entry(kind: "subtask cards on other boards", count: 2, outcome: "kept as links only")))

        var options = ImportOptions()
        options.includeArchived = false
        let without = try read(json: Self.subtaskBoard, options: options)
        #expect(without.losses.entries.contains(
            ImportLosses.Entry(kind: "subtask cards on other boards", count: 1, outcome: "kept as links only")))
        #expect(without.losses.entries.contains(
            ImportLosses.Entry(kind: "subtask cards on other boards", count: 1, outcome: "not carried (their parent card is not)")))
    }

    @Test("the board's settings, members' roles and the fields of users and custom fields are kept in the board's extra")
    func boardSettings() throws {
        let board = try read(json: Self.subtaskBoard).board
        let settings = wekan(board.extra, "settings")
        #expect(settings["subtasksDefaultBoardId"] == .string("b9"))
        #expect(settings["subtasksDefaultListId"] == .string("l9"))
        #expect(settings["allowsSubtasks"] == .bool(true))
        #expect(settings["allowsCardCounterList"] == .bool(false))
        #expect(settings["presentParentTask"] == .string("prefix-with-parent"))
        #expect(settings["permission"] == .string("private"))
        #expect(settings["createdAt"] == .string("2024-05-01T09:00:00.000Z"))
        #expect(settings["dateSettingsDefaultBoardId"] == nil, "null holds nothing")
        #expect(settings["orgs"] == nil, "[] holds nothing")
        #expect(settings["title"] == nil && settings["lists"] == nil, "what is mapped is not kept twice")
        guard case .array(let members)? = wekan(board.extra)["members"], case .object(let member)? = members.first else {
            Issue.record("no members in the board's extra")
            return
        }
        #expect(member["isAdmin"] == .bool(true))
        #expect(wekan(board.extra, "users")["u1"] == .object(["profile": .object(
            ["initials": .string("A"), "avatarUrl": .string("https://wekan.example/a.png")])]))
        #expect(wekan(board.extra, "customFields")["f"] == .object(
            ["settings": .object(["currencyCode": .string("EUR")]), "showOnCard": .bool(true)]))
        guard case .array(let swimlanes)? = wekan(board.extra)["swimlanes"], case .object(let swimlane)? = swimlanes.first else {
            Issue.record("no swimlanes in the board's extra")
            return
        }
        #expect(swimlane["color"] == .string("red"))
        let open = board.lists[0]
        #expect(open.cardLimit == nil, "a soft WIP limit only warns")
        #expect(wekan(open.extra)["wipLimit"] == .object(["value": .number("3"), "enabled": .bool(true), "soft": .bool(true)]))
        #expect(wekan(open.extra)["color"] == .string("blue"))
        #expect(wekan(open.extra)["boardId"] == nil)
        #expect(wekan(board.lists[1].extra)["wipLimit"] == nil, "a disabled WIP limit limits nothing")
    }

    @Test("a card's vote, its other fields and those of its comments and checklists are kept in the card's extra")
    func cardFields() throws {
        let result = try read(json: Self.subtaskBoard)
        let cards = result.board.lists.flatMap(\.cards)
        let parent = try #require(cards.first { $0.title == "Parent" })
        let extra = wekan(parent.extra)
        #expect(extra["vote"] == .object([
            "question": .string("Ship it?"), "positive": .array([.string("u1")]), "negative": .array([.string("u2")]),
            "public": .bool(true), "allowNonBoardMembers": .bool(false), "end": .null,
        ]))
        #expect(extra["poker"] == nil, "a poker nobody played is not kept")
        #expect(extra["requestedBy"] == .string("ann"))
        #expect(extra["spentTime"] == .number("2.5"))
        #expect(extra["cardDependencies"] == .array([.object(["cardId": .string("c"), "type": .string("blocks")])]))
        #expect(wekan(parent.extra, "comments")["m"] == .object(["reactions": .array([.object(
            ["reactionCodepoint": .string("👍"), "userIds": .array([.string("u2")])])])]))
        #expect(wekan(parent.extra, "checklists")["k"] == .object(
            ["finishedAt": .string("2024-05-02T00:00:00.000Z"), "showAtMinicard": .bool(true)]))
        #expect(wekan(parent.extra, "checklistItems")["i"] == .object(["userId": .string("u1")]))
        let child = try #require(cards.first { $0.title == "Child here" })
        #expect(wekan(child.extra)["vote"] == nil, "an unused vote is not kept")
        #expect(wekan(child.extra)["linkedId"] == nil)

        let price = try #require(result.board.customFields.first { $0.name == "Price" })
        let steps = try #require(result.board.customFields.first { $0.name == "Steps" })
        #expect(parent.customFields.contains(CustomFieldValue(fieldID: price.id, value: .number("12.5"))))
        #expect(parent.customFields.contains(CustomFieldValue(fieldID: steps.id, value: .text("first\nsecond"))))
        #expect(result.losses.entries.contains { $0.kind == "custom field values Cardport cannot read" && $0.count == 1 })
        #expect(result.warnings.contains { $0.location == "cards[0].customFields" && $0.message.contains("When") })
    }

    @Test("every field of Wekan's own test exports is carried or kept in an extra")
    func nothingDroppedFromRealExports() throws {
        // The keys the model carries; everything else a card or the board has must reach its extra.
        let mappedBoardKeys: Set = ["_format", "_id", "id", "title", "description", "color", "archived", "labels",
                                    "members", "users", "swimlanes", "lists", "cards", "subtaskItems", "checklists",
                                    "checklistItems", "comments", "customFields", "attachments", "activities",
                                    "rules", "triggers", "actions"]
        let mappedCardKeys: Set = ["_id", "id", "title", "description", "listId", "swimlaneId", "sort", "archived",
                                   "labelIds"]
        for name in ["wekan-creator-board.json", "wekan-creator-id-variant.json"] {
            let json = try #require(try JSONSerialization.jsonObject(with: try fixtureData("Wekan/\(name)")) as? [String: Any])
            let board = try read(name).board
            let settings = wekan(board.extra, "settings")
            for key in json.keys where !mappedBoardKeys.contains(key) {
                #expect(settings[key] != nil, "\(name): the board's \(key)")
            }
            let cards = try #require(json["cards"] as? [[String: Any]])
            let made = board.lists.flatMap(\.cards)
            #expect(made.count == cards.count)
            for source in cards {
                let id = (source["_id"] ?? source["id"]) as? String
                let card = try #require(made.first { $0.source?.id == id })
                for key in source.keys where !mappedCardKeys.contains(key) {
                    #expect(wekan(card.extra)[key] != nil, "\(name): the card's \(key)")
                }
            }
            #expect(wekan(board.extra)["members"] != nil)
        }
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

    @Test(
        "a repeated list, card or checklist id: what names it goes to the first on the board, once, with a warning at the repeat's key",
        arguments: ["_id", "id"])
    func repeatedIDs(idKey: String) throws {
        let result = try read(json: #"""
            {"lists": [{"_id": "l", "title": "Doing", "sort": 0}, {"_id": "l", "title": "Again", "sort": 1}],
             "cards": [{"_id": "c", "title": "Second", "listId": "l", "sort": 1}, {"_id": "c", "title": "First", "listId": "l", "sort": 0}],
             "comments": [{"_id": "m", "cardId": "c", "text": "hello"}],
             "checklists": [{"_id": "k", "cardId": "c", "title": "Steps", "sort": 0}, {"_id": "k", "cardId": "c", "title": "Again", "sort": 1}],
             "checklistItems": [{"_id": "i", "checklistId": "k", "title": "step"}]}
            """#.replacingOccurrences(of: #""_id""#, with: "\"\(idKey)\""))
        #expect(result.board.lists.map(\.name) == ["Doing"])
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["First", "Second"])
        #expect(cards.map { $0.comments.map(\.text) } == [["hello"], []])
        #expect(cards.map { $0.checklists.map(\.name) } == [["Steps", "Again"], []])
        #expect(cards.first?.checklists.map { $0.items.map(\.text) } == [["step"], []])
        #expect(Set(result.warnings.compactMap(\.location)) == ["lists[1].\(idKey)", "cards[1].\(idKey)", "checklists[1].\(idKey)"])
        #expect(result.losses.entries.contains { $0.kind == "lists that repeat an earlier list's id" && $0.count == 1 })
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
        let strays = try read(json: #"""
            {"lists": [{"_id": "l", "title": "Doing"}], "cards": [{"_id": "c", "title": "Kept", "listId": "l"}],
             "comments": [{"_id": "m", "cardId": "gone", "text": "hello"}],
             "checklists": [], "checklistItems": [{"_id": "i", "checklistId": "gone", "title": "step"}]}
            """#)
        #expect(strays.warnings.map(\.location) == ["checklistItems[0].checklistId", "comments[0].cardId"])
        #expect(strays.warnings.map(\.message) == [
            "the item's checklist gone is not in checklists[]; it was left out",
            "the comment's card gone is not in cards[]; it was left out",
        ])
        #expect(strays.losses.entries.contains { $0.kind == "comments on cards missing from cards[]" && $0.count == 1 })
        #expect(strays.losses.entries.contains { $0.kind == "checklist items of checklists missing from checklists[]" && $0.count == 1 })
    }
}
