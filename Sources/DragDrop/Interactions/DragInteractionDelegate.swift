/// What a plain view (not a table or collection) gives when a drag begins on it.
///
/// Mirrors UIKit's `UIDragInteractionDelegate`. Wrap it in a ``DragInteraction`` to use it as a drag source.
public protocol DragInteractionDelegate: AnyObject, Sendable {
    /// The items to drag; empty to refuse (UIKit's `dragInteraction(_:itemsForBeginning:)`).
    func itemsForBeginning(_ session: DragSession) -> [DragItem]
    /// The drag ended with `operation`.
    func sessionDidEnd(_ session: DragSession, operation: DropOperation)
}

extension DragInteractionDelegate {
    /// Does nothing.
    public func sessionDidEnd(_ session: DragSession, operation: DropOperation) {}
}
