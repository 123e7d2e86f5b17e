import ItemProviders

/// One dragged thing: its item provider and, for drops in the source app only, a local object.
///
/// Mirrors UIKit's `UIDragItem`. A drop in another app sees the item without its ``localObject`` and with only
/// the representations visible to that app (see ``DropSession``).
public struct DragItem: Sendable {
    /// The representations of the dragged thing.
    public var itemProvider: ItemProvider
    /// Any value the source app attaches for its own drops (a card id, a model object); never leaves the app.
    public var localObject: (any Sendable)?

    /// Creates an item.
    public init(itemProvider: ItemProvider, localObject: (any Sendable)? = nil) {
        self.itemProvider = itemProvider
        self.localObject = localObject
    }
}
