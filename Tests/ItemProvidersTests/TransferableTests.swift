import Foundation
import ItemProviders
import Testing
import UniformTypes

/// A model type as an app would write it: JSON preferred, its title as text, Markdown as a named file.
struct TransferNote: Codable, Hashable, Transferable {
    var title: String
    var body: String
    var isPrivate = false

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .json) { note in
            return try JSONEncoder().encode(note)
        } importing: { data in
            try JSONDecoder().decode(TransferNote.self, from: data)
        }
        ProxyRepresentation { (note: TransferNote) in
            return note.title
        } importing: { (title: String) in
            TransferNote(title: title, body: "")
        }
        .exportingCondition { !$0.isPrivate }
        FileRepresentation(exportedContentType: .markdown) { note in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString).md")
            try Data("# \(note.title)\n\n\(note.body)\n".utf8).write(to: file)
            return SentTransferredFile(file)
        }
        .suggestedFileName { "\($0.title).md" }
    }
}

/// Only reads: Markdown as a file, then any text.
struct MarkdownReader: Transferable, Hashable {
    var text: String
    var wasFile: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .markdown) { received in
            MarkdownReader(text: try String(contentsOf: received.file, encoding: .utf8), wasFile: true)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            MarkdownReader(text: String(decoding: data, as: UTF8.self), wasFile: false)
        }
    }
}

/// Reads JSON with a Codable representation and a custom encoder, and fails on purpose for a marked title.
struct StrictNote: Codable, Hashable, Transferable {
    var title: String

    struct Refused: Error {}

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .json) { data in
            let note = try JSONDecoder().decode(StrictNote.self, from: data)
            if note.title == "refuse" { throw Refused() }
            return note
        }
        ProxyRepresentation(importing: { (text: String) in StrictNote(title: "from text: \(text)") })
    }
}

struct CodableNote: Codable, Hashable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
            .visibility(.team)
    }
}

@Suite("Transferable through item providers")
struct TransferableTests {
    let note = TransferNote(title: "Plan", body: "Ship it")

    @Test("register offers the representations in declaration order, a proxy in its place, with the suggested name")
    func registrationOrder() {
        let provider = ItemProvider(transferable: note)
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text", "net.daringfireball.markdown"])
        #expect(provider.suggestedName == "Plan.md")
        let named = ItemProvider()
        named.suggestedName = "Mine"
        named.register(note)
        #expect(named.suggestedName == "Mine")
    }

    private func counts(_ note: CountedNote) -> [Int] { [note.json.count, note.text.count, note.file.count] }

    @Test("nothing is exported at registration; an export runs once per load that picks it, and never for the others")
    func exportsRunOnlyWhenLoaded() async throws {
        let counted = CountedNote(title: "x")
        let provider = ItemProvider(transferable: counted)
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text", "net.daringfireball.markdown"])
        #expect(counts(counted) == [0, 0, 0])
        #expect(try await provider.loadTransferable(type: String.self) == "x")
        #expect(counts(counted) == [0, 1, 0])
        _ = try await provider.loadTransferable(type: String.self)
        _ = try await provider.loadTransferable(type: MarkdownReader.self)
        #expect(counts(counted) == [0, 3, 0])
        _ = try await provider.loadTransferable(type: Data.self)
        #expect(counts(counted) == [1, 3, 0])
    }

    @Test("the same type comes back through JSON, the preferred representation")
    func roundTripThroughJSON() async throws {
        let provider = ItemProvider(transferable: note)
        let loaded = try await provider.loadTransferable(type: TransferNote.self)
        #expect(loaded == note)
    }

    @Test("a String reader gets the proxy's text; a utf8 offer satisfies a .plainText importer")
    func proxyAndConformance() async throws {
        let provider = ItemProvider(transferable: note)
        #expect(try await provider.loadTransferable(type: String.self) == "Plan")
        let reader = try await provider.loadTransferable(type: MarkdownReader.self)
        // The provider's order wins: utf8 text comes before the Markdown file, and conforms to .plainText.
        #expect(reader == MarkdownReader(text: "Plan", wasFile: false))
    }

    @Test("a file importer gets a temporary copy of a file representation, removed after it returns")
    func fileRepresentation() async throws {
        let provider = ItemProvider(transferable: TransferNote(title: "Private", body: "b", isPrivate: true))
        // The text proxy's export condition fails for a private note: only JSON and the file are offered.
        #expect(provider.registeredTypeIdentifiers == ["public.json", "net.daringfireball.markdown"])
        struct Peek: Transferable {
            static let seen = URLBox()
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(importedContentType: .markdown) { received in
                    Peek.seen.set(received.file)
                    #expect(!received.isOriginalFile)
                    #expect(FileManager.default.fileExists(atPath: received.file.path))
                    return Peek()
                }
            }
        }
        _ = try await provider.loadTransferable(type: Peek.self)
        let file = try #require(Peek.seen.get())
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let reader = try await provider.loadTransferable(type: MarkdownReader.self)
        #expect(reader == MarkdownReader(text: "# Private\n\nb\n", wasFile: true))
    }

    @Test("a file load of the file representation gets a copy under the suggested file name")
    func suggestedFileNameNamesTheCopy() async throws {
        let provider = ItemProvider(transferable: note)
        let file = try await provider.loadFile(for: .markdown)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(file.lastPathComponent == "Plan.md")
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Plan\n\nShip it\n")
    }

    @Test("a failing import falls through to the next matching representation")
    func fallThrough() async throws {
        let provider = ItemProvider()
        provider.register(TransferNote(title: "refuse", body: ""))
        let strict = try await provider.loadTransferable(type: StrictNote.self)
        #expect(strict == StrictNote(title: "from text: refuse"))
    }

    @Test("nothing fits: an error naming what was offered and what the type imports, never a hang")
    func nothingFits() async throws {
        let provider = ItemProvider(item: Data([1, 2, 3]), typeIdentifier: "public.png")
        let error = try await #require(throws: TransferError.self) {
            try await provider.loadTransferable(type: StrictNote.self)
        }
        #expect(error.code == .noMatchingRepresentation)
        #expect(error.offeredTypes == ["public.png"])
        #expect(error.importableTypes == ["public.json", "public.utf8-plain-text", "public.plain-text"])
        #expect(!provider.canLoadTransferable(type: StrictNote.self))
        #expect(provider.canLoadTransferable(type: Data.self))
    }

    @Test("every attempt failing: importFailed, with each attempt's error kept")
    func everyAttemptFails() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .json) { completion in
            completion(Data("{\"title\": \"refuse\"}".utf8), nil)
            return nil
        }
        let error = try await #require(throws: TransferError.self) {
            try await provider.loadTransferable(type: StrictNote.self)
        }
        #expect(error.code == .importFailed)
        #expect(error.attempts.count == 1)
        #expect(error.attempts.first?.error is StrictNote.Refused)
    }

    @Test("the completion handler runs once, on the completion queue, with the value")
    func completionHandler() async throws {
        let provider = ItemProvider(transferable: note)
        let (value, queue) = try await withCheckedThrowingContinuation { continuation in
            provider.loadTransferable(type: TransferNote.self) { result in
                continuation.resume(with: result.map { ($0, ItemProvider.currentQueueName) })
            }
        }
        #expect(value == note)
        #expect(queue == "completions")
    }

    @Test("Codable representation with visibility; String, Data, URL and AttributedString conformances")
    func conformances() async throws {
        let codable = ItemProvider(transferable: CodableNote(title: "c"))
        #expect(codable.visibility(forTypeIdentifier: "public.json") == .team)
        #expect(try await codable.loadTransferable(type: CodableNote.self) == CodableNote(title: "c"))
        #expect(try await codable.loadTransferable(type: Data.self) == (try JSONEncoder().encode(CodableNote(title: "c"))))

        let url = URL(string: "https://example.com/a?b=c")!
        #expect(try await ItemProvider(transferable: url).loadTransferable(type: URL.self) == url)
        #expect(try await ItemProvider(transferable: "https://example.com").loadTransferable(type: URL.self)
            == URL(string: "https://example.com"))

        let utf16 = ItemProvider(object: "héllo" as String)
        // The object registration offers UTF-8 first; a UTF-16 only provider is read through .plainText.
        let only16 = ItemProvider()
        only16.registerDataRepresentation(for: .utf16PlainText) { completion in
            completion(Data([0xFF, 0xFE, 0x68, 0x00, 0xE9, 0x00]), nil)
            return nil
        }
        #expect(try await utf16.loadTransferable(type: String.self) == "héllo")
        #expect(try await only16.loadTransferable(type: String.self) == "hé")

        let attributed = ItemProvider(transferable: AttributedString("rich"))
        #expect(attributed.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(try await attributed.loadTransferable(type: AttributedString.self) == AttributedString("rich"))
    }

    @Test("200 concurrent loads of one provider all complete with the value")
    func twoHundredConcurrentLoads() async throws {
        let provider = ItemProvider(transferable: note)
        let loaded = try await withThrowingTaskGroup(of: TransferNote.self) { group in
            for index in 0..<200 {
                if index.isMultiple(of: 2) {
                    group.addTask { try await provider.loadTransferable(type: TransferNote.self) }
                } else {
                    group.addTask {
                        try await withCheckedThrowingContinuation { continuation in
                            provider.loadTransferable(type: TransferNote.self) { continuation.resume(with: $0) }
                        }
                    }
                }
            }
            var all: [TransferNote] = []
            for try await note in group { all.append(note) }
            return all
        }
        #expect(loaded.count == 200)
        #expect(loaded.allSatisfy { $0 == note })
    }

    @Test("cancelling the task cancels the load")
    func cancellation() async throws {
        let provider = ItemProvider()
        let started = Counter()
        provider.registerDataRepresentation(for: .json) { _ in
            started.increment()
            return Progress(totalUnitCount: 1) // never calls back
        }
        let task = Task { try await provider.loadTransferable(type: CodableNote.self) }
        task.cancel()
        let result = await task.result
        let error = try #require(throws: ItemProviderError.self) { try result.get() }
        #expect(error.code == .cancelled)
    }
}

/// A note that counts its exports per representation, for laziness.
struct CountedNote: Transferable {
    var title: String
    let json = Counter(), text = Counter(), file = Counter()

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .json) { (note: CountedNote) in
            note.json.increment()
            return Data("{}".utf8)
        }
        ProxyRepresentation(exporting: { (note: CountedNote) in
            note.text.increment()
            return note.title
        })
        FileRepresentation(exportedContentType: .markdown) { (note: CountedNote) in
            note.file.increment()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("counted-\(UUID().uuidString).md")
            try Data(note.title.utf8).write(to: file)
            return SentTransferredFile(file)
        }
    }
}

/// One URL, set and read from any thread.
final class URLBox: @unchecked Sendable {
    // `lock` guards `value`.
    private let lock = NSLock()
    private var value: URL?
    func set(_ url: URL) { lock.lock(); value = url; lock.unlock() }
    func get() -> URL? { lock.lock(); defer { lock.unlock() }; return value }
}
