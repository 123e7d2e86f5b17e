import Foundation

/// Makes a plain view a drag source: a ``DragSourceDelegate`` over a ``DragInteractionDelegate``.
///
/// Mirrors UIKit's `UIDragInteraction` added to a view. The index path a harness asks with does not matter: the
/// view has one thing to drag. Safe from any thread.
public final class DragInteraction: DragSourceDelegate {
    /// The delegate that answers for the view.
    public let delegate: any DragInteractionDelegate
    /// The view the interaction is added to.
    public let view: DragDropView?
    /// The view, as the harness sees it.
    public var sourceView: DragDropView? { view }

    /// Adds an interaction answered by `delegate` to `view`.
    public init(delegate: any DragInteractionDelegate, view: DragDropView? = nil) {
        self.delegate = delegate
        self.view = view
    }

    public func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        delegate.itemsForBeginning(session)
    }

    public func dragSessionDidEnd(_ session: DragSession, operation: DropOperation) {
        delegate.sessionDidEnd(session, operation: operation)
    }
}
