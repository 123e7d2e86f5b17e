import Foundation

/// One dropped item as the coordinator hands it over: the item as the destination sees it and, for a drag from
/// the same app, where it came from.
///
/// Mirrors UIKit's `UITableViewDropItem`.
public struct DropCoordinatorItem: Sendable {
    /// The item, as the destination app sees it (see ``DropSession/items``).
    public var dragItem: DragItem
    /// The row the item was dragged from, for a drag from the same app; nil otherwise.
    public var sourceIndexPath: IndexPath?

    /// Creates an item.
    public init(dragItem: DragItem, sourceIndexPath: IndexPath? = nil) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}
