import Foundation

/// What a drag source (a list view, a board) provides when a drag begins and learns when it ends.
///
/// Mirrors UIKit's `UITableViewDragDelegate`. Calls come on the thread that drives the drag.
public protocol DragSourceDelegate: AnyObject, Sendable {
    /// The items to drag for the row at `indexPath`; empty to refuse. The source may set the session's
    /// `localContext` here.
    func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The drag ended; `operation` is what the drop did (`cancel` or `forbidden` when nothing was dropped).
    func dragSessionDidEnd(_ session: DragSession, operation: DropOperation)
}

extension DragSourceDelegate {
    /// Does nothing.
    public func dragSessionDidEnd(_ session: DragSession, operation: DropOperation) {}
}
