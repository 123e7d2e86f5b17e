import Foundation
import ItemProviders
import Testing
import UniformTypes

/// `registerItem` / `loadItem` and their coercions between data, strings and URLs.
@Suite("Items and their coercions")
struct ItemLoadingTests {
    private func load<Item: ItemProviderItem>(_ provider: ItemProvider, _ typeIdentifier: String,
                                              as: Item.Type, options: [String: any Sendable]? = nil) async throws -> Item {
        try await withCheckedThrowingContinuation { continuation in
            provider.loadItem(forTypeIdentifier: typeIdentifier, options: options) { (item: Item?, error) in
                if let item { continuation.resume(returning: item) } else { continuation.resume(throwing: error!) }
            }
        }
    }

    @Test("a string item loads as a string, as UTF-8 data, and as a URL when it holds one")
    func stringItem() async throws {
        let provider = ItemProvider()
        let asked = Counter()
        provider.registerItem(forTypeIdentifier: UTType.utf8PlainText.identifier) { completion, expected, options in
            asked.increment()
            completion(expected == URL.self ? "https://example.com/x" : "héllo", nil)
        }
        #expect(asked.count == 0)
        #expect(try await load(provider, "public.plain-text", as: String.self) == "héllo")
        #expect(try await load(provider, "public.plain-text", as: Data.self) == Data("héllo".utf8))
        #expect(try await load(provider, "public.plain-text", as: URL.self) == URL(string: "https://example.com/x"))
        #expect(asked.count == 3)
        // Other loads read it too.
        let data = try await provider.loadData(for: .plainText)
        #expect(data == Data("héllo".utf8))
    }

    @Test("the handler is told the expected type and the options")
    func handlerSeesRequest() async throws {
        let provider = ItemProvider()
        provider.registerItem(forTypeIdentifier: "public.data") { completion, expected, options in
            let mode = options?["mode"] as? String ?? "none"
            completion("\(expected.map { String(describing: $0) } ?? "nil") \(mode)", nil)
        }
        #expect(try await load(provider, "public.data", as: String.self, options: ["mode": "fast"]) == "String fast")
    }

    @Test("a file URL item is a file: loads as its contents, its URL, and as a file representation")
    func fileURLItem() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("item-\(UUID().uuidString).txt")
        try Data("contents".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let provider = ItemProvider()
        provider.registerItem(forTypeIdentifier: UTType.plainText.identifier) { completion, _, _ in completion(file, nil) }
        #expect(try await load(provider, "public.plain-text", as: Data.self) == Data("contents".utf8))
        #expect(try await load(provider, "public.plain-text", as: URL.self) == file)
        #expect(try await provider.loadTransferable(type: String.self) == "contents")
    }

    @Test("coercions that cannot work fail with unexpectedValueClass; nothing conforming with itemUnavailable")
    func failedCoercions() async throws {
        let provider = ItemProvider(item: Data([0xFF, 0xFE, 0xFD]), typeIdentifier: "public.data")
        let error = try await #require(throws: ItemProviderError.self) {
            try await load(provider, "public.data", as: String.self)
        }
        #expect(error.code == .unexpectedValueClass)
        let notURL = ItemProvider(item: Data("not a url".utf8), typeIdentifier: UTType.utf8PlainText.identifier)
        let urlError = try await #require(throws: ItemProviderError.self) {
            try await load(notURL, "public.plain-text", as: URL.self)
        }
        #expect(urlError.code == .unexpectedValueClass)
        let missing = try await #require(throws: ItemProviderError.self) {
            try await load(provider, "public.png", as: Data.self)
        }
        #expect(missing.code == .itemUnavailable)
    }

    @Test("an object and a data representation load as items too")
    func otherRepresentations() async throws {
        let provider = ItemProvider(object: URL(string: "https://example.com")!)
        #expect(try await load(provider, "public.url", as: URL.self) == URL(string: "https://example.com"))
        #expect(try await load(provider, "public.url", as: String.self) == "https://example.com")
    }

    @Test("preferredPresentationSize is zero until set, and a view keeps it")
    func presentationSize() {
        let provider = ItemProvider()
        #expect(provider.preferredPresentationSize == .zero)
        provider.preferredPresentationSize = CGSize(width: 320, height: 200)
        #expect(provider.view(for: .otherTeam).preferredPresentationSize == CGSize(width: 320, height: 200))
    }
}
