import Foundation
import Markup

/// Reads a page written by ``HTMLExporter`` back to its board, from the page's `data-cardport-*` marks.
struct HTMLPageReader {
    let board: MarkupElement
    let input: String

    /// A reader for the page, or nil when the document is not a Cardport page (no `data-cardport-board`).
    ///
    /// The export puts the marked element right in the body; only the first levels are looked at, so that
    /// other HTML is not walked twice.
    init?(document: MarkupDocument, input: String) {
        func marked(_ element: MarkupElement, levels: Int) -> MarkupElement? {
            for case .element(let child) in element.children {
                if child.attribute(HTMLPageFormat.boardMarker) != nil { return child }
                if levels > 1, let found = marked(child, levels: levels - 1) { return found }
            }
            return nil
        }
        guard let board = marked(document.root, levels: 2) else { return nil }
        self.board = board
        self.input = input
    }

    func read() throws -> Board {
        var result = Board(
            id: board.attribute("data-id") ?? "", name: field("board-name", in: board),
            notes: field("board-notes", in: board))
        result.labels = board.descendants { $0.attribute(HTMLPageFormat.label) != nil }.map { element in
            Label(id: element.attribute("data-id") ?? "", name: element.text, color: element.attribute("data-color"))
        }
        result.people = board.descendants { $0.attribute(HTMLPageFormat.person) != nil }.map { element in
            Person(
                id: element.attribute("data-id") ?? "", name: element.text, username: element.attribute("data-username"),
                email: element.attribute("data-email"))
        }
        result.customFields = try board.descendants { $0.attribute(HTMLPageFormat.customField) != nil }.map { element in
            let kindText = element.attribute("data-kind") ?? ""
            guard let kind = CustomField.Kind(rawValue: kindText) else {
                throw malformed("the custom field kind \"\(kindText)\" is not text, number, date, checkbox or option", element)
            }
            return CustomField(
                id: element.attribute("data-id") ?? "", name: field("field-name", in: element), kind: kind,
                options: element.descendants { $0.attribute(HTMLPageFormat.option) != nil }.map { option in
                    CustomFieldOption(id: option.attribute("data-id") ?? "", name: option.text, color: option.attribute("data-color"))
                })
        }
        result.extra = try extra(of: board)
        for listElement in board.descendants(where: { $0.attribute(HTMLPageFormat.list) != nil }) {
            var list = BoardList(
                id: listElement.attribute("data-id") ?? "", name: field("list-name", in: listElement),
                archived: listElement.attribute("data-archived") == "true")
            if let limit = listElement.attribute("data-card-limit") {
                guard let value = Int(limit) else { throw malformed("the card limit \"\(limit)\" is not a number", listElement) }
                list.cardLimit = value
            }
            list.extra = try extra(of: listElement)
            for cardElement in listElement.descendants(where: { $0.attribute(HTMLPageFormat.card) != nil }) {
                list.cards.append(try card(cardElement))
            }
            result.lists.append(list)
        }
        return result
    }

    private func card(_ element: MarkupElement) throws -> Card {
        var card = Card(
            id: element.attribute("data-id") ?? "", title: field("card-title", in: element),
            notes: field("card-notes", in: element), archived: element.attribute("data-archived") == "true")
        card.labelIDs = element.descendants { $0.attribute("data-label-id") != nil }.compactMap { $0.attribute("data-label-id") }
        card.due = try date(element.attribute("data-due"), element)
        card.start = try date(element.attribute("data-start"), element)
        card.dueComplete = element.attribute("data-due-complete") == "true"
        card.dueIsAllDay = element.attribute("data-due-all-day") == "true"
        card.startIsAllDay = element.attribute("data-start-all-day") == "true"
        card.timeZone = element.attribute("data-time-zone")
        card.done = element.attribute("data-done") == "true"
        card.reporter = element.attribute("data-reporter")
        card.created = try date(element.attribute("data-created"), element)
        if element.attribute("data-has-cover") == "true" {
            card.cover = CardCover(
                color: element.attribute("data-cover-color"), attachmentID: element.attribute("data-cover-attachment"),
                imageURL: element.attribute("data-cover-image-url"))
        }
        // A version 2 page names the member in data-id and shows their name; a version 1 page shows the reference.
        card.members = element.descendants { $0.attribute(HTMLPageFormat.member) != nil }.map { $0.attribute("data-id") ?? $0.text }
        card.customFields = try element.descendants { $0.attribute(HTMLPageFormat.fieldValue) != nil }.map(fieldValue)
        card.links = element.descendants { $0.attribute(HTMLPageFormat.link) != nil }.map { link in
            CardLink(
                kind: CardLink.Kind(rawValue: link.attribute("data-kind") ?? ""), cardID: link.attribute("data-card"),
                url: link.attribute("data-url"), title: link.attribute("data-title"))
        }
        card.extra = try extra(of: element)
        if let system = element.attribute("data-source-system") {
            card.source = Source(system: system, id: element.attribute("data-source-id"), url: element.attribute("data-source-url"))
        }
        card.checklists = element.descendants { $0.attribute(HTMLPageFormat.checklist) != nil }.map { checklist in
            Checklist(
                id: checklist.attribute("data-id") ?? "", name: field("checklist-name", in: checklist),
                items: checklist.descendants { $0.attribute(HTMLPageFormat.item) != nil }.map { item in
                    ChecklistItem(
                        id: item.attribute("data-id") ?? "", text: field("item-text", in: item),
                        done: item.attribute("data-done") == "true")
                })
        }
        card.attachments = try element.descendants { $0.attribute(HTMLPageFormat.attachment) != nil }.map { attachment in
            var bytes: Int?
            if let text = attachment.attribute("data-bytes") {
                guard let value = Int(text) else { throw malformed("the attachment size \"\(text)\" is not a number", attachment) }
                bytes = value
            }
            return Attachment(
                id: attachment.attribute("data-id") ?? "", name: field("attachment-name", in: attachment),
                url: attachment.attribute("data-url") ?? "", mimeType: attachment.attribute("data-mime-type"), bytes: bytes,
                date: try date(attachment.attribute("data-date"), attachment))
        }
        card.comments = try element.descendants { $0.attribute(HTMLPageFormat.comment) != nil }.map { comment in
            guard let date = try date(comment.attribute("data-date"), comment) else {
                throw malformed("a comment has no date", comment)
            }
            return Comment(
                id: comment.attribute("data-id") ?? "",
                author: comment.attribute("data-author") ?? field("comment-author", in: comment), date: date,
                text: field("comment-text", in: comment))
        }
        return card
    }

    /// A card's custom field value (`data-cardport-value`): its field, kind and exact text.
    private func fieldValue(_ element: MarkupElement) throws -> CustomFieldValue {
        let text = field("value", in: element)
        let value: CustomFieldValue.Value
        switch element.attribute("data-kind") ?? "" {
        case "text": value = .text(text)
        case "number": value = .number(text)
        case "date":
            guard let when = try date(text, element) else { throw malformed("a date value has no date", element) }
            value = .date(when)
        case "checkbox": value = .checkbox(text == "true")
        case "option": value = .option(text)
        case let kind: throw malformed("the value kind \"\(kind)\" is not text, number, date, checkbox or option", element)
        }
        return CustomFieldValue(fieldID: element.attribute("data-field-id") ?? "", value: value)
    }

    /// The `extra` values in an element's `data-extra` (JSON text of an object); none without one.
    private func extra(of element: MarkupElement) throws -> [String: ExtraValue] {
        guard let text = element.attribute(HTMLPageFormat.extra) else { return [:] }
        guard case .object(let values)? = ExtraValueJSON.value(text) else {
            throw malformed("data-extra is not the JSON text of an object", element)
        }
        return values
    }

    /// The exact text of the element marked `data-field="name"` inside `element`, or "" without one.
    private func field(_ name: String, in element: MarkupElement) -> String {
        element.descendants { $0.attribute(HTMLPageFormat.field) == name }.first?.text ?? ""
    }

    private func date(_ text: String?, _ element: MarkupElement) throws -> Date? {
        guard let text else { return nil }
        guard let date = BoardDate.date(from: text) else {
            throw malformed("\"\(text)\" is not an ISO 8601 date and time", element)
        }
        return date
    }

    private func malformed(_ message: String, _ element: MarkupElement) -> AdapterError {
        AdapterError(code: .malformedInput, message: "Cardport HTML page: " + message, input: input, location: element.location)
    }
}
