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
    /// Whether the board is edited on the page: its name, the lists (rename, reorder, archive, card limit),
    /// adding lists and cards, a filter, and the card dialog's editing.
    public var editsInPlace: Bool

    /// Creates a layout.
    /// - Parameters:
    ///   - style: the shape the lists are drawn in.
    ///   - addsListsAndItems: whether the page has forms to add a list and to add an item to a list.
    ///   - views: plain views drawn after the lists.
    ///   - editsInPlace: whether the board is edited on the page.
    public init(
        style: Style = .columns, addsListsAndItems: Bool = false, views: [ServedView] = [], editsInPlace: Bool = false
    ) {
        self.style = style
        self.addsListsAndItems = addsListsAndItems
        self.views = views
        self.editsInPlace = editsInPlace
    }

    /// Lists side by side, edited in place: the plain served board.
    public static let board = ServedLayout(editsInPlace: true)
}
