import Foundation
import Markup

/// Reads the elements of a Cardport board XML document: the document element's own attributes, a list's
/// attributes (both as they start), and whole collected labels, people, fields and cards, each reporting the
/// line of anything wrong.
struct BoardXMLReader {
    /// The input's name, for errors.
    let input: String

    /// A board with the document element's id; `unexpectedContent` when it is not a Cardport `<board>`.
    func board(_ root: MarkupElement) throws -> Board {
        guard root.name == "board", root.namespaceURI == BoardXMLFormat.namespace else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the document element is <\(root.name)> in \(root.namespaceURI.map { "namespace \($0)" } ?? "no namespace"), "
                    + "not a Cardport <board> in \(BoardXMLFormat.namespace)",
                input: input, location: root.location)
        }
        return Board(id: try required("id", root), name: "")
    }

    /// A `<label>` element.
    func label(_ element: XMLSubtree.Element) throws -> Label {
        Label(id: try required("id", element), name: element.text, color: element.attribute("color"))
    }

    /// A list from a `<list>` element's attributes, without its name and cards.
    func list(_ element: MarkupElement) throws -> BoardList {
        var list = BoardList(id: try required("id", element), name: "", archived: try flag("archived", element))
        if let limit = element.attribute("card-limit") {
            guard let value = Int(limit) else { throw malformed("card-limit \"\(limit)\" is not a whole number", element) }
            list.cardLimit = value
        }
        return list
    }

    /// The children of a card that are read, in ``card(_:)``'s order of `parts`.
    private static let cardParts = [
        "title", "notes", "labels", "members", "checklists", "comments", "attachments", "source", "cover", "links",
        "field-values",
    ]

    /// A `<person>` element of the board's `<people>`.
    func person(_ element: XMLSubtree.Element) throws -> Person {
        Person(
            id: try required("id", element), name: element.text, username: element.attribute("username"),
            email: element.attribute("email"))
    }

    /// A whole `<card>` element.
    func card(_ element: XMLSubtree.Element) throws -> Card {
        let parts = element.firstChildren(named: Self.cardParts)
        let (title, notes, labels, members) = (parts[0], parts[1], parts[2], parts[3])
        let (checklists, comments, attachments, source) = (parts[4], parts[5], parts[6], parts[7])
        var card = Card(
            id: try required("id", element), title: title?.text ?? "",
            notes: notes?.text ?? "", archived: try flag("archived", element))
        card.due = try date(element.attribute("due"), element)
        card.start = try date(element.attribute("start"), element)
        card.dueComplete = try flag("due-complete", element)
        card.dueIsAllDay = try flag("due-all-day", element)
        card.startIsAllDay = try flag("start-all-day", element)
        card.timeZone = element.attribute("time-zone")
        card.done = try flag("done", element)
        card.reporter = element.attribute("reporter")
        card.created = try date(element.attribute("created"), element)
        card.labelIDs = try all("label-ref", in: labels) { try required("id", $0) }
        card.members = all("member", in: members, \.text)
        card.checklists = try all("checklist", in: checklists) { checklist in
            Checklist(
                id: try required("id", checklist), name: checklist.childText("name") ?? "",
                items: try checklist.children(named: "item").map { item in
                    ChecklistItem(id: try required("id", item), text: item.text, done: try flag("done", item))
                })
        }
        card.comments = try all("comment", in: comments) { comment in
            guard let when = try date(comment.attribute("date"), comment) else { throw malformed("a comment needs a date", comment) }
            return Comment(id: try required("id", comment), author: comment.attribute("author") ?? "", date: when, text: comment.text)
        }
        card.attachments = try all("attachment", in: attachments) { attachment in
            var bytes: Int?
            if let text = attachment.attribute("bytes") {
                guard let value = Int(text), value >= 0 else { throw malformed("bytes \"\(text)\" is not a size", attachment) }
                bytes = value
            }
            return Attachment(
                id: try required("id", attachment), name: attachment.text, url: try required("url", attachment),
                mimeType: attachment.attribute("mime-type"), bytes: bytes,
                date: try date(attachment.attribute("date"), attachment))
        }
        if let source {
            card.source = Source(system: try required("system", source), id: source.attribute("id"), url: source.attribute("url"))
        }
        if let cover = parts[8] {
            card.cover = CardCover(
                color: cover.attribute("color"), attachmentID: cover.attribute("attachment"),
                imageURL: cover.attribute("image-url"))
        }
        card.links = try all("link", in: parts[9]) { link in
            CardLink(
                kind: CardLink.Kind(rawValue: try required("kind", link)), cardID: link.attribute("card"),
                url: link.attribute("url"), title: link.attribute("title"))
        }
        card.customFields = try all("value", in: parts[10], fieldValue)
        card.extra = try extra(of: element)
        return card
    }

    /// `read` applied to each child of `parent` named `name`; nothing when there is no parent.
    private func all<T>(
        _ name: String, in parent: XMLSubtree.Element?, _ read: (XMLSubtree.Element) throws -> T
    ) rethrows -> [T] {
        guard let parent else { return [] }
        return try parent.children(named: name).map(read)
    }

    /// A `<field>` element of the board's `<custom-fields>`.
    func customField(_ element: XMLSubtree.Element) throws -> CustomField {
        let kindText = try required("kind", element)
        guard let kind = CustomField.Kind(rawValue: kindText) else {
            throw malformed("kind=\"\(kindText)\" is not text, number, date, checkbox or option", element)
        }
        return CustomField(
            id: try required("id", element), name: element.childText("name") ?? "", kind: kind,
            options: try element.children(named: "option").map { option in
                CustomFieldOption(id: try required("id", option), name: option.text, color: option.attribute("color"))
            })
    }

    /// A `<value>` element of a card's `<field-values>`.
    private func fieldValue(_ element: XMLSubtree.Element) throws -> CustomFieldValue {
        let field = try required("field", element)
        let text = element.text
        let value: CustomFieldValue.Value
        switch try required("kind", element) {
        case "text": value = .text(text)
        case "number":
            guard Double(text) != nil else { throw malformed("\"\(text)\" is not a number", element) }
            value = .number(text)
        case "date":
            guard let when = try date(text, element) else { throw malformed("a date value needs a date", element) }
            value = .date(when)
        case "checkbox":
            switch text {
            case "true", "1": value = .checkbox(true)
            case "false", "0": value = .checkbox(false)
            default: throw malformed("\"\(text)\" is not true or false", element)
            }
        case "option": value = .option(text)
        case let kind: throw malformed("kind=\"\(kind)\" is not text, number, date, checkbox or option", element)
        }
        return CustomFieldValue(fieldID: field, value: value)
    }

    /// The `extra` values of a board, list or card: its `<extra key="…">` children, each holding JSON text.
    func extra(of element: XMLSubtree.Element) throws -> [String: ExtraValue] {
        var values: [String: ExtraValue] = [:]
        for child in element.children(named: "extra") {
            let (key, value) = try extra(child)
            values[key] = value
        }
        return values
    }

    /// One `<extra key="…">` element: its key and the JSON value its text holds.
    func extra(_ element: XMLSubtree.Element) throws -> (String, ExtraValue) {
        let key = try required("key", element)
        guard let value = ExtraValueJSON.value(element.text) else {
            throw malformed("the extra value \"\(key)\" is not JSON text", element)
        }
        return (key, value)
    }

    private func required(_ name: String, _ element: some BoardXMLElement) throws -> String {
        guard let value = element.attribute(named: name) else {
            throw malformed("<\(element.name)> needs the attribute \(name)", element)
        }
        return value
    }

    private func flag(_ name: String, _ element: some BoardXMLElement) throws -> Bool {
        switch element.attribute(named: name) {
        case nil, "false", "0": return false
        case "true", "1": return true
        case let value?: throw malformed("\(name)=\"\(value)\" is not true or false", element)
        }
    }

    private func date(_ text: String?, _ element: some BoardXMLElement) throws -> Date? {
        guard let text else { return nil }
        guard let date = BoardDate.date(from: text) else {
            throw malformed("\"\(text)\" is not a date such as 2021-07-10T17:01:58.633Z", element)
        }
        return date
    }

    private func malformed(_ message: String, _ element: some BoardXMLElement) -> AdapterError {
        AdapterError(code: .malformedInput, message: message, input: input, location: element.location)
    }
}
