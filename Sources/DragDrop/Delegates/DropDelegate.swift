import Foundation

/// What a drop destination (a list view, a board) answers while a drag hovers over it and when it is dropped.
///
/// Mirrors UIKit's `UITableViewDropDelegate`. The calls come in this order: ``canHandle(_:)`` once; then
/// ``dropSessionDidEnter(_:)``, ``dropSessionDidUpdate(_:at:)`` for each place the pointer reaches, and
/// ``dropSessionDidExit(_:)`` if the drag leaves without dropping; ``performDrop(with:)`` when the user drops
/// and the effective proposal is a copy or a move; ``dropSessionDidEnd(_:)`` last. Calls come on the thread
/// that drives the drag (the harness's caller); loads the delegate starts complete on
/// `ItemProvider.completionQueue`.
public protocol DropDelegate: AnyObject, Sendable {
    /// Whether this destination takes drags like this one at all; false ends its part in the drag.
    func canHandle(_ session: DropSession) -> Bool
    /// The drag entered the destination.
    func dropSessionDidEnter(_ session: DropSession)
    /// The pointer is at `location`: what would a drop here do? A move where the session does not allow moving
    /// is treated as a cancel.
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal
    /// The drag left the destination without dropping.
    func dropSessionDidExit(_ session: DropSession)
    /// The user dropped: take the items, through the coordinator.
    func performDrop(with coordinator: DropCoordinator)
    /// The drag is over (dropped here, elsewhere, or cancelled).
    func dropSessionDidEnd(_ session: DropSession)
    /// The view drops land on, whose ``DragDropView/hasActiveDrop`` the harness keeps; nil by default.
    var destinationView: DragDropView? { get }
    /// What a person sees highlighted for an effective proposal at `location`; by default
    /// ``DropTargetHighlight/init(proposal:at:)`` (the gap or row the drop would fall into).
    func highlight(for proposal: DropProposal, at location: DropLocation) -> DropTargetHighlight
}

extension DropDelegate {
    /// Does nothing.
    public func dropSessionDidEnter(_ session: DropSession) {}
    /// Does nothing.
    public func dropSessionDidExit(_ session: DropSession) {}
    /// Does nothing.
    public func dropSessionDidEnd(_ session: DropSession) {}
    /// No view.
    public var destinationView: DragDropView? { nil }
    /// The gap or row the drop would fall into.
    public func highlight(for proposal: DropProposal, at location: DropLocation) -> DropTargetHighlight {
        DropTargetHighlight(proposal: proposal, at: location)
    }
}
