// CoreTransferable as Apple's documentation shows it: a Codable model made Transferable, a representation
// composed of others in `body`, data, file and proxy representations with their modifiers, the iOS 18.2 /
// macOS 15.2 additions and NSItemProvider's bridging. Compiled in the Swift 5 and Swift 6 language modes.
import CoreTransferable
import Foundation
import Testing

extension UTType {
    static let conformanceTodo = UTType(exportedAs: "com.example.conformance.todo")
    static let conformanceSettings = UTType(exportedAs: "com.example.conformance.settings",
                                            conformingTo: .xmlPropertyList)
}

/// Apple's `Todo`: its own type first, plain text for everyone else.
struct ConformanceTodo: Codable, Transferable, Equatable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .conformanceTodo)
        ProxyRepresentation(\.text)
    }
}

/// A recipe whose representations are composed in a representation of its own.
struct ConformanceRecipe: Codable, Transferable, Equatable {
    var title: String
    var steps: [String]
    var isShared = true

    static var transferRepresentation: some TransferRepresentation {
        ConformanceRecipeRepresentation()
        DataRepresentation(exportedContentType: .html) { recipe in
            Data("<h1>\(recipe.title)</h1>".utf8)
        }
        .exportingCondition { recipe in recipe.isShared }
        .visibility(.ownProcess)
        .suggestedFileName("Recipe.html")
        ProxyRepresentation(exporting: \.title)
    }
}

/// A representation made of others, as `TransferRepresentation`'s documentation composes one.
struct ConformanceRecipeRepresentation: TransferRepresentation {
    typealias Item = ConformanceRecipe

    var body: some TransferRepresentation<ConformanceRecipe> {
        CodableRepresentation(for: ConformanceRecipe.self, contentType: .conformanceRecipe,
                              encoder: Self.sortedEncoder(), decoder: JSONDecoder())
    }

    static func sortedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}

/// Settings moved as an XML property list.
struct ConformanceSettings: Codable, Transferable, Equatable {
    var fontSize: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .conformanceSettings, encoder: xmlEncoder(), decoder: PropertyListDecoder())
    }

    static func xmlEncoder() -> PropertyListEncoder {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return encoder
    }
}

/// A text file of its own, moved as a file: Apple's `Video` example with plain text, so that it is small.
struct ConformanceTextFile: Transferable {
    var url: URL
    var wasOriginal = false

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .utf8PlainText) { file in
            SentTransferredFile(file.url)
        } importing: { received in
            let copy = FileManager.default.temporaryDirectory
                .appendingPathComponent("conformance-\(UUID().uuidString).txt")
            try FileManager.default.copyItem(at: received.file, to: copy)
            return Self(url: copy, wasOriginal: received.isOriginalFile)
        }
        .suggestedFileName { file in file.url.lastPathComponent }
        FileRepresentation(exportedContentType: .plainText, shouldAllowToOpenInPlace: true) { file in
            SentTransferredFile(file.url, allowAccessingOriginalFile: true)
        }
        FileRepresentation(importedContentType: .text, shouldAttemptToOpenInPlace: true) { received in
            Self(url: received.file, wasOriginal: received.isOriginalFile)
        }
    }
}

/// A bookmark that moves as its URL and is read back from a URL or from text.
struct ConformanceBookmark: Transferable, Equatable {
    var address: URL

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.address, importing: { url in ConformanceBookmark(address: url) })
        ProxyRepresentation(importing: { (text: String) in
            guard let url = URL(string: text) else { throw CocoaError(.coderReadCorrupt) }
            return ConformanceBookmark(address: url)
        })
    }
}

/// A greeting with a data representation both ways, one that only imports, and two suggested names.
struct ConformanceGreeting: Transferable, Equatable {
    var message: String

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { greeting in
            Data(greeting.message.utf8)
        } importing: { data in
            ConformanceGreeting(message: String(decoding: data, as: UTF8.self))
        }
        .suggestedFileName("first.txt")
        .suggestedFileName("second.txt")
        DataRepresentation(importedContentType: .html) { data in
            ConformanceGreeting(message: String(decoding: data, as: UTF8.self))
        }
    }
}

@Suite("CoreTransferable, as Apple documents it")
struct CoreTransferableConformance {
    @Test("a Codable model exports its own type first and reads itself back; the proxy only exports")
    func codableModel() async throws {
        let todo = ConformanceTodo(text: "Water the plants")
        #expect(ConformanceTodo.exportedContentTypes() == [.conformanceTodo, .utf8PlainText])
        #expect(ConformanceTodo.importedContentTypes() == [.conformanceTodo])
        let data = try await todo.exported(as: .conformanceTodo)
        #expect(try await ConformanceTodo(importing: data, contentType: .conformanceTodo) == todo)
        #expect(try await todo.exported(as: .plainText) == Data("Water the plants".utf8))
        #expect(try await ConformanceTodo(importing: todo.exported(as: nil), contentType: .conformanceTodo) == todo)
    }

    @Test("a representation composed in body, with an export condition, a visibility and a file name")
    func composedRepresentation() async throws {
        let recipe = ConformanceRecipe(title: "Bread", steps: ["Knead", "Bake"])
        #expect(ConformanceRecipe.exportedContentTypes(visibility: .all) == [.conformanceRecipe, .utf8PlainText])
        #expect(ConformanceRecipe.exportedContentTypes(visibility: .ownProcess)
            == [.conformanceRecipe, .html, .utf8PlainText])
        let json = try await recipe.exported(as: .conformanceRecipe)
        #expect(String(decoding: json, as: UTF8.self).hasPrefix(#"{"isShared":true,"steps":"#))
        #expect(try await ConformanceRecipe(importing: json, contentType: .conformanceRecipe) == recipe)
        #expect(try await recipe.exported(as: .html) == Data("<h1>Bread</h1>".utf8))
        #expect(recipe.suggestedFilename == "Recipe.html")

        let draft = ConformanceRecipe(title: "Soup", steps: [], isShared: false)
        await #expect(throws: (any Error).self) { try await draft.exported(as: .html) }
        #expect(draft.suggestedFilename == nil)
        let visibilities: [TransferRepresentationVisibility] = [.all, .team, .group, .ownProcess]
        #expect(Set(visibilities).count == 4)
    }

    @Test("a Codable value as a property list, with the coders given")
    func propertyList() async throws {
        let settings = ConformanceSettings(fontSize: 14)
        let data = try await settings.exported(as: .conformanceSettings)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("<?xml"))
        #expect(try await ConformanceSettings(importing: data, contentType: .conformanceSettings) == settings)
    }

    @Test("data representations: both ways, import only, and the last suggested file name wins")
    func dataRepresentations() async throws {
        let greeting = ConformanceGreeting(message: "Hello")
        #expect(ConformanceGreeting.exportedContentTypes() == [.utf8PlainText])
        #expect(ConformanceGreeting.importedContentTypes() == [.utf8PlainText, .html])
        #expect(greeting.suggestedFilename == "second.txt")
        let html = Data("<p>Hi</p>".utf8)
        #expect(try await ConformanceGreeting(importing: html, contentType: .html).message == "<p>Hi</p>")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try await greeting.export(to: folder, contentType: .utf8PlainText)
        #expect(file.lastPathComponent == "second.txt")
        #expect(try Data(contentsOf: file) == Data("Hello".utf8))
        let read = try await greeting.withExportedFile(contentType: nil) { url in try Data(contentsOf: url) }
        #expect(read == Data("Hello".utf8))
    }

    @Test("file representations: sent, received as a copy, imported from a file")
    func fileRepresentations() async throws {
        let original = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString).txt")
        try Data("Minutes".utf8).write(to: original)
        defer { try? FileManager.default.removeItem(at: original) }
        let sent = SentTransferredFile(original, allowAccessingOriginalFile: true)
        #expect(sent.file == original && sent.allowAccessingOriginalFile)
        let received = ReceivedTransferredFile(file: original, isOriginalFile: false)
        #expect(received.file == original && !received.isOriginalFile)

        let file = ConformanceTextFile(url: original)
        #expect(ConformanceTextFile.exportedContentTypes() == [.utf8PlainText, .plainText])
        #expect(ConformanceTextFile.importedContentTypes() == [.utf8PlainText, .text])
        #expect(file.suggestedFilename == original.lastPathComponent)
        #expect(try await file.exported(as: .plainText) == Data("Minutes".utf8))
        let imported = try await ConformanceTextFile(importing: original, contentType: .utf8PlainText)
        defer { try? FileManager.default.removeItem(at: imported.url) }
        #expect(imported.url != original)
        #expect(try Data(contentsOf: imported.url) == Data("Minutes".utf8))

        let provider = NSItemProvider()
        provider.register(file)
        #expect(provider.registeredContentTypes == [.utf8PlainText, .plainText])
        let loaded = try await provider.loadTransferable(type: ConformanceTextFile.self)
        defer { try? FileManager.default.removeItem(at: loaded.url) }
        #expect(try Data(contentsOf: loaded.url) == Data("Minutes".utf8))
    }

    @Test("proxy representations import through URL and through text")
    func proxies() async throws {
        let bookmark = ConformanceBookmark(address: URL(string: "https://www.swift.org")!)
        let provider = NSItemProvider()
        provider.register(bookmark)
        #expect(try await provider.loadTransferable(type: ConformanceBookmark.self) == bookmark)
        let text = NSItemProvider()
        text.register("https://www.swift.org")
        #expect(try await text.loadTransferable(type: ConformanceBookmark.self) == bookmark)
    }

    @Test("Foundation's types are Transferable")
    func foundationConformances() async throws {
        #expect(try await "Hi".exported(as: .utf8PlainText) == Data("Hi".utf8))
        #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
        #expect(!URL.exportedContentTypes().isEmpty)
        #expect(try await String(importing: Data("Hi".utf8), contentType: .utf8PlainText) == "Hi")
        #expect(!AttributedString.exportedContentTypes().isEmpty)
    }

    @Test("through an item provider, with the completion handler and its progress")
    func throughAProvider() async throws {
        let provider = NSItemProvider()
        provider.register(ConformanceTodo(text: "Call Bob"))
        #expect(provider.registeredContentTypes == ConformanceTodo.exportedContentTypes())
        let todo: ConformanceTodo = try await withCheckedThrowingContinuation { continuation in
            let progress: Progress = provider.loadTransferable(type: ConformanceTodo.self) { result in
                continuation.resume(with: result)
            }
            _ = progress.fractionCompleted
        }
        #expect(todo.text == "Call Bob")
        let text: String = try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadTransferable(type: String.self) { result in continuation.resume(with: result) }
        }
        #expect(text == "Call Bob")
        let greeting: Result<ConformanceSettings, any Error> = await withCheckedContinuation { continuation in
            _ = provider.loadTransferable(type: ConformanceSettings.self) { result in continuation.resume(returning: result) }
        }
        #expect(throws: (any Error).self) { try greeting.get() }
    }
}
