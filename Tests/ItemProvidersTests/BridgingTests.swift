import Foundation
import ItemProviders
import Testing
import UniformTypes

/// What a file handler saw while it ran.
struct SeenFile: Sendable {
    var url: URL?
    var existed: Bool
    var contents: Data?
    var isInPlace: Bool
    var error: String?
}

@Suite struct BridgingTests {
    func scratchFile(named name: String, contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ItemProvidersTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// Loads a file and records what the handler saw while it ran.
    func loadFile(_ type: UTType, from provider: ItemProvider, inPlace: Bool = false) -> SeenFile? {
        let done = Recorder<SeenFile>()
        let handler: @Sendable (URL?, Bool, (any Error)?) -> Void = { url, isInPlace, error in
            done.record(SeenFile(
                url: url, existed: url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false,
                contents: url.flatMap { try? Data(contentsOf: $0) }, isInPlace: isInPlace,
                error: error.map { "\($0)" }))
        }
        if inPlace {
            provider.loadInPlaceFileRepresentation(forTypeIdentifier: type.identifier, completionHandler: handler)
        } else {
            provider.loadFileRepresentation(forTypeIdentifier: type.identifier) { url, error in
                handler(url, false, error)
            }
        }
        let seen = done.first()
        drainCompletionQueue()
        return seen
    }

    @Test func dataRepresentationServesAFileLoadWithATemporaryFile() throws {
        let provider = ItemProvider(item: Data("# Plan".utf8), typeIdentifier: UTType.markdown.identifier)
        provider.suggestedName = "Plan"
        let seen = try #require(loadFile(.markdown, from: provider))
        let url = try #require(seen.url)
        #expect(seen.existed)
        #expect(seen.contents == Data("# Plan".utf8))
        #expect(url.lastPathComponent == "Plan.md")
        #expect(!FileManager.default.fileExists(atPath: url.path), "the copy is removed after the handler returns")
    }

    @Test func fileRepresentationServesADataLoad() throws {
        let file = try scratchFile(named: "notes.txt", contents: "from a file")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: .plainText) { completion in
            completion(file, false, nil)
            return nil
        }
        let done = Recorder<Data?>()
        provider.loadDataRepresentation(for: .text) { data, _ in done.record(data) }
        #expect(done.first() == Data("from a file".utf8))
    }

    @Test func fileLoadOfAFileRepresentationGetsACopyAndKeepsTheOriginal() throws {
        let file = try scratchFile(named: "notes.txt", contents: "original")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: .plainText, openInPlace: true) { completion in
            completion(file, false, nil)
            return nil
        }
        let copy = try #require(loadFile(.plainText, from: provider))
        #expect(copy.url != file)
        #expect(copy.contents == Data("original".utf8))
        #expect(copy.url.map { !FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(FileManager.default.fileExists(atPath: file.path))

        let inPlace = try #require(loadFile(.plainText, from: provider, inPlace: true))
        #expect(inPlace.url == file)
        #expect(inPlace.isInPlace)
        #expect(FileManager.default.fileExists(atPath: file.path), "a file in place is never removed")
    }

    @Test func inPlaceLoadOfDataIsACopy() throws {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: UTType.plainText.identifier)
        let seen = try #require(loadFile(.plainText, from: provider, inPlace: true))
        #expect(!seen.isInPlace)
        #expect(seen.existed)
        #expect(seen.url.map { !FileManager.default.fileExists(atPath: $0.path) } == true)
    }

    @Test func contentsOfTypesTheFileByItsExtension() throws {
        let markdown = try scratchFile(named: "Roadmap.md", contents: "- [ ] ship")
        let unknown = try scratchFile(named: "dump.cardport-unknown-ext", contents: "?")
        defer {
            try? FileManager.default.removeItem(at: markdown.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: unknown.deletingLastPathComponent())
        }
        let provider = try #require(ItemProvider(contentsOf: markdown))
        #expect(provider.registeredTypeIdentifiers == [UTType.markdown.identifier])
        #expect(provider.suggestedName == "Roadmap")
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == [UTType.markdown.identifier])
        let inPlace = try #require(loadFile(.markdown, from: provider, inPlace: true))
        #expect(inPlace.url == markdown)

        let fallback = try #require(ItemProvider(contentsOf: unknown))
        let fallbackType = try #require(fallback.registeredContentTypes.first)
        #expect(fallbackType.isDynamic)
        #expect(fallbackType.conforms(to: .data))
        #expect(fallbackType.preferredFilenameExtension == "cardport-unknown-ext")

        #expect(ItemProvider(contentsOf: markdown.deletingLastPathComponent().appendingPathComponent("missing.md")) == nil)
        #expect(ItemProvider(contentsOf: markdown.deletingLastPathComponent()) == nil, "a folder is not a file")
        #expect(ItemProvider(contentsOf: try #require(URL(string: "https://example.com/a.md"))) == nil)
    }

    @Test func objectRepresentationServesAFileLoad() throws {
        let provider = ItemProvider(object: "written by a string")
        let seen = try #require(loadFile(.utf8PlainText, from: provider))
        #expect(seen.contents == Data("written by a string".utf8))
        #expect(seen.url?.pathExtension == "txt")
    }

    @Test func contentTypeFileLoadChoosesInPlaceOrCopy() throws {
        let file = try scratchFile(named: "board.json", contents: "{}")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: .json, openInPlace: true) { completion in
            completion(file, false, nil)
            return nil
        }
        let done = Recorder<(URL?, Bool)>()
        provider.loadFileRepresentation(for: .json, openInPlace: true) { url, inPlace, _ in done.record((url, inPlace)) }
        let inPlace = try #require(done.first())
        #expect(inPlace.0 == file)
        #expect(inPlace.1)
        let copied = Recorder<(URL?, Bool)>()
        provider.loadFileRepresentation(for: .json) { url, inPlace, _ in copied.record((url, inPlace)) }
        let copy = try #require(copied.first())
        #expect(copy.0 != file)
        #expect(!copy.1)
    }
}
