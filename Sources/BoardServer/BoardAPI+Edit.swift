import Boards
import BoardDrops
import Foundation

extension BoardAPI {
    /// Edits the page asks for (`POST /api/edit`), made through the board session as one named step.
    package struct EditRequest: Codable, Sendable {
        /// The board version the page shows.
        package var version: Int
        /// The edits, in order; if the board refuses one, none is made.
        package var edits: [Edit]
        /// The undo step's name; by default the name of the one edit.
        package var name: String?
    }

    /// One edit as JSON, mapping one to one onto `BoardEdit`: `kind` is the case's name (`renameCard`,
    /// `moveCards`, `setCardLimit`…) and the fields are its arguments, named as the case's labels; the
    /// unlabelled first argument is `card`, `cards`, `list` or `label`. Lists, cards, labels and people are
    /// named by id (or by name, as `cardport edit` does). Dates are ISO 8601 (`2026-12-01` or
    /// `2026-12-01T09:30:00Z`), `null` to clear.
    package struct Edit: Codable, Sendable, Hashable {
        /// The `BoardEdit` case.
        package var kind: String
        package var card: String?
        package var cards: [String]?
        package var list: String?
        package var label: String?
        package var title: String?
        package var text: String?
        package var name: String?
        package var notes: String?
        package var at: Int?
        package var to: Int?
        package var date: String?
        package var allDay: Bool?
        package var done: Bool?
        package var person: String?
        package var checklist: String?
        package var item: String?
        package var url: String?
        package var attachment: String?
        package var color: String?
        package var author: String?
        package var limit: Int?
        /// For `mergeCards`: the card the others are merged into.
        package var into: String?
        /// For `setCover`: the cover's colour, attachment id or image URL; absent to clear the cover.
        package var cover: Cover?

        /// A card's cover as JSON.
        package struct Cover: Codable, Sendable, Hashable {
            package var color: String?
            package var attachmentID: String?
            package var imageURL: String?
        }

        /// Creates an edit of `kind` with no arguments yet.
        package init(kind: String) { self.kind = kind }

        /// The `BoardEdit` this describes.
        /// - Throws: ``BoardServerError`` `badRequest` for an unknown kind, a missing argument or a date that is
        ///   not ISO 8601, naming the field.
        package func boardEdit() throws(BoardServerError) -> BoardEdit {
            func need<T>(_ value: T?, _ field: String) throws(BoardServerError) -> T {
                guard let value else {
                    throw BoardServerError(.badRequest, "The edit \(kind) needs “\(field)”.")
                }
                return value
            }
            func day() throws(BoardServerError) -> Date? {
                guard let date, !date.isEmpty else { return nil }
                guard let parsed = Self.parseDate(date) else {
                    throw BoardServerError(.badRequest, "The edit \(kind) has a date that is not ISO 8601: “\(date)”.")
                }
                return parsed
            }
            switch kind {
            case "createCard":
                return .createCard(title: try need(title, "title"), list: try need(list, "list"), at: at, notes: notes ?? "")
            case "renameCard": return .renameCard(try need(card, "card"), title: try need(title, "title"))
            case "setDescription": return .setDescription(try need(card, "card"), text: text ?? "")
            case "addLabel": return .addLabel(try need(card, "card"), label: try need(label, "label"))
            case "removeLabel": return .removeLabel(try need(card, "card"), label: try need(label, "label"))
            case "setStart": return .setStart(try need(card, "card"), date: try day(), allDay: allDay ?? false)
            case "setDue": return .setDue(try need(card, "card"), date: try day(), allDay: allDay ?? false)
            case "setDone": return .setDone(try need(card, "card"), done: try need(done, "done"))
            case "addMember": return .addMember(try need(card, "card"), person: try need(person, "person"))
            case "removeMember": return .removeMember(try need(card, "card"), person: try need(person, "person"))
            case "addChecklist": return .addChecklist(try need(card, "card"), name: try need(name, "name"))
            case "renameChecklist":
                return .renameChecklist(try need(card, "card"), checklist: try need(checklist, "checklist"), name: try need(name, "name"))
            case "removeChecklist":
                return .removeChecklist(try need(card, "card"), checklist: try need(checklist, "checklist"))
            case "addChecklistItem":
                return .addChecklistItem(
                    try need(card, "card"), checklist: try need(checklist, "checklist"), text: try need(text, "text"), at: at)
            case "renameChecklistItem":
                return .renameChecklistItem(try need(card, "card"), item: try need(item, "item"), text: try need(text, "text"))
            case "tickChecklistItem":
                return .tickChecklistItem(try need(card, "card"), item: try need(item, "item"), done: try need(done, "done"))
            case "moveChecklistItem":
                return .moveChecklistItem(try need(card, "card"), item: try need(item, "item"), to: try need(to, "to"))
            case "removeChecklistItem": return .removeChecklistItem(try need(card, "card"), item: try need(item, "item"))
            case "addLink": return .addLink(try need(card, "card"), url: try need(url, "url"), title: title)
            case "removeLink": return .removeLink(try need(card, "card"), url: try need(url, "url"))
            case "addAttachment":
                let link = try need(url, "url")
                return .addAttachment(
                    try need(card, "card"),
                    attachment: Attachment(id: UUID().uuidString.lowercased(), name: name ?? link, url: link))
            case "removeAttachment":
                return .removeAttachment(try need(card, "card"), attachment: try need(attachment, "attachment"))
            case "setCover":
                return .setCover(try need(card, "card"), cover: cover.map {
                    CardCover(color: $0.color, attachmentID: $0.attachmentID, imageURL: $0.imageURL)
                })
            case "addComment":
                return .addComment(try need(card, "card"), text: try need(text, "text"), author: author ?? "")
            case "moveCards": return .moveCards(try need(cards, "cards"), toList: try need(list, "list"), at: at)
            case "copyCards": return .copyCards(try need(cards, "cards"), toList: try need(list, "list"), at: at)
            case "mergeCards": return .mergeCards(try need(cards, "cards"), into: try need(into, "into"))
            case "archiveCard": return .archiveCard(try need(card, "card"))
            case "restoreCard": return .restoreCard(try need(card, "card"))
            case "deleteCards": return .deleteCards(try need(cards, "cards"))
            case "createList": return .createList(name: try need(name, "name"), at: at)
            case "renameList": return .renameList(try need(list, "list"), name: try need(name, "name"))
            case "moveList": return .moveList(try need(list, "list"), to: try need(to, "to"))
            case "archiveList": return .archiveList(try need(list, "list"))
            case "restoreList": return .restoreList(try need(list, "list"))
            case "setCardLimit": return .setCardLimit(try need(list, "list"), limit: limit)
            case "createLabel": return .createLabel(name: try need(name, "name"), color: color)
            case "renameLabel": return .renameLabel(try need(label, "label"), name: try need(name, "name"))
            case "recolorLabel": return .recolorLabel(try need(label, "label"), color: color)
            case "deleteLabel": return .deleteLabel(try need(label, "label"))
            case "renameBoard": return .renameBoard(try need(name, "name"))
            default: throw BoardServerError(.badRequest, "No edit is called “\(kind)”.")
            }
        }

        /// An ISO 8601 date and time, or a day (`2026-12-01`, read as midnight UTC).
        static func parseDate(_ text: String) -> Date? {
            if let moment = try? Date(text, strategy: .iso8601) { return moment }
            return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())
        }
    }

    /// Markdown the card dialog previews (`POST /api/markdown`).
    package struct MarkdownRequest: Codable, Sendable {
        /// The description as typed.
        package var text: String
    }

    /// The preview: safe HTML made on the server.
    package struct MarkdownHTML: Codable, Sendable {
        /// The HTML.
        package var html: String
    }
}
