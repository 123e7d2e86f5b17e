import Adapters
import Foundation
import Testing

/// The limits in ``ImportOptions`` hold for every built-in importer, from a file and from bytes alike.
@Suite struct ImportOptionsTests {
    /// Every built-in importer with a real payload it reads.
    static let importers: [(any BoardImporter, UTType, String)] = [
        (PlainTextAdapter(), .plainText, "text-errands-crlf.txt"),
        (MarkdownAdapter(), .markdown, "markdown-release-checklist.md"),
        (ObsidianKanbanAdapter(), .obsidianKanban, "markdown-obsidian-kanban.md"),
        (TrelloImporter(), .trelloBoardExport, "trello/simple-project-board.json"),
        (DeckImporter(), .deckExport, "Deck/nextcloud-deck-complete.json"),
        (TaigaImporter(), .taigaProjectExport, "Taiga/wekan-taiga-project-dump.json"),
        (WekanImporter(), .wekanBoardExport, "Wekan/wekan-creator-board.json"),
    ]

    @Test func theDefaultsAreDocumented() {
        let options = ImportOptions()
        #expect(options.maximumInputBytes == 512 << 20)
        #expect(options.maximumDepth == 512)
        #expect(options.includeArchived)
    }

    @Test(arguments: 0..<importers.count)
    func everyImporterRefusesInputOverTheSizeLimit(_ index: Int) throws {
        let (importer, type, fixture) = Self.importers[index]
        let url = try fixtureFile(fixture)
        let size = try fixtureData(fixture).count
        let tight = ImportOptions(maximumInputBytes: size - 1)
        for input in [AdapterInput.file(url), .data(try fixtureData(fixture), name: fixture)] {
            let error = #expect(throws: AdapterError.self) { try importer.importBoard(from: input, as: type, options: tight) }
            #expect(error?.code == .limitExceeded)
            #expect(error?.message.contains("limit of \(size - 1)") == true)
            // Messages reach users of the command line, which has no such setting: no Swift name in them.
            #expect(error?.message.contains("ImportOptions") == false)
            #expect(error?.input == input.name)
            // Exactly at the limit, the same input reads.
            let exact = ImportOptions(maximumInputBytes: size)
            #expect(try importer.importBoard(from: input, as: type, options: exact).board.lists.isEmpty == false)
        }
    }

    @Test func theNativeImporterRefusesInputOverTheSizeLimit() throws {
        let board = Board(id: "b", name: "Home", lists: [BoardList(id: "l", name: "Todo", cards: [Card(id: "c", title: "Paint")])])
        let data = try NativeBoardAdapter().export(board, as: .cardportBoard, options: ExportOptions()).data
        let error = #expect(throws: AdapterError.self) {
            try NativeBoardAdapter().importBoard(
                from: .data(data, name: "home.cardport"), as: .cardportBoard,
                options: ImportOptions(maximumInputBytes: data.count - 1))
        }
        #expect(error?.code == .limitExceeded)
        let read = try NativeBoardAdapter().importBoard(
            from: .data(data, name: "home.cardport"), as: .cardportBoard, options: ImportOptions(maximumInputBytes: data.count))
        #expect(read.board == board)
    }

    @Test func bothJSONImportersRefuseNestingOverTheDepthLimitAndReadItBelow() throws {
        // A real Trello export nests a few levels; a limit of 2 stops it, the default reads it.
        let trello = try fixtureData("trello/simple-project-board.json")
        let shallow = ImportOptions(maximumDepth: 2)
        let trelloError = #expect(throws: AdapterError.self) {
            try TrelloImporter().importBoard(from: .data(trello, name: "t.json"), as: .trelloBoardExport, options: shallow)
        }
        #expect(trelloError?.code == .limitExceeded)
        let board = Board(id: "b", name: "Home", lists: [BoardList(id: "l", name: "Todo", cards: [Card(id: "c", title: "Paint")])])
        let native = try NativeBoardAdapter().export(board, as: .cardportBoard, options: ExportOptions()).data
        let nativeError = #expect(throws: AdapterError.self) {
            try NativeBoardAdapter().importBoard(from: .data(native, name: "n.cardport"), as: .cardportBoard, options: shallow)
        }
        #expect(nativeError?.code == .limitExceeded)
        #expect(try NativeBoardAdapter().importBoard(
            from: .data(native, name: "n.cardport"), as: .cardportBoard, options: ImportOptions()).board == board)
    }
}
