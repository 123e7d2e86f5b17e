/// The JSON the page and the server exchange: the wire format of the page's HTTP API, not Swift API (the routes
/// documented in "The board in a browser" are the contract). Every request that changes the board carries the
/// `version` of the board the page shows; the server answers 409 when it no longer has that version.
package enum BoardAPI {
    /// Where the pointer is: a list, the card under it (absent over the list's empty space) and how far down
    /// that card, 0 (top) to 1 (bottom); or a plain view beside the lists.
    package struct Pointer: Codable, Sendable, Hashable {
        /// The list's id (absent over a plain view).
        package var listID: String?
        /// The id of the card under the pointer, if any.
        package var cardID: String?
        /// How far down the card the pointer is.
        package var fraction: Double?
        /// The plain view under the pointer (``ServedView/id``), instead of a list.
        package var viewID: String?
        /// Whether the person asks to merge the dragged cards into the card under the pointer (Alt or Option
        /// held). Without it a drop on the plain board is inserted at the line, wherever over a card it is.
        package var merge: Bool?

        /// Creates a pointer position over a list; `merge` when the person asks to merge into the card.
        package init(listID: String, cardID: String? = nil, fraction: Double? = nil, merge: Bool? = nil) {
            self.listID = listID
            self.cardID = cardID
            self.fraction = fraction
            self.merge = merge
        }

        /// Creates a pointer position over a plain view.
        package init(viewID: String) {
            self.viewID = viewID
        }
    }

    /// What is dragged: cards of this board (a drag within the page), or items from elsewhere, each offering
    /// browser data types (`text/uri-list`, `text/html`, a file's MIME type…).
    package struct Drag: Codable, Sendable, Hashable {
        /// Ids of this board's cards being dragged.
        package var cardIDs: [String]?
        /// Items from another application: the types each offers. A file is an item of its own.
        package var items: [OfferedItem]?

        /// Creates a drag.
        package init(cardIDs: [String]? = nil, items: [OfferedItem]? = nil) {
            self.cardIDs = cardIDs
            self.items = items
        }
    }

    /// One item dragged in from elsewhere, as the browser shows it before the drop.
    package struct OfferedItem: Codable, Sendable, Hashable {
        /// The browser's data types for the item (for a file, its MIME type, possibly empty).
        package var types: [String]
        /// Whether the item is a file.
        package var file: Bool?
        /// The file's name, once known (at the drop).
        package var name: String?

        /// Creates an offered item.
        package init(types: [String], file: Bool? = nil, name: String? = nil) {
            self.types = types
            self.file = file
            self.name = name
        }
    }

    /// The page asks what a drop at the pointer would do.
    package struct ProposalRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// What is dragged.
        package var drag: Drag
        /// Where the pointer is.
        package var pointer: Pointer
    }

    /// What the page draws while dragging, as the server decided it.
    package struct Proposal: Codable, Sendable, Hashable {
        /// `move`, `copy`, `forbidden` or `cancel`.
        package var operation: String
        /// `insert` (between cards), `onto` (into the card under the pointer) or `none`.
        package var intent: String
        /// What the destination highlights, as its delegate says (`DragDrop/DropTargetHighlight`): `gap`
        /// (before ``beforeCardID``, or last), `row` (``ontoCardID``), `end` (the end of the list), `view` (the
        /// whole plain view) or `none`.
        package var highlight: String = "none"
        /// The list the drop lands in.
        package var listID: String?
        /// The plain view the drop lands in.
        package var viewID: String?
        /// For a drag of this board's cards that would not drop here: how each dragged card looks where it was
        /// lifted from if the person lets go now (`faded` on its way back, or `normal`).
        package var sourceAfter: [String]?
        /// For `insert`: the card the drop goes before; absent to go last.
        package var beforeCardID: String?
        /// For `onto`: the card the drop joins.
        package var ontoCardID: String?
        /// For items from elsewhere: the browser type the server will load from each item, in item order (the
        /// page uploads that one only).
        package var load: [String]?
        /// Why a drop is refused, in words.
        package var reason: String?
    }

    /// The page lifts cards of this board: how they look while dragged, and after a drag that ends nowhere.
    package struct LiftRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// The lifted cards.
        package var cardIDs: [String]
    }

    /// How lifted cards look, as the board's drag source says.
    package struct Lift: Codable, Sendable, Hashable {
        /// Per card, how it looks in place while it is dragged (`normal` or `hidden`).
        package var whileDragging: [String]
        /// Per card, how it looks after a drag that is cancelled (`normal`, or `faded` on its way back).
        package var afterCancel: [String]
        /// The drag preview's outline: `rounded W×H rN`, `W×H`, or absent for the whole card.
        package var preview: Preview?
    }

    /// A drag preview's visible outline, in points.
    package struct Preview: Codable, Sendable, Hashable {
        /// The outline's width.
        package var width: Double
        /// The outline's height.
        package var height: Double
        /// The radius of its corners (0 for square corners).
        package var cornerRadius: Double
    }

    /// A new list.
    package struct AddListRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// The list's name.
        package var name: String
    }

    /// A new item (card) at the end of a list.
    package struct AddCardRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// The list's id.
        package var listID: String
        /// The item's title.
        package var title: String
        /// Whether the layout's add (+) button asked for the row: the layout titles it and it goes first
        /// (`ServedLayout/newRowTitle`); `title` is ignored.
        package var newRow: Bool?
    }

    /// A drop of this board's cards at the pointer (a drag within the page).
    package struct MoveRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// The dragged cards.
        package var cardIDs: [String]
        /// Where they were dropped.
        package var pointer: Pointer
    }

    /// A drop of items from elsewhere, each with the one representation the server chose uploaded.
    package struct DropRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// Where they were dropped.
        package var pointer: Pointer
        /// The items, in drag order.
        package var items: [UploadedItem]
    }

    /// One item's uploaded representation.
    package struct UploadedItem: Codable, Sendable {
        /// The browser type uploaded (one of those the proposal named), or a file's MIME type.
        package var type: String
        /// The file name, for a file.
        package var name: String?
        /// The data as text (strings from a drag).
        package var text: String?
        /// The data as base64 (files).
        package var base64: String?
    }

    /// An undo or redo.
    package struct HistoryRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
    }

    /// The answer to an edit: the new version and what the toolbar shows.
    package struct EditResult: Codable, Sendable, Hashable {
        /// The board's version after the edit.
        package var version: Int
        /// What the drop did: `move`, `copy`, or the refusal.
        package var operation: String?
        /// The name of the edit Undo would undo ("" for none).
        package var undoName: String
        /// The name of the edit Redo would redo ("" for none).
        package var redoName: String
        /// Warnings for the person: what an import could not carry, items that failed to load.
        package var warnings: [String]
        /// What the edit changed, for the page to patch instead of fetching the board; absent when it changed
        /// more than cards or nothing at all.
        package var change: PageChange? = nil
    }

    /// An error answer.
    package struct Failure: Codable, Sendable {
        /// The error code.
        package var error: String
        /// The message for the person.
        package var message: String
        /// The board's current version (a 409 tells the page which one to reload).
        package var version: Int
        /// For an edit the board refused: the board's code for why (`archivedList`, `cardLimitReached`…).
        package var reason: String?
    }
}
