import Foundation

/// Where the pointer is over a board view: a list (section), the row under it if any, and how far down that row.
///
/// Index paths here are `IndexPath(item:section:)` with section = list index and item = card index.
public struct DropLocation: Hashable, Sendable, CustomStringConvertible {
    /// The edge band of a row, as a fraction of its height, where ``DropIntent/automatic`` inserts between rows:
    /// the top quarter inserts before the row, the bottom quarter after it, the middle half drops onto it.
    public static let automaticEdge = 0.25

    /// The list under the pointer.
    public var section: Int
    /// The row under the pointer, or nil over the list's empty space (below its last card).
    public var row: Int?
    /// How far down the row the pointer is, 0 (top edge) to 1 (bottom edge). Ignored without a row.
    public var fractionInRow: Double

    /// Creates a location.
    public init(section: Int, row: Int? = nil, fractionInRow: Double = 0) {
        self.section = section
        self.row = row
        self.fractionInRow = min(max(fractionInRow, 0), 1)
    }

    /// The index path of the row under the pointer, as UIKit's `destinationIndexPath`; nil over empty space.
    public var indexPath: IndexPath? {
        row.map { IndexPath(item: $0, section: section) }
    }

    /// The intent and index path a proposal comes to here, as a table view resolves it.
    ///
    /// ``DropIntent/automatic`` over a row becomes ``DropIntent/insertAtDestinationIndexPath`` before the row in
    /// its top quarter, after it (row + 1) in its bottom quarter, and ``DropIntent/insertIntoDestinationIndexPath``
    /// in the middle half (see ``automaticEdge``). Without a row every intent becomes an insertion with no index
    /// path (append). Other intents over a row keep the row.
    public func resolving(_ intent: DropIntent) -> (intent: DropIntent, indexPath: IndexPath?) {
        guard let row else { return (intent == .unspecified ? .unspecified : .insertAtDestinationIndexPath, nil) }
        switch intent {
        case .automatic:
            if fractionInRow < Self.automaticEdge {
                return (.insertAtDestinationIndexPath, IndexPath(item: row, section: section))
            }
            if fractionInRow > 1 - Self.automaticEdge {
                return (.insertAtDestinationIndexPath, IndexPath(item: row + 1, section: section))
            }
            return (.insertIntoDestinationIndexPath, IndexPath(item: row, section: section))
        default:
            return (intent, IndexPath(item: row, section: section))
        }
    }

    /// `list 1, row 2 at 0.50` or `list 1, empty space`.
    public var description: String {
        guard let row else { return "list \(section), empty space" }
        return "list \(section), row \(row) at \(String(format: "%.2f", fractionInRow))"
    }
}
