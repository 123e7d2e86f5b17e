import Adapters
import Boards
import BoardDrops
import DragDrop

/// The rules a served board plays its drags through: the drop delegate and drag source the page's drags meet,
/// and the board drop target that makes the edits (and keeps the warnings and errors for the person).
///
/// For the plain served board both are the same `BoardDrops/BoardDropTarget`. An app with rules of its own (a
/// sample app: its proposals, its highlight, how a dragged card looks) is the delegate and hands its edits to the
/// board target, as a UIKit app's delegate answers the drag and changes its own data.
public struct ServedTarget: Sendable {
    /// The delegate drags from the page and from elsewhere meet, and the source of the page's own drags.
    public var delegate: any DropDelegate & DragSourceDelegate
    /// The target that edits the board.
    public var board: BoardDropTarget

    /// Creates a served target from an app's delegate and the board target it edits through.
    public init(delegate: any DropDelegate & DragSourceDelegate, board: BoardDropTarget) {
        self.delegate = delegate
        self.board = board
    }

    /// The plain served board: the board target with its own rules.
    public static func standard(document: BoardDocument, registry: AdapterRegistry) -> ServedTarget {
        let target = BoardDropTarget(document: document, app: ServedBoard.app, registry: registry)
        return ServedTarget(delegate: target, board: target)
    }
}
