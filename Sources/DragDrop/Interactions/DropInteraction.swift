import Foundation

/// Makes a plain view a drop destination: a ``DropDelegate`` over a ``DropInteractionDelegate``.
///
/// Mirrors UIKit's `UIDropInteraction` added to a view. The pointer's place inside the view does not matter: the
/// proposal's intent is ``DropIntent/unspecified`` whatever the delegate says, and a drop the view would take
/// highlights the whole view (``DropTargetHighlight/view``). Safe from any thread.
public final class DropInteraction: DropDelegate {
    /// The delegate that answers for the view.
    public let delegate: any DropInteractionDelegate
    /// The view the interaction is added to.
    public let view: DragDropView?
    /// The view, as the harness sees it.
    public var destinationView: DragDropView? { view }

    /// Adds an interaction answered by `delegate` to `view`.
    public init(delegate: any DropInteractionDelegate, view: DragDropView? = nil) {
        self.delegate = delegate
        self.view = view
    }

    public func canHandle(_ session: DropSession) -> Bool { delegate.canHandle(session) }
    public func dropSessionDidEnter(_ session: DropSession) { delegate.sessionDidEnter(session) }
    public func dropSessionDidExit(_ session: DropSession) { delegate.sessionDidExit(session) }
    public func dropSessionDidEnd(_ session: DropSession) { delegate.sessionDidEnd(session) }

    /// The delegate's proposal, with no intent: a plain view has no rows to insert between or into.
    public func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        DropProposal(operation: delegate.sessionDidUpdate(session).operation, intent: .unspecified)
    }

    public func performDrop(with coordinator: DropCoordinator) { delegate.performDrop(coordinator.session) }

    /// The whole view when a drop would be performed, nothing otherwise.
    public func highlight(for proposal: DropProposal, at location: DropLocation) -> DropTargetHighlight {
        proposal.operation.performsDrop ? .view : .none
    }
}
