import Boards
import DragDrop

/// What a seed app's rules are told about a hover, to answer with a proposal as the tutorial's delegate does.
public struct SeedDropRequest: Sendable {
    /// Where the pointer is (the list, the row under it, how far down the row).
    public var location: DropLocation
    /// The lists (sections) the dragged cards come from, in drag order; empty when the drag carries no card of
    /// this board (text from another app, for one).
    public var sourceSections: [Int]
    /// How many items the drag carries.
    public var itemCount: Int
    /// Whether the drag started in this app (UIKit's `localDragSession != nil`).
    public var isLocal: Bool
    /// Whether a drag from this very view is under way (UIKit's `tableView.hasActiveDrag`).
    public var hasActiveDrag: Bool
    /// The board as it stands.
    public var board: Board
}
