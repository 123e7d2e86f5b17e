import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct LazyLoadingTests {
    @Test func registeringRunsNoLoader() {
        let provider = ItemProvider()
        let counter = Counter()
        provider.registerDataRepresentation(for: .utf8PlainText, loadHandler: immediateLoader(Data("a".utf8), counter: counter))
        provider.registerFileRepresentation(for: .png) { _ in counter.increment(); return nil }
        #expect(provider.registeredTypeIdentifiers.count == 2)
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        drainCompletionQueue()
        #expect(counter.count == 0)
    }

    @Test func eachLoadRunsTheChosenLoaderOnce() {
        let provider = ItemProvider()
        let text = Counter(), html = Counter()
        provider.registerDataRepresentation(for: .utf8PlainText, loadHandler: immediateLoader(Data("a".utf8), counter: text))
        provider.registerDataRepresentation(for: .html, loadHandler: immediateLoader(Data("<p>a</p>".utf8), counter: html))
        let done = Recorder<Data?>()
        for _ in 0..<3 {
            provider.loadDataRepresentation(for: .plainText) { data, _ in done.record(data) }
        }
        for _ in 0..<3 { #expect(done.wait()) }
        #expect(text.count == 3)
        #expect(html.count == 0)
        provider.loadDataRepresentation(for: .html) { data, _ in done.record(data) }
        #expect(done.wait())
        #expect(html.count == 1)
        #expect(text.count == 3)
    }

    @Test func objectIsNotWrittenUntilLoaded() {
        let writes = Counter()
        let provider = ItemProvider(object: CountingNote(text: "hello", writes: writes))
        #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
        #expect(writes.count == 0)
        let done = Recorder<String?>()
        provider.loadObject(ofClass: String.self) { string, _ in done.record(string) }
        #expect(done.first() == "hello")
        #expect(writes.count == 1)
    }
}

/// A value that counts how often it is asked for its data.
struct CountingNote: ItemProviderWriting {
    static let writableTypeIdentifiersForItemProvider = [UTType.utf8PlainText.identifier]
    let text: String
    let writes: Counter

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        writes.increment()
        completionHandler(Data(text.utf8), nil)
        return nil
    }
}
