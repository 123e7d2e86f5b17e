import Foundation

/// Hands a drop to its destination: the items, where they were dropped, the proposal, and the means to animate
/// them into place or show placeholders while they load.
///
/// Mirrors UIKit's `UITableViewDropCoordinator`. The ``proposal`` is the effective one (a move where moving is
/// not allowed has already become a cancel, and no drop is performed then) with ``DropIntent/automatic``
/// resolved by the pointer's place in the row (see ``DropLocation/resolving(_:)``); ``destinationIndexPath``
/// follows that resolution. Safe from any thread.
public final class DropCoordinator: Sendable {
    /// One ``drop(_:to:)`` call: which item went to which row.
    public struct Drop: Sendable {
        /// The item dropped.
        public var dragItem: DragItem
        /// Where it went.
        public var indexPath: IndexPath
    }

    /// The drop session.
    public let session: DropSession
    /// The dropped items in drag order, with their source rows for a drag from the same app.
    public let items: [DropCoordinatorItem]
    /// Where the pointer was when the user dropped.
    public let destination: DropLocation
    /// The index path the drop resolved to; nil when dropped on a list's empty space.
    public let destinationIndexPath: IndexPath?
    /// The effective proposal, intent resolved.
    public let proposal: DropProposal

    private struct State {
        var drops: [Drop] = []
        var placeholders: [DropPlaceholderContext] = []
    }
    private let state = Locked(State())
    private let pending = DispatchGroup()

    /// Creates a coordinator; the harness makes one for each performed drop.
    public init(
        session: DropSession, items: [DropCoordinatorItem], destination: DropLocation,
        destinationIndexPath: IndexPath?, proposal: DropProposal
    ) {
        self.session = session
        self.items = items
        self.destination = destination
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
    }

    /// Records that `item` was put at `indexPath` (UIKit animates it there); returns the record.
    @discardableResult
    public func drop(_ item: DragItem, to indexPath: IndexPath) -> Drop {
        let drop = Drop(dragItem: item, indexPath: indexPath)
        state.withLock { $0.drops.append(drop) }
        return drop
    }

    /// Shows `placeholder` for `item` while its data loads; replace it through the returned context.
    public func drop(_ item: DragItem, toPlaceholder placeholder: DropPlaceholder) -> DropPlaceholderContext {
        pending.enter()
        let group = pending
        let context = DropPlaceholderContext(placeholder: placeholder, dragItem: item) { group.leave() }
        state.withLock { $0.placeholders.append(context) }
        return context
    }

    /// The ``drop(_:to:)`` calls so far, in order.
    public var drops: [Drop] { state.withLock { $0.drops } }

    /// Every placeholder shown through this coordinator, in the order they were made.
    public var placeholders: [DropPlaceholderContext] { state.withLock { $0.placeholders } }

    /// The placeholders still shown.
    public var activePlaceholders: [DropPlaceholderContext] { placeholders.filter(\.isActive) }

    /// Blocks until every placeholder has been committed or deleted, or until `timeout` passes.
    /// - Returns: false on timeout.
    public func waitForPlaceholders(timeout: DispatchTimeInterval) -> Bool {
        pending.wait(timeout: .now() + timeout) == .success
    }
}
