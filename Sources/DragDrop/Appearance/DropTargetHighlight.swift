import Foundation

/// Where a drop would fall, as a person sees it highlighted while dragging: a gap between rows, a row the item
/// would interact with, the end of a section, a whole plain view, or nothing.
///
/// Derived from the effective proposal at each session update (``init(proposal:at:)``), so the highlight always
/// agrees with what a drop there would do.
public enum DropTargetHighlight: Hashable, Sendable, CustomStringConvertible {
    /// Nothing is highlighted: the drop would be cancelled or is forbidden.
    case none
    /// The gap before the row at this index path (its item may be one past the last row: the gap after it).
    case gap(IndexPath)
    /// The row itself: the dropped item would go into it (interact with it).
    case row(IndexPath)
    /// The end of a section's rows (the empty space below its last row).
    case endOfSection(Int)
    /// The whole of a plain view (a drop interaction, not a table or collection).
    case view

    /// The highlight for an effective proposal at a location: none unless the operation performs a drop; else
    /// the gap or row that ``DropLocation/resolving(_:)`` gives, or the end of the section without a row.
    public init(proposal: DropProposal, at location: DropLocation) {
        guard proposal.operation.performsDrop else {
            self = .none
            return
        }
        let (intent, indexPath) = location.resolving(proposal.intent)
        guard let indexPath else {
            self = .endOfSection(location.section)
            return
        }
        self = intent == .insertIntoDestinationIndexPath ? .row(indexPath) : .gap(indexPath)
    }

    /// `gap before list 0 row 2`, `row list 1 row 0`, `end of list 2`, `view`, `none`.
    public var description: String {
        switch self {
        case .none: "none"
        case .gap(let path): "gap before list \(path.section) row \(path.item)"
        case .row(let path): "row list \(path.section) row \(path.item)"
        case .endOfSection(let section): "end of list \(section)"
        case .view: "view"
        }
    }
}
