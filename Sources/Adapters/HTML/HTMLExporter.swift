import Boards
import Foundation
import Markup

/// Writes a board as a standalone HTML page: its lists as columns of cards, Trello-like, with labels,
/// checklists, dates, members, comments and attachments.
///
/// The page needs nothing from elsewhere (the style sheet is inline; no scripts, fonts or images). Every piece
/// of board content is escaped, so a card titled `<script>alert(1)</script>` shows as that text; only `http`,
/// `https` and `mailto` URLs become links (`rel="noopener noreferrer nofollow"`), any other URL
/// (`javascript:`, `data:`…) is shown as text. The page carries `data-cardport-*` marks (see
/// `HTMLPageFormat`) so that ``HTMLImporter`` reads it back to the same board; characters HTML cannot carry
/// (C0 controls other than tab, line feed and carriage return) are written as U+FFFD, with a warning.
///
/// Stateless and `Sendable`.
public struct HTMLExporter: BoardExporter {
    /// `html`.
    public var name: String { "html" }
    /// `public.html`.
    public var writableTypes: [UTType] { [.html] }

    /// Whether the exporter writes a whole page (the default) or only the board's `<main>` element, an HTML
    /// fragment for pasting into another document (what a dragged card offers): no doctype, head or style sheet,
    /// the same `data-cardport-*` marks, so ``HTMLImporter`` reads it back the same.
    public var writesFragment: Bool

    /// Creates the exporter; with `fragment`, it writes the board's element alone.
    public init(fragment: Bool = false) {
        writesFragment = fragment
    }

    /// Writes `board` as an HTML page (or fragment), UTF-8.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for a type other than HTML.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: .html) else {
            throw AdapterError(code: .unsupportedType, message: "the HTML exporter writes public.html, not \(type.identifier)")
        }
        var page = HTMLPageWriter(board: board, options: options)
        return writesFragment ? page.writeFragment() : page.write()
    }
}

/// Writes one page; see ``HTMLExporter``.
private struct HTMLPageWriter {
    let board: Board
    /// The board's labels, people, fields and card titles by id, looked up as each card is written.
    let directory: BoardDirectory
    let options: ExportOptions
    var writer = MarkupWriter(mode: .html)
    var warnings: [AdapterWarning] = []

    init(board: Board, options: ExportOptions) {
        self.board = board
        self.directory = BoardDirectory(board)
        self.options = options
    }

    /// The board's `<main>` element alone.
    mutating func writeFragment() -> ExportResult {
        writeBoard()
        writer.newline()
        return result()
    }

    mutating func write() -> ExportResult {
        writer.writeRaw("<!DOCTYPE html>\n")
        writer.startElement("html", [("lang", "en")])
        writer.newline()
        writer.startElement("head")
        writer.emptyElement("meta", [("charset", "utf-8")])
        writer.emptyElement("meta", [("name", "generator"), ("content", "cardport")])
        writer.emptyElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        writer.element("title", text: board.name.isEmpty ? "Board" : board.name)
        writer.startElement("style")
        writer.writeRaw(HTMLPageStyle.css)
        writer.endElement()
        writer.endElement()
        writer.newline()
        writer.startElement("body")
        writeBoard()
        writer.endElement()
        writer.newline()
        writer.endElement()
        writer.newline()
        return result()
    }

    /// The board as its `<main>` element.
    private mutating func writeBoard() {
        writer.startElement("main", [
            ("class", "board"), (HTMLPageFormat.boardMarker, HTMLPageFormat.version), ("data-id", board.id),
            (HTMLPageFormat.extra, Self.extra(board.extra)),
        ])
        writeHeader()
        writer.newline()
        writer.startElement("div", [("class", "lists")])
        for list in board.lists where options.includeArchived || !list.archived { writeList(list) }
        writer.endElement()
        writer.endElement()
    }

    /// The text written, with a warning for the characters HTML cannot carry.
    private mutating func result() -> ExportResult {
        if writer.replacedCharacterCount > 0 {
            warnings.append(AdapterWarning(
                "\(writer.replacedCharacterCount) control characters HTML cannot carry were written as U+FFFD"))
        }
        return ExportResult(data: Data(writer.text.utf8), warnings: warnings)
    }

    private mutating func writeHeader() {
        writer.newline()
        writer.startElement("header", [("class", "board-header")])
        writer.element("h1", [(HTMLPageFormat.field, "board-name")], text: board.name)
        writer.element("div", [("class", "notes"), (HTMLPageFormat.field, "board-notes")], text: board.notes)
        writer.startElement("ul", [("class", "labels board-labels")])
        for label in board.labels {
            writer.element(
                "li", [(HTMLPageFormat.label, ""), ("data-id", label.id), ("data-color", label.color)], text: label.name)
        }
        writer.endElement()
        if !board.people.isEmpty {
            writer.startElement("ul", [("class", "people")])
            for person in board.people {
                writer.element("li", [
                    (HTMLPageFormat.person, ""), ("data-id", person.id), ("data-username", person.username),
                    ("data-email", person.email),
                ], text: person.name)
            }
            writer.endElement()
        }
        if !board.customFields.isEmpty {
            writer.startElement("ul", [("class", "custom-fields")])
            for field in board.customFields {
                writer.startElement("li", [(HTMLPageFormat.customField, ""), ("data-id", field.id), ("data-kind", field.kind.rawValue)])
                writer.element("span", [(HTMLPageFormat.field, "field-name")], text: field.name)
                if !field.options.isEmpty {
                    writer.startElement("ul", [("class", "options")])
                    for option in field.options {
                        writer.element(
                            "li", [(HTMLPageFormat.option, ""), ("data-id", option.id), ("data-color", option.color)],
                            text: option.name)
                    }
                    writer.endElement()
                }
                writer.endElement()
            }
            writer.endElement()
        }
        writer.endElement()
    }

    /// The JSON text of an `extra` object, or nil when it is empty.
    private static func extra(_ values: [String: ExtraValue]) -> String? {
        values.isEmpty ? nil : ExtraValueJSON.text(.object(values))
    }


    private mutating func writeList(_ list: BoardList) {
        writer.newline(indent: 1)
        writer.startElement("section", [
            ("class", "list"), (HTMLPageFormat.list, ""), ("data-id", list.id),
            ("data-archived", list.archived ? "true" : nil), ("data-card-limit", list.cardLimit.map(String.init)),
            (HTMLPageFormat.extra, Self.extra(list.extra)),
        ])
        writer.element("h2", [(HTMLPageFormat.field, "list-name")], text: list.name)
        for card in list.cards where options.includeArchived || !card.archived { writeCard(card) }
        writer.endElement()
    }

    private mutating func writeCard(_ card: Card) {
        writer.newline(indent: 2)
        writer.startElement("article", [
            ("class", "card"), (HTMLPageFormat.card, ""), ("data-id", card.id),
            ("data-archived", card.archived ? "true" : nil),
            ("data-due", card.due.flatMap { date($0, "due", card) }),
            ("data-start", card.start.flatMap { date($0, "start", card) }),
            ("data-due-complete", card.dueComplete ? "true" : nil),
            ("data-due-all-day", card.dueIsAllDay ? "true" : nil), ("data-start-all-day", card.startIsAllDay ? "true" : nil),
            ("data-time-zone", card.timeZone), ("data-done", card.done ? "true" : nil),
            ("data-reporter", card.reporter), ("data-created", card.created.flatMap { date($0, "created", card) }),
            ("data-cover-color", card.cover?.color), ("data-cover-attachment", card.cover?.attachmentID),
            ("data-cover-image-url", card.cover?.imageURL), ("data-has-cover", card.cover != nil ? "true" : nil),
            ("data-source-system", card.source?.system), ("data-source-id", card.source?.id),
            ("data-source-url", card.source?.url), (HTMLPageFormat.extra, Self.extra(card.extra)),
        ])
        if !card.labelIDs.isEmpty {
            writer.startElement("ul", [("class", "labels")])
            for id in card.labelIDs {
                let label = directory.label(id: id)
                writer.element("li", [("data-label-id", id), ("data-color", label?.color)], text: label?.name ?? "")
            }
            writer.endElement()
        }
        writer.element("h3", [(HTMLPageFormat.field, "card-title")], text: card.title)
        writer.element("div", [("class", "notes"), (HTMLPageFormat.field, "card-notes")], text: card.notes)
        writeDates(card)
        if !card.members.isEmpty {
            writer.startElement("ul", [("class", "members")])
            for member in card.members {
                writer.element("li", [(HTMLPageFormat.member, ""), ("data-id", member)], text: directory.displayName(ofPerson: member))
            }
            writer.endElement()
        }
        for checklist in card.checklists { writeChecklist(checklist) }
        if !card.attachments.isEmpty {
            writer.startElement("ul", [("class", "attachments")])
            for attachment in card.attachments { writeAttachment(attachment) }
            writer.endElement()
        }
        if !card.comments.isEmpty {
            writer.startElement("ol", [("class", "comments")])
            for comment in card.comments { writeComment(comment) }
            writer.endElement()
        }
        if !card.customFields.isEmpty { writeFieldValues(card) }
        if !card.links.isEmpty {
            writer.startElement("ul", [("class", "links")])
            for link in card.links {
                writer.startElement("li", [
                    (HTMLPageFormat.link, ""), ("data-kind", link.kind.rawValue), ("data-card", link.cardID),
                    ("data-url", link.url), ("data-title", link.title),
                ])
                let shown = link.title ?? link.url ?? link.cardID.map { id in directory.cardTitle(id: id) ?? id } ?? ""
                writer.writeText(link.kind.rawValue + ": ")
                if let url = link.url, HTMLText.isSafeLink(url) {
                    writer.element("a", [("href", url), ("rel", "noopener noreferrer nofollow")], text: shown)
                } else {
                    writer.writeText(shown)
                }
                writer.endElement()
            }
            writer.endElement()
        }
        if let source = card.source {
            writer.startElement("p", [("class", "source")])
            writer.writeText("From \(source.system)")
            if let url = source.url, HTMLText.isSafeLink(url) {
                writer.writeText(": ")
                writer.element("a", [("href", url), ("rel", "noopener noreferrer nofollow")], text: url)
            }
            writer.endElement()
        }
        writer.endElement()
    }

    /// The card's custom field values, each under its field's name, its exact text in `data-field="value"`.
    private mutating func writeFieldValues(_ card: Card) {
        writer.startElement("dl", [("class", "fields")])
        for value in card.customFields {
            let field = directory.customField(id: value.fieldID)
            let text: String
            switch value.value {
            case .text(let string), .number(let string), .option(let string): text = string
            case .date(let when): text = date(when, "custom field", card) ?? ""
            case .checkbox(let flag): text = flag ? "true" : "false"
            }
            writer.element("dt", text: field?.name ?? value.fieldID)
            writer.startElement("dd", [(HTMLPageFormat.fieldValue, ""), ("data-field-id", value.fieldID), ("data-kind", value.value.kind.rawValue)])
            writer.element("span", [(HTMLPageFormat.field, "value")], text: text)
            if case .option(let id) = value.value, let name = directory.optionName(field: value.fieldID, option: id) {
                writer.writeText(" (" + name + ")")
            }
            writer.endElement()
        }
        writer.endElement()
    }

    private mutating func writeDates(_ card: Card) {
        guard card.due != nil || card.start != nil else { return }
        writer.startElement("p", [("class", "dates")])
        if let start = card.start, let text = BoardDate.string(from: start) {
            writer.element("time", [("datetime", text)], text: "Starts " + Self.display(text))
            writer.writeText(" ")
        }
        if let due = card.due, let text = BoardDate.string(from: due) {
            writer.element(
                "time", [("datetime", text), ("class", card.dueComplete ? "done" : nil)],
                text: "Due " + Self.display(text) + (card.dueComplete ? " ✓" : ""))
        }
        writer.endElement()
    }

    private mutating func writeChecklist(_ checklist: Checklist) {
        writer.startElement("section", [("class", "checklist"), (HTMLPageFormat.checklist, ""), ("data-id", checklist.id)])
        writer.element("h4", [(HTMLPageFormat.field, "checklist-name")], text: checklist.name)
        writer.startElement("ul")
        for item in checklist.items {
            writer.startElement("li", [(HTMLPageFormat.item, ""), ("data-id", item.id), ("data-done", item.done ? "true" : "false")])
            writer.emptyElement("input", [("type", "checkbox"), ("disabled", ""), ("checked", item.done ? "" : nil)])
            writer.writeText(" ")
            writer.element("span", [(HTMLPageFormat.field, "item-text")], text: item.text)
            writer.endElement()
        }
        writer.endElement()
        writer.endElement()
    }

    private mutating func writeAttachment(_ attachment: Attachment) {
        writer.startElement("li", [
            (HTMLPageFormat.attachment, ""), ("data-id", attachment.id), ("data-url", attachment.url),
            ("data-mime-type", attachment.mimeType), ("data-bytes", attachment.bytes.map(String.init)),
            ("data-date", attachment.date.flatMap(BoardDate.string(from:))),
        ])
        if HTMLText.isSafeLink(attachment.url) {
            writer.element(
                "a", [("href", attachment.url), ("rel", "noopener noreferrer nofollow"), (HTMLPageFormat.field, "attachment-name")],
                text: attachment.name)
        } else {
            writer.element("span", [(HTMLPageFormat.field, "attachment-name")], text: attachment.name)
        }
        writer.endElement()
    }

    private mutating func writeComment(_ comment: Comment) {
        let date = BoardDate.string(from: comment.date)
        if date == nil { warnings.append(AdapterWarning("a comment's date is outside the years 0000–9999 and was left out", location: comment.id)) }
        writer.startElement("li", [
            (HTMLPageFormat.comment, ""), ("data-id", comment.id), ("data-date", date), ("data-author", comment.author),
        ])
        writer.element("span", [("class", "author"), (HTMLPageFormat.field, "comment-author")], text: directory.displayName(ofPerson: comment.author))
        writer.writeText(" ")
        if let date { writer.element("time", [("datetime", date)], text: Self.display(date)) }
        writer.element("div", [(HTMLPageFormat.field, "comment-text")], text: comment.text)
        writer.endElement()
    }

    private mutating func date(_ date: Date, _ what: String, _ card: Card) -> String? {
        guard let text = BoardDate.string(from: date) else {
            warnings.append(AdapterWarning("the \(what) date is outside the years 0000–9999 and was left out", location: card.id))
            return nil
        }
        return text
    }

    /// `2021-07-10T17:01:58.633Z` shown as `2021-07-10 17:01 UTC`.
    private static func display(_ text: String) -> String {
        String(text.prefix(10)) + " " + String(text.dropFirst(11).prefix(5)) + " UTC"
    }
}
