/// The JSON the page and the server exchange. Every request that changes the board carries the `version`
/// of the board the page shows; the server answers 409 when it no longer has that version.
public enum BoardAPI {
    /// Where the pointer is: a list, the card under it (absent over the list's empty space) and how far down
    /// that card, 0 (top) to 1 (bottom); or a plain view beside the lists.
    public struct Pointer: Codable, Sendable, Hashable {
        /// The list's id (absent over a plain view).
        public var listID: String?
        /// The id of the card under the pointer, if any.
        public var cardID: String?
        /// How far down the card the pointer is.
        public var fraction: Double?
        /// The plain view under the pointer (``ServedView/id``), instead of a list.
        public var viewID: String?

        /// Creates a pointer position over a list.
        public init(listID: String, cardID: String? = nil, fraction: Double? = nil) {
            self.listID = listID
            self.cardID = cardID
            self.fraction = fraction
        }

        /// Creates a pointer position over a plain view.
        public init(viewID: String) {
            self.viewID = viewID
        }
    }

    /// What is dragged: cards of this board (a drag within the page), or items from elsewhere, each offering
    /// browser data types (`text/uri-list`, `text/html`, a file's MIME type…).
    public struct Drag: Codable, Sendable, Hashable {
        /// Ids of this board's cards being dragged.
        public var cardIDs: [String]?
        /// Items from another application: the types each offers. A file is an item of its own.
        public var items: [OfferedItem]?

        /// Creates a drag.
        public init(cardIDs: [String]? = nil, items: [OfferedItem]? = nil) {
            self.cardIDs = cardIDs
            self.items = items
        }
    }

    /// One item dragged in from elsewhere, as the browser shows it before the drop.
    public struct OfferedItem: Codable, Sendable, Hashable {
        /// The browser's data types for the item (for a file, its MIME type, possibly empty).
        public var types: [String]
        /// Whether the item is a file.
        public var file: Bool?
        /// The file's name, once known (at the drop).
        public var name: String?

        /// Creates an offered item.
        public init(types: [String], file: Bool? = nil, name: String? = nil) {
            self.types = types
            self.file = file
            self.name = name
        }
    }

    /// The page asks what a drop at the pointer would do.
    public struct ProposalRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// What is dragged.
        public var drag: Drag
        /// Where the pointer is.
        public var pointer: Pointer
    }

    /// What the page draws while dragging, as the server decided it.
    public struct Proposal: Codable, Sendable, Hashable {
        /// `move`, `copy`, `forbidden` or `cancel`.
        public var operation: String
        /// `insert` (between cards), `onto` (into the card under the pointer) or `none`.
        public var intent: String
        /// What the destination highlights, as its delegate says (`DragDrop/DropTargetHighlight`): `gap`
        /// (before ``beforeCardID``, or last), `row` (``ontoCardID``), `end` (the end of the list), `view` (the
        /// whole plain view) or `none`.
        public var highlight: String = "none"
        /// The list the drop lands in.
        public var listID: String?
        /// The plain view the drop lands in.
        public var viewID: String?
        /// For a drag of this board's cards that would not drop here: how each dragged card looks where it was
        /// lifted from if the person lets go now (`faded` on its way back, or `normal`).
        public var sourceAfter: [String]?
        /// For `insert`: the card the drop goes before; absent to go last.
        public var beforeCardID: String?
        /// For `onto`: the card the drop joins.
        public var ontoCardID: String?
        /// For items from elsewhere: the browser type the server will load from each item, in item order (the
        /// page uploads that one only).
        public var load: [String]?
        /// Why a drop is refused, in words.
        public var reason: String?
    }

    /// The page lifts cards of this board: how they look while dragged, and after a drag that ends nowhere.
    public struct LiftRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// The lifted cards.
        public var cardIDs: [String]
    }

    /// How lifted cards look, as the board's drag source says.
    public struct Lift: Codable, Sendable, Hashable {
        /// Per card, how it looks in place while it is dragged (`normal` or `hidden`).
        public var whileDragging: [String]
        /// Per card, how it looks after a drag that is cancelled (`normal`, or `faded` on its way back).
        public var afterCancel: [String]
        /// The drag preview's outline: `rounded W×H rN`, `W×H`, or absent for the whole card.
        public var preview: Preview?
    }

    /// A drag preview's visible outline, in points.
    public struct Preview: Codable, Sendable, Hashable {
        /// The outline's width.
        public var width: Double
        /// The outline's height.
        public var height: Double
        /// The radius of its corners (0 for square corners).
        public var cornerRadius: Double
    }

    /// A new list.
    public struct AddListRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// The list's name.
        public var name: String
    }

    /// A new item (card) at the end of a list.
    public struct AddCardRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// The list's id.
        public var listID: String
        /// The item's title.
        public var title: String
    }

    /// A drop of this board's cards at the pointer (a drag within the page).
    public struct MoveRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// The dragged cards.
        public var cardIDs: [String]
        /// Where they were dropped.
        public var pointer: Pointer
    }

    /// A drop of items from elsewhere, each with the one representation the server chose uploaded.
    public struct DropRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
        /// Where they were dropped.
        public var pointer: Pointer
        /// The items, in drag order.
        public var items: [UploadedItem]
    }

    /// One item's uploaded representation.
    public struct UploadedItem: Codable, Sendable {
        /// The browser type uploaded (one of those the proposal named), or a file's MIME type.
        public var type: String
        /// The file name, for a file.
        public var name: String?
        /// The data as text (strings from a drag).
        public var text: String?
        /// The data as base64 (files).
        public var base64: String?
    }

    /// An undo or redo.
    public struct HistoryRequest: Codable, Sendable {
        /// The board version the page shows.
        public var version: Int
    }

    /// The answer to an edit: the new version and what the toolbar shows.
    public struct EditResult: Codable, Sendable, Hashable {
        /// The board's version after the edit.
        public var version: Int
        /// What the drop did: `move`, `copy`, or the refusal.
        public var operation: String?
        /// The name of the edit Undo would undo ("" for none).
        public var undoName: String
        /// The name of the edit Redo would redo ("" for none).
        public var redoName: String
        /// Warnings for the person: what an import could not carry, items that failed to load.
        public var warnings: [String]
    }

    /// An error answer.
    public struct Failure: Codable, Sendable {
        /// The error code.
        public var error: String
        /// The message for the person.
        public var message: String
        /// The board's current version (a 409 tells the page which one to reload).
        public var version: Int
    }
}
