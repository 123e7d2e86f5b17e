import BoardDrops
import DragDrop

/// A drop delegate that asks for the operation the user chose (`--operation copy|move`) wherever the wrapped
/// target would take the drop; where the target forbids or cancels, its answer stands.
///
/// A move is asked for only where the target proposes one, that is where the source gives up its items (this
/// app's own cards); elsewhere the drop stays a copy and the command warns that it copied. Holds no state of
/// its own; safe wherever the wrapped delegate is.
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
        guard let operation, proposal.operation.performsDrop else { return proposal }
        if operation == .copy || proposal.operation == .move { proposal.operation = operation }
        return proposal
    }
}
