import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct ObjectRepresentationTests {
    @Test func objectLoaderRunsOncePerLoadAndHandsOverItsValue() async throws {
        let provider = ItemProvider()
        let made = Counter()
        provider.registerObject(ofClass: URL.self, visibility: .all) { completion in
            made.increment()
            DispatchQueue.global().async { completion(URL(string: "https://example.com/board/1"), nil) }
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.url", "public.utf8-plain-text"])
        #expect(made.count == 0)
        #expect(try await provider.loadObject(ofClass: URL.self) == URL(string: "https://example.com/board/1"))
        #expect(made.count == 1)
        #expect(try await provider.loadData(for: .url) == Data("https://example.com/board/1".utf8))
        #expect(made.count == 2)
        #expect(try await provider.loadObject(ofClass: String.self) == "https://example.com/board/1")
        #expect(made.count == 3)
    }

    @Test func objectLoaderErrorReachesTheCaller() async throws {
        let provider = ItemProvider()
        provider.registerObject(ofClass: String.self, visibility: .all) { completion in
            completion(nil, LoaderFailure(tag: "no note"))
            return nil
        }
        await #expect(throws: LoaderFailure(tag: "no note")) { try await provider.loadObject(ofClass: String.self) }
        await #expect(throws: LoaderFailure(tag: "no note")) { try await provider.loadData(for: .plainText) }
    }

    @Test func registeredValueOfTheClassIsReturnedWithoutWritingData() throws {
        let writes = Counter()
        let provider = ItemProvider(object: Label(name: "urgent", writes: writes))
        #expect(provider.canLoadObject(ofClass: Label.self))
        let done = Recorder<Label?>()
        provider.loadObject(ofClass: Label.self) { label, _ in done.record(label) }
        let label = try #require(done.first().flatMap { $0 })
        #expect(label.name == "urgent")
        #expect(label.writes === writes, "the registered value itself, not one read back from data")
        #expect(writes.count == 0)
    }

    @Test func canLoadObjectAsksByTypeOnly() {
        let provider = ItemProvider(item: Data("not a url".utf8), typeIdentifier: UTType.utf8PlainText.identifier)
        #expect(provider.canLoadObject(ofClass: URL.self), "URL reads plain text; whether it parses shows at load")
        #expect(!provider.canLoadObject(ofClass: Label.self))
    }
}

/// A value that writes and reads itself as JSON-ish text and counts its writes.
struct Label: ItemProviderWriting, ItemProviderReading {
    static let writableTypeIdentifiersForItemProvider = ["com.example.label"]
    static let readableTypeIdentifiersForItemProvider = ["com.example.label"]
    let name: String
    let writes: Counter

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        writes.increment()
        completionHandler(Data(name.utf8), nil)
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Label {
        Label(name: String(decoding: data, as: UTF8.self), writes: Counter())
    }
}
