import Foundation
import Markup

/// Reads Cardport board XML (`app.cardport.board-xml`) back to the board it describes.
///
/// Parsing is hardened as everywhere in Cardport (no network, no external entities, entity-expansion limits,
/// the options' size and depth limits). The reader checks what it needs (the `board` root in the format's
/// namespace, required ids, dates, numbers and booleans) and reports the line of anything wrong; it does not
/// run the full schema validation, which ``BoardXMLFormat/schema()`` offers. Stateless and `Sendable`.
public struct BoardXMLImporter: BoardImporter {
    /// `board-xml`.
    public var name: String { "board-xml" }
    /// ``BoardXMLFormat/type``.
    public var readableTypes: [UTType] { [UTType.cardportBoardXML] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as Cardport board XML.
    /// - Throws: ``AdapterError``: `malformedInput` for XML that does not parse or values that do not read,
    ///   `unexpectedContent` for XML that is not a Cardport board, `limitExceeded` past the options' limits;
    ///   always with the input's name and the line.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let document = try input.parseXML(options: options)
        var reader = BoardXMLReader(input: input.name)
        return ImportResult(board: try reader.board(document.root))
    }
}

/// Reads the elements of a Cardport board XML document.
private struct BoardXMLReader {
    let input: String

    mutating func board(_ root: MarkupElement) throws -> Board {
        guard root.name == "board", root.namespaceURI == BoardXMLFormat.namespace else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the document element is <\(root.name)> in \(root.namespaceURI.map { "namespace \($0)" } ?? "no namespace"), "
                    + "not a Cardport <board> in \(BoardXMLFormat.namespace)",
                input: input, location: root.location)
        }
        var board = Board(id: try required("id", root), name: root.childText("name") ?? "", notes: root.childText("notes") ?? "")
        board.labels = try (root.firstChild(named: "labels")?.childElements(named: "label") ?? []).map { label in
            Label(id: try required("id", label), name: label.text, color: label.attribute("color"))
        }
        for listElement in root.firstChild(named: "lists")?.childElements(named: "list") ?? [] {
            var list = BoardList(
                id: try required("id", listElement), name: listElement.childText("name") ?? "",
                archived: try flag("archived", listElement))
            if let limit = listElement.attribute("card-limit") {
                guard let value = Int(limit) else { throw malformed("card-limit \"\(limit)\" is not a whole number", listElement) }
                list.cardLimit = value
            }
            for cardElement in listElement.firstChild(named: "cards")?.childElements(named: "card") ?? [] {
                list.cards.append(try card(cardElement))
            }
            board.lists.append(list)
        }
        return board
    }

    private func card(_ element: MarkupElement) throws -> Card {
        var card = Card(
            id: try required("id", element), title: element.childText("title") ?? "",
            notes: element.childText("notes") ?? "", archived: try flag("archived", element))
        card.due = try date(element.attribute("due"), element)
        card.start = try date(element.attribute("start"), element)
        card.dueComplete = try flag("due-complete", element)
        card.labelIDs = try (element.firstChild(named: "labels")?.childElements(named: "label-ref") ?? []).map { try required("id", $0) }
        card.members = (element.firstChild(named: "members")?.childElements(named: "member") ?? []).map(\.text)
        card.checklists = try (element.firstChild(named: "checklists")?.childElements(named: "checklist") ?? []).map { checklist in
            Checklist(
                id: try required("id", checklist), name: checklist.childText("name") ?? "",
                items: try checklist.childElements(named: "item").map { item in
                    ChecklistItem(id: try required("id", item), text: item.text, done: try flag("done", item))
                })
        }
        card.comments = try (element.firstChild(named: "comments")?.childElements(named: "comment") ?? []).map { comment in
            guard let when = try date(comment.attribute("date"), comment) else { throw malformed("a comment needs a date", comment) }
            return Comment(id: try required("id", comment), author: comment.attribute("author") ?? "", date: when, text: comment.text)
        }
        card.attachments = try (element.firstChild(named: "attachments")?.childElements(named: "attachment") ?? []).map { attachment in
            var bytes: Int?
            if let text = attachment.attribute("bytes") {
                guard let value = Int(text), value >= 0 else { throw malformed("bytes \"\(text)\" is not a size", attachment) }
                bytes = value
            }
            return Attachment(
                id: try required("id", attachment), name: attachment.text, url: try required("url", attachment),
                mimeType: attachment.attribute("mime-type"), bytes: bytes)
        }
        if let source = element.firstChild(named: "source") {
            card.source = Source(system: try required("system", source), id: source.attribute("id"), url: source.attribute("url"))
        }
        return card
    }

    private func required(_ name: String, _ element: MarkupElement) throws -> String {
        guard let value = element.attribute(name) else {
            throw malformed("<\(element.name)> needs the attribute \(name)", element)
        }
        return value
    }

    private func flag(_ name: String, _ element: MarkupElement) throws -> Bool {
        switch element.attribute(name) {
        case nil, "false", "0": return false
        case "true", "1": return true
        case let value?: throw malformed("\(name)=\"\(value)\" is not true or false", element)
        }
    }

    private func date(_ text: String?, _ element: MarkupElement) throws -> Date? {
        guard let text else { return nil }
        guard let date = BoardDate.date(from: text) else {
            throw malformed("\"\(text)\" is not a date such as 2021-07-10T17:01:58.633Z", element)
        }
        return date
    }

    private func malformed(_ message: String, _ element: MarkupElement) -> AdapterError {
        AdapterError(code: .malformedInput, message: message, input: input, location: element.location)
    }
}
