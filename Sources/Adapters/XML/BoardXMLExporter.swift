import Foundation
import Markup

/// Writes a board as Cardport board XML (`app.cardport.board-xml`), which validates against the schema in
/// ``BoardXMLFormat``.
///
/// Everything on the board is written: custom fields and their values as elements, the `extra` values other
/// sources left as JSON text (see `ExtraValueJSON`). XML 1.0 cannot carry C0 control characters other than
/// tab, line feed and carriage return; they are written as U+FFFD, with a warning. Dates outside the years
/// 0000–9999 are left out, with a warning. Stateless and `Sendable`.
public struct BoardXMLExporter: BoardExporter {
    /// `board-xml`.
    public var name: String { "board-xml" }
    /// `BoardXMLFormat.type`.
    public var writableTypes: [UTType] { [UTType.cardportBoardXML] }

    /// Creates the exporter.
    public init() {}

    /// Writes `board` as UTF-8 XML.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for another type.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: UTType.cardportBoardXML) else {
            throw AdapterError(code: .unsupportedType, message: "the board XML exporter writes \(UTType.cardportBoardXML.identifier), not \(type.identifier)")
        }
        var warnings: [AdapterWarning] = []
        var writer = MarkupWriter(mode: .xml)
        func date(_ value: Date?, _ what: String, _ id: String) -> String? {
            guard let value else { return nil }
            guard let text = BoardDate.string(from: value) else {
                warnings.append(AdapterWarning("the \(what) date is outside the years 0000–9999 and was left out", location: id))
                return nil
            }
            return text
        }
        writer.writeRaw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.startElement("board", [("xmlns", BoardXMLFormat.namespace), ("version", "2"), ("id", board.id)])
        writer.newline(indent: 1)
        writer.element("name", text: board.name)
        if !board.notes.isEmpty { writer.newline(indent: 1); writer.element("notes", text: board.notes) }
        if !board.labels.isEmpty {
            writer.newline(indent: 1)
            writer.startElement("labels")
            for label in board.labels {
                writer.newline(indent: 2)
                writer.element("label", [("id", label.id), ("color", label.color)], text: label.name)
            }
            writer.newline(indent: 1)
            writer.endElement()
        }
        if !board.people.isEmpty {
            writer.newline(indent: 1)
            writer.startElement("people")
            for person in board.people {
                writer.newline(indent: 2)
                writer.element("person", [("id", person.id), ("username", person.username), ("email", person.email)], text: person.name)
            }
            writer.newline(indent: 1)
            writer.endElement()
        }
        if !board.customFields.isEmpty {
            writer.newline(indent: 1)
            writeCustomFields(board.customFields, into: &writer)
        }
        let lists = board.lists.filter { options.includeArchived || !$0.archived }
        if !lists.isEmpty {
            writer.newline(indent: 1)
            writer.startElement("lists")
            for list in lists {
                writer.newline(indent: 2)
                writer.startElement("list", [
                    ("id", list.id), ("archived", list.archived ? "true" : nil),
                    ("card-limit", list.cardLimit.map(String.init)),
                ])
                writer.element("name", text: list.name)
                let cards = list.cards.filter { options.includeArchived || !$0.archived }
                if !cards.isEmpty {
                    writer.startElement("cards")
                    for card in cards {
                        writer.newline(indent: 3)
                        writeCard(card, into: &writer, date: date)
                    }
                    writer.newline(indent: 2)
                    writer.endElement()
                }
                writeExtra(list.extra, into: &writer)
                writer.endElement()
            }
            writer.newline(indent: 1)
            writer.endElement()
        }
        if !board.extra.isEmpty {
            writer.newline(indent: 1)
            writeExtra(board.extra, into: &writer)
        }
        writer.newline()
        writer.endElement()
        writer.newline()
        if writer.replacedCharacterCount > 0 {
            warnings.append(AdapterWarning(
                "\(writer.replacedCharacterCount) control characters XML cannot carry were written as U+FFFD"))
        }
        return ExportResult(data: Data(writer.text.utf8), warnings: warnings)
    }

    private func writeCard(
        _ card: Card, into writer: inout MarkupWriter, date: (Date?, String, String) -> String?
    ) {
        writer.startElement("card", [
            ("id", card.id), ("archived", card.archived ? "true" : nil),
            ("due", date(card.due, "due", card.id)), ("start", date(card.start, "start", card.id)),
            ("due-complete", card.dueComplete ? "true" : nil),
            ("due-all-day", card.dueIsAllDay ? "true" : nil), ("start-all-day", card.startIsAllDay ? "true" : nil),
            ("time-zone", card.timeZone), ("done", card.done ? "true" : nil), ("reporter", card.reporter),
            ("created", date(card.created, "created", card.id)),
        ])
        writer.element("title", text: card.title)
        if !card.notes.isEmpty { writer.element("notes", text: card.notes) }
        if !card.labelIDs.isEmpty {
            writer.startElement("labels")
            for id in card.labelIDs { writer.emptyElement("label-ref", [("id", id)]) }
            writer.endElement()
        }
        if !card.members.isEmpty {
            writer.startElement("members")
            for member in card.members { writer.element("member", text: member) }
            writer.endElement()
        }
        if !card.checklists.isEmpty {
            writer.startElement("checklists")
            for checklist in card.checklists {
                writer.startElement("checklist", [("id", checklist.id)])
                writer.element("name", text: checklist.name)
                for item in checklist.items {
                    writer.element("item", [("id", item.id), ("done", item.done ? "true" : nil)], text: item.text)
                }
                writer.endElement()
            }
            writer.endElement()
        }
        let comments = card.comments.compactMap { comment in
            date(comment.date, "comment", comment.id).map { (comment, $0) }
        }
        if !comments.isEmpty {
            writer.startElement("comments")
            for (comment, when) in comments {
                writer.element("comment", [("id", comment.id), ("author", comment.author), ("date", when)], text: comment.text)
            }
            writer.endElement()
        }
        if !card.attachments.isEmpty {
            writer.startElement("attachments")
            for attachment in card.attachments {
                writer.element("attachment", [
                    ("id", attachment.id), ("url", attachment.url), ("mime-type", attachment.mimeType),
                    ("bytes", attachment.bytes.map(String.init)), ("date", date(attachment.date, "attachment", attachment.id)),
                ], text: attachment.name)
            }
            writer.endElement()
        }
        if let source = card.source {
            writer.emptyElement("source", [("system", source.system), ("id", source.id), ("url", source.url)])
        }
        if let cover = card.cover {
            writer.emptyElement("cover", [("color", cover.color), ("attachment", cover.attachmentID), ("image-url", cover.imageURL)])
        }
        if !card.links.isEmpty {
            writer.startElement("links")
            for link in card.links {
                writer.emptyElement("link", [("kind", link.kind.rawValue), ("card", link.cardID), ("url", link.url), ("title", link.title)])
            }
            writer.endElement()
        }
        let values = card.customFields.compactMap { value in fieldValueText(value.value, card.id, date).map { (value, $0) } }
        if !values.isEmpty {
            writer.startElement("field-values")
            for (value, text) in values {
                writer.element("value", [("field", value.fieldID), ("kind", value.value.kind.rawValue)], text: text)
            }
            writer.endElement()
        }
        writeExtra(card.extra, into: &writer)
        writer.endElement()
    }

    /// Writes the board's custom field definitions: `<custom-fields><field id kind><name/><option/>…`.
    private func writeCustomFields(_ fields: [CustomField], into writer: inout MarkupWriter) {
        writer.startElement("custom-fields")
        for field in fields {
            writer.newline(indent: 2)
            writer.startElement("field", [("id", field.id), ("kind", field.kind.rawValue)])
            writer.element("name", text: field.name)
            for option in field.options {
                writer.element("option", [("id", option.id), ("color", option.color)], text: option.name)
            }
            writer.endElement()
        }
        writer.newline(indent: 1)
        writer.endElement()
    }

    /// The text of a card's custom field value: the text, the number's digits, the date, `true`/`false`, or the
    /// option's id; `nil` (with the date closure's warning) for a date XML's dates cannot hold.
    private func fieldValueText(
        _ value: CustomFieldValue.Value, _ cardID: String, _ date: (Date?, String, String) -> String?
    ) -> String? {
        switch value {
        case .text(let text), .number(let text), .option(let text): text
        case .date(let when): date(when, "custom field", cardID)
        case .checkbox(let flag): flag ? "true" : "false"
        }
    }

    /// Writes one `<extra key="…">JSON</extra>` element per key, in key order.
    private func writeExtra(_ extra: [String: ExtraValue], into writer: inout MarkupWriter) {
        for key in extra.keys.sorted() {
            writer.element("extra", [("key", key)], text: ExtraValueJSON.text(extra[key]!))
        }
    }
}
