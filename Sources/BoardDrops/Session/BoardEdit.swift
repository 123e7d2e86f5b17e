import Boards
import Foundation

/// One edit of a board, as a person asks for it: lists, cards, labels and people named by id or by name.
///
/// The board session (``BoardSession/apply(_:named:)``) finds what each edit names on the board as it is on disk
/// at the moment it applies the edit, with the one lookup of `Boards` (`Board.list(named:)`,
/// `Board.card(named:inList:)`, `Board.label(named:)`): an id wins over a name, and a name several share is
/// refused with the matches listed. Checklists are named by id or name and checklist items by id or text, within
/// their card; people by id, username or name.
///
/// Positions (`at`) have one meaning everywhere: the cards go before the card that is at that position in the
/// list now (0 is first, the list's card count or `nil` is last), whether or not cards move within the list.
public enum BoardEdit: Hashable, Sendable {
    // MARK: Cards
    /// Adds a card to a list.
    case createCard(title: String, list: String, at: Int? = nil, notes: String = "")
    /// Changes a card's title.
    case renameCard(_ card: String, title: String)
    /// Replaces a card's description.
    case setDescription(_ card: String, text: String)
    /// Puts a label on a card.
    case addLabel(_ card: String, label: String)
    /// Takes a label off a card.
    case removeLabel(_ card: String, label: String)
    /// Sets (or with `nil` clears) a card's start date; `allDay` for a day without a time.
    case setStart(_ card: String, date: Date?, allDay: Bool = false)
    /// Sets (or with `nil` clears) a card's due date; `allDay` for a day without a time.
    case setDue(_ card: String, date: Date?, allDay: Bool = false)
    /// Marks a card done or not done.
    case setDone(_ card: String, done: Bool)
    /// Adds a person of the board to a card's members.
    case addMember(_ card: String, person: String)
    /// Removes a person from a card's members.
    case removeMember(_ card: String, person: String)
    /// Adds an empty checklist to a card.
    case addChecklist(_ card: String, name: String)
    /// Renames a card's checklist.
    case renameChecklist(_ card: String, checklist: String, name: String)
    /// Removes a card's checklist and its items.
    case removeChecklist(_ card: String, checklist: String)
    /// Adds an item to a checklist, at a position of the checklist or last.
    case addChecklistItem(_ card: String, checklist: String, text: String, at: Int? = nil)
    /// Changes a checklist item's text.
    case renameChecklistItem(_ card: String, item: String, text: String)
    /// Ticks or unticks a checklist item.
    case tickChecklistItem(_ card: String, item: String, done: Bool)
    /// Moves a checklist item within its checklist.
    case moveChecklistItem(_ card: String, item: String, to: Int)
    /// Removes a checklist item.
    case removeChecklistItem(_ card: String, item: String)
    /// Adds a link to a web page.
    case addLink(_ card: String, url: String, title: String? = nil)
    /// Removes the links to a url.
    case removeLink(_ card: String, url: String)
    /// Adds an attachment.
    case addAttachment(_ card: String, attachment: Attachment)
    /// Attaches the file at `path` to a card, keeping its bytes in the board's file store (`AttachmentStore`):
    /// the attachment is named `name` (by default the file's name) and typed by sniffing the bytes, never from the
    /// name. An image attached to a card without a cover (a new card, say) becomes its cover. A missing or
    /// unreadable file, or one over the store's limits, fails the whole step with the storage error; the board is
    /// unchanged.
    case attachFile(_ card: String, path: String, name: String? = nil)
    /// Adds a card named after a file and carrying it: the road for a file no adapter reads (an image, a PDF, any
    /// file) dropped on a board. The bytes go into the board's file store as ``attachFile(_:path:name:)``'s do,
    /// typed by sniffing them; an image becomes the new card's cover.
    case createCardCarrying(name: String, data: Data, list: String, at: Int? = nil)
    /// Removes an attachment (by id or name).
    case removeAttachment(_ card: String, attachment: String)
    /// Sets or clears a card's cover.
    case setCover(_ card: String, cover: CardCover?)
    /// Adds a comment by a person of the board (or by whoever `author` names).
    case addComment(_ card: String, text: String, author: String)
    /// Moves cards, in the order given, into a list.
    case moveCards(_ cards: [String], toList: String, at: Int? = nil)
    /// Copies cards, in the order given, into a list.
    case copyCards(_ cards: [String], toList: String, at: Int? = nil)
    /// Merges cards into another card, as dropping them onto it does ("copy onto"): the card named by `into`
    /// takes in their titles (as checklist items, or as attachments when they are links), their checklist items,
    /// notes and attachments; the merged cards stay where they are. Refused with `archivedList` when the card's
    /// list is archived and with `sameCard` when it is one of `cards`. Undo step "Merge into card".
    case mergeCards(_ cards: [String], into: String)
    /// Puts cards that came from elsewhere — an adapter's import of a dropped or pasted payload, made before the
    /// edit — into a list, in order, before the card at position `at` (or last).
    ///
    /// Their ids are kept where new to the board and replaced where not. With `labels` (the labels the cards'
    /// label ids refer to: those of the board they were imported as) the cards carry them over as every import
    /// does (`Board.carryLabels(of:from:)`), the board gaining those it lacks in the same step; with `nil` label
    /// ids are kept as given. Refused by the list's rule for new cards (an archived list, a card limit:
    /// `BoardList.refusal(incoming:open:)`). Undo step "Add card" / "Add 3 cards".
    ///
    /// `files` are the bytes, by SHA-256, of the files the cards' attachments name (`ImportResult.files`: a
    /// dropped bundle's or archive's): once the list takes the cards, they go into the board's file store in the
    /// same step (`AttachmentStore.carry(_:files:)`, every limit checked before any file is written), the
    /// attachments pointing there. A file over a limit fails the step with the storage error; nothing is saved.
    case insertCards(_ cards: [Card], labels: [Label]? = nil, list: String, at: Int? = nil, files: [String: Data] = [:])
    /// Merges cards that came from elsewhere (an import made before the edit) into a card, as
    /// ``mergeCards(_:into:)`` merges the board's own: nothing is added to a list; their stored files (`files`, as
    /// for ``insertCards(_:labels:list:at:files:)``) go into the board's file store in the same step. Undo step
    /// "Merge into card".
    case mergeImportedCards(_ cards: [Card], into: String, files: [String: Data] = [:])
    /// Archives a card; it keeps its place.
    case archiveCard(_ card: String)
    /// Restores an archived card.
    case restoreCard(_ card: String)
    /// Deletes cards.
    case deleteCards(_ cards: [String])

    // MARK: Lists
    /// Adds an empty list, at a position among the lists or last.
    case createList(name: String, at: Int? = nil)
    /// Renames a list.
    case renameList(_ list: String, name: String)
    /// Moves a list to a position among the lists (0 is first).
    case moveList(_ list: String, to: Int)
    /// Archives a list; it keeps its cards and takes no new ones.
    case archiveList(_ list: String)
    /// Restores an archived list.
    case restoreList(_ list: String)
    /// Sets (or with `nil` clears) a list's card limit.
    case setCardLimit(_ list: String, limit: Int?)

    // MARK: Labels and the board
    /// Adds a label to the board.
    case createLabel(name: String, color: String? = nil)
    /// Renames a label.
    case renameLabel(_ label: String, name: String)
    /// Changes (or with `nil` clears) a label's colour.
    case recolorLabel(_ label: String, color: String?)
    /// Deletes a label, taking it off every card.
    case deleteLabel(_ label: String)
    /// Renames the board.
    case renameBoard(_ name: String)
}
