import Foundation
import ItemProviders
import Testing
import UniformTypes

/// `registerItem` / `loadItem` with Apple's shapes (`NSSecureCoding` items, `[AnyHashable: Any]` options, `async`
/// variants) and the coercions between data, strings and URLs.
@Suite("Items and their coercions")
struct ItemLoadingTests {
    @Test("a string item loads as itself, as UTF-8 data, and as a URL when it holds one")
    func stringItem() async throws {
        let provider = NSItemProvider()
        let asked = Counter()
        provider.registerItem(forTypeIdentifier: UTType.utf8PlainText.identifier) { completion, expected, options in
            asked.increment()
            completion?((expected == NSURL.self ? "https://example.com/x" : "héllo") as NSString, nil)
        }
        #expect(asked.count == 0)
        let item = try await provider.loadItem(forTypeIdentifier: "public.plain-text")
        #expect(item as? NSString == "héllo")
        #expect(try await provider.loadItem(ofClass: NSString.self, forTypeIdentifier: "public.plain-text") == "héllo")
        #expect(try await provider.loadItem(ofClass: NSData.self, forTypeIdentifier: "public.plain-text") as Data
            == Data("héllo".utf8))
        #expect(try await provider.loadItem(ofClass: NSURL.self, forTypeIdentifier: "public.plain-text") as URL
            == URL(string: "https://example.com/x"))
        #expect(asked.count == 4)
        // Other loads read it too.
        let data = try await provider.loadData(for: .plainText)
        #expect(data == Data("héllo".utf8))
    }

    @Test("the completion-handler loadItem hands over the item as registered, on the completion queue")
    func completionHandlerShape() async throws {
        let provider = NSItemProvider(item: NSURL(string: "https://example.com/a")!, typeIdentifier: "public.url")
        let (url, queue): (URL?, String?) = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: "public.url", options: nil) { item, _ in
                continuation.resume(returning: ((item as? NSURL).map { $0 as URL }, ItemProvider.currentQueueName))
            }
        }
        #expect(url == URL(string: "https://example.com/a"))
        #expect(queue == "completions")
    }

    @Test("the handler is told the expected class and the options, AnyHashable keys and Any values")
    func handlerSeesRequest() async throws {
        let provider = NSItemProvider()
        provider.registerItem(forTypeIdentifier: "public.data") { completion, expected, options in
            let mode = options?["mode"] as? String ?? "none"
            let size = options?[1] as? Int ?? 0
            completion?("\(expected.map { String(describing: $0) } ?? "nil") \(mode) \(size)" as NSString, nil)
        }
        let told = try await provider.loadItem(ofClass: NSString.self, forTypeIdentifier: "public.data",
                                               options: ["mode": "fast", 1: 42])
        #expect(told == "NSString fast 42")
        let untyped = try await provider.loadItem(forTypeIdentifier: "public.data", options: ["mode": "slow"])
        #expect(untyped as? NSString == "nil slow 0")
    }

    @Test("init(item:typeIdentifier:) with NSData: loadItem gets the NSData, other loads its bytes")
    func dataItem() async throws {
        let bytes = Data("{\"a\":1}".utf8)
        let provider = NSItemProvider(item: NSData(data: bytes), typeIdentifier: UTType.json.identifier)
        #expect(provider.registeredTypeIdentifiers == [UTType.json.identifier])
        let item = try await provider.loadItem(forTypeIdentifier: UTType.json.identifier)
        #expect((item as? NSData).map { Data(referencing: $0) } == bytes)
        #expect(try await provider.loadData(for: .json) == bytes)
        #expect(NSItemProvider(item: nil, typeIdentifier: nil).registeredTypeIdentifiers.isEmpty)
    }

    @Test("a file URL item is a file: loads as its contents, its URL, and as a file representation")
    func fileURLItem() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("item-\(UUID().uuidString).txt")
        try Data("contents".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let provider = NSItemProvider()
        provider.registerItem(forTypeIdentifier: UTType.plainText.identifier) { completion, _, _ in
            completion?(file as NSURL, nil)
        }
        #expect(try await provider.loadItem(ofClass: NSData.self, forTypeIdentifier: "public.plain-text") as Data
            == Data("contents".utf8))
        #expect(try await provider.loadItem(ofClass: NSURL.self, forTypeIdentifier: "public.plain-text") as URL == file)
        #expect(try await provider.loadTransferable(type: String.self) == "contents")
    }

    @Test("coercions that cannot work fail with unexpectedValueClass; nothing conforming with itemUnavailable")
    func failedCoercions() async throws {
        let provider = NSItemProvider(item: Data([0xFF, 0xFE, 0xFD]), typeIdentifier: "public.data")
        let error = try await #require(throws: ItemProviderError.self) {
            try await provider.loadItem(ofClass: NSString.self, forTypeIdentifier: "public.data")
        }
        #expect(error.code == .unexpectedValueClass)
        let notURL = NSItemProvider(item: Data("not a url".utf8), typeIdentifier: UTType.utf8PlainText.identifier)
        let urlError = try await #require(throws: ItemProviderError.self) {
            try await notURL.loadItem(ofClass: NSURL.self, forTypeIdentifier: "public.plain-text")
        }
        #expect(urlError.code == .unexpectedValueClass)
        let missing = try await #require(throws: ItemProviderError.self) {
            try await provider.loadItem(forTypeIdentifier: "public.png")
        }
        #expect(missing.code == .itemUnavailable)
    }

    @Test("an object and a data representation load as items too")
    func otherRepresentations() async throws {
        let provider = NSItemProvider(object: URL(string: "https://example.com")!)
        #expect(try await provider.loadItem(ofClass: NSURL.self, forTypeIdentifier: "public.url") as URL
            == URL(string: "https://example.com"))
        #expect(try await provider.loadItem(ofClass: NSString.self, forTypeIdentifier: "public.url") == "https://example.com")
        let raw = try await provider.loadItem(forTypeIdentifier: "public.url")
        #expect((raw as? NSData).map { Data(referencing: $0) } == Data("https://example.com".utf8))
    }

    @Test("preferredPresentationSize is zero until set, and a view keeps it")
    func presentationSize() {
        let provider = ItemProvider()
        #expect(provider.preferredPresentationSize == .zero)
        provider.preferredPresentationSize = CGSize(width: 320, height: 200)
        #expect(provider.view(for: .otherTeam).preferredPresentationSize == CGSize(width: 320, height: 200))
    }
}
