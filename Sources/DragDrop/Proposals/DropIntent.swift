/// Where a drop into a list goes, as UIKit's `UITableViewDropProposal.Intent` /
/// `UICollectionViewDropProposal.Intent`.
public enum DropIntent: Int, Hashable, Sendable, CustomStringConvertible {
    /// No particular place; the list takes the drop as a whole.
    case unspecified = 0
    /// Between rows: the items are inserted at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// Onto a row: the items join the row at the destination index path.
    case insertIntoDestinationIndexPath = 2
    /// Between or onto, chosen by where the pointer is inside the row; see ``DropLocation/resolving(_:)``.
    case automatic = 3

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .insertAtDestinationIndexPath: "insertAtDestinationIndexPath"
        case .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath"
        case .automatic: "automatic"
        }
    }
}
