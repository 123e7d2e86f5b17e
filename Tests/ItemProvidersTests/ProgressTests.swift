import CardportTestSupport
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct ProgressTests {
    @Test func progressFollowsTheLoadersProgressAndCompletes() {
        let provider = ItemProvider()
        let loaderProgress = Progress.discreteProgress(totalUnitCount: 10)
        let held = Recorder<@Sendable (Data?, (any Error)?) -> Void>()
        provider.registerDataRepresentation(for: .plainText) { completion in
            held.record(completion)
            return loaderProgress
        }
        let done = Recorder<DataOutcome>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        let completion = held.first()
        drainLoaderQueue()
        loaderProgress.completedUnitCount = 5
        #expect(abs(progress.fractionCompleted - 0.5) < 0.01)
        #expect(!progress.isFinished)
        loaderProgress.completedUnitCount = 10
        completion?(Data("x".utf8), nil)
        #expect(done.first()?.data == Data("x".utf8))
        #expect(progress.isFinished)
        #expect(progress.fractionCompleted >= 1)
        // The held completion keeps the load, which keeps the provider and its loader, which keeps `held`.
        held.removeAll()
    }

    @Test func progressCompletesWhenTheLoaderReturnsNone() {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: UTType.plainText.identifier)
        let done = Recorder<Progress?>()
        let progress = Box<Progress?>(nil)
        let started = provider.loadDataRepresentation(for: .plainText) { _, _ in done.record(nil) }
        progress.withLock { $0 = started }
        #expect(done.wait())
        #expect(progress.current?.isFinished == true)
    }

    @Test func loaderThatFinishesBeforeReturningItsProgressLeavesTheLoadComplete() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .plainText) { completion in
            let loaderProgress = Progress.discreteProgress(totalUnitCount: 4)
            loaderProgress.completedUnitCount = 4
            completion(Data("x".utf8), nil)
            return loaderProgress
        }
        let done = Recorder<DataOutcome>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        #expect(done.wait())
        drainLoaderQueue()
        #expect(progress.isFinished)
        #expect(abs(progress.fractionCompleted - 1) < 0.001)
    }

    @Test func cancelReachesTheLoaderAndCompletesAtOnce() {
        let provider = ItemProvider()
        let loaderProgress = Progress.discreteProgress(totalUnitCount: 1)
        let loaderSawCancel = Recorder<Bool>()
        loaderProgress.cancellationHandler = { loaderSawCancel.record(true) }
        let started = Recorder<Bool>()
        provider.registerDataRepresentation(for: .plainText) { _ in
            started.record(true)
            return loaderProgress  // and never calls back
        }
        let done = Recorder<DataOutcome>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        #expect(started.wait())
        drainLoaderQueue()
        progress.cancel()
        let outcome = done.first()
        #expect(outcome?.providerError?.code == .cancelled)
        #expect(outcome?.providerError?.representation == "public.plain-text")
        #expect(loaderSawCancel.wait())
        #expect(loaderProgress.isCancelled)
    }

    @Test func cancelAfterTheLoaderFinishedChangesNothing() {
        let provider = ItemProvider(item: Data("kept".utf8), typeIdentifier: UTType.plainText.identifier)
        let done = Recorder<DataOutcome>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        #expect(done.wait())
        progress.cancel()
        drainCompletionQueue()
        #expect(done.count == 1)
        #expect(done.values.first?.data == Data("kept".utf8))
        #expect(progress.isFinished)
    }

    @Test func cancelBeforeTheLoaderRunsCompletesWithCancellation() {
        let provider = ItemProvider()
        let runs = Counter()
        provider.registerDataRepresentation(for: .plainText, loadHandler: immediateLoader(Data("x".utf8), counter: runs))
        let done = Recorder<DataOutcome>()
        // Hold the loader queue so the load cannot start before it is cancelled.
        let release = DispatchSemaphore(value: 0)
        ItemProvider.loaderQueue.async(flags: .barrier) { release.wait() }
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        progress.cancel()
        let outcome = done.first()
        release.signal()
        drainLoaderQueue()
        drainCompletionQueue()
        #expect(outcome?.providerError?.code == .cancelled)
        #expect(runs.count == 0, "a load cancelled before its turn never runs its loader")
        #expect(done.count == 1)
    }
}

/// Waits until every block already scheduled on the loader queue has run.
func drainLoaderQueue() {
    ItemProvider.loaderQueue.sync(flags: .barrier) {}
}

/// Waits until every block already scheduled on the loader queue has run, without blocking a thread of Swift's
/// cooperative pool.
func drainLoaderQueue() async {
    await withCheckedContinuation { continuation in
        ItemProvider.loaderQueue.async(flags: .barrier) { continuation.resume() }
    }
}
