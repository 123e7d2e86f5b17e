import Foundation

/// Writes a board as the bytes of a native board file, straight from the model into one growing buffer.
///
/// The one writer of the format. Its layout is the one earlier builds wrote through `JSONEncoder` (pretty
/// printed, sorted keys, slashes unescaped), so files keep their bytes, plus a final newline: keys in code-unit order, two spaces of
/// indentation per level, `"key" : value`, every array element on a line of its own. Strings escape `"`, `\`,
/// `\b`, `\t`, `\n`, `\f` and `\r` by name and the other control characters below U+0020 as `\u00xx`; all
/// else, including `/`, U+007F, U+2028 and U+2029, is written as its UTF-8. What the format leaves out
/// (empty notes and arrays, `false` flags, `nil` values) is left out here too.
///
/// No value is built on the way (no `Any`, no dictionaries, no per-key strings): the writer appends bytes to a
/// buffer it grows with `realloc`, so ``data()`` hands that buffer to `Data` without copying it. Streaming
/// writes (``writeBoard(_:chunkSize:flush:)`` with a chunk size) hand the buffer to the caller each time it
/// holds a chunk and start again at its beginning, so memory stays at about one chunk.
///
/// A move-only value owned by one caller at a time.
struct BoardJSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// The nesting depth, for indentation.
    private var depth = 0
    /// Whether the innermost open object or array has no member yet.
    private var atContainerStart = false

    /// Creates an empty writer whose buffer starts with room for `capacity` bytes.
    init(capacity: Int = 64 * 1024) {
        self.capacity = max(capacity, 64)
        self.base = Self.allocate(self.capacity)
    }

    deinit { free(base) }

    /// The bytes written so far, as `Data` that takes over the buffer; the writer is gone afterwards.
    consuming func data() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        discard self
        return data
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
        openObject()
        if !board.customFields.isEmpty {
            key("customFields")
            openArray()
            for field in board.customFields {
                element()
                write(field)
            }
            closeArray()
        }
        extra(board.extra)
        key("format")
        string(BoardFormat.identifier)
        key("id")
        string(board.id)
        if !board.labels.isEmpty {
            key("labels")
            openArray()
            for label in board.labels {
                element()
                write(label)
            }
            closeArray()
        }
        if !board.lists.isEmpty {
            key("lists")
            openArray()
            for (listIndex, list) in board.lists.enumerated() {
                element()
                openObject()
                if list.archived {
                    key("archived")
                    raw("true")
                }
                if let cardLimit = list.cardLimit {
                    key("cardLimit")
                    integer(cardLimit)
                }
                if !list.cards.isEmpty {
                    key("cards")
                    openArray()
                    for (cardIndex, card) in list.cards.enumerated() {
                        element()
                        try write(card, path: "lists[\(listIndex)].cards[\(cardIndex)]")
                        if let chunkSize, count >= chunkSize {
                            guard flushBuffer(flush) else { return false }
                        }
                    }
                    closeArray()
                }
                extra(list.extra)
                key("id")
                string(list.id)
                key("name")
                string(list.name)
                closeObject()
            }
            closeArray()
        }
        key("name")
        string(board.name)
        if !board.notes.isEmpty {
            key("notes")
            string(board.notes)
        }
        if !board.people.isEmpty {
            key("people")
            openArray()
            for person in board.people {
                element()
                write(person)
            }
            closeArray()
        }
        key("version")
        integer(BoardFormat.version(for: board))
        closeObject()
        raw("\n")
        if chunkSize != nil {
            return flushBuffer(flush)
        }
        return true
    }

    private mutating func flushBuffer(_ flush: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        let proceed = flush(UnsafeRawBufferPointer(start: base, count: count))
        count = 0
        return proceed
    }

    // MARK: The model's parts, keys in sorted order

    private mutating func write(_ label: Label) {
        openObject()
        if let color = label.color {
            key("color")
            string(color)
        }
        key("id")
        string(label.id)
        key("name")
        string(label.name)
        closeObject()
    }

    private mutating func write(_ card: Card, path: @autoclosure () -> String) throws(BoardFormatError) {
        openObject()
        if card.archived {
            key("archived")
            raw("true")
        }
        if !card.attachments.isEmpty {
            key("attachments")
            openArray()
            for (index, attachment) in card.attachments.enumerated() {
                element()
                try write(attachment, path: "\(path()).attachments[\(index)]")
            }
            closeArray()
        }
        if !card.checklists.isEmpty {
            key("checklists")
            openArray()
            for checklist in card.checklists {
                element()
                write(checklist)
            }
            closeArray()
        }
        if !card.comments.isEmpty {
            key("comments")
            openArray()
            for (index, comment) in card.comments.enumerated() {
                element()
                openObject()
                key("author")
                string(comment.author)
                key("date")
                try date(comment.date, path: "\(path()).comments[\(index)].date")
                key("id")
                string(comment.id)
                key("text")
                string(comment.text)
                closeObject()
            }
            closeArray()
        }
        if let cover = card.cover, cover != CardCover() {
            key("cover")
            write(cover)
        }
        if let created = card.created {
            key("created")
            try date(created, path: "\(path()).created")
        }
        if !card.customFields.isEmpty {
            key("customFields")
            openArray()
            for (index, value) in card.customFields.enumerated() {
                element()
                try write(value, path: "\(path()).customFields[\(index)]")
            }
            closeArray()
        }
        if card.done {
            key("done")
            raw("true")
        }
        if let due = card.due {
            key("due")
            try date(due, path: "\(path()).due")
        }
        if card.dueComplete {
            key("dueComplete")
            raw("true")
        }
        if card.dueIsAllDay {
            key("dueIsAllDay")
            raw("true")
        }
        extra(card.extra)
        key("id")
        string(card.id)
        if !card.labelIDs.isEmpty {
            key("labels")
            strings(card.labelIDs)
        }
        if !card.links.isEmpty {
            key("links")
            openArray()
            for link in card.links {
                element()
                write(link)
            }
            closeArray()
        }
        if !card.members.isEmpty {
            key("members")
            strings(card.members)
        }
        if !card.notes.isEmpty {
            key("notes")
            string(card.notes)
        }
        if let reporter = card.reporter {
            key("reporter")
            string(reporter)
        }
        if let source = card.source {
            key("source")
            write(source)
        }
        if let start = card.start {
            key("start")
            try date(start, path: "\(path()).start")
        }
        if card.startIsAllDay {
            key("startIsAllDay")
            raw("true")
        }
        if let timeZone = card.timeZone {
            key("timeZone")
            string(timeZone)
        }
        key("title")
        string(card.title)
        closeObject()
    }

    private mutating func write(_ attachment: Attachment, path: @autoclosure () -> String) throws(BoardFormatError) {
        openObject()
        if let bytes = attachment.bytes {
            key("bytes")
            integer(bytes)
        }
        if let added = attachment.date {
            key("date")
            try date(added, path: "\(path()).date")
        }
        key("id")
        string(attachment.id)
        if let mimeType = attachment.mimeType {
            key("mimeType")
            string(mimeType)
        }
        key("name")
        string(attachment.name)
        if let digest = attachment.digest {
            key("sha256")
            string(digest)
        }
        key("url")
        string(attachment.url)
        closeObject()
    }

    private mutating func write(_ checklist: Checklist) {
        openObject()
        key("id")
        string(checklist.id)
        if !checklist.items.isEmpty {
            key("items")
            openArray()
            for item in checklist.items {
                element()
                openObject()
                if item.done {
                    key("done")
                    raw("true")
                }
                key("id")
                string(item.id)
                key("text")
                string(item.text)
                closeObject()
            }
            closeArray()
        }
        key("name")
        string(checklist.name)
        closeObject()
    }

    private mutating func write(_ source: Source) {
        openObject()
        if let id = source.id {
            key("id")
            string(id)
        }
        key("system")
        string(source.system)
        if let url = source.url {
            key("url")
            string(url)
        }
        closeObject()
    }

    private mutating func write(_ person: Person) {
        openObject()
        optional("email", person.email)
        key("id")
        string(person.id)
        key("name")
        string(person.name)
        optional("username", person.username)
        closeObject()
    }

    private mutating func write(_ field: CustomField) {
        openObject()
        key("id")
        string(field.id)
        key("name")
        string(field.name)
        if !field.options.isEmpty {
            key("options")
            openArray()
            for option in field.options {
                element()
                openObject()
                optional("color", option.color)
                key("id")
                string(option.id)
                key("name")
                string(option.name)
                closeObject()
            }
            closeArray()
        }
        key("type")
        string(field.kind.rawValue)
        closeObject()
    }

    private mutating func write(_ value: CustomFieldValue, path: @autoclosure () -> String) throws(BoardFormatError) {
        openObject()
        func field() {
            key("field")
            string(value.fieldID)
        }
        switch value.value {
        case .checkbox(let checked):
            key("checked")
            raw(checked ? "true" : "false")
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
            string(option)
        case .text(let text):
            field()
            key("text")
            string(text)
        }
        closeObject()
    }

    private mutating func write(_ cover: CardCover) {
        openObject()
        optional("attachment", cover.attachmentID)
        optional("color", cover.color)
        optional("image", cover.imageURL)
        closeObject()
    }

    private mutating func write(_ link: CardLink) {
        openObject()
        optional("card", link.cardID)
        key("kind")
        string(link.kind.rawValue)
        optional("title", link.title)
        optional("url", link.url)
        closeObject()
    }

    /// Writes an `extra` object unless it is empty.
    private mutating func extra(_ values: [String: ExtraValue]) {
        guard !values.isEmpty else { return }
        key("extra")
        write(values)
    }

    private mutating func write(_ value: ExtraValue) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): raw(flag ? "true" : "false")
        case .number(let text): number(text)
        case .string(let text): string(text)
        case .array(let elements):
            openArray()
            for element in elements {
                self.element()
                write(element)
            }
            closeArray()
        case .object(let members):
            write(members)
        }
    }

    private mutating func write(_ members: [String: ExtraValue]) {
        openObject()
        for name in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            element()
            string(name)
            raw(" : ")
            write(members[name]!)
        }
        closeObject()
    }

    /// Writes a member whose value is an optional string, or nothing for `nil`.
    private mutating func optional(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// Writes a number's text as the `Decimal` it names describes itself (`1.50` as `1.5`).
    private mutating func number(_ text: String) {
        unquoted(Decimal(string: text)?.description ?? "0")
    }

    private mutating func strings(_ values: [String]) {
        openArray()
        for value in values {
            element()
            string(value)
        }
        closeArray()
    }

    // MARK: Layout

    private mutating func openObject() {
        raw("{")
        depth += 1
        atContainerStart = true
    }

    private mutating func closeObject() {
        depth -= 1
        if atContainerStart { raw("\n") }  // An empty container is written over three lines, as files always had it.
        newlineAndIndent()
        raw("}")
        atContainerStart = false
    }

    private mutating func openArray() {
        raw("[")
        depth += 1
        atContainerStart = true
    }

    private mutating func closeArray() {
        depth -= 1
        if atContainerStart { raw("\n") }
        newlineAndIndent()
        raw("]")
        atContainerStart = false
    }

    /// Starts the next member of an object: separator, indentation, `"name" : `.
    private mutating func key(_ name: StaticString) {
        element()
        raw("\"")
        raw(name)
        raw("\" : ")
    }

    /// Starts the next element of an array: separator and indentation.
    private mutating func element() {
        if atContainerStart {
            atContainerStart = false
        } else {
            raw(",")
        }
        newlineAndIndent()
    }

    private mutating func newlineAndIndent() {
        let width = 1 + 2 * depth
        reserve(width)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: width - 1)
        count += width
    }

    // MARK: Values

    private mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string($0) }
    }

    /// Writes text that needs neither quotes nor escapes, such as a number's digits.
    private mutating func unquoted(_ value: String) {
        var value = value
        value.withUTF8 { bytes($0) }
    }

    /// Writes UTF-8 text as a JSON string, copying runs that need no escape in one go.
    private mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count + 2)
        base[count] = UInt8(ascii: "\"")
        count += 1
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            escape(byte)
            runStart = index + 1
        }
        bytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        raw("\"")
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x08: raw("\\b")
        case 0x09: raw("\\t")
        case 0x0A: raw("\\n")
        case 0x0C: raw("\\f")
        case 0x0D: raw("\\r")
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("\\u00")
            reserve(2)
            base[count] = hex.utf8Start[Int(byte >> 4)]
            base[count + 1] = hex.utf8Start[Int(byte & 0xF)]
            count += 2
        }
    }

    private mutating func integer(_ value: Int) {
        unquoted(value.description)
    }

    /// Writes a date as `"2021-07-10T17:01:58.633Z"`.
    private mutating func date(_ value: Date, path: @autoclosure () -> String) throws(BoardFormatError) {
        guard let fields = BoardDate.fields(of: value) else {
            throw BoardFormatError(
                code: .unencodable, message: "The date is outside the years 0000–9999.", location: path())
        }
        reserve(26)
        let out = base + count
        func digits(_ number: Int64, _ width: Int, at offset: Int) {
            var number = number
            for position in stride(from: offset + width - 1, through: offset, by: -1) {
                out[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
        }
        func mark(_ character: Unicode.Scalar, at offset: Int) { out[offset] = UInt8(ascii: character) }
        mark("\"", at: 0)
        mark("-", at: 5)
        mark("-", at: 8)
        mark("T", at: 11)
        mark(":", at: 14)
        mark(":", at: 17)
        mark(".", at: 20)
        mark("Z", at: 24)
        mark("\"", at: 25)
        digits(fields.year, 4, at: 1)
        digits(fields.month, 2, at: 6)
        digits(fields.day, 2, at: 9)
        digits(fields.hour, 2, at: 12)
        digits(fields.minute, 2, at: 15)
        digits(fields.second, 2, at: 18)
        digits(fields.millisecond, 3, at: 21)
        count += 26
    }

    // MARK: The buffer

    private mutating func raw(_ text: StaticString) {
        bytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func bytes(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (base + count).update(from: start, count: source.count)
        count += source.count
    }

    /// Makes room for `extra` more bytes, at least doubling the buffer when it grows.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let wanted = max(capacity * 2, count + extra)
        guard let grown = realloc(base, wanted) else {
            fatalError("Out of memory: could not grow the board file's buffer to \(wanted) bytes.")
        }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = wanted
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else {
            fatalError("Out of memory: could not allocate \(capacity) bytes for the board file's buffer.")
        }
        return memory.assumingMemoryBound(to: UInt8.self)
    }
}
