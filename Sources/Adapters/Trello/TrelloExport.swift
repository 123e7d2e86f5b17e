/// The parts of a Trello board export that Cardport carries, as read, before they are joined into a board.
///
/// Each record keeps its index in its array so warnings can name the JSON path (`checklists[3].idCard`).
struct TrelloExport {
    struct Label {
        var id = ""
        var name = ""
        var color: String?
    }

    struct List {
        var index = 0
        var id = ""
        var name = ""
        var closed = false
        var pos = 0.0
        var softLimit: Int?
    }

    struct Attachment {
        var id = ""
        var name = ""
        var url = ""
        var mimeType: String?
        var bytes: Int?
    }

    /// A card's cover as Trello writes it (`cover`, with `idAttachmentCover` on older exports).
    struct Cover: Equatable {
        var color: String?
        var idAttachment: String?
        var idUploadedBackground: String?
        var size: String?
        var brightness: String?
    }

    /// A custom field the board defines (`customFields[]`).
    struct CustomField {
        var id = ""
        var name = ""
        var type = ""
        var options: [(id: String, text: String, color: String?)] = []
    }

    /// A card's value for a custom field (`customFieldItems[]`): the value's kind and text, or the option id.
    struct CustomFieldItem {
        var idCustomField = ""
        var idValue: String?
        var kind = ""
        var text = ""
    }

    struct Card {
        var index = 0
        var id = ""
        var name = ""
        var desc = ""
        var closed = false
        var idList = ""
        var pos = 0.0
        var idLabels: [String] = []
        var labels: [Label] = []
        var idMembers: [String] = []
        var due: String?
        var start: String?
        var dueComplete = false
        var url: String?
        var attachments: [Attachment] = []
        /// The card's cover, held out of line (see ``SharedCover``).
        var cover: Cover? {
            get { sharedCover?.cover }
            set { sharedCover = newValue.map(SharedCover.init) }
        }
        private var sharedCover: SharedCover?
        var idAttachmentCover: String?
        /// Older exports keep checklist items' states on the card: item id → complete.
        var checkItemStates: [String: Bool] = [:]
        var customFieldItems: [CustomFieldItem] = []

        /// Takes `previous`'s cover when it equals this card's, so that the two cards hold one; else this card's
        /// cover becomes `previous`, for the next card.
        mutating func shareCover(with previous: inout SharedCover?) {
            guard let own = sharedCover else { return }
            if let previous, previous.cover == own.cover {
                sharedCover = previous
            } else {
                previous = own
            }
        }
    }

    /// A card's cover, out of line and shared.
    ///
    /// Inline, a `Cover?` (five optional strings) made 80 bytes of each card record's 288. Many exports give no
    /// card a cover, and in Trello's own most cards have the same cover as the card before them (the default: no
    /// colour, no image, `normal`, `dark`). Out of line, a card without a cover holds a nil pointer, and cards
    /// read one after another with equal covers share one (``Card/shareCover(with:)``).
    final class SharedCover: Sendable {
        let cover: Cover

        init(_ cover: Cover) {
            self.cover = cover
        }
    }

    struct CheckItem {
        var id = ""
        var name = ""
        var pos = 0.0
        var complete = false
    }

    struct Checklist {
        var index = 0
        var id = ""
        var name = ""
        var idCard = ""
        var pos = 0.0
        var items: [CheckItem] = []
    }

    /// An element of `actions`: a comment (`commentCard`), a card's creation (see ``creationTypes``), or
    /// another entry of the activity log, whose fields are then left empty.
    struct Comment {
        var index = 0
        /// The action's `type`.
        var type = ""
        var id = ""
        var date = ""
        var text = ""
        var idCard = ""
        var idMemberCreator = ""
        var author: String?
        /// The `memberCreator`'s full name and username, when the action gives them.
        var creator: (fullName: String, username: String)?
    }

    /// The action types that create a card; their date and creator are the card's `created` and `reporter`.
    static let creationTypes: Set<String> = ["createCard", "copyCard", "convertToCardFromCheckItem", "emailCard"]

    var id = ""
    var name = ""
    var desc = ""
    var labels: [Label] = []
    var lists: [List] = []
    var cards: [Card] = []
    var checklists: [Checklist] = []
    var comments: [Comment] = []
    /// The actions that created cards (`createCard` and its kin), oldest first as read back to front.
    var creations: [Comment] = []
    /// Member names by id: the full name, or the username when the full name is empty.
    var memberNames: [String: String] = [:]
    /// The board's members in export order: id, full name, username.
    var members: [(id: String, fullName: String, username: String)] = []
    /// Label names by colour, as older exports keep them (`labelNames`).
    var labelNames: [(color: String, name: String)] = []
    var customFields: [CustomField] = []
    /// How many `actions` the export holds (Trello writes at most 1000).
    var actionCount = 0
    /// The people who made comments or cards (`memberCreator`) but are not in `members`: id, full name,
    /// username.
    var commentAuthors: [(id: String, fullName: String, username: String)] = []
    /// The ids in `commentAuthors`, so that each action asks in constant time whether its author is known.
    var commentAuthorIDs: Set<String> = []
    /// The top-level keys present, to say which required ones are missing.
    var topLevelKeys: Set<String> = []
}
