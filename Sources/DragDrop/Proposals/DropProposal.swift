/// A drop delegate's answer while a drag hovers: the operation and where the items would go.
///
/// Mirrors UIKit's `UITableViewDropProposal`. UIKit's rule applies: a ``DropOperation/move`` proposed for a
/// session that does not allow moving (a drag from another app) is treated as ``DropOperation/cancel``
/// (see ``effective(allowsMove:)``); the harness and the coordinator only ever see the effective proposal.
public struct DropProposal: Hashable, Sendable, CustomStringConvertible {
    /// What the drop would do.
    public var operation: DropOperation
    /// Where the items would go.
    public var intent: DropIntent

    /// Creates a proposal.
    public init(operation: DropOperation, intent: DropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// The proposal as the system applies it: a move where moving is not allowed becomes a cancel.
    public func effective(allowsMove: Bool) -> DropProposal {
        guard operation == .move && !allowsMove else { return self }
        return DropProposal(operation: .cancel, intent: intent)
    }

    /// `move, insertAtDestinationIndexPath`.
    public var description: String { "\(operation), \(intent)" }
}
