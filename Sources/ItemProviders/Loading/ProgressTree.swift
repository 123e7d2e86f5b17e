import Foundation

/// The one lock under which Cardport changes a `Progress`: a load's completion, a child added, a cancellation.
///
/// Foundation's `Progress` on Linux (swift-corelibs-foundation) takes no lock of its own. A child that completes
/// on one thread while another thread adds it to a parent reads and writes its parent link at once, and the
/// process crashes in a release of a stale reference. Apple's `NSProgress` is thread-safe, and code written for
/// it, Cardport's drop sessions included, adds a load's progress as a child while the load may already be
/// finishing. So the progress objects Cardport makes are ``TreeProgress``es, whose changes take this lock
/// whoever makes them, and Cardport takes it too when it changes a progress a loader returned. A tree that code
/// outside Cardport builds from `Progress` objects of its own is as safe as Foundation makes it.
///
/// Nothing that runs under the lock calls back into other code: Foundation runs cancellation handlers
/// asynchronously. The lock is recursive, because cancelling a parent cancels its children.
package enum ProgressTree {
    private static let lock = NSRecursiveLock()

    /// Runs `body`, which changes or reads a progress tree, under the lock.
    package static func change<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A `Progress` whose counts, children and cancellation change under ``ProgressTree``'s lock, whoever
/// changes them: what Cardport hands out for its loads and drop sessions.
package final class TreeProgress: Progress, @unchecked Sendable {
    /// A progress of `totalUnitCount` units, the child of `parent` (Foundation's implicit parent, the thread's
    /// current progress, when `parent` is that).
    package init(totalUnitCount: Int64, parent: Progress? = nil) {
        super.init(parent: parent, userInfo: nil)
        self.totalUnitCount = totalUnitCount
    }

    override package var totalUnitCount: Int64 {
        get { ProgressTree.change { super.totalUnitCount } }
        set { ProgressTree.change { super.totalUnitCount = newValue } }
    }

    override package var completedUnitCount: Int64 {
        get { ProgressTree.change { super.completedUnitCount } }
        set { ProgressTree.change { super.completedUnitCount = newValue } }
    }

    override package func addChild(_ child: Progress, withPendingUnitCount unitCount: Int64) {
        ProgressTree.change { super.addChild(child, withPendingUnitCount: unitCount) }
    }

    override package func cancel() {
        ProgressTree.change { super.cancel() }
    }
}
