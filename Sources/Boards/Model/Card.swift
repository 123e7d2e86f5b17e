import Foundation

/// A card: one task, note or item, with everything real tools' cards carry.
public struct Card: Hashable, Sendable, Identifiable {
    // A board holds hundreds of thousands of cards inline in its lists' arrays, so a card's size counts. The
    // parts most cards lack (checklists, attachments, links, cover, time zone, start, extra) live out of line
    // in `rare`, which costs a card without any of them one empty pointer. The stored properties left are
    // ordered for size, not by topic: the optional `Date` of `due` (9 bytes) is followed by the flags that fit
    // in its padding.

    /// A stable identifier, unique on its board.
    public var id: String
    /// The title, the card's one line; may be empty.
    public var title: String
    /// The longer text of the card (Markdown by convention); empty when there is none.
    public var notes: String
    /// The ids of the board's labels on this card, in display order (`labels` in the file).
    public var labelIDs: [String]
    /// The card's comments, in the order they were made (oldest first by convention).
    public var comments: [Comment]
    /// The people assigned to the card: ids in the board's ``Board/people``, or names for people the
    /// directory does not hold.
    public var members: [String]
    /// Who reported or created the card, as for ``members``; `nil` when unknown.
    public var reporter: String?
    /// The card's values for the board's ``Board/customFields``, in the board's field order.
    public var customFields: [CustomFieldValue]
    /// Where the card came from, when it was imported.
    public var source: Source?
    /// The parts most cards lack, out of line (see `RareParts`).
    private var rare: RarePartsStorage
    /// When the card is due. The file keeps milliseconds; finer precision is rounded to the millisecond.
    ///
    /// When ``dueIsAllDay`` is set, the source gave a day without a time: the date is that day's midnight in UTC.
    public var due: Date?
    /// Whether ``due`` names a whole day rather than a moment (the source gave no time).
    public var dueIsAllDay: Bool
    /// Whether the due date has been marked done.
    public var dueComplete: Bool
    /// Whether the card is archived (hidden, not deleted).
    public var archived: Bool
    /// Whether the card itself is done (closed, resolved, checked off), apart from its list.
    public var done: Bool
    /// When the card was created in its source, when known.
    public var created: Date?

    // MARK: Parts most cards lack
    //
    // The collections among them change in place (`card.attachments[i].digest = …`, `card.checklists[i].items
    // .append(…)`): `_modify` moves the collection out of the storage, lets the caller change it, and moves it
    // back. Through `get` and `set` alone every such change would copy the whole collection, and a loop over a
    // card's attachments or checklist items would be quadratic in their number.

    /// The card's checklists, in order.
    public var checklists: [Checklist] {
        get { rare.parts.checklists }
        set { rare.update { $0.checklists = newValue } }
        _modify {
            var value = rare.take(\.checklists, leaving: [])
            defer { rare.update { $0.checklists = value } }
            yield &value
        }
    }

    /// Files and links attached to the card.
    public var attachments: [Attachment] {
        get { rare.parts.attachments }
        set { rare.update { $0.attachments = newValue } }
        _modify {
            var value = rare.take(\.attachments, leaving: [])
            defer { rare.update { $0.attachments = value } }
            yield &value
        }
    }

    /// Links to other cards and to pages elsewhere.
    public var links: [CardLink] {
        get { rare.parts.links }
        set { rare.update { $0.links = newValue } }
        _modify {
            var value = rare.take(\.links, leaving: [])
            defer { rare.update { $0.links = value } }
            yield &value
        }
    }

    /// The card's cover, when it has one.
    public var cover: CardCover? {
        get { rare.parts.cover }
        set { rare.update { $0.cover = newValue } }
    }

    /// The time zone the source gave the card's dates in (an IANA name such as `"Europe/Berlin"` or an offset
    /// such as `"+02:00"`), when it gave one. The dates themselves are absolute; this is for showing them.
    public var timeZone: String? {
        get { rare.parts.timeZone }
        set { rare.update { $0.timeZone = newValue } }
    }

    /// When work on the card starts. Precision as for ``due``.
    public var start: Date? {
        get { rare.parts.start }
        set { rare.update { $0.start = newValue } }
    }

    /// Whether ``start`` names a whole day rather than a moment.
    public var startIsAllDay: Bool {
        get { rare.parts.startIsAllDay }
        set { rare.update { $0.startIsAllDay = newValue } }
    }

    /// What the source said about the card that Cardport does not model, kept so a round trip returns it.
    public var extra: [String: ExtraValue] {
        get { rare.parts.extra }
        set { rare.update { $0.extra = newValue } }
        _modify {
            var value = rare.take(\.extra, leaving: [:])
            defer { rare.update { $0.extra = value } }
            yield &value
        }
    }

    /// Whether the card has any of the parts most cards lack (checklists, attachments, links, a cover, a time zone,
    /// a start, extra fields): when it has none, reading them can be skipped, as the board writer does for each card.
    var hasRareParts: Bool { rare.hasParts }

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
        self.comments = comments
        self.due = due
        self.dueComplete = dueComplete
        self.members = members
        self.source = source
        self.done = done
        self.dueIsAllDay = dueIsAllDay
        self.reporter = reporter
        self.created = created
        self.customFields = customFields
        self.rare = RarePartsStorage(RareParts(
            checklists: checklists,
            attachments: attachments,
            links: links,
            cover: cover,
            timeZone: timeZone,
            start: start,
            startIsAllDay: startIsAllDay,
            extra: extra))
    }
}

extension Card {
    /// The parts of a card that most cards lack, kept together out of line by `RarePartsStorage`.
    ///
    /// Inline they would cost every card 72 bytes; out of line they cost a card that has none of them
    /// nothing but the storage's empty pointer.
    private struct RareParts: Hashable, Sendable {
        var checklists: [Checklist] = []
        var attachments: [Attachment] = []
        var links: [CardLink] = []
        var cover: CardCover? = nil
        var timeZone: String? = nil
        var start: Date? = nil
        var startIsAllDay = false
        var extra: [String: ExtraValue] = [:]

        /// Whether the card has none of these parts (every one is at its default).
        var isEmpty: Bool {
            checklists.isEmpty && attachments.isEmpty && links.isEmpty && cover == nil && timeZone == nil
                && start == nil && !startIsAllDay && extra.isEmpty
        }
    }

    /// `RareParts` on the heap, shared by copies of a card and copied when one of them changes (copy on write).
    ///
    /// A card with none of the parts holds `nil` and allocates nothing. It compares and hashes by value: `nil`
    /// equals empty parts, and two cards whose parts are equal are equal wherever the parts are kept.
    private struct RarePartsStorage: Hashable, Sendable {
        /// The heap box, or `nil` when every part is at its default.
        private var box: Box?

        /// Keeps `parts`, allocating only when they are not all empty.
        init(_ parts: RareParts) {
            box = parts.isEmpty ? nil : Box(parts)
        }

        /// Whether any part is set (the box is there).
        var hasParts: Bool { box != nil }

        /// The parts, or empty parts when there are none.
        var parts: RareParts {
            box?.parts ?? RareParts()
        }

        /// Changes the parts in place when this storage is the box's only owner, on a copy of the box otherwise,
        /// so a copy of the card never sees the change. Parts that end up empty let go of the box.
        mutating func update(_ change: (inout RareParts) -> Void) {
            if box == nil {
                var parts = RareParts()
                change(&parts)
                if !parts.isEmpty { box = Box(parts) }
            } else {
                if !isKnownUniquelyReferenced(&box) { box = Box(box!.parts) }  // Shared: copy before writing.
                change(&box!.parts)
                if box!.parts.isEmpty { box = nil }
            }
        }

        /// Moves one part out (`leaving` its empty value in its place) for a change in place: the caller then
        /// holds the part's only reference, unless a copy of the card shares it, and puts it back with
        /// ``update(_:)``. The box stays while the part is out, so a change in place allocates none.
        mutating func take<Part>(_ part: WritableKeyPath<RareParts, Part>, leaving empty: Part) -> Part {
            guard box != nil else { return empty }
            if !isKnownUniquelyReferenced(&box) { box = Box(box!.parts) }  // Shared: copy before writing.
            var value = empty
            swap(&value, &box!.parts[keyPath: part])
            return value
        }

        static func == (lhs: RarePartsStorage, rhs: RarePartsStorage) -> Bool {
            lhs.box === rhs.box || lhs.parts == rhs.parts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(parts)
        }

        /// The heap home of one card's parts.
        ///
        /// `@unchecked Sendable` although `parts` is a `var`: `update(_:)` is the only code that writes it, and
        /// only while `isKnownUniquelyReferenced` says no other card holds the box. So a box that a copy of the
        /// card holds too, in this task or another, is never written: the writer makes its own box first. This
        /// is the copy on write of Swift's own arrays.
        private final class Box: @unchecked Sendable {
            var parts: RareParts

            init(_ parts: RareParts) {
                self.parts = parts
            }
        }
    }
}
