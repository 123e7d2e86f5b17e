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
    /// The view the drags start from, whose ``DragDropView/hasActiveDrag`` the harness keeps; nil by default.
    var sourceView: DragDropView? { get }
    /// How the lifted row's preview looks (UIKit's `dragPreviewParametersForRowAt`); nil, the default, for
    /// the whole row with square corners.
    func dragPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters?
    /// How the row looks in place while it is dragged; ``SourceItemAppearance/normal`` by default.
    func appearanceWhileDragging(itemAt indexPath: IndexPath) -> SourceItemAppearance
    /// How the row looks once the drag ended with `operation`: by default ``SourceItemAppearance/removed``
    /// after a move and ``SourceItemAppearance/normal`` otherwise. A ``SourceItemAppearance/faded`` row is
    /// shown faded on its way back and then restored (the harness records both steps).
    func appearance(ofItemAt indexPath: IndexPath, after operation: DropOperation) -> SourceItemAppearance
}

extension DragSourceDelegate {
    /// Does nothing.
    public func dragSessionDidEnd(_ session: DragSession, operation: DropOperation) {}
    /// No view.
    public var sourceView: DragDropView? { nil }
    /// The default preview.
    public func dragPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Shown as usual.
    public func appearanceWhileDragging(itemAt indexPath: IndexPath) -> SourceItemAppearance { .normal }
    /// Removed after a move, shown as usual otherwise.
    public func appearance(ofItemAt indexPath: IndexPath, after operation: DropOperation) -> SourceItemAppearance {
        operation == .move ? .removed : .normal
    }
}
