import Foundation
import StreamingJSON

/// Writes a board as the bytes of a native board file, straight from the model, through `StreamingJSON`'s
/// writer in its indented layout.
///
/// The one writer of the format. Its layout is the one earlier builds wrote through `JSONEncoder` (pretty
/// printed, sorted keys, slashes unescaped), so files keep their bytes, plus a final newline: keys in code-unit
/// order, two spaces of indentation per level, `"key" : value`, every array element on a line of its own.
/// Strings escape `"`, `\`, `\b`, `\t`, `\n`, `\f` and `\r` by name and the other control characters below
/// U+0020 as `\u00xx`; all else, including `/`, U+007F, U+2028 and U+2029, is written as its UTF-8. What the
/// format leaves out (empty notes and arrays, `false` flags, `nil` values) is left out here too.
///
/// No value is built on the way (no `Any`, no dictionaries): this type walks the model in key order and the
/// JSON writer lays out the tokens. Streaming writes (``writeBoard(_:chunkSize:flush:)`` with a chunk size)
/// hand the buffer to the caller each time it holds a chunk and start again at its beginning, so memory stays
/// at about one chunk.
struct BoardJSONWriter {
    private var json: JSONWriter

    /// Creates an empty writer whose buffer starts with room for `capacity` bytes.
    init(capacity: Int = 64 * 1024) {
        json = JSONWriter(capacity: capacity, layout: .indented)
    }

    /// The bytes written so far.
    func data() -> Data {
        json.data
    }

    /// Writes the whole file for `board`, final newline included.
    ///
    /// With a `chunkSize`, the bytes go to `flush` each time a card ends with at least that many in the buffer,
    /// and once more at the end; without one, they stay in the buffer for ``data()``.
    /// - Parameters:
    ///   - chunkSize: How many bytes to gather before calling `flush`, or `nil` to keep everything.
    ///   - flush: Takes the next bytes of the file (valid only during the call); returns `false` to stop.
    /// - Returns: `false` when `flush` asked to stop, so the file is incomplete.
    /// - Throws: ``BoardFormatError`` with code `unencodable` and the value's JSON path when a date lies
    ///   outside the years 0000–9999. Bytes before that point may already have gone to `flush`.
    mutating func writeBoard(
        _ board: Board, chunkSize: Int? = nil, flush: (UnsafeRawBufferPointer) -> Bool = { _ in true }
    ) throws(BoardFormatError) -> Bool {
        json.beginObject()
        if !board.customFields.isEmpty {
            key("customFields")
            json.beginArray()
            for field in board.customFields {
                write(field)
            }
            json.endArray()
        }
        extra(board.extra)
        key("format")
        json.string(BoardFormat.identifier)
        key("id")
        json.string(board.id)
        if !board.labels.isEmpty {
            key("labels")
            json.beginArray()
            for label in board.labels {
                write(label)
            }
            json.endArray()
        }
        if !board.lists.isEmpty {
            key("lists")
            json.beginArray()
            for (listIndex, list) in board.lists.enumerated() {
                json.beginObject()
                if list.archived {
                    key("archived")
                    json.bool(true)
                }
                if let cardLimit = list.cardLimit {
                    key("cardLimit")
                    json.number(cardLimit)
                }
                if !list.cards.isEmpty {
                    key("cards")
                    json.beginArray()
                    for (cardIndex, card) in list.cards.enumerated() {
                        try write(card, path: "lists[\(listIndex)].cards[\(cardIndex)]")
                        if let chunkSize, json.count >= chunkSize {
                            guard json.flush(flush) else { return false }
                        }
                    }
                    json.endArray()
                }
                extra(list.extra)
                key("id")
                json.string(list.id)
                key("name")
                json.string(list.name)
                json.endObject()
            }
            json.endArray()
        }
        key("name")
        json.string(board.name)
        if !board.notes.isEmpty {
            key("notes")
            json.string(board.notes)
        }
        if !board.people.isEmpty {
            key("people")
            json.beginArray()
            for person in board.people {
                write(person)
            }
            json.endArray()
        }
        key("version")
        json.number(BoardFormat.version(for: board))
        json.endObject()
        json.finishLine()
        if chunkSize != nil {
            return json.flush(flush)
        }
        return true
    }

    // MARK: The model's parts, keys in sorted order

    private mutating func write(_ label: Label) {
        json.beginObject()
        if let color = label.color {
            key("color")
            json.string(color)
        }
        key("id")
        json.string(label.id)
        key("name")
        json.string(label.name)
        json.endObject()
    }

    private mutating func write(_ card: Card, path: @autoclosure () -> String) throws(BoardFormatError) {
        // Most cards have none of the parts kept out of line: reading each of them would copy them for nothing.
        let rare = card.hasRareParts
        json.beginObject()
        if card.archived {
            key("archived")
            json.bool(true)
        }
        if rare && !card.attachments.isEmpty {
            key("attachments")
            json.beginArray()
            for (index, attachment) in card.attachments.enumerated() {
                try write(attachment, path: "\(path()).attachments[\(index)]")
            }
            json.endArray()
        }
        if rare && !card.checklists.isEmpty {
            key("checklists")
            json.beginArray()
            for checklist in card.checklists {
                write(checklist)
            }
            json.endArray()
        }
        if !card.comments.isEmpty {
            key("comments")
            json.beginArray()
            for (index, comment) in card.comments.enumerated() {
                json.beginObject()
                key("author")
                json.string(comment.author)
                key("date")
                try date(comment.date, path: "\(path()).comments[\(index)].date")
                key("id")
                json.string(comment.id)
                key("text")
                json.string(comment.text)
                json.endObject()
            }
            json.endArray()
        }
        if rare, let cover = card.cover, cover != CardCover() {
            key("cover")
            write(cover)
        }
        if let created = card.created {
            key("created")
            try date(created, path: "\(path()).created")
        }
        if !card.customFields.isEmpty {
            key("customFields")
            json.beginArray()
            for (index, value) in card.customFields.enumerated() {
                try write(value, path: "\(path()).customFields[\(index)]")
            }
            json.endArray()
        }
        if card.done {
            key("done")
            json.bool(true)
        }
        if let due = card.due {
            key("due")
            try date(due, path: "\(path()).due")
        }
        if card.dueComplete {
            key("dueComplete")
            json.bool(true)
        }
        if card.dueIsAllDay {
            key("dueIsAllDay")
            json.bool(true)
        }
        if rare { extra(card.extra) }
        key("id")
        json.string(card.id)
        if !card.labelIDs.isEmpty {
            key("labels")
            strings(card.labelIDs)
        }
        if rare && !card.links.isEmpty {
            key("links")
            json.beginArray()
            for link in card.links {
                write(link)
            }
            json.endArray()
        }
        if !card.members.isEmpty {
            key("members")
            strings(card.members)
        }
        if !card.notes.isEmpty {
            key("notes")
            json.string(card.notes)
        }
        if let reporter = card.reporter {
            key("reporter")
            json.string(reporter)
        }
        if let source = card.source {
            key("source")
            write(source)
        }
        if rare, let start = card.start {
            key("start")
            try date(start, path: "\(path()).start")
        }
        if rare && card.startIsAllDay {
            key("startIsAllDay")
            json.bool(true)
        }
        if rare, let timeZone = card.timeZone {
            key("timeZone")
            json.string(timeZone)
        }
        key("title")
        json.string(card.title)
        json.endObject()
    }

    private mutating func write(_ attachment: Attachment, path: @autoclosure () -> String) throws(BoardFormatError) {
        json.beginObject()
        if let bytes = attachment.bytes {
            key("bytes")
            json.number(bytes)
        }
        if let added = attachment.date {
            key("date")
            try date(added, path: "\(path()).date")
        }
        key("id")
        json.string(attachment.id)
        if let mimeType = attachment.mimeType {
            key("mimeType")
            json.string(mimeType)
        }
        key("name")
        json.string(attachment.name)
        if let digest = attachment.digest {
            key("sha256")
            json.string(digest)
        }
        key("url")
        json.string(attachment.url)
        json.endObject()
    }

    private mutating func write(_ checklist: Checklist) {
        json.beginObject()
        key("id")
        json.string(checklist.id)
        if !checklist.items.isEmpty {
            key("items")
            json.beginArray()
            for item in checklist.items {
                json.beginObject()
                if item.done {
                    key("done")
                    json.bool(true)
                }
                key("id")
                json.string(item.id)
                key("text")
                json.string(item.text)
                json.endObject()
            }
            json.endArray()
        }
        key("name")
        json.string(checklist.name)
        json.endObject()
    }

    private mutating func write(_ source: Source) {
        json.beginObject()
        if let id = source.id {
            key("id")
            json.string(id)
        }
        key("system")
        json.string(source.system)
        if let url = source.url {
            key("url")
            json.string(url)
        }
        json.endObject()
    }

    private mutating func write(_ person: Person) {
        json.beginObject()
        optional("email", person.email)
        key("id")
        json.string(person.id)
        key("name")
        json.string(person.name)
        optional("username", person.username)
        json.endObject()
    }

    private mutating func write(_ field: CustomField) {
        json.beginObject()
        key("id")
        json.string(field.id)
        key("name")
        json.string(field.name)
        if !field.options.isEmpty {
            key("options")
            json.beginArray()
            for option in field.options {
                json.beginObject()
                optional("color", option.color)
                key("id")
                json.string(option.id)
                key("name")
                json.string(option.name)
                json.endObject()
            }
            json.endArray()
        }
        key("type")
        json.string(field.kind.rawValue)
        json.endObject()
    }

    private mutating func write(_ value: CustomFieldValue, path: @autoclosure () -> String) throws(BoardFormatError) {
        json.beginObject()
        func field() {
            key("field")
            json.string(value.fieldID)
        }
        switch value.value {
        case .checkbox(let checked):
            key("checked")
            json.bool(checked)
            field()
        case .date(let when):
            key("date")
            try date(when, path: "\(path()).date")
            field()
        case .number(let text):
            field()
            key("number")
            number(text)
        case .option(let option):
            field()
            key("option")
            json.string(option)
        case .text(let text):
            field()
            key("text")
            json.string(text)
        }
        json.endObject()
    }

    private mutating func write(_ cover: CardCover) {
        json.beginObject()
        optional("attachment", cover.attachmentID)
        optional("color", cover.color)
        optional("image", cover.imageURL)
        json.endObject()
    }

    private mutating func write(_ link: CardLink) {
        json.beginObject()
        optional("card", link.cardID)
        key("kind")
        json.string(link.kind.rawValue)
        optional("title", link.title)
        optional("url", link.url)
        json.endObject()
    }

    /// Writes an `extra` object unless it is empty.
    private mutating func extra(_ values: [String: ExtraValue]) {
        guard !values.isEmpty else { return }
        key("extra")
        write(values)
    }

    private mutating func write(_ value: ExtraValue) {
        switch value {
        case .null: json.null()
        case .bool(let flag): json.bool(flag)
        case .number(let text): number(text)
        case .string(let text): json.string(text)
        case .array(let elements):
            json.beginArray()
            for element in elements {
                write(element)
            }
            json.endArray()
        case .object(let members):
            write(members)
        }
    }

    private mutating func write(_ members: [String: ExtraValue]) {
        json.beginObject()
        for name in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            json.key(name)
            write(members[name]!)
        }
        json.endObject()
    }

    /// Writes a member whose value is an optional string, or nothing for `nil`.
    private mutating func optional(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        json.key(name)
        json.string(value)
    }

    /// Writes a number's text as the `Decimal` it names describes itself (`1.50` as `1.5`).
    private mutating func number(_ text: String) {
        json.numberText(DecimalText.canonical(text) ?? "0")
    }

    /// Writes a member's name, known at compile time.
    private mutating func key(_ name: StaticString) {
        json.key(name)
    }

    private mutating func strings(_ values: [String]) {
        json.beginArray()
        for value in values {
            json.string(value)
        }
        json.endArray()
    }

    /// Writes a date as `"2021-07-10T17:01:58.633Z"`.
    private mutating func date(_ value: Date, path: @autoclosure () -> String) throws(BoardFormatError) {
        guard let fields = BoardDate.fields(of: value) else {
            throw BoardFormatError(
                code: .unencodable, message: "The date is outside the years 0000–9999.", location: path())
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: BoardDate.textLength) { out in
            BoardDate.write(fields, into: out)
            json.string(utf8: UnsafeBufferPointer(out))
        }
    }
}
