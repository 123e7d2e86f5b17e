import BoardDrops
import DragDrop
import DragDropTesting

/// A drop delegate that asks for the operation the user chose (`--operation copy|move`) wherever the wrapped
/// target would take the drop; where the target forbids or cancels, its answer stands.
///
/// The harness still applies UIKit's rule: a move where the session does not allow moving (a drag from another
/// app) becomes a cancel. Holds no state of its own; safe wherever the wrapped delegate is.
final class RequestedOperation: DropDelegate {
    let target: any DropDelegate
    let operation: DropOperation?

    /// Wraps `target`; a nil `operation` leaves every proposal as the target makes it.
    init(_ target: any DropDelegate, operation: DropOperation?) {
        self.target = target
        self.operation = operation
    }

    func canHandle(_ session: DropSession) -> Bool { target.canHandle(session) }
    func dropSessionDidEnter(_ session: DropSession) { target.dropSessionDidEnter(session) }
    func dropSessionDidExit(_ session: DropSession) { target.dropSessionDidExit(session) }
    func dropSessionDidEnd(_ session: DropSession) { target.dropSessionDidEnd(session) }
    func performDrop(with coordinator: DropCoordinator) { target.performDrop(with: coordinator) }

    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        var proposal = target.dropSessionDidUpdate(session, at: location)
        if let operation, proposal.operation.performsDrop { proposal.operation = operation }
        return proposal
    }
}
