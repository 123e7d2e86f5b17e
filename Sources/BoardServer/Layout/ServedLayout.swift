/// How the page lays the board out, and what it offers besides dragging.
///
/// The plain served board shows lists side by side. The sample apps bring their own shapes: one table, a
/// table in sections, collections stacked one above the other; the Trello-like board lets a person add lists
/// and items; the timestamp table has an image well beside it.
public struct ServedLayout: Sendable {
    /// The shape the lists are drawn in.
    public enum Style: String, Sendable {
        /// Lists side by side, each a column of cards.
        case columns
        /// One table of rows (the first list).
        case table
        /// One table whose sections are the lists, one under the other.
        case sections
        /// Collections of cells, one above the other.
        case collections
    }

    /// The shape the lists are drawn in.
    public var style: Style
    /// Whether the page has forms to add a list and to add an item to a list.
    public var addsListsAndItems: Bool
    /// Plain views drawn after the lists.
    public var views: [ServedView]

    /// Creates a layout.
    public init(style: Style = .columns, addsListsAndItems: Bool = false, views: [ServedView] = []) {
        self.style = style
        self.addsListsAndItems = addsListsAndItems
        self.views = views
    }

    /// Lists side by side, nothing more: the plain served board.
    public static let board = ServedLayout()
}
