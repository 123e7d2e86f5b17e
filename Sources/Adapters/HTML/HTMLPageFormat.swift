/// The marks ``HTMLExporter`` puts on its page so that ``HTMLImporter`` reads it back to the same board.
///
/// Structure is marked with `data-cardport-*` attributes (board, label, person, field, option, list, card,
/// member, checklist, item, attachment, comment, value, link), values with `data-*` attributes (ids, flags, dates, URLs), and free text with
/// `data-field` on the element that shows it, whose text content is the exact value.
enum HTMLPageFormat {
    /// The attribute on the element that holds the whole board; its value is the format version.
    static let boardMarker = "data-cardport-board"
    /// 1: the first page; 2 adds people, custom fields and their values, card links, the card's done state,
    /// all-day dates, time zone, reporter, creation date and cover, attachment dates, and `extra` values
    /// (`data-extra`, JSON text). Readers take both.
    static let version = "2"
    static let label = "data-cardport-label"
    static let list = "data-cardport-list"
    static let card = "data-cardport-card"
    static let member = "data-cardport-member"
    static let checklist = "data-cardport-checklist"
    static let item = "data-cardport-item"
    static let attachment = "data-cardport-attachment"
    static let comment = "data-cardport-comment"
    static let person = "data-cardport-person"
    static let customField = "data-cardport-field"
    static let option = "data-cardport-option"
    static let fieldValue = "data-cardport-value"
    static let link = "data-cardport-link"
    /// The attribute holding a board's, list's or card's `extra` values as JSON text.
    static let extra = "data-extra"
    static let field = "data-field"
}
