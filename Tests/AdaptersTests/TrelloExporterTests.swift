import Adapters
import Foundation
import PropertyBased
import Testing

/// Random boards a Trello export can hold in full: unicode text, empty label names, Trello colours or none,
/// archived lists and cards, checklists, comments with millisecond dates, attachments, members, limits.
enum TrelloBoardGen {
    static let text = Gen.oneOf(
        Gen.ascii.eraseToAnySequence(),
        Gen.character(in: "\u{00}"..."\u{1F}").eraseToAnySequence(),
        Gen.character(in: "\u{C0}"..."\u{17F}").eraseToAnySequence(),
        Gen.character(in: "\u{5D0}"..."\u{5EA}").eraseToAnySequence(),
        Gen.character(in: "\u{4E00}"..."\u{4FFF}").eraseToAnySequence(),
        Gen.character(in: "\u{1F600}"..."\u{1F64F}").eraseToAnySequence()
    ).string(of: 0...10)

    /// Whole milliseconds from 1900 to 2100.
    static let moment = Gen.int64(in: -2_208_988_800_000...4_102_444_800_000).map {
        Date(timeIntervalSince1970: Double($0) / 1000)
    }

    static let label = zip(text, Gen.element(of: ["green", "sky_dark", "red", "lime_light", "black"]).optional)
        .map { Label(id: "", name: $0, color: $1 ?? nil) }

    static let item = zip(text, Gen.bool).map { ChecklistItem(id: "", text: $0, done: $1) }

    static let checklist = zip(text, item.array(of: 0...3)).map { Checklist(id: "", name: $0, items: $1) }

    /// Comments share a few authors and sometimes a millisecond, to exercise ties.
    static let comment = zip(Gen.element(of: ["Ada", "", "Grace Hopper", "李雷"]), moment, text)
        .map { Comment(id: "", author: $0 ?? "", date: $1, text: $2) }

    static let attachment = zip(text, text, text.optional, Gen.int(in: 0...Int(Int32.max)).optional)
        .map { Attachment(id: "", name: $0, url: $1, mimeType: $2, bytes: $3) }

    static let card = zip(
        zip(text, text, Gen.bool, Gen.int(in: 0...5).array(of: 0...3)),
        zip(checklist.array(of: 0...2), comment.array(of: 0...3), attachment.array(of: 0...2)),
        zip(moment.optional, moment.optional, Gen.bool, Gen.element(of: ["Ada", "Bob", ""]).array(of: 0...2))
    ).map { head, parts, rest in
        Card(
            id: "", title: head.0, notes: head.1, archived: head.2,
            labelIDs: Array(Set(head.3.map { "label\($0)" })).sorted(),
            checklists: parts.0, comments: parts.1, attachments: parts.2,
            due: rest.0, start: rest.1, dueComplete: rest.2, members: rest.3.compactMap { $0 })
    }

    static let list = zip(text, Gen.bool, card.array(of: 0...4), Gen.int(in: 0...20).optional)
        .map { BoardList(id: "", name: $0, archived: $1, cards: $2, cardLimit: $3) }

    /// A board with ids made unique, and card labels that the board defines.
    static let board = zip(text, text, label.array(of: 0...5), list.array(of: 0...4)).map { name, notes, labels, lists in
        var board = Board(id: "board", name: name, notes: notes, labels: labels, lists: lists)
        var counter = 0
        func next(_ kind: String) -> String {
            counter += 1
            return "\(kind)-\(counter)"
        }
        for index in board.labels.indices { board.labels[index].id = "label\(index)" }
        let defined = Set(board.labels.map(\.id))
        for listIndex in board.lists.indices {
            board.lists[listIndex].id = next("list")
            for cardIndex in board.lists[listIndex].cards.indices {
                var card = board.lists[listIndex].cards[cardIndex]
                card.id = next("card")
                card.labelIDs = card.labelIDs.filter(defined.contains)
                for checklistIndex in card.checklists.indices {
                    card.checklists[checklistIndex].id = next("checklist")
                    for itemIndex in card.checklists[checklistIndex].items.indices {
                        card.checklists[checklistIndex].items[itemIndex].id = next("item")
                    }
                }
                for index in card.comments.indices { card.comments[index].id = next("comment") }
                for index in card.attachments.indices { card.attachments[index].id = next("attachment") }
                board.lists[listIndex].cards[cardIndex] = card
            }
        }
        return board
    }
}

/// "The same board" after a trip through a Trello export: every name, text, flag, date (to the millisecond),
/// label (name and colour), link and order is equal; ids are not compared, because a board not imported from
/// Trello gets Trello-shaped ids; sources are not compared, because every card read from a Trello export has
/// Trello as its source; and comments compare in date order, because a Trello export orders them by date.
func sameBoardShape(_ board: Board) -> Board {
    var board = board
    board.id = ""
    // People compare by the names cards and comments show: a bare name comes back as a person of that name.
    let people = board
    board.people = []
    for listIndex in board.lists.indices {
        for cardIndex in board.lists[listIndex].cards.indices {
            board.lists[listIndex].cards[cardIndex].members =
                board.lists[listIndex].cards[cardIndex].members.map(people.displayName(ofPerson:))
            for commentIndex in board.lists[listIndex].cards[cardIndex].comments.indices {
                board.lists[listIndex].cards[cardIndex].comments[commentIndex].author =
                    people.displayName(ofPerson: board.lists[listIndex].cards[cardIndex].comments[commentIndex].author)
            }
        }
    }
    var labelNumbers: [String: String] = [:]
    for index in board.labels.indices {
        labelNumbers[board.labels[index].id] = "label\(index)"
        board.labels[index].id = "label\(index)"
    }
    for listIndex in board.lists.indices {
        board.lists[listIndex].id = ""
        for cardIndex in board.lists[listIndex].cards.indices {
            var card = board.lists[listIndex].cards[cardIndex]
            card.id = ""
            card.source = nil
            card.labelIDs = card.labelIDs.map { labelNumbers[$0] ?? $0 }
            for checklistIndex in card.checklists.indices {
                card.checklists[checklistIndex].id = ""
                for itemIndex in card.checklists[checklistIndex].items.indices {
                    card.checklists[checklistIndex].items[itemIndex].id = ""
                }
            }
            card.comments = card.comments.enumerated()
                .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                .map { Comment(id: "", author: $0.element.author, date: $0.element.date, text: $0.element.text) }
            for index in card.attachments.indices { card.attachments[index].id = "" }
            board.lists[listIndex].cards[cardIndex] = card
        }
    }
    return board
}

@Suite struct TrelloExporterTests {
    private let exportType = UTType.trelloBoardExport

    private func export(_ board: Board, options: ExportOptions = ExportOptions()) throws -> ExportResult {
        try TrelloExporter().export(board, as: exportType, options: options)
    }

    @Test func randomBoardsComeBackTheSame() async {
        await propertyCheck(count: 150, input: TrelloBoardGen.board) { board in
            let result = try export(board)
            #expect(result.warnings.isEmpty)
            let imported = try importTrello(result.data)
            #expect(imported.warnings.isEmpty)
            #expect(sameBoardShape(imported.board) == sameBoardShape(board))
        }
    }

    @Test func exportingAnImportedExportGivesTheSameBytes() async {
        await propertyCheck(count: 100, input: TrelloBoardGen.board) { board in
            let first = try export(board).data
            let second = try export(importTrello(first).board).data
            #expect(first == second)
        }
    }

    @Test(arguments: realTrelloExports)
    func aRealExportComesBackWithItsTrelloIds(name: String) throws {
        let board = try importTrello(trelloFixture(name)).board
        let again = try importTrello(export(board).data)
        #expect(again.warnings.isEmpty)
        #expect(again.board == board)
    }

    @Test(arguments: realTrelloExports)
    func theExportUsesOnlyKeysRealExportsHave(name: String) throws {
        var realKeys: [String: Set<String>] = [:]
        for fixture in realTrelloExports {
            collectKeys(of: try jsonObject(trelloFixture(fixture)), into: &realKeys)
        }
        var writtenKeys: [String: Set<String>] = [:]
        let board = try importTrello(trelloFixture(name)).board
        collectKeys(of: try jsonObject(export(board).data), into: &writtenKeys)
        for (kind, keys) in writtenKeys {
            #expect(keys.isSubset(of: realKeys[kind] ?? []), "\(kind): \(keys.subtracting(realKeys[kind] ?? []))")
        }
        #expect(writtenKeys["cards"]?.isSuperset(of: ["id", "name", "idList", "idLabels", "idChecklists", "pos", "closed", "idBoard"]) == true)
        if !board.lists.flatMap(\.cards).flatMap(\.comments).isEmpty {
            #expect(writtenKeys["actions"]?.isSuperset(of: ["type", "date", "data", "memberCreator"]) == true)
        }
    }

    private func collectKeys(of board: [String: Any], into keys: inout [String: Set<String>]) {
        keys["board", default: []].formUnion(board.keys)
        for kind in ["cards", "lists", "labels", "members", "checklists", "actions"] {
            for object in board.objects(kind) { keys[kind, default: []].formUnion(object.keys) }
        }
        for checklist in board.objects("checklists") {
            for item in checklist.objects("checkItems") { keys["checkItems", default: []].formUnion(item.keys) }
        }
        for card in board.objects("cards") {
            for attachment in card.objects("attachments") { keys["attachments", default: []].formUnion(attachment.keys) }
        }
        for action in board.objects("actions") where action.string("type") == "commentCard" {
            keys["memberCreator", default: []].formUnion((action["memberCreator"] as? [String: Any])?.keys ?? [:].keys)
        }
    }

    @Test func idsAreTrelloShapedAndLinksResolve() async {
        await propertyCheck(count: 50, input: TrelloBoardGen.board) { board in
            let json = try jsonObject(export(board).data)
            let isTrelloID = { (id: String?) in id?.wholeMatch(of: /[0-9a-f]{24}/) != nil }
            let listIDs = Set(json.objects("lists").compactMap { $0.string("id") })
            let labelIDs = Set(json.objects("labels").compactMap { $0.string("id") })
            let memberIDs = Set(json.objects("members").compactMap { $0.string("id") })
            #expect(isTrelloID(json.string("id")))
            for card in json.objects("cards") {
                #expect(isTrelloID(card.string("id")))
                #expect(listIDs.contains(card.string("idList") ?? ""))
                #expect(Set(card["idLabels"] as? [String] ?? []).isSubset(of: labelIDs))
                #expect(Set(card["idMembers"] as? [String] ?? []).isSubset(of: memberIDs))
                let checklists = json.objects("checklists").filter { $0.string("idCard") == card.string("id") }
                #expect(card["idChecklists"] as? [String] == checklists.compactMap { $0.string("id") })
            }
            for action in json.objects("actions") {
                #expect(action.string("type") == "commentCard")
                let creator = action["memberCreator"] as? [String: Any]
                #expect(memberIDs.contains(creator?.string("id") ?? ""))
            }
        }
    }

    @Test func aColourTrelloDoesNotNameIsWrittenAsNoColourWithAWarning() throws {
        let board = Board(id: "b", name: "B", labels: [Label(id: "l", name: "Hex", color: "#ff0000")])
        let result = try export(board)
        #expect(try jsonObject(result.data).objects("labels").first?["color"] is NSNull)
        #expect(result.warnings.count == 1)
    }

    @Test func leavingArchivedOutWritesOnlyOpenListsAndCards() throws {
        let board = Board(id: "b", name: "B", lists: [
            BoardList(id: "open", name: "Open", cards: [Card(id: "c1", title: "Kept"), Card(id: "c2", title: "Old", archived: true)]),
            BoardList(id: "gone", name: "Gone", archived: true, cards: [Card(id: "c3", title: "In old list")]),
        ])
        let json = try jsonObject(export(board, options: ExportOptions(includeArchived: false)).data)
        #expect(json.objects("lists").map { $0.string("name") } == ["Open"])
        #expect(json.objects("cards").map { $0.string("name") } == ["Kept"])
    }

    @Test func cardsFromOtherSystemsAreSaidToLoseTheirSource() throws {
        let board = Board(id: "b", name: "B", lists: [
            BoardList(id: "l", name: "L", cards: [Card(id: "c", title: "T", source: Source(system: "markdown"))]),
        ])
        #expect(try export(board).warnings.count == 1)
    }

    @Test func otherTypesAreRefused() {
        #expect(throws: AdapterError.self) {
            try TrelloExporter().export(Board(id: "b", name: "B"), as: .plainText, options: ExportOptions())
        }
    }
}
