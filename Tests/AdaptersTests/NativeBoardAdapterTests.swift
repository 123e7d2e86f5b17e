import Adapters
import Foundation
import Testing

@Suite struct NativeBoardAdapterTests {
    let adapter = NativeBoardAdapter()

    func read(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try adapter.importBoard(from: .data(Data(text.utf8), name: "board.cardport"), as: .cardportBoard, options: options)
    }

    @Test func aBoardRoundTripsWithoutWarnings() throws {
        let board = Board(id: "b", name: "Home", labels: [Label(id: "g", name: "", color: nil)], lists: [
            BoardList(id: "l", name: "Todo", cards: [
                Card(id: "c", title: "Paint", labelIDs: ["g"], comments: [
                    Comment(id: "m", author: "ann", date: Date(timeIntervalSince1970: 1_700_000_000), text: "blue?"),
                ]),
            ]),
        ])
        let written = try adapter.export(board, as: .cardportBoard, options: ExportOptions())
        #expect(written.warnings.isEmpty)
        let read = try adapter.importBoard(from: .data(written.data, name: "x"), as: .cardportBoard, options: ImportOptions())
        #expect(read.board == board)
        #expect(read.warnings.isEmpty)
    }

    @Test func malformedJSONKeepsItsLineAndColumn() {
        let error = #expect(throws: AdapterError.self) { try read("{\n  \"format\": \"cardport.board\",\n  \"version\": ,\n}") }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "3:14")
        #expect(error?.input == "board.cardport")
    }

    @Test func aShapeErrorKeepsItsJSONPath() {
        let text = #"{"format": "cardport.board", "version": 1, "id": "b", "name": "n", "lists": [{"id": "l", "name": 5}]}"#
        let error = #expect(throws: AdapterError.self) { try read(text) }
        #expect(error?.code == .unexpectedContent)
        #expect(error?.location == "lists[0].name")
    }

    @Test func jsonThatIsNotABoardSaysSo() {
        let error = #expect(throws: AdapterError.self) { try read(#"{"lists": [], "cards": []}"#) }
        #expect(error?.code == .unexpectedContent)
        #expect(error?.message.isEmpty == false)
    }

    @Test func emptyInputAndDeepNestingAreClearErrors() throws {
        let empty = #expect(throws: AdapterError.self) { try read("") }
        #expect(empty?.code == .unexpectedContent)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = #expect(throws: AdapterError.self) { try read(deep) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.location == "1:513")
        #expect(error?.message.contains("deeper than 512 levels") == true)
        // Brackets inside strings do not count.
        let quoted = #"{"format": "cardport.board", "version": 1, "id": "b", "name": "\#(String(repeating: "[", count: 600))"}"#
        #expect(try read(quoted, options: ImportOptions(maximumDepth: 2)).board.name.count == 600)
    }

    @Test func archivedItemsAreDroppedWhenAsked() throws {
        let board = Board(id: "b", name: "", lists: [
            BoardList(id: "l1", name: "Open", cards: [Card(id: "c1", title: "a"), Card(id: "c2", title: "b", archived: true)]),
            BoardList(id: "l2", name: "Closed", archived: true),
        ])
        let data = try adapter.export(board, as: .cardportBoard, options: ExportOptions()).data
        let read = try adapter.importBoard(
            from: .data(data, name: "x"), as: .cardportBoard, options: ImportOptions(includeArchived: false)).board
        #expect(read.lists.map(\.name) == ["Open"])
        #expect(read.lists[0].cards.map(\.title) == ["a"])
        let written = try adapter.export(board, as: .cardportBoard, options: ExportOptions(includeArchived: false)).data
        #expect(try BoardFormat.decode(written) == read)
    }
}
