import Adapters
import CardportTestSupport
import Foundation
import Locking
import Testing

@Suite struct TrelloImporterTests {
    /// The counts in the fixtures' provenance table, taken from the files by hand.
    @Test func simpleProjectBoardHasTheCountsOfItsProvenanceTable() throws {
        let board = try importTrello(trelloFixture("simple-project-board.json")).board
        let cards = board.lists.flatMap(\.cards)
        let items = cards.flatMap(\.checklists).flatMap(\.items)
        #expect(board.lists.count == 5)
        #expect(board.lists.count(where: \.archived) == 1)
        #expect(cards.count == 10)
        #expect(cards.count(where: \.archived) == 1)
        #expect(cards.flatMap(\.checklists).count == 4)
        #expect(items.count == 12)
        #expect(items.count(where: \.done) == 7)
        #expect(board.labels.count == 8)
        #expect(board.labels.count { $0.color == nil } == 1)
        #expect(board.labels.count { $0.name.isEmpty } == 5)
        #expect(cards.flatMap(\.comments).count == 4)
    }

    @Test func productivityWorkflowHasTheCountsOfItsProvenanceTable() throws {
        let board = try importTrello(trelloFixture("productivity-workflow.json")).board
        let cards = board.lists.flatMap(\.cards)
        let items = cards.flatMap(\.checklists).flatMap(\.items)
        #expect(board.lists.count == 6)
        #expect(cards.count == 21)
        #expect(cards.flatMap(\.checklists).count == 3)
        #expect(items.count == 12)
        #expect(items.count(where: \.done) == 2)
        #expect(board.labels.count == 6)
        #expect(board.labels.count { $0.name.isEmpty } == 2)
    }

    @Test(arguments: realTrelloExports)
    func importsEveryRealExportWithNothingLost(name: String) throws {
        let result = try importTrello(trelloFixture(name))
        // The activity log beyond comments and card creations is history the board already shows: one note
        // says how much, and nothing is counted as lost, so `--strict` passes on a clean export.
        #expect(result.warnings.map(\.location) == ["actions"])
        #expect(result.warnings.first?.message.hasSuffix("were not kept; comments and card creations were.") == true)
        #expect(result.losses.isEmpty)
        let json = try jsonObject(trelloFixture(name))
        #expect(result.board.id == json.string("id"))
        #expect(result.board.name == json.string("name"))
        #expect(result.board.notes == json.string("desc"))
    }

    @Test(arguments: realTrelloExports)
    func listsAndCardsFollowPos(name: String) throws {
        let data = try trelloFixture(name)
        let json = try jsonObject(data)
        let board = try importTrello(data).board
        let lists = json.objects("lists").sorted { $0.number("pos") < $1.number("pos") }
        #expect(board.lists.map(\.name) == lists.map { $0.string("name") ?? "" })
        #expect(board.lists.map(\.archived) == lists.map { $0.flag("closed") })
        for (list, listJSON) in zip(board.lists, lists) {
            let cards = json.objects("cards").filter { $0.string("idList") == listJSON.string("id") }
                .sorted { $0.number("pos") < $1.number("pos") }
            #expect(list.cards.map(\.id) == cards.map { $0.string("id") ?? "" })
            #expect(list.cards.map(\.archived) == cards.map { $0.flag("closed") })
        }
    }

    @Test(arguments: realTrelloExports)
    func labelsKeepTheirNamesAndColoursExactly(name: String) throws {
        let data = try trelloFixture(name)
        let labels = try jsonObject(data).objects("labels")
        let board = try importTrello(data).board
        #expect(board.labels.map(\.id) == labels.map { $0.string("id") ?? "" })
        #expect(board.labels.map(\.name) == labels.map { $0.string("name") ?? "" })
        #expect(board.labels.map(\.color) == labels.map { $0.string("color") })
        for card in json(data).objects("cards") {
            let imported = board.lists.flatMap(\.cards).first { $0.id == card.string("id") }
            #expect(imported?.labelIDs == card["idLabels"] as? [String])
        }
    }

    private func json(_ data: Data) -> [String: Any] {
        (try? jsonObject(data)) ?? [:]
    }

    @Test(arguments: realTrelloExports)
    func checklistsJoinTheirCardsInPosOrder(name: String) throws {
        let data = try trelloFixture(name)
        let board = try importTrello(data).board
        let checklists = json(data).objects("checklists")
        for card in board.lists.flatMap(\.cards) {
            let expected = checklists.filter { $0.string("idCard") == card.id }
                .sorted { $0.number("pos") < $1.number("pos") }
            #expect(card.checklists.map(\.name) == expected.map { $0.string("name") ?? "" })
            for (checklist, checklistJSON) in zip(card.checklists, expected) {
                let items = checklistJSON.objects("checkItems").sorted { $0.number("pos") < $1.number("pos") }
                #expect(checklist.items.map(\.text) == items.map { $0.string("name") ?? "" })
                #expect(checklist.items.map(\.done) == items.map { $0.string("state") == "complete" })
            }
        }
    }

    @Test func aChecklistWhoseItemsAreOutOfOrderInTheFileComesInByPos() throws {
        // In simple-project-board.json one checklist lists an item with pos 8468 after one with pos 16936.
        let board = try importTrello(trelloFixture("simple-project-board.json")).board
        let checklist = try #require(board.lists.flatMap(\.cards).flatMap(\.checklists).first { $0.items.count == 4 })
        let data = try trelloFixture("simple-project-board.json")
        let items = json(data).objects("checklists").first { $0.string("id") == checklist.id }?.objects("checkItems")
        let arrayOrder = items?.map { $0.string("name") ?? "" } ?? []
        #expect(checklist.items.map(\.text) != arrayOrder)
        #expect(Set(checklist.items.map(\.text)) == Set(arrayOrder))
    }

    @Test func commentsComeFromCommentActionsOldestFirst() throws {
        let data = try trelloFixture("simple-project-board.json")
        let board = try importTrello(data).board
        let actions = json(data).objects("actions").filter { $0.string("type") == "commentCard" }
        let comments = board.lists.flatMap(\.cards).flatMap(\.comments)
        #expect(Set(comments.map(\.id)) == Set(actions.map { $0.string("id") ?? "" }))
        #expect(comments.allSatisfy { board.displayName(ofPerson: $0.author) == "Trello Sample User" })
        for card in board.lists.flatMap(\.cards) {
            #expect(card.comments.map(\.date) == card.comments.map(\.date).sorted())
            for comment in card.comments {
                let action = try #require(actions.first { $0.string("id") == comment.id })
                let data = action["data"] as? [String: Any]
                #expect(comment.text == data?.string("text"))
                #expect((data?["card"] as? [String: Any])?.string("id") == card.id)
            }
        }
    }

    @Test(arguments: realTrelloExports)
    func cardsKeepNotesAttachmentsAndTheirSource(name: String) throws {
        let data = try trelloFixture(name)
        let board = try importTrello(data).board
        for cardJSON in json(data).objects("cards") {
            let card = try #require(board.lists.flatMap(\.cards).first { $0.id == cardJSON.string("id") })
            #expect(card.title == cardJSON.string("name"))
            #expect(card.notes == cardJSON.string("desc"))
            #expect(card.source == Source(system: "trello", id: cardJSON.string("id"), url: cardJSON.string("url")))
            let attachments = cardJSON.objects("attachments")
            #expect(card.attachments.map(\.name) == attachments.map { $0.string("name") ?? "" })
            #expect(card.attachments.map(\.url) == attachments.map { $0.string("url") ?? "" })
            #expect(card.attachments.map(\.mimeType) == attachments.map { $0.string("mimeType") })
            #expect(card.attachments.map(\.bytes) == attachments.map { ($0["bytes"] as? NSNumber)?.intValue })
        }
    }

    /// clipkit-board.json: a 2015 export (see the folder's README) with no `labels` array: its labels are in
    /// `labelNames` and, in full, on the cards.
    @Test func aRealExportWithoutALabelsArrayHasEachLabelOnce() throws {
        let result = try importTrello(trelloFixture("clipkit-board.json"))
        let board = result.board
        #expect(board.id == "54b0fd8dee901a913afe5f84" && board.name == "Clipkit" && board.notes.isEmpty)
        #expect(board.lists.map(\.name) == ["やりたいこと", "やること", "作業中", "クローズ", "中止"])
        #expect(board.lists.map(\.archived) == [false, false, false, false, true])
        #expect(board.lists.map { $0.cards.map(\.title) } == [
            ["使用できるタグを固定できるようにする", "アイテムをストックへ保存するブックマークレット", "画像アイテムに長いURLを入れて下書き保存すると内部エラー"],
            [], [], ["記事説明文の文字数増加"], [],
        ])
        #expect(board.lists[0].cards.map(\.archived) == [false, true, false])
        // labelNames names green, red and blue; the cards carry green and red in full.
        #expect(board.labels == [
            Label(id: "54b0fd8d74d650d5675bad0a", name: "機能", color: "green"),
            Label(id: "54b0fd8d74d650d5675bad0d", name: "バグ", color: "red"),
            Label(id: "labelNames-blue", name: "作業", color: "blue"),
        ])
        #expect(board.lists[0].cards.map(\.labelIDs) == [["54b0fd8d74d650d5675bad0a"], [], ["54b0fd8d74d650d5675bad0d"]])
        let bug = board.lists[0].cards[2]
        #expect(bug.notes.hasPrefix("https://www.starnail-sc.com/blog/archives/upfiles/%e3%83%9f"))
        #expect(bug.notes.hasSuffix(".%e5%b7%9d%e5%86%85.jpg\n"))
        #expect(bug.source == Source(system: "trello", id: "54cca4d5424dfd3b515d88ad", url: "https://trello.com/c/ziwjvOzm/39-url"))
        // Two comments, oldest first, by the board's admin.
        #expect(bug.comments.map(\.id) == ["54deeb0f970206ba7c16a217", "54deeb2a24d13bfe50b116f6"])
        #expect(bug.comments.map(\.date) == [isoDate("2015-02-14T06:28:31.916Z"), isoDate("2015-02-14T06:28:58.959Z")])
        #expect(bug.comments.map { board.displayName(ofPerson: $0.author) } == ["みやまえ", "みやまえ"])
        #expect(bug.comments.last?.text == "Paperclipが元ファイル名で一時保存しようとしている？")
        #expect(bug.comments.first?.text.hasPrefix("Errno::ENAMETOOLONG - File name too long @ rb_sysopen") == true)
        let longer = board.lists[3].cards[0]
        #expect(longer.notes == "90→200にしたけど、500欲しいという要望。")
        #expect(longer.members.map(board.displayName(ofPerson:)) == ["みやまえ"])
        #expect(Set(board.people.map(\.name)) == ["Kotaro Ogawa", "yasunori.kinoshita", "みやまえ"])
        #expect(board.lists.flatMap(\.cards).allSatisfy { $0.checklists.isEmpty && $0.attachments.isEmpty && $0.due == nil })
        #expect(result.warnings.map(\.location) == ["actions"])
        #expect(result.losses.isEmpty)

        // Written as a Trello export and read again, each label is still there once.
        let written = try TrelloExporter().export(board, as: .trelloBoardExport, options: ExportOptions())
        #expect(try importTrello(written.data).board.labels.map(\.name) == ["機能", "バグ", "作業"])
    }

    private func isoDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test func datesMembersAndDueCompleteAreCarried() throws {
        let result = try importTrello("""
            {"id": "b1", "name": "Board", "labels": [], "lists": [{"id": "l1", "name": "List", "pos": 1}],
             "members": [{"id": "m1", "fullName": "Ada Lovelace", "username": "ada"},
                         {"id": "m2", "fullName": "", "username": "grace"}],
             "cards": [{"id": "c1", "name": "Card", "idList": "l1", "pos": 1, "idMembers": ["m2", "m1"],
                        "due": "2024-03-01T12:30:00.250Z", "start": "2024-02-28T00:00:00.000Z", "dueComplete": true}]}
            """)
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.members == ["m2", "m1"])
        #expect(card.members.map(result.board.displayName(ofPerson:)) == ["grace", "Ada Lovelace"])
        #expect(result.board.people == [Person(id: "m2", username: "grace"), Person(id: "m1", name: "Ada Lovelace", username: "ada")])
        #expect(card.due == Date(timeIntervalSince1970: 1_709_296_200.25))
        #expect(card.start == Date(timeIntervalSince1970: 1_709_078_400))
        #expect(card.dueComplete)
        #expect(card.notes == "")
        #expect(result.warnings.isEmpty)
    }

    @Test func leavingArchivedOutDropsArchivedListsAndCards() throws {
        let data = try trelloFixture("simple-project-board.json")
        let json = json(data)
        let board = try importTrello(data, options: ImportOptions(includeArchived: false)).board
        let openListIDs = Set(json.objects("lists").filter { !$0.flag("closed") }.map { $0.string("id") ?? "" })
        let openCards = json.objects("cards").filter { !$0.flag("closed") && openListIDs.contains($0.string("idList") ?? "") }
        #expect(Set(board.lists.map(\.id)) == openListIDs)
        #expect(Set(board.lists.flatMap(\.cards).map(\.id)) == Set(openCards.map { $0.string("id") ?? "" }))
        let archivedLists = board.lists.filter(\.archived)
        let archivedCards = board.lists.flatMap(\.cards).filter(\.archived)
        #expect(archivedLists.isEmpty)
        #expect(archivedCards.isEmpty)
    }

    @Test func anOpenCardInAnArchivedListIsKeptWhenArchivedItemsAre() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "lists": [{"id": "l", "name": "Old", "closed": true, "pos": 1}],
             "cards": [{"id": "c", "name": "Still open", "idList": "l", "pos": 1, "closed": false}]}
            """)
        #expect(result.board.lists.first?.archived == true)
        #expect(result.board.lists.first?.cards.first?.archived == false)
    }

    @Test func equalPosValuesSortById() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "lists": [{"id": "l", "name": "L", "pos": 1}],
             "cards": [{"id": "z", "name": "Z", "idList": "l", "pos": 5}, {"id": "a", "name": "A", "idList": "l", "pos": 5},
                       {"id": "m", "name": "M", "idList": "l", "pos": 2.5}]}
            """)
        #expect(result.board.lists.first?.cards.map(\.id) == ["m", "a", "z"])
    }

    @Test func missingOptionalKeysAndUnknownKeysAreFine() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "somethingNew": {"deep": [1, 2, {"x": null}]},
             "lists": [{"id": "l"}], "cards": [{"id": "c", "idList": "l", "cover": {"color": "red"}}],
             "checklists": [{"id": "k", "idCard": "c", "checkItems": [{"id": "i"}]}]}
            """)
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.title == "")
        #expect(card.checklists.first?.items.first?.done == false)
        #expect(result.warnings.isEmpty)
    }

    @Test func nullArraysReadAsEmpty() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "labels": null, "members": null, "actions": null, "checklists": null,
             "lists": [{"id": "l", "pos": 1}],
             "cards": [{"id": "c", "idList": "l", "idLabels": null, "labels": null, "attachments": null}]}
            """)
        #expect(result.board.lists.first?.cards.map(\.id) == ["c"])
        #expect(result.warnings.isEmpty)
    }

    @Test func aLabelOnlyOnTheCardIsAddedToTheBoard() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "labels": [], "lists": [{"id": "l", "pos": 1}],
             "cards": [{"id": "c", "idList": "l", "idLabels": ["x"], "labels": [{"id": "x", "name": "", "color": null}]}]}
            """)
        #expect(result.board.labels == [Label(id: "x", name: "", color: nil)])
        #expect(result.board.lists.first?.cards.first?.labelIDs == ["x"])
        #expect(result.warnings.isEmpty)
    }

    @Test func readsFromAFile() throws {
        let url = try #require(
            Bundle.module.url(forResource: "simple-project-board", withExtension: "json", subdirectory: "Fixtures/trello"))
        let result = try TrelloImporter().importBoard(from: .file(url), as: .json, options: ImportOptions())
        #expect(result.board.name == "Simple Project Board")
        #expect(result.board == (try importTrello(Data(contentsOf: url))).board)
    }
}

@Suite struct TrelloPipeInputTests {
    @Test func readsFromAPipe() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trello-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("board.json")
        let source = try #require(
            Bundle.module.url(forResource: "productivity-workflow", withExtension: "json", subdirectory: "Fixtures/trello"))
        let mkfifo = Process()
        mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        mkfifo.arguments = [pipe.path]
        try mkfifo.runToExit()
        // The writer blocks until the importer opens the pipe, then ends, which ends the importer's read.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$0\" > \"$1\"", source.path, pipe.path]
        let written = ExitWatch(writer)
        try ProcessLaunch.run(writer)
        let result = try TrelloImporter().importBoard(from: .file(pipe), as: .json, options: ImportOptions())
        #expect(written.wait(seconds: 60), "the writer did not end")
        #expect(result.board == (try importTrello(Data(contentsOf: source))).board)
    }

    @Test func eachCardKeepsItsOwnCoverWhetherTheCardsBeforeItHadTheSameOneOrNone() throws {
        // Cards one after another with equal covers share one as they are read: none may take another's.
        let covers = [
            #""cover": {"idAttachment": null, "color": null, "size": "normal", "brightness": "dark"}"#,
            #""cover": {"idAttachment": null, "color": null, "size": "normal", "brightness": "dark"}"#,
            #""cover": {"idAttachment": null, "color": "red", "size": "normal", "brightness": "light"}"#,
            #""cover": null"#,
            #""idAttachmentCover": null"#,
            #""cover": {"idAttachment": null, "color": null, "size": "normal", "brightness": "dark"}"#,
            #""cover": {"idAttachment": "at7", "color": null, "size": "full", "brightness": "dark"}"#,
            #""cover": {"idAttachment": null, "color": null, "size": "normal", "brightness": "dark"}"#,
        ]
        let cards = covers.indices.map { #"{"id": "c\#($0)", "name": "Card \#($0)", "idList": "l1", "pos": \#($0), \#(covers[$0])}"# }
        let board = try importTrello("""
            {"id": "b1", "name": "Board", "labels": [], "lists": [{"id": "l1", "name": "List", "pos": 1}],
             "cards": [\(cards.joined(separator: ","))]}
            """).board
        let read = try #require(board.lists.first?.cards)
        let normalDark = ExtraValue.object(["size": .string("normal"), "brightness": .string("dark")])
        #expect(read.map(\.cover) == [nil, nil, CardCover(color: "red"), nil, nil, nil, CardCover(attachmentID: "at7"), nil])
        #expect(read.map { $0.extra["trelloCover"] } == [
            normalDark, normalDark, .object(["size": .string("normal"), "brightness": .string("light")]), nil, nil,
            normalDark, .object(["size": .string("full"), "brightness": .string("dark")]), normalDark,
        ])
    }

    @Test func coversLabelNamesCheckItemStatesCustomFieldsAndTheActionCapAreCarried() throws {
        let actions = (0..<1000).map { #"{"id": "a\#($0)", "type": "updateCard", "date": "2024-01-01T00:00:00.000Z"}"# }
        let result = try importTrello("""
            {"id": "b1", "name": "Board", "labels": [], "labelNames": {"green": "Ready", "red": ""},
             "lists": [{"id": "l1", "name": "List", "pos": 1}],
             "customFields": [
               {"id": "f1", "name": "Points", "type": "number"},
               {"id": "f2", "name": "Size", "type": "list",
                "options": [{"id": "o1", "value": {"text": "Small"}, "color": "none"}, {"id": "o2", "value": {"text": "Large"}, "color": "red"}]},
               {"id": "f3", "name": "Signed", "type": "checkbox"}],
             "cards": [{"id": "c1", "name": "Card", "idList": "l1", "pos": 1,
                        "attachments": [{"id": "at1", "name": "shot.png", "url": "https://example.com/shot.png"}],
                        "cover": {"idAttachment": "at1", "color": null, "size": "full", "brightness": "dark"},
                        "checkItemStates": [{"idCheckItem": "i1", "state": "complete"}],
                        "customFieldItems": [
                          {"id": "x1", "idCustomField": "f1", "value": {"number": "3.5"}},
                          {"id": "x2", "idCustomField": "f2", "idValue": "o2"},
                          {"id": "x3", "idCustomField": "f3", "value": {"checked": "true"}},
                          {"id": "x4", "idCustomField": "gone", "value": {"text": "?"}}]}],
             "checklists": [{"id": "k1", "name": "Steps", "idCard": "c1", "pos": 1,
                             "checkItems": [{"id": "i1", "name": "One", "pos": 1}, {"id": "i2", "name": "Two", "pos": 2}]}],
             "actions": [\(actions.joined(separator: ","))]}
            """)
        let board = result.board
        let card = try #require(board.lists.first?.cards.first)
        #expect(board.labels == [Label(id: "labelNames-green", name: "Ready", color: "green")])
        #expect(card.cover == CardCover(attachmentID: "at1"))
        #expect(card.extra["trelloCover"] == .object(["size": .string("full"), "brightness": .string("dark")]))
        #expect(card.checklists.first?.items.map(\.done) == [true, false])
        #expect(board.customFields.map(\.kind) == [.number, .option, .checkbox])
        #expect(board.customFields[1].options == [CustomFieldOption(id: "o1", name: "Small"), CustomFieldOption(id: "o2", name: "Large", color: "red")])
        #expect(card.customFields == [
            CustomFieldValue(fieldID: "f1", value: .number("3.5")), CustomFieldValue(fieldID: "f2", value: .option("o2")),
            CustomFieldValue(fieldID: "f3", value: .checkbox(true)),
        ])
        #expect(result.warnings.contains { $0.location == "actions" })
        // Counted from the warnings that report them, in the order they were met.
        #expect(result.losses.entries.map(\.description) == [
            "1 cards with custom field values Cardport cannot read not carried",
            "1 action lists cut at Trello's 1000-action cap may miss older comments",
        ])
        #expect(result.warnings.compactMap(\.loss).count == 2)

        // Written back, the cover, the item states and the custom fields come back the same.
        let written = try TrelloExporter().export(board, as: .trelloBoardExport, options: ExportOptions())
        let text = String(decoding: written.data, as: UTF8.self)
        let doneItemID = try #require(text.range(of: #""checkItemStates":[{"idCheckItem":""#).map { text[$0.upperBound...].prefix(24) })
        #expect(text.contains(#""id":"\#(doneItemID)","name":"One""#))
        // Ids that are not Trello-shaped get Trello ids on the way; what they point at stays the same.
        let again = try importTrello(written.data).board
        let back = try #require(again.lists.first?.cards.first)
        #expect(back.cover?.attachmentID == back.attachments.first?.id && back.extra == card.extra)
        #expect(again.customFields.map(\.name) == board.customFields.map(\.name))
        #expect(again.customFields[1].options.map(\.name) == ["Small", "Large"])
        #expect(back.customFields.map(\.value) == [.number("3.5"), .option(again.customFields[1].options[1].id), .checkbox(true)])
        #expect(back.checklists.first?.items.map(\.done) == [true, false])
    }

    @Test func aCardsCreationActionGivesItsCreationDateAndCreatorAndComesBackFromAnExport() throws {
        let data = try trelloFixture("simple-project-board.json")
        let result = try importTrello(data)
        let board = result.board
        let cards = board.lists.flatMap(\.cards)
        // Five `createCard` actions in the file; the other cards were made before the log begins.
        #expect(cards.count { $0.created != nil } == 5)
        let card = try #require(cards.first { $0.id == "637bd0a5259d8d019ab34e33" })
        #expect(card.created == isoDate("2022-11-21T19:25:25.178Z"))
        #expect(board.displayName(ofPerson: try #require(card.reporter)) == "Trello Sample User")
        // `copyCard` makes a card too.
        let copied = try importTrello(trelloFixture("productivity-workflow.json")).board.lists.flatMap(\.cards)
        #expect(copied.first { $0.id == "56d614e342b738eb5daba143" }?.created == isoDate("2016-03-01T22:17:07.030Z"))

        let written = try TrelloExporter().export(board, as: .trelloBoardExport, options: ExportOptions())
        let again = try importTrello(written.data)
        let back = again.board.lists.flatMap(\.cards)
        #expect(back.map(\.created) == cards.map(\.created))
        #expect(back.map { $0.reporter.map(again.board.displayName(ofPerson:)) } == cards.map { $0.reporter.map(board.displayName(ofPerson:)) })
        #expect(again.losses.isEmpty)
    }

    @Test func customFieldValuesFollowTheBoardsFieldOrderAndTheFirstItemOfAFieldWins() throws {
        // Items in another order than the fields, one field twice, one field the board lacks.
        let result = try importTrello("""
            {"id": "b1", "name": "Board", "lists": [{"id": "l1", "name": "List", "pos": 1}],
             "customFields": [{"id": "f1", "name": "Owner", "type": "text"}, {"id": "f2", "name": "Team", "type": "text"}],
             "cards": [{"id": "c1", "name": "Card", "idList": "l1", "pos": 1, "customFieldItems": [
                {"idCustomField": "f2", "value": {"text": "Blue"}},
                {"idCustomField": "gone", "value": {"text": "?"}},
                {"idCustomField": "f1", "value": {"text": "Ann"}},
                {"idCustomField": "f2", "value": {"text": "Red"}}]}]}
            """)
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.customFields == [
            CustomFieldValue(fieldID: "f1", value: .text("Ann")), CustomFieldValue(fieldID: "f2", value: .text("Blue")),
        ])
        #expect(result.warnings.map(\.location) == ["cards[0].customFieldItems"])
        #expect(result.warnings.first?.message.contains("has 1 custom field value ") == true)
    }

    @Test func eachCommentAuthorMissingFromMembersIsAPersonOnceInTheOrderOfTheDirectory() throws {
        // Three authors over four comments, one of them a member; actions come before members in the file.
        let comments = [("a1", "m2", "Zoe"), ("a2", "m1", "Ann"), ("a3", "m2", "Zoe"), ("a4", "m3", "Bob")].map {
            #"{"id": "\#($0.0)", "type": "commentCard", "date": "2024-01-01T00:00:00.000Z", "idMemberCreator": "\#($0.1)", "#
                + #""data": {"text": "hi", "card": {"id": "c1"}}, "memberCreator": {"id": "\#($0.1)", "fullName": "\#($0.2)", "username": "u\#($0.1)"}}"#
        }
        let result = try importTrello("""
            {"id": "b1", "name": "Board", "lists": [{"id": "l1", "name": "List", "pos": 1}],
             "cards": [{"id": "c1", "name": "Card", "idList": "l1", "pos": 1}],
             "actions": [\(comments.joined(separator: ","))],
             "members": [{"id": "m3", "fullName": "Bob", "username": "bob"}]}
            """)
        let board = result.board
        #expect(board.people.map(\.id) == ["m1", "m3", "m2"])
        #expect(board.people.map(\.name) == ["Ann", "Bob", "Zoe"])
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.comments.map(\.author) == ["m3", "m2", "m1", "m2"])
    }

    private func isoDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
