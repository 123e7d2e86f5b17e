/// What a drop does with the dragged data, as UIKit's `UIDropOperation`.
public enum DropOperation: Int, Hashable, Sendable, CustomStringConvertible {
    /// The drop would do nothing; the drag can still move elsewhere.
    case cancel = 0
    /// The drop is refused here (shown to the user as forbidden).
    case forbidden = 1
    /// The data is copied; the source keeps it.
    case copy = 2
    /// The data moves: the source loses it. Allowed only within the source app.
    case move = 3

    /// Whether the drop would take the data (copy or move).
    public var performsDrop: Bool { self == .copy || self == .move }

    public var description: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}
