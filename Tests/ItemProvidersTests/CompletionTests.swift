import Foundation
import ItemProviders
import Testing
import UniformTypes

/// What a data completion handler was called with.
struct DataOutcome: Sendable {
    var data: Data?
    var error: (any Error)?
    var queue: String?
    var thread: String

    var providerError: ItemProviderError? { error as? ItemProviderError }
}

func recordData(_ recorder: Recorder<DataOutcome>) -> @Sendable (Data?, (any Error)?) -> Void {
    { data, error in
        recorder.record(DataOutcome(data: data, error: error, queue: ItemProvider.currentQueueName,
                                    thread: "\(Thread.current)"))
    }
}

@Suite struct CompletionTests {
    @Test func loaderCallingBackTwiceCompletesOnce() {
        let provider = ItemProvider()
        let loaderReturned = Recorder<Bool>()
        provider.registerDataRepresentation(for: .plainText) { completion in
            completion(Data("first".utf8), nil)
            completion(Data("second".utf8), nil)
            completion(nil, LoaderFailure(tag: "third"))
            loaderReturned.record(true)
            return nil
        }
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        #expect(loaderReturned.wait())
        #expect(done.wait())
        drainCompletionQueue()
        #expect(done.count == 1)
        #expect(done.values.first?.data == Data("first".utf8))
    }

    @Test func loaderThatThrowsCompletesWithItsError() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .plainText) { _ in throw LoaderFailure(tag: "thrown") }
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        let outcome = done.first()
        #expect(outcome?.data == nil)
        #expect(outcome?.error as? LoaderFailure == LoaderFailure(tag: "thrown"))
        drainCompletionQueue()
        #expect(done.count == 1)
    }

    @Test func loaderErrorReachesTheHandlerUnchanged() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .plainText) { completion in
            completion(nil, LoaderFailure(tag: "disk full"))
            return nil
        }
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        #expect(done.first()?.error as? LoaderFailure == LoaderFailure(tag: "disk full"))
    }

    @Test func loaderCallingBackAfterCancellationIsIgnored() {
        let provider = ItemProvider()
        let held = Recorder<@Sendable (Data?, (any Error)?) -> Void>()
        provider.registerDataRepresentation(for: .plainText) { completion in
            held.record(completion)
            return nil
        }
        let done = Recorder<DataOutcome>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        let completion = held.first()
        progress.cancel()
        let outcome = done.first()
        #expect(outcome?.providerError?.code == .cancelled)
        completion?(Data("late".utf8), nil)
        drainCompletionQueue()
        #expect(done.count == 1)
        held.removeAll()
    }

    @Test func aLoaderThatKeepsItsCallbackDoesNotKeepTheCompletionHandlerAlive() {
        /// Something the completion handler captures, as an app's handler captures its view or document.
        final class Captured: Sendable {}
        let provider = ItemProvider()
        let kept = Recorder<@Sendable (Data?, (any Error)?) -> Void>()
        provider.registerDataRepresentation(for: .plainText) { completion in
            kept.record(completion)
            completion(Data("x".utf8), nil)
            return nil
        }
        weak var released: Captured?
        let done = Recorder<Bool>()
        do {
            let captured = Captured()
            released = captured
            provider.loadDataRepresentation(for: .plainText) { data, _ in
                withExtendedLifetime(captured) { done.record(data != nil) }
            }
        }
        #expect(done.first() == true)
        drainCompletionQueue()
        // The loader still holds its callback; the handler and what it captured are gone all the same. The
        // queue lets go of the block that ran the handler just after it returns, which a barrier behind it
        // does not always wait for (under the thread sanitizer it often does not): allow it a moment.
        let deadline = ContinuousClock.now + .seconds(5)
        while released != nil, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
        #expect(kept.count == 1)
        #expect(released == nil)
        kept.removeAll()
    }

    @Test func raceBetweenCancelAndCallbackCompletesExactlyOnce() {
        for round in 0..<300 {
            let provider = ItemProvider()
            let held = Recorder<@Sendable (Data?, (any Error)?) -> Void>()
            provider.registerDataRepresentation(for: .plainText) { completion in
                held.record(completion)
                return nil
            }
            let done = Recorder<DataOutcome>()
            let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
            guard let completion = held.first() else {
                Issue.record("loader did not run in round \(round)")
                return
            }
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                switch index {
                case 0: progress.cancel()
                case 1: completion(Data("win".utf8), nil)
                default: completion(nil, LoaderFailure(tag: "also"))
                }
            }
            #expect(done.wait())
            drainCompletionQueue()
            #expect(done.count == 1, "round \(round)")
            let outcome = done.values[0]
            #expect(outcome.data == Data("win".utf8) || outcome.error != nil)
            // The held completion keeps the load, which keeps the provider and its loader, which keeps `held`.
            held.removeAll()
        }
    }

    @Test func loadersAndCompletionsRunOnTheirQueuesNeverOnTheCaller() {
        let provider = ItemProvider()
        let loaderQueue = Recorder<String?>()
        provider.registerDataRepresentation(for: .plainText) { completion in
            loaderQueue.record(ItemProvider.currentQueueName)
            completion(Data("x".utf8), nil)
            return nil
        }
        let done = Recorder<DataOutcome>()
        let caller = "\(Thread.current)"
        provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        provider.loadDataRepresentation(for: .png, completionHandler: recordData(done))
        #expect(done.wait() && done.wait())
        #expect(loaderQueue.first() == "loaders")
        for outcome in done.values {
            #expect(outcome.queue == "completions")
            #expect(outcome.thread != caller)
        }
    }
}
