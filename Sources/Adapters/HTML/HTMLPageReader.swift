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
        for listElement in board.descendants(where: { $0.attribute(HTMLPageFormat.list) != nil }) {
            var list = BoardList(
                id: listElement.attribute("data-id") ?? "", name: field("list-name", in: listElement),
                archived: listElement.attribute("data-archived") == "true")
            if let limit = listElement.attribute("data-card-limit") {
                guard let value = Int(limit) else { throw malformed("the card limit \"\(limit)\" is not a number", listElement) }
                list.cardLimit = value
            }
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
        card.members = element.descendants { $0.attribute(HTMLPageFormat.member) != nil }.map(\.text)
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
                url: attachment.attribute("data-url") ?? "", mimeType: attachment.attribute("data-mime-type"), bytes: bytes)
        }
        card.comments = try element.descendants { $0.attribute(HTMLPageFormat.comment) != nil }.map { comment in
            guard let date = try date(comment.attribute("data-date"), comment) else {
                throw malformed("a comment has no date", comment)
            }
            return Comment(
                id: comment.attribute("data-id") ?? "", author: field("comment-author", in: comment), date: date,
                text: field("comment-text", in: comment))
        }
        return card
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
