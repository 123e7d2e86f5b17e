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
    /// The list (by index) that takes what is dropped on the page outside every list, at its end; nil, the
    /// default, when a drop outside the lists does nothing. The list's drop delegate still decides whether the
    /// drop is allowed, as for a drop at the end of that list.
    public var outsideDropsGoTo: Int?
    /// Whether the page draws the dragged card itself and shows it faded while the pointer is where the drop is
    /// refused (the collections tutorial's dragged card over its source), instead of the browser's drag image.
    public var fadesRefusedDrags: Bool
    /// The title of a row the first list's add (+) button inserts at its top, made when the button is pressed
    /// (the Master-Detail template's timestamp); nil, the default, for no such button.
    public var newRowTitle: (@Sendable () -> String)?

    /// Creates a layout.
    /// - Parameters:
    ///   - style: the shape the lists are drawn in.
    ///   - addsListsAndItems: whether the page has forms to add a list and to add an item to a list.
    ///   - views: plain views drawn after the lists.
    ///   - editsInPlace: whether the board is edited on the page.
    ///   - outsideDropsGoTo: the list (by index) that takes drops outside every list, at its end.
    ///   - fadesRefusedDrags: whether the dragged card is drawn faded where a drop is refused.
    ///   - newRowTitle: the title of the row the first list's add (+) button inserts at its top; nil for no
    ///     button. Called on the server's queue for each press.
    public init(
        style: Style = .columns, addsListsAndItems: Bool = false, views: [ServedView] = [], editsInPlace: Bool = false,
        outsideDropsGoTo: Int? = nil, fadesRefusedDrags: Bool = false, newRowTitle: (@Sendable () -> String)? = nil
    ) {
        self.style = style
        self.addsListsAndItems = addsListsAndItems
        self.views = views
        self.editsInPlace = editsInPlace
        self.outsideDropsGoTo = outsideDropsGoTo
        self.fadesRefusedDrags = fadesRefusedDrags
        self.newRowTitle = newRowTitle
    }

    /// Lists side by side, edited in place: the plain served board.
    public static let board = ServedLayout(editsInPlace: true)
}
