import DragDrop

/// What a ``BoardDropTarget``'s intent policy is told about a hover, to choose the intent it proposes.
public struct DropIntentRequest: Sendable {
    /// Where the pointer is.
    public var location: DropLocation
    /// Whether the drag comes from this board in this app (its cards are moved, not copied).
    public var isLocal: Bool
    /// Whether every dragged card comes from the list under the pointer.
    public var isSameList: Bool
}
