import Foundation

/// One callback the driver made, in the order it made them.
public enum DragDropEvent: Hashable, Sendable, CustomStringConvertible {
    /// The source was asked for the items of a row and gave `count`.
    case itemsForBeginning(IndexPath, count: Int)
    /// A destination in `app` (bundle identifier) was asked whether it can handle the drag.
    case canHandle(app: String, result: Bool)
    /// The drag entered a destination.
    case entered(app: String)
    /// The destination answered `proposal` at `location`; `effective` is what the system applies.
    case updated(DropLocation, proposal: DropProposal, effective: DropProposal)
    /// The drag left a destination.
    case exited(app: String)
    /// The destination was asked to perform the drop with this resolved proposal and index path.
    case performDrop(DropProposal, destinationIndexPath: IndexPath?)
    /// The destination learned the drag ended.
    case dropSessionEnded(app: String)
    /// The source learned the drag ended with `operation`.
    case dragSessionEnded(DropOperation)
    /// The source lifted the row with this preview (nil: the default, the whole row).
    case preview(IndexPath, DragPreviewParameters?)
    /// The row the drag came from now looks like this in the source.
    case sourceAppearance(IndexPath, SourceItemAppearance)
    /// What the destination highlights after an update (`DropTargetHighlight.none` once the drag leaves it).
    case highlight(DropTargetHighlight)
    /// A view's `DragDropView.hasActiveDrag` changed.
    case activeDrag(view: String, Bool)
    /// A view's `DragDropView.hasActiveDrop` changed.
    case activeDrop(view: String, Bool)

    public var description: String {
        switch self {
        case .itemsForBeginning(let path, let count): "itemsForBeginning \(path) → \(count)"
        case .canHandle(let app, let result): "canHandle \(app) → \(result)"
        case .entered(let app): "entered \(app)"
        case .updated(let location, let proposal, let effective): "updated \(location) → \(proposal) (\(effective))"
        case .exited(let app): "exited \(app)"
        case .performDrop(let proposal, let path): "performDrop \(proposal) at \(path.map { "\($0)" } ?? "end")"
        case .dropSessionEnded(let app): "dropSessionEnded \(app)"
        case .dragSessionEnded(let operation): "dragSessionEnded \(operation)"
        case .preview(let path, let parameters): "preview \(path) \(parameters.map { "\($0)" } ?? "default")"
        case .sourceAppearance(let path, let appearance): "source \(path) \(appearance)"
        case .highlight(let highlight): "highlight \(highlight)"
        case .activeDrag(let view, let active): "\(view) hasActiveDrag \(active)"
        case .activeDrop(let view, let active): "\(view) hasActiveDrop \(active)"
        }
    }
}
