import Foundation
import Locking

/// One load request: it completes exactly once, with a value, an error or a cancellation, whatever its loader
/// does (calls back twice, calls back after cancellation, never calls back, throws).
///
/// `progress` is what the caller gets. The loader's own progress, when it returns one, becomes its child, and
/// cancelling `progress` cancels the loader's progress and completes the load at once.
final class LoadOperation<Value: Sendable>: Sendable {
    /// Everything that changes, behind one lock: a pending load costs one lock, not three (each `Locked` is
    /// three allocations, and with a million loads pending, the allocator's slow path was what grew).
    private struct State {
        var finished = false
        var cancelled = false
        var loaderProgress: [Progress] = []
        /// The operation itself, for the progress's cancellation handler, until it completes; cleared then so
        /// that the progress and the operation do not keep each other alive.
        var link: LoadOperation?
        /// Calls the caller's completion handler; runs on ``ItemProvider/completionQueue``. Released once it
        /// has been scheduled, so that a loader which keeps its callback (a slow or abandoned load) does not
        /// keep the caller's handler, and all it captures, alive.
        var deliver: (@Sendable (Result<Value, any Error>) -> Void)?
    }

    private let state: Locked<State>
    /// What was asked for (a type identifier or a class name), for error messages.
    let requested: String
    /// The representation chosen to serve the load, or nil when none could.
    let representation: String?
    /// The type identifiers the provider offered when the load started, in fidelity order.
    let offered: [String]
    /// The progress returned to the caller.
    let progress: Progress
    /// Releases a value that arrived after the load had completed (a temporary file, say).
    private let discard: @Sendable (Value) -> Void

    init(requested: String, representation: String?, offered: [String],
         discard: @escaping @Sendable (Value) -> Void,
         deliver: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        self.requested = requested
        self.representation = representation
        self.offered = offered
        self.progress = TreeProgress(totalUnitCount: 100)
        self.state = Locked(State(deliver: deliver))
        self.discard = discard
        state.withLock { $0.link = self }
        progress.cancellationHandler = { [state] in
            let operation = state.withLock { $0.link }
            operation?.cancel(with: nil)
        }
    }

    /// Whether the load has completed (its completion handler is scheduled or has run).
    var isFinished: Bool { state.withLock { $0.finished } }

    /// Completes the load with `result` if it has not completed yet; a value that comes too late is discarded.
    /// The completion handler is scheduled on ``ItemProvider/completionQueue``, never run on this thread.
    func finish(_ result: Result<Value, any Error>) {
        let won = state.withLock { state in
            if state.finished { return false }
            state.finished = true
            return true
        }
        guard won else {
            if case .success(let value) = result { discard(value) }
            return
        }
        if case .success = result { progress.completedUnitCount = progress.totalUnitCount }
        complete(result)
    }

    /// Completes the load with a cancellation (or `error`) at once, and cancels the loader's progress.
    func cancel(with error: (any Error)?) {
        let loaderProgress: [Progress]? = state.withLock { state in
            if state.finished { return nil }
            state.finished = true
            state.cancelled = true
            return state.loaderProgress
        }
        guard let loaderProgress else { return }
        ProgressTree.change { for child in loaderProgress { child.cancel() } }
        complete(.failure(error ?? ItemProviderError.cancelled(requested, representation: representation,
                                                                 offered: offered)))
    }

    /// Follows `loaderProgress`: as a child of ``progress`` when `asChild` and the load is still running, and
    /// for cancellation always. If the load was cancelled already, `loaderProgress` is cancelled at once.
    func follow(_ loaderProgress: Progress, asChild: Bool) {
        let (finished, cancelled) = state.withLock { state in
            state.loaderProgress.append(loaderProgress)
            return (state.finished, state.cancelled)
        }
        ProgressTree.change {
            if cancelled {
                loaderProgress.cancel()
            } else if asChild && !finished {
                progress.addChild(loaderProgress, withPendingUnitCount: progress.totalUnitCount)
            }
        }
    }

    private func complete(_ result: Result<Value, any Error>) {
        let deliver = state.withLock { state in
            defer { state.link = nil; state.deliver = nil }
            return state.deliver
        }
        guard let deliver else { return }
        ItemProvider.completionQueue.async { deliver(result) }
    }
}
