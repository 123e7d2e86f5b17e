import Foundation

/// A card: one task, note or item, with everything real tools' cards carry.
public struct Card: Hashable, Sendable, Identifiable {
    // Stored properties are ordered for size, not by topic: each optional `Date` (9 bytes) is followed by the
    // flags that fit in its padding. A board holds hundreds of thousands of cards inline in its lists' arrays.

    /// A stable identifier, unique on its board.
    public var id: String
    /// The title, the card's one line; may be empty.
    public var title: String
    /// The longer text of the card (Markdown by convention); empty when there is none.
    public var notes: String
    /// The ids of the board's labels on this card, in display order (`labels` in the file).
    public var labelIDs: [String]
    /// The card's checklists, in order.
    public var checklists: [Checklist]
    /// The card's comments, in the order they were made (oldest first by convention).
    public var comments: [Comment]
    /// Files and links attached to the card.
    public var attachments: [Attachment]
    /// The people assigned to the card: ids in the board's ``Board/people``, or names for people the
    /// directory does not hold.
    public var members: [String]
    /// Who reported or created the card, as for ``members``; `nil` when unknown.
    public var reporter: String?
    /// The time zone the source gave the card's dates in (an IANA name such as `"Europe/Berlin"` or an offset
    /// such as `"+02:00"`), when it gave one. The dates themselves are absolute; this is for showing them.
    public var timeZone: String?
    /// The card's values for the board's ``Board/customFields``, in the board's field order.
    public var customFields: [CustomFieldValue]
    /// Links to other cards and to pages elsewhere.
    public var links: [CardLink]
    /// Where the card came from, when it was imported.
    public var source: Source?
    /// What the source said about the card that Cardport does not model, kept so a round trip returns it.
    public var extra: [String: ExtraValue]
    /// When the card is due. The file keeps milliseconds; finer precision is rounded to the millisecond.
    ///
    /// When ``dueIsAllDay`` is set, the source gave a day without a time: the date is that day's midnight in UTC.
    public var due: Date?
    /// Whether ``due`` names a whole day rather than a moment (the source gave no time).
    public var dueIsAllDay: Bool
    /// Whether the due date has been marked done.
    public var dueComplete: Bool
    /// When work on the card starts. Precision as for ``due``.
    public var start: Date?
    /// Whether ``start`` names a whole day rather than a moment.
    public var startIsAllDay: Bool
    /// Whether the card is archived (hidden, not deleted).
    public var archived: Bool
    /// When the card was created in its source, when known.
    public var created: Date?
    /// Whether the card itself is done (closed, resolved, checked off), apart from its list.
    public var done: Bool
    /// The card's cover, when it has one.
    public var cover: CardCover? {
        get { coverStorage?.cover }
        set { coverStorage = newValue.map(CoverStorage.init) }
    }

    /// The cover, kept out of line: few cards have one, and inline it would cost every card 48 bytes.
    private var coverStorage: CoverStorage?

    /// A cover on the heap, compared and hashed by value. Immutable: setting ``cover`` replaces it.
    private final class CoverStorage: Hashable, Sendable {
        let cover: CardCover

        init(_ cover: CardCover) {
            self.cover = cover
        }

        static func == (lhs: CoverStorage, rhs: CoverStorage) -> Bool {
            lhs.cover == rhs.cover
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(cover)
        }
    }

    /// Creates a card.
    public init(
        id: String,
        title: String,
        notes: String = "",
        archived: Bool = false,
        labelIDs: [String] = [],
        checklists: [Checklist] = [],
        comments: [Comment] = [],
        attachments: [Attachment] = [],
        due: Date? = nil,
        start: Date? = nil,
        dueComplete: Bool = false,
        members: [String] = [],
        source: Source? = nil,
        done: Bool = false,
        dueIsAllDay: Bool = false,
        startIsAllDay: Bool = false,
        timeZone: String? = nil,
        reporter: String? = nil,
        created: Date? = nil,
        cover: CardCover? = nil,
        customFields: [CustomFieldValue] = [],
        links: [CardLink] = [],
        extra: [String: ExtraValue] = [:]
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.archived = archived
        self.labelIDs = labelIDs
        self.checklists = checklists
        self.comments = comments
        self.attachments = attachments
        self.due = due
        self.start = start
        self.dueComplete = dueComplete
        self.members = members
        self.source = source
        self.done = done
        self.dueIsAllDay = dueIsAllDay
        self.startIsAllDay = startIsAllDay
        self.timeZone = timeZone
        self.reporter = reporter
        self.created = created
        self.coverStorage = cover.map(CoverStorage.init)
        self.customFields = customFields
        self.links = links
        self.extra = extra
    }
}
