@testable import Adapters
import Foundation
import Testing

/// Trello card objects: the cards of a real Trello export written as card objects and read back, and card JSON
/// that is broken or not cards, reported where it goes wrong.
@Suite struct TrelloCardAdapterTests {
    let adapter = TrelloCardAdapter()

    private func read(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try adapter.importBoard(from: .data(Data(text.utf8), name: "cards.json"), as: .trelloCard, options: options)
    }

    @Test func theCardsOfARealExportReadBackAsTheSameCards() throws {
        let board = try TrelloImporter().importBoard(
            from: .file(try fixtureFile("trello/productivity-workflow.json")), as: .trelloBoardExport,
            options: ImportOptions()
        ).board
        let written = try adapter.export(board, as: .trelloCard, options: ExportOptions())
        #expect(written.data.last == 0x0A)
        let read = try adapter.importBoard(
            from: .data(written.data, name: "cards.json"), as: .trelloCard, options: ImportOptions()
        ).board
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.count > 1)
        #expect(read.lists.flatMap(\.cards).map(\.title).sorted() == cards.map(\.title).sorted())
        #expect(Set(read.lists.map(\.name)) == Set(board.lists.filter { !$0.cards.isEmpty }.map(\.name)))
    }

    @Test(arguments: ["trello/simple-project-board.json", "trello/clipkit-board.json"])
    func eachCardObjectCarriesItsOwnChecklistsCommentsAndMembers(fixture: String) throws {
        let board = try TrelloImporter().importBoard(
            from: .file(try fixtureFile(fixture)), as: .trelloBoardExport, options: ImportOptions()
        ).board
        let written = try adapter.export(board, as: .trelloCard, options: ExportOptions())
        let objects = try #require(try JSONSerialization.jsonObject(with: written.data) as? [[String: Any]])
        #expect(objects.count == board.lists.flatMap(\.cards).count)
        for object in objects {
            let id = try #require(object["id"] as? String)
            let checklists = object["checklists"] as? [[String: Any]] ?? []
            #expect(checklists.allSatisfy { $0["idCard"] as? String == id })
            let actions = object["actions"] as? [[String: Any]] ?? []
            #expect(actions.allSatisfy { (($0["data"] as? [String: Any])?["card"] as? [String: Any])?["id"] as? String == id })
            let named = Set((object["idMembers"] as? [String] ?? []) + actions.compactMap { $0["idMemberCreator"] as? String })
            let members = (object["members"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(Set(members).isSubset(of: named) && members.count == Set(members).count)
            #expect((object["list"] as? [String: Any])?["id"] as? String == object["idList"] as? String)
        }
        // Read back, every card has the checklists, comments and members it was written with.
        let read = try adapter.importBoard(
            from: .data(written.data, name: "cards.json"), as: .trelloCard, options: ImportOptions()
        ).board
        func contents(_ board: Board) -> [String: [String]] {
            Dictionary(board.lists.flatMap(\.cards).map { card in
                (card.id, card.checklists.flatMap { [$0.name] + $0.items.map(\.text) } + card.comments.map(\.text)
                    + card.members.map(board.displayName(ofPerson:)))
            }, uniquingKeysWith: { first, _ in first })
        }
        let before = contents(board), after = contents(read)
        #expect(before.values.contains { !$0.isEmpty })
        #expect(Set(after.values.map { $0.sorted() }) == Set(before.values.map { $0.sorted() }))
    }

    @Test func cardsThatShareAnIDEachKeepTheirOwnChecklistsAndComments() throws {
        // Two cards of one id (a board made from an export that repeated it). The Trello export gives each card
        // an id of its own, so each card object carries its own checklist and comment, not both cards'.
        func card(_ title: String) -> Card {
            Card(
                id: "same", title: title,
                checklists: [Checklist(id: "cl-\(title)", name: "Steps of \(title)", items: [ChecklistItem(id: "i-\(title)", text: "Do \(title)")])],
                comments: [Comment(id: "c-\(title)", author: "Ann", date: Date(timeIntervalSince1970: 1_700_000_000), text: "About \(title)")])
        }
        let board = Board(id: "b", name: "Board", lists: [BoardList(id: "l", name: "List", cards: [card("one"), card("two")])])
        let written = try adapter.export(board, as: .trelloCard, options: ExportOptions())
        let objects = try #require(try JSONSerialization.jsonObject(with: written.data) as? [[String: Any]])
        #expect(objects.map { $0["name"] as? String } == ["one", "two"])
        #expect(Set(objects.compactMap { $0["id"] as? String }).count == 2)
        let checklists = objects.map { ($0["checklists"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(checklists == [["Steps of one"], ["Steps of two"]])
        let comments = objects.map { ($0["actions"] as? [[String: Any]] ?? []).compactMap { (($0["data"] as? [String: Any])?["text"] as? String) } }
        #expect(comments == [["About one"], ["About two"]])
    }

    @Test func oneCardOfARealExportIsRecognisedByItsContentAndImports() throws {
        var board = try TrelloImporter().importBoard(
            from: .file(try fixtureFile("trello/productivity-workflow.json")), as: .trelloBoardExport,
            options: ImportOptions()
        ).board
        let list = try #require(board.lists.firstIndex { !$0.cards.isEmpty })
        let card = board.lists[list].cards[0]
        board.lists = [board.lists[list]]
        board.lists[0].cards = [card]
        let written = try adapter.export(board, as: .trelloCard, options: ExportOptions())
        #expect(written.data.first == UInt8(ascii: "{"))
        let registry = AdapterRegistry.standard()
        for hint in [nil, UTType.json] {
            #expect(registry.identify(written.data, hint: hint).type == .trelloCard)
        }
        let outcome = try ConversionPlanner(registry: registry).plan(offering: [.json], goal: .board)
            .execute(.data(written.data, name: "card.json"))
        #expect(outcome.board?.lists.flatMap(\.cards).map(\.title) == [card.title])
    }

    @Test func aCardAsTrellosAPIGaveItIn2014ImportsThroughIdentification() throws {
        // GET /1/cards/{id} without nested resources: no list, board or members objects, no `dueComplete`, members
        // named by id only, indented as it was pasted into the repository.
        let outcome = try importAsAUser("trello/lead-time-api-card.json")
        #expect(outcome.identification?.type == .trelloCard)
        let board = try #require(outcome.board)
        #expect(board.lists.map(\.id) == ["533ed74d095149ab1800b032"])
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["(3) SEARCH 2.0: Hit HL typeahead and apply filtering/fallbacks"])
        let card = cards[0]
        #expect(card.notes == "Here is the description")
        #expect(!card.done && !card.archived && card.due == nil)
        #expect(card.members == ["52053cb7497ccfe83a001f75", "520541f8688f3e662400262c"])
        #expect(outcome.warnings.count { $0.message.contains("who is not in members[]") } == 2)
    }

    @Test func anAPICardFrom2014KeepsItsDueDateItsMembersAndALabelNamedOnlyByColour() throws {
        // Labels as `{"color", "name"}` with no ids and no `idLabels`: the card's label was left off before.
        let outcome = try importAsAUser("trello/lead-time-api-card-copied.json")
        #expect(outcome.identification?.type == .trelloCard)
        let board = try #require(outcome.board)
        #expect(board.lists.flatMap(\.cards).count == 1)
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.title == "SPIKE:  Sorting dropdown is not available for CSX members.(DEF020110)")
        #expect(card.notes == "Sorting dropdown is not available in right corner of results page for CSX members.")
        #expect(card.due == Date(timeIntervalSince1970: 1_402_675_200))  // 2014-06-13T16:00:00.000Z
        #expect(!card.done && !card.archived)
        #expect(card.members == [
            "520a6b6fd1d45394140038dc", "5205800dd1e439ae31002495", "520557cd7c576964440039ed", "5304d05539da911e1c7f8674",
        ])
        #expect(board.labelNames(card.labelIDs) == ["CapEx"])
        #expect(board.labels.count == 1)
        #expect(board.labels.first?.color == "purple")
        #expect(board.labels.allSatisfy { !$0.id.isEmpty })
    }

    @Test func brokenJSONIsNamedByLineColumnAndJSONPath() throws {
        let text = "[\n  {\"id\": \"c1\", \"name\": \"One\"},\n  {\"id\": \"c2\", \"name\": \"Two\", \"due\": nul}\n]\n"
        let error = try #require(throws: AdapterError.self) { try read(text) }
        #expect(error.code == .malformedInput)
        #expect(error.input == "cards.json")
        #expect(error.location == "3:41")
        #expect(error.message.contains("(at [1].due)"))
    }

    @Test func jsonNestedDeeperThanTheLimitIsALimitError() throws {
        let text = #"{"id": "c1", "name": "One", "x": [[[1]]]}"#
        let error = try #require(throws: AdapterError.self) { try read(text, options: ImportOptions(maximumDepth: 3)) }
        #expect(error.code == .limitExceeded)
        #expect(error.location == "1:36")
    }

    @Test func jsonThatIsNotCardsSaysWhichValueIsNot() throws {
        let scalar = try #require(throws: AdapterError.self) { try read("42") }
        #expect(scalar.code == .unexpectedContent && scalar.location == "(top level)")
        let mixed = try #require(throws: AdapterError.self) { try read(#"[{"id": "c1", "name": "One"}, 7]"#) }
        #expect(mixed.code == .unexpectedContent && mixed.location == "(top level)")
        let unnamed = try #require(throws: AdapterError.self) { try read(#"[{"id": "c1", "name": "One"}, {"id": "c2"}]"#) }
        #expect(unnamed.code == .unexpectedContent && unnamed.location == "[1]")
    }
}
