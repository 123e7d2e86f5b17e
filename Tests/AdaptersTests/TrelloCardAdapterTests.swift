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
