/// The marks ``HTMLExporter`` puts on its page so that ``HTMLImporter`` reads it back to the same board.
///
/// Structure is marked with `data-cardport-*` attributes (board, label, list, card, member, checklist, item,
/// attachment, comment), values with `data-*` attributes (ids, flags, dates, URLs), and free text with
/// `data-field` on the element that shows it, whose text content is the exact value.
enum HTMLPageFormat {
    /// The attribute on the element that holds the whole board; its value is the format version.
    static let boardMarker = "data-cardport-board"
    static let version = "1"
    static let label = "data-cardport-label"
    static let list = "data-cardport-list"
    static let card = "data-cardport-card"
    static let member = "data-cardport-member"
    static let checklist = "data-cardport-checklist"
    static let item = "data-cardport-item"
    static let attachment = "data-cardport-attachment"
    static let comment = "data-cardport-comment"
    static let field = "data-field"
}
