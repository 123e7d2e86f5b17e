import Foundation
import ItemProviders
import Testing
import UniformTypes

/// A representation composed in `body`, as Apple's documentation shows: JSON first, the text as a fallback.
struct RecipeRepresentation: TransferRepresentation {
    typealias Item = Recipe

    var body: some TransferRepresentation<Recipe> {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \Recipe.name)
    }
}

/// A model whose representation is a composed one, plus a team-only Markdown file, with two suggested names.
struct Recipe: Codable, Hashable, Transferable {
    var name: String
    var steps: [String]

    static var transferRepresentation: some TransferRepresentation {
        RecipeRepresentation()
            .suggestedFileName("first.json")
            .suggestedFileName("second.json")
        DataRepresentation(exportedContentType: .markdown) { recipe in
            Data(("# \(recipe.name)\n" + recipe.steps.map { "- \($0)\n" }.joined()).utf8)
        }
        .visibility(.team)
        .suggestedFileName { "\($0.name).md" }
    }
}

@Suite("CoreTransferable: body composition and the iOS 18.2 / macOS 15.2 additions")
struct TransferableAdditionsTests {
    let recipe = Recipe(name: "Bread", steps: ["knead", "bake"])

    @Test("a representation composed in body exports and imports like its parts, in their order")
    func composedBody() async throws {
        let provider = NSItemProvider()
        provider.register(recipe)
        #expect(provider.registeredTypeIdentifiers
            == [UTType.json.identifier, UTType.utf8PlainText.identifier, UTType.markdown.identifier])
        #expect(try await provider.loadTransferable(type: Recipe.self) == recipe)
        #expect(try await provider.loadTransferable(type: String.self) == "Bread")
    }

    @Test("exportedContentTypes(visibility:) and importedContentTypes() list the declared types in order")
    func contentTypes() {
        #expect(Recipe.exportedContentTypes() == [.json, .utf8PlainText])
        #expect(Recipe.exportedContentTypes(visibility: .team) == [.json, .utf8PlainText, .markdown])
        #expect(Recipe.exportedContentTypes(visibility: .ownProcess) == [.json, .utf8PlainText, .markdown])
        #expect(Recipe.importedContentTypes() == [.json])
        #expect(String.importedContentTypes().contains(.plainText))
    }

    @Test("of several suggested file names the last is used, on the value and on the provider")
    func lastSuggestedNameWins() {
        #expect(recipe.suggestedFilename == "Bread.md")
        let provider = NSItemProvider()
        provider.register(recipe)
        #expect(provider.suggestedName == "Bread.md")
        struct Stacked: Transferable {
            static var transferRepresentation: some TransferRepresentation {
                DataRepresentation(exportedContentType: .data) { (_: Stacked) in Data() }
                    .suggestedFileName("inner.bin")
                    .suggestedFileName("outer.bin")
            }
        }
        #expect(Stacked().suggestedFilename == "outer.bin")
    }

    @Test("exported(as:) gives the bytes of the first representation conforming to the type")
    func exportedAs() async throws {
        let json = try await recipe.exported(as: .json)
        #expect(try JSONDecoder().decode(Recipe.self, from: json) == recipe)
        #expect(try await recipe.exported(as: .plainText) == Data("Bread".utf8))
        // JSONEncoder's key order is not fixed from one encoding to the next: compare what the bytes hold.
        let first = try await recipe.exported(as: nil)
        #expect(try JSONDecoder().decode(Recipe.self, from: first) == recipe)
        let error = try await #require(throws: TransferError.self) { try await recipe.exported(as: .png) }
        #expect(error.code == .noMatchingRepresentation)
    }

    @Test("export(to:contentType:) writes a file named after the suggestion; withExportedFile removes its file")
    func exportToDirectory() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try await recipe.export(to: directory, contentType: .markdown)
        #expect(file.lastPathComponent == "Bread.md")
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Bread\n- knead\n- bake\n")
        let second = try await recipe.export(to: directory, contentType: .markdown)
        #expect(second.lastPathComponent == "Bread 2.md")
        let seen = try await recipe.withExportedFile(contentType: .json) { url in
            (url, FileManager.default.fileExists(atPath: url.path))
        }
        #expect(seen.1)
        #expect(!FileManager.default.fileExists(atPath: seen.0.path))
    }

    @Test("init(importing:contentType:) from data and from a file, with or without a type")
    func importing() async throws {
        let json = try JSONEncoder().encode(recipe)
        #expect(try await Recipe(importing: json, contentType: .json) == recipe)
        #expect(try await Recipe(importing: json, contentType: nil) == recipe)
        let noType = try await #require(throws: TransferError.self) {
            try await Recipe(importing: json, contentType: .png)
        }
        #expect(noType.code == .noMatchingRepresentation)
        let failed = try await #require(throws: TransferError.self) {
            try await Recipe(importing: Data("not json".utf8), contentType: nil)
        }
        #expect(failed.code == .importFailed)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-\(UUID().uuidString).json")
        try json.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try await Recipe(importing: file, contentType: nil) == recipe)
        #expect(try await String(importing: file, contentType: .plainText) == String(decoding: json, as: UTF8.self))
    }
}
