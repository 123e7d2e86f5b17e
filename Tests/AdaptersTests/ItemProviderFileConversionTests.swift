import Adapters
import Foundation
import ItemProviders
import Testing

@Suite("ItemProviderConversion: a file offered in place is read from disk, not loaded whole")
struct ItemProviderFileConversionTests {
    /// An importer that says, in its one card's title, whether it was handed a file or bytes.
    struct InputKindImporter: BoardImporter {
        var name = "input-kind"
        var readableTypes: [UTType] = [.commaSeparatedText]

        func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
            let kind = switch input {
            case .file(let url): "file " + url.path
            case .data(let data, let name): "\(data.count) bytes of " + name
            }
            return ImportResult(board: Board(
                id: "b", name: name, lists: [BoardList(id: "l", name: "", cards: [Card(id: "c", title: kind)])]))
        }
    }

    private func inPlaceProvider(_ url: URL, as type: UTType) -> ItemProvider {
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: type, openInPlace: true) { completion in
            completion(url, false, nil)
            return nil
        }
        return provider
    }

    private func withFile(_ name: String, _ text: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try body(url)
    }

    @Test func anInPlaceFileReachesTheImporterAsTheFileItself() throws {
        let registry = AdapterRegistry()
        registry.register(InputKindImporter())
        try withFile("tasks.csv", "Title\nOne\n") { url in
            let provider = inPlaceProvider(url, as: .commaSeparatedText)
            let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
            let outcome = try conversion.runAndWait(from: provider, name: "tasks.csv")
            #expect(outcome.board?.lists.first?.cards.first?.title == "file " + url.path)
        }
    }

    @Test func bytesStillReachTheImporterAsBytes() throws {
        let registry = AdapterRegistry()
        registry.register(InputKindImporter())
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .commaSeparatedText) { completion in
            completion(Data("Title\nOne\n".utf8), nil)
            return nil
        }
        let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
        let outcome = try conversion.runAndWait(from: provider, name: "drop item 1")
        #expect(outcome.board?.lists.first?.cards.first?.title == "10 bytes of drop item 1")
    }

    @Test func aCSVFileImportsAsItsBytesWould() throws {
        let text = "Summary,Status,Description\nFirst,To Do,\"two\nlines\"\nSecond,Done,\n"
        let registry = AdapterRegistry.standard()
        try withFile("tasks.csv", text) { url in
            let provider = inPlaceProvider(url, as: .commaSeparatedText)
            let fromFile = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
                .runAndWait(from: provider, name: "tasks.csv")
            let fromBytes = try ConversionPlanner(registry: registry).plan(offering: [.commaSeparatedText], goal: .board)
                .execute(.data(Data(text.utf8), name: "tasks.csv"))
            #expect(fromFile.board == fromBytes.board)
            #expect(fromFile.board?.lists.flatMap(\.cards).map(\.title) == ["First", "Second"])
        }
    }

    @Test func errorsNameThePayloadAsTheCallerNamedIt() throws {
        let registry = AdapterRegistry.standard()
        try withFile("broken.csv", "Summary,Status\n\"unterminated,To Do\n") { url in
            let provider = inPlaceProvider(url, as: .commaSeparatedText)
            let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
            let error = #expect(throws: AdapterError.self) { try conversion.runAndWait(from: provider, name: "broken.csv") }
            #expect(error?.input == "broken.csv")
            #expect(error?.location?.hasPrefix("2:") == true)
        }
    }

    @Test func aFileOfPlainJSONIsIdentifiedFromTheFile() throws {
        let registry = AdapterRegistry.standard()
        let url = try fixtureFile("trello/simple-project-board.json")
        let provider = inPlaceProvider(url, as: .json)
        let outcome = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
            .runAndWait(from: provider, name: "export.json")
        #expect(outcome.identification?.type == .trelloBoardExport)
        let direct = try ConversionPlanner(registry: registry).plan(offering: [.trelloBoardExport], goal: .board)
            .execute(.data(try Data(contentsOf: url), name: "export.json"))
        #expect(outcome.board == direct.board)
    }
}
