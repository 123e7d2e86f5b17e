/// A seam for tests: lets them fail or interrupt a save (any ``AtomicWriter`` write) at each of its steps, as a full disk, a read-only
/// folder or a crash would, and look at the file system while the save holds its lock.
package struct StorageFaults: Sendable {
    /// A step of a save, in the order they run.
    package enum Step: Hashable, Sendable {
        /// Creating the temporary file beside the board file.
        case createTemporary
        /// Writing the board's bytes into it.
        case write
        /// Giving it the old file's owner, group and mode (`fchown`, `fchmod`).
        case setPermissions
        /// Flushing it to disk (`fsync`).
        case sync
        /// Putting it in place: `rename` over the old file, or `link` where there was none.
        case rename
        /// Flushing the folder (`fsync`), which makes the rename durable. It cannot undo the rename, so a
        /// failure here is not reported.
        case syncFolder
    }

    /// What the save does at a step.
    package enum Action: Sendable {
        /// Runs the step.
        case proceed
        /// Fails the step with this `errno`, as the system call would; the save cleans up and throws.
        case fail(errno: Int32)
        /// Stops before the step as if the process had died: nothing is cleaned up, and the save throws
        /// ``BoardStorageError/Code/writeFailed`` only so the test can go on.
        case crash
    }

    /// Called before each step, with the step and the temporary file's path (`nil` before it exists).
    package var beforeStep: @Sendable (Step, String?) -> Action

    /// No faults: every step proceeds.
    package static let none = StorageFaults { _, _ in .proceed }

    package init(beforeStep: @escaping @Sendable (Step, String?) -> Action) {
        self.beforeStep = beforeStep
    }
}
