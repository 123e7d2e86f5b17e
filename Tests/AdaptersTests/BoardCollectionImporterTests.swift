import Adapters
import Foundation
import Testing

/// An importer whose payload is board names, one per line; each board's id is its line number.
private struct LinesOfBoards: BoardCollectionImporter {
    var name = "lines-of-boards"
    var readableTypes: [UTType] = [.plainText]

    func importBoards(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> [ImportResult] {
        let names = String(decoding: try input.readData(), as: UTF8.self).split(separator: "\n")
        return names.enumerated().map { ImportResult(board: Board(id: "\($0.offset + 1)", name: String($0.element))) }
    }
}

@Suite("An export that holds several boards")
struct BoardCollectionImporterTests {
    private func importBoard(_ text: String, choosing board: String? = nil) throws -> Board {
        var options = ImportOptions()
        options.board = board
        return try LinesOfBoards().importBoard(from: .data(Data(text.utf8), name: "export.txt"), as: .plainText, options: options).board
    }

    @Test("One board is imported without being named")
    func onlyBoard() throws {
        #expect(try importBoard("Roadmap").name == "Roadmap")
    }

    @Test("Several boards and no choice: an error that names the input and lists every board")
    func severalBoardsNeedAChoice() {
        let error = #expect(throws: AdapterError.self) { try importBoard("Roadmap\nBugs") }
        #expect(error?.code == .severalBoards)
        #expect(error?.input == "export.txt")
        #expect(error?.message.contains("Roadmap (1)") == true)
        #expect(error?.message.contains("Bugs (2)") == true)
    }

    @Test("A board is chosen by id first, then by exact name")
    func choosingByIDOrName() throws {
        #expect(try importBoard("Roadmap\nBugs", choosing: "Bugs").id == "2")
        #expect(try importBoard("Roadmap\n1", choosing: "1").name == "Roadmap")
    }

    @Test("A name that matches no board, or two, is refused with the list")
    func unknownOrAmbiguousName() {
        let missing = #expect(throws: AdapterError.self) { try importBoard("Roadmap\nBugs", choosing: "Ideas") }
        #expect(missing?.code == .boardNotFound)
        #expect(missing?.message.contains("Roadmap (1), Bugs (2)") == true)
        let twice = #expect(throws: AdapterError.self) { try importBoard("Bugs\nBugs", choosing: "Bugs") }
        #expect(twice?.code == .severalBoards)
    }

    @Test("A payload with no board at all is unexpected content, not an empty board")
    func noBoard() {
        let error = #expect(throws: AdapterError.self) { try importBoard("") }
        #expect(error?.code == .unexpectedContent)
    }
}
