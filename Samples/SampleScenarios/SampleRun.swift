import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders

/// One sample's run: the document it edited and everything it printed.
public struct SampleRun: Sendable {
    /// The board's document after the scenario (its undo history included).
    public var document: BoardDocument
    /// The lines the scenario printed, in order.
    public var transcript: [String]

    /// The final board.
    public var board: Board { document.board }
}
