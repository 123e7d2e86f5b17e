import Foundation

/// The destination's side of one drop session, sequenced once for every backend: `canHandle`, then `enter`,
/// `update` at each move, `exit` when the pointer leaves or the drag is cancelled, `performDrop` when the drag is
/// let go over an accepted proposal, and `end` last.
///
/// A backend supplies events and nothing else: ``DragDriver`` (the headless driver the command line, the web board
/// and tests use) and the X11 drop window each make a lifecycle when a drag reaches a destination and call it as
/// the pointer moves, leaves or lets go; the calls to the ``DropDelegate``, UIKit's rules (a destination that cannot
/// handle the session gets no further calls; a move where the session allows none is applied as cancel;
/// `automatic` resolved by where the pointer is in the row), the destination view's active-drop flag and the record
/// of what happened are here.
///
/// Every call runs the delegate on the caller's thread. A value type: the backend owns it for one drag.
public struct DropSessionLifecycle: Sendable {
    /// The destination.
    public let endpoint: DropEndpoint
    /// The session the destination sees.
    public let session: DropSession
    /// Whether the destination said it can handle the session (`canHandle`); if not, it gets no more calls but
    /// ``end(recording:)``.
    public let handles: Bool
    /// Where the pointer last was and the proposal in effect there, while the pointer is over the destination.
    public private(set) var last: (location: DropLocation, effective: DropProposal)?
    private var entered: Bool

    /// A drag reaches the destination: asks `canHandle` and, when it can, enters.
    /// - Parameters:
    ///   - drag: The drag session.
    ///   - endpoint: The destination the pointer is over.
    ///   - events: The record the calls are appended to.
    public init(drag: DragSession, over endpoint: DropEndpoint, recording events: inout [DragDropEvent]) {
        self.endpoint = endpoint
        let session = DropSession(drag: drag, destinationApp: endpoint.app)
        self.session = session
        let result = endpoint.delegate.canHandle(session)
        events.append(.canHandle(app: endpoint.app.bundleIdentifier, result: result))
        handles = result
        entered = result
        if result {
            endpoint.delegate.dropSessionDidEnter(session)
            events.append(.entered(app: endpoint.app.bundleIdentifier))
            if let view = endpoint.delegate.destinationView {
                view.hasActiveDrop = true
                events.append(.activeDrop(view: view.name, true))
            }
        }
    }

    /// The pointer moved over the destination: asks for a proposal and returns the one in effect (a move the
    /// session does not allow becomes cancel); `nil` when the destination does not handle the session.
    /// - Parameters:
    ///   - location: Where the pointer is.
    ///   - events: The record the calls are appended to.
    @discardableResult
    public mutating func update(at location: DropLocation, recording events: inout [DragDropEvent]) -> DropProposal? {
        guard handles, entered else {
            last = nil
            return nil
        }
        let proposal = endpoint.delegate.dropSessionDidUpdate(session, at: location)
        let effective = proposal.effective(allowsMove: session.allowsMoveOperation)
        events.append(.updated(location, proposal: proposal, effective: effective))
        events.append(.highlight(endpoint.delegate.highlight(for: effective, at: location)))
        last = (location, effective)
        return effective
    }

    /// The pointer is somewhere the destination has no location for (outside its area): no proposal is in effect.
    public mutating func forgetLocation() {
        last = nil
    }

    /// The pointer left the destination, or the drag was cancelled over it: `dropSessionDidExit`, once.
    /// - Parameter events: The record the calls are appended to.
    public mutating func exit(recording events: inout [DragDropEvent]) {
        if handles && entered {
            endpoint.delegate.dropSessionDidExit(session)
            events.append(.exited(app: endpoint.app.bundleIdentifier))
            events.append(.highlight(.none))
            clearActiveDrop(&events)
        }
        entered = false
        last = nil
    }

    /// The drag is let go over the destination: performs the drop when the proposal in effect copies or moves,
    /// and returns its coordinator; otherwise exits and returns `nil`.
    /// - Parameters:
    ///   - sourceRows: The source row of each dragged item, for a drag within the app (`nil` for items that came
    ///     from no row).
    ///   - events: The record the calls are appended to.
    public mutating func performDrop(sourceRows: [IndexPath?] = [], recording events: inout [DragDropEvent])
        -> DropCoordinator?
    {
        guard handles, entered, let last, last.effective.operation.performsDrop else {
            exit(recording: &events)
            return nil
        }
        let (intent, path) = last.location.resolving(last.effective.intent)
        let proposal = DropProposal(operation: last.effective.operation, intent: intent)
        let seen = session.items
        let items = seen.indices.map { index in
            DropCoordinatorItem(
                dragItem: seen[index],
                sourceIndexPath: session.isLocal && index < sourceRows.count ? sourceRows[index] : nil)
        }
        let coordinator = DropCoordinator(
            session: session, items: items, destination: last.location, destinationIndexPath: path, proposal: proposal)
        events.append(.performDrop(proposal, destinationIndexPath: path))
        events.append(.highlight(.none))
        clearActiveDrop(&events)
        entered = false
        endpoint.delegate.performDrop(with: coordinator)
        return coordinator
    }

    /// The drag session ended: `dropSessionDidEnd`, whatever happened before.
    /// - Parameter events: The record the calls are appended to.
    public func end(recording events: inout [DragDropEvent]) {
        endpoint.delegate.dropSessionDidEnd(session)
        events.append(.dropSessionEnded(app: endpoint.app.bundleIdentifier))
    }

    private func clearActiveDrop(_ events: inout [DragDropEvent]) {
        guard let view = endpoint.delegate.destinationView, view.hasActiveDrop else { return }
        view.hasActiveDrop = false
        events.append(.activeDrop(view: view.name, false))
    }
}
