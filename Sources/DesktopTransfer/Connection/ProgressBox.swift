import Foundation
import Locking

/// A progress that is set once a transfer has started, and whether it was cancelled before that; used to cancel
/// a transfer from a task's cancellation handler.
final class ProgressBox: Sendable {
    private let state = Locked<(progress: Progress?, cancelled: Bool)>((nil, false))

    /// Keeps `progress`, cancelling it at once if ``cancel()`` came first.
    func set(_ progress: Progress) {
        let cancelled = state.withLock { state in
            state.progress = progress
            return state.cancelled
        }
        if cancelled { progress.cancel() }
    }

    /// Cancels the progress, now or when it is set.
    func cancel() {
        let progress = state.withLock { state in
            state.cancelled = true
            return state.progress
        }
        progress?.cancel()
    }
}
