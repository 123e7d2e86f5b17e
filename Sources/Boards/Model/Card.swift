import Foundation

/// A card: one task, note or item, with everything real tools' cards carry.
public struct Card: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The title, the card's one line; may be empty.
    public var title: String
    /// The longer text of the card (Markdown by convention); empty when there is none.
    public var notes: String
    /// Whether the card is archived (hidden, not deleted).
    public var archived: Bool
    /// The ids of the board's labels on this card, in display order (`labels` in the file).
    public var labelIDs: [String]
    /// The card's checklists, in order.
    public var checklists: [Checklist]
    /// The card's comments, in the order they were made (oldest first by convention).
    public var comments: [Comment]
    /// Files and links attached to the card.
    public var attachments: [Attachment]
    /// When the card is due. The file keeps milliseconds; finer precision is rounded to the millisecond.
    public var due: Date?
    /// When work on the card starts. Precision as for ``due``.
    public var start: Date?
    /// Whether the due date has been marked done.
    public var dueComplete: Bool
    /// The people on the card, as the names or ids the source system used.
    public var members: [String]
    /// Where the card came from, when it was imported.
    public var source: Source?

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
        source: Source? = nil
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
    }
}
