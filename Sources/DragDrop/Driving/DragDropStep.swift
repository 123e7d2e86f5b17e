import Foundation

/// One thing the user does during a drag driven by ``DragDriver``.
public enum DragDropStep: Sendable {
    /// The pointer moves to `location` over `endpoint`; entering a new endpoint exits the previous one.
    case hover(DropLocation, over: DropEndpoint)
    /// The user adds the rows at these index paths of the source to the drag (the source makes their items).
    case addRows([IndexPath])
    /// Items are added to the drag as they are (a drag whose source is not a delegate).
    case addItems([DragItem])
    /// The pointer leaves every destination.
    case leave
}
