import Locking
import Foundation
import ItemProviders

/// A placeholder in place, waiting to be replaced by the loaded content or removed.
///
/// Mirrors UIKit's `UITableViewDropPlaceholderContext`. Exactly one of ``commitInsertion(dataSourceUpdates:)``
/// and ``deletePlaceholder()`` takes effect; the later calls return false. Safe from any thread (loads finish on
/// `ItemProvider.completionQueue`).
public final class DropPlaceholderContext: Sendable {
    /// The placeholder.
    public let placeholder: DropPlaceholder
    /// The item whose data the placeholder waits for.
    public let dragItem: DragItem
    private let resolved = Locked(false)
    private let loading = Locked<Progress?>(nil)
    private let onResolve: @Sendable () -> Void

    init(placeholder: DropPlaceholder, dragItem: DragItem, onResolve: @escaping @Sendable () -> Void) {
        self.placeholder = placeholder
        self.dragItem = dragItem
        self.onResolve = onResolve
    }

    /// Whether the placeholder is still shown.
    public var isActive: Bool { !resolved.withLock { $0 } }

    /// Shows the progress of the load the placeholder waits for (UIKit's placeholder cells show it as the
    /// person waits).
    public func showProgress(_ progress: Progress) {
        loading.withLock { $0 = progress }
    }

    /// How far the load has come, 0 to 1: what the placeholder shows. 0 until ``showProgress(_:)``; 1 once the
    /// placeholder was committed.
    public var fractionCompleted: Double {
        if resolved.withLock({ $0 }) { return 1 }
        guard let progress = loading.withLock({ $0 }), progress.totalUnitCount > 0 else { return 0 }
        return min(max(ProgressTree.change { progress.fractionCompleted }, 0), 1)
    }

    /// Replaces the placeholder by real content: `dataSourceUpdates` runs at once, on the caller's thread, with
    /// the placeholder's index path, and must insert the content there in the data source.
    /// - Returns: false when the placeholder was already committed or deleted (the updates do not run).
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard resolve() else { return false }
        dataSourceUpdates(placeholder.insertionIndexPath)
        onResolve()
        return true
    }

    /// Removes the placeholder without inserting anything (the load failed or was cancelled).
    /// - Returns: false when the placeholder was already committed or deleted.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard resolve() else { return false }
        onResolve()
        return true
    }

    private func resolve() -> Bool {
        resolved.withLock { done in
            defer { done = true }
            return !done
        }
    }
}
