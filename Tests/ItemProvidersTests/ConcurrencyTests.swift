import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct ConcurrencyTests {
    @Test func tenThousandSimultaneousLoadsCompleteWithBoundedThreads() throws {
        let loads = 10_000
        let providers = (0..<100).map { index in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .html, loadHandler: immediateLoader(Data("<b>\(index)</b>".utf8)))
            provider.registerDataRepresentation(for: .utf8PlainText, loadHandler: immediateLoader(Data("\(index)".utf8)))
            return provider
        }
        let peak = Peak(currentThreadCount())
        let runs = Counter()
        for provider in providers {
            provider.registerDataRepresentation(for: .json) { completion in
                if runs.increment() % 50 == 0 {
                    peak.observe(currentThreadCount())
                }
                completion(Data("{}".utf8), nil)
                return nil
            }
        }
        let completed = Counter()
        let failures = Counter()
        let allDone = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: 4) { part in
            for index in stride(from: part, to: loads, by: 4) {
                providers[index % providers.count].loadDataRepresentation(for: .json) { data, _ in
                    if data == nil { failures.increment() }
                    if completed.increment() == loads { allDone.signal() }
                }
            }
        }
        #expect(allDone.wait(timeout: .now() + 120) == .success)
        #expect(completed.count == loads)
        #expect(failures.count == 0)
        #expect(runs.count == loads)
        // Dispatch's pool stays near one thread per core while loaders do not block; a thread per load would
        // mean thousands.
        #expect(peak.highest < 100, "peak thread count \(peak.highest)")
    }

    @Test func registeringWhileLoadingIsSafe() {
        let provider = ItemProvider(item: Data("first".utf8), typeIdentifier: UTType.plainText.identifier)
        let done = Recorder<DataOutcome>()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index % 2 == 0 {
                provider.registerDataRepresentation(forTypeIdentifier: "com.example.card-\(index)", visibility: .all,
                                                    loadHandler: immediateLoader(Data()))
                provider.suggestedName = "name \(index)"
            } else {
                provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
                _ = provider.view(for: .otherTeam).registeredTypeIdentifiers
            }
        }
        for _ in 0..<100 { #expect(done.wait()) }
        #expect(done.values.allSatisfy { $0.data == Data("first".utf8) })
        #expect(provider.registeredTypeIdentifiers.count == 101)
        #expect(provider.registeredTypeIdentifiers.first == "public.plain-text")
    }
}
