import Foundation
import StreamingJSON

/// Reads a native board file straight into the model with the shared pull reader (``JSONReader``): no
/// `JSONDecoder`, no intermediate tree, every key read once as it comes.
///
/// The rules are the format's (see ``BoardFormat``): every key but the ids (and a source's `system`, a link's
/// `kind`, a custom field's `type`, a comment's `date`) may be missing or `null`; keys it does not know are
/// skipped, their syntax still checked. A value of the wrong kind is `invalidShape` with its JSON path.
///
/// `format` and `version` come last in a written file (keys are sorted), so they are checked after the
/// board is read; when reading fails on the way, the top level is scanned once more for them, so a newer
/// version's file says `unsupportedVersion` rather than whatever shape it fails on.
package enum BoardJSONReader {
    /// The deepest nesting read; `JSONDecoder`'s own limit, which the format has always had.
    package static let maximumDepth = 512

    /// Reads the board in `bytes`, refusing arrays and objects nested deeper than `depth` levels (at most
    /// ``maximumDepth``).
    ///
    /// Errors come in the order a reader of the file needs them: bad JSON anywhere first (line and column),
    /// then a file that is not a board or is a newer version, then a value of the wrong shape (JSON path).
    /// - Throws: ``BoardFormatError`` (its `file` left empty for the caller to fill in).
    package static func board(
        from bytes: UnsafeBufferPointer<UInt8>, maximumDepth requestedDepth: Int = Self.maximumDepth
    ) throws(BoardFormatError) -> Board {
        let depth = min(requestedDepth, maximumDepth)
        let read: (format: String?, version: Int?, id: String?, board: Board)
        do {
            read = try JSONReader.read(bytes, maximumDepth: depth, progress: nil) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw BoardFormatError(code: .wrongFormat, message: "The file holds \(kind), not a Cardport board.")
                }
                return try readBoard(&reader)
            }
        } catch {
            throw firstError(in: bytes, maximumDepth: depth, after: error)
        }
        try checkIdentity(format: read.format, version: read.version)
        guard read.id != nil else {
            throw BoardFormatError(code: .invalidShape, message: "The key \"id\" is missing.", location: "id")
        }
        return read.board
    }

    /// The error to report once reading stopped at `error`: a syntax error anywhere in the file comes first,
    /// then the top level's `format` and `version`, then `error` itself. The extra passes run only on failure.
    private static func firstError(
        in bytes: UnsafeBufferPointer<UInt8>, maximumDepth depth: Int, after error: any Error
    ) -> BoardFormatError {
        if let syntax = error as? JSONReaderError, syntax.code != .unexpectedType { return formatError(syntax) }
        do {
            try JSONReader.read(bytes, maximumDepth: depth, progress: nil) { reader in try reader.skipValue() }
        } catch {
            return formatError(error)
        }
        return identityError(in: bytes, maximumDepth: depth) ?? formatError(error)
    }

    // MARK: The board

    private static func readBoard(_ reader: inout JSONReader) throws
        -> (format: String?, version: Int?, id: String?, board: Board)
    {
        var format: String?
        var version: Int?
        var id: String?
        var name = ""
        var notes = ""
        var labels: [Label] = []
        var lists: [BoardList] = []
        var people: [Person] = []
        var customFields: [CustomField] = []
        var extra: [String: ExtraValue] = [:]
        try reader.forEachMember { reader, key in
            switch key {
            case "format": format = try reader.readOptionalString()
            case "version": version = try readOptionalInteger(&reader)
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "notes": notes = try reader.readOptionalString() ?? ""
            case "labels": labels = try array(&reader, readLabel)
            case "lists": lists = try array(&reader, readList)
            case "people": people = try array(&reader, readPerson)
            case "customFields": customFields = try array(&reader, readCustomField)
            case "extra": extra = try readExtraObject(&reader)
            default: break
            }
        }
        let board = Board(
            id: id ?? "", name: name, notes: notes, labels: labels, lists: lists, people: people,
            customFields: customFields, extra: extra)
        return (format, version, id, board)
    }

    private static func readList(_ reader: inout JSONReader) throws -> BoardList {
        var id: String?
        var name = ""
        var archived = false
        var cards: [Card] = []
        var cardLimit: Int?
        var extra: [String: ExtraValue] = [:]
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "archived": archived = try reader.readOptionalBool() ?? false
            case "cards": cards = try array(&reader, readCard)
            case "cardLimit": cardLimit = try readOptionalInteger(&reader)
            case "extra": extra = try readExtraObject(&reader)
            default: break
            }
        }
        return BoardList(
            id: try required(id, "id", reader), name: name, archived: archived, cards: cards, cardLimit: cardLimit,
            extra: extra)
    }

    private static func readCard(_ reader: inout JSONReader) throws -> Card {
        var id: String?
        var title = "", notes = ""
        var archived = false, dueComplete = false, done = false, dueIsAllDay = false, startIsAllDay = false
        var labelIDs: [String] = [], members: [String] = []
        var checklists: [Checklist] = []
        var comments: [Comment] = []
        var attachments: [Attachment] = []
        var due: Date?, start: Date?, created: Date?
        var source: Source?
        var timeZone: String?, reporter: String?
        var cover: CardCover?
        var customFields: [CustomFieldValue] = []
        var links: [CardLink] = []
        var extra: [String: ExtraValue] = [:]
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "title": title = try reader.readOptionalString() ?? ""
            case "notes": notes = try reader.readOptionalString() ?? ""
            case "archived": archived = try reader.readOptionalBool() ?? false
            // Ids of the board's labels and people recur on many cards: one `String` each, shared.
            case "labels": labelIDs = try array(&reader) { reader throws in try reader.readSharedString() }
            case "checklists": checklists = try array(&reader, readChecklist)
            case "comments": comments = try array(&reader, readComment)
            case "attachments": attachments = try array(&reader, readAttachment)
            case "due": due = try readOptionalDate(&reader)
            case "start": start = try readOptionalDate(&reader)
            case "dueComplete": dueComplete = try reader.readOptionalBool() ?? false
            case "members": members = try array(&reader) { reader throws in try reader.readSharedString() }
            case "source": source = try reader.readNull() ? nil : try readSource(&reader)
            case "done": done = try reader.readOptionalBool() ?? false
            case "dueIsAllDay": dueIsAllDay = try reader.readOptionalBool() ?? false
            case "startIsAllDay": startIsAllDay = try reader.readOptionalBool() ?? false
            case "timeZone": timeZone = try reader.readOptionalString()
            case "reporter": reporter = try reader.readOptionalSharedString()
            case "created": created = try readOptionalDate(&reader)
            case "cover":
                // An empty cover object is no cover, as the writer leaves an empty one out.
                cover = try reader.readNull() ? nil : try readCover(&reader)
                if cover == CardCover() { cover = nil }
            case "customFields": customFields = try array(&reader, readCustomFieldValue)
            case "links": links = try array(&reader, readLink)
            case "extra": extra = try readExtraObject(&reader)
            default: break
            }
        }
        return Card(
            id: try required(id, "id", reader), title: title, notes: notes, archived: archived, labelIDs: labelIDs,
            checklists: checklists, comments: comments, attachments: attachments, due: due, start: start,
            dueComplete: dueComplete, members: members, source: source, done: done, dueIsAllDay: dueIsAllDay,
            startIsAllDay: startIsAllDay, timeZone: timeZone, reporter: reporter, created: created, cover: cover,
            customFields: customFields, links: links, extra: extra)
    }

    // MARK: The parts

    private static func readLabel(_ reader: inout JSONReader) throws -> Label {
        var id: String?, name = "", color: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalSharedString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "color": color = try reader.readOptionalString()
            default: break
            }
        }
        return Label(id: try required(id, "id", reader), name: name, color: color)
    }

    private static func readChecklist(_ reader: inout JSONReader) throws -> Checklist {
        var id: String?, name = "", items: [ChecklistItem] = []
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "items": items = try array(&reader, readChecklistItem)
            default: break
            }
        }
        return Checklist(id: try required(id, "id", reader), name: name, items: items)
    }

    private static func readChecklistItem(_ reader: inout JSONReader) throws -> ChecklistItem {
        var id: String?, text = "", done = false
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "text": text = try reader.readOptionalString() ?? ""
            case "done": done = try reader.readOptionalBool() ?? false
            default: break
            }
        }
        return ChecklistItem(id: try required(id, "id", reader), text: text, done: done)
    }

    private static func readComment(_ reader: inout JSONReader) throws -> Comment {
        var id: String?, author = "", text = "", date: Date?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "author": author = try reader.readOptionalSharedString() ?? ""
            case "text": text = try reader.readOptionalString() ?? ""
            case "date": date = try readOptionalDate(&reader)
            default: break
            }
        }
        return Comment(
            id: try required(id, "id", reader), author: author, date: try required(date, "date", reader), text: text)
    }

    private static func readAttachment(_ reader: inout JSONReader) throws -> Attachment {
        var id: String?, name = "", url: String?, mimeType: String?, bytes: Int?, date: Date?, digest: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "sha256": digest = try readDigest(&reader)
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "url": url = try reader.readOptionalString()
            case "mimeType": mimeType = try reader.readOptionalString()
            case "bytes": bytes = try readOptionalInteger(&reader)
            case "date": date = try readOptionalDate(&reader)
            default: break
            }
        }
        return Attachment(
            id: try required(id, "id", reader), name: name, url: try required(url, "url", reader),
            mimeType: mimeType, bytes: bytes, date: date, digest: digest)
    }

    /// A stored file's `sha256`: 64 lowercase hexadecimal digits, since it names a file in the board's store.
    private static func readDigest(_ reader: inout JSONReader) throws -> String? {
        guard let text = try reader.readOptionalString() else { return nil }
        guard AttachmentStore.isDigest(text) else {
            throw BoardFormatError(
                code: .invalidShape, message: "Expected a SHA-256 digest (64 lowercase hexadecimal digits) here.",
                location: reader.pathDescription)
        }
        return text
    }

    private static func readSource(_ reader: inout JSONReader) throws -> Source {
        var system: String?, id: String?, url: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "system": system = try reader.readOptionalString()
            case "id": id = try reader.readOptionalString()
            case "url": url = try reader.readOptionalString()
            default: break
            }
        }
        return Source(system: try required(system, "system", reader), id: id, url: url)
    }

    private static func readPerson(_ reader: inout JSONReader) throws -> Person {
        var id: String?, name = "", username: String?, email: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalSharedString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "username": username = try reader.readOptionalString()
            case "email": email = try reader.readOptionalString()
            default: break
            }
        }
        return Person(id: try required(id, "id", reader), name: name, username: username, email: email)
    }

    private static func readCustomField(_ reader: inout JSONReader) throws -> CustomField {
        var id: String?, name = "", type: String?, options: [CustomFieldOption] = []
        var typePath = ""
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "type":
                typePath = reader.pathDescription
                type = try reader.readOptionalString()
            case "options": options = try array(&reader, readCustomFieldOption)
            default: break
            }
        }
        let text = try required(type, "type", reader)
        guard let kind = CustomField.Kind(rawValue: text) else {
            throw BoardFormatError(
                code: .invalidShape,
                message: "\"\(text)\" is not a custom field type; use one of "
                    + CustomField.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                location: typePath)
        }
        return CustomField(id: try required(id, "id", reader), name: name, kind: kind, options: options)
    }

    private static func readCustomFieldOption(_ reader: inout JSONReader) throws -> CustomFieldOption {
        var id: String?, name = "", color: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "color": color = try reader.readOptionalString()
            default: break
            }
        }
        return CustomFieldOption(id: try required(id, "id", reader), name: name, color: color)
    }

    private static func readCustomFieldValue(_ reader: inout JSONReader) throws -> CustomFieldValue {
        var fieldID: String?
        var values: [CustomFieldValue.Value] = []
        try reader.forEachMember { reader, key in
            switch key {
            case "field": fieldID = try reader.readOptionalString()
            case "text": if let text = try reader.readOptionalString() { values.append(.text(text)) }
            case "number":
                guard case .number(let text) = try readExtraValue(&reader) else {
                    throw BoardFormatError(
                        code: .invalidShape, message: "Expected a number here.", location: reader.pathDescription)
                }
                values.append(.number(text))
            case "date": if let date = try readOptionalDate(&reader) { values.append(.date(date)) }
            case "checked": if let checked = try reader.readOptionalBool() { values.append(.checkbox(checked)) }
            case "option": if let option = try reader.readOptionalString() { values.append(.option(option)) }
            default: break
            }
        }
        let field = try required(fieldID, "field", reader)
        guard values.count == 1, let value = values.first else {
            throw BoardFormatError(
                code: .invalidShape,
                message: "A custom field value needs exactly one of text, number, date, checked or option.",
                location: reader.pathDescription)
        }
        return CustomFieldValue(fieldID: field, value: value)
    }

    private static func readCover(_ reader: inout JSONReader) throws -> CardCover {
        var color: String?, attachmentID: String?, imageURL: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "color": color = try reader.readOptionalString()
            case "attachment": attachmentID = try reader.readOptionalString()
            case "image": imageURL = try reader.readOptionalString()
            default: break
            }
        }
        return CardCover(color: color, attachmentID: attachmentID, imageURL: imageURL)
    }

    private static func readLink(_ reader: inout JSONReader) throws -> CardLink {
        var kind: String?, cardID: String?, url: String?, title: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "kind": kind = try reader.readOptionalString()
            case "card": cardID = try reader.readOptionalString()
            case "url": url = try reader.readOptionalString()
            case "title": title = try reader.readOptionalString()
            default: break
            }
        }
        return CardLink(
            kind: CardLink.Kind(rawValue: try required(kind, "kind", reader)), cardID: cardID, url: url, title: title)
    }

    // MARK: Extra values, kept as written

    private static func readExtraObject(_ reader: inout JSONReader) throws -> [String: ExtraValue] {
        if try reader.readNull() { return [:] }
        var members: [String: ExtraValue] = [:]
        try reader.forEachMember { reader, key in members[key.string] = try readExtraValue(&reader) }
        return members
    }

    private static func readExtraValue(_ reader: inout JSONReader) throws -> ExtraValue {
        try ExtraValue.read(&reader)
    }

    // MARK: Scalars and arrays

    /// Reads an array (or `null`, an empty one), one element at a time.
    private static func array<Element>(
        _ reader: inout JSONReader, _ element: (inout JSONReader) throws -> Element
    ) throws -> [Element] {
        if try reader.readNull() { return [] }
        var elements: [Element] = []
        try reader.forEachElement { reader, _ in elements.append(try element(&reader)) }
        return elements
    }

    private static func readOptionalInteger(_ reader: inout JSONReader) throws -> Int? {
        if try reader.readNull() { return nil }
        let path = reader.pathDescription
        let value = try reader.readNumber()
        guard value == value.rounded(), abs(value) < 9.0e15 else {
            throw BoardFormatError(code: .invalidShape, message: "Expected a whole number here.", location: path)
        }
        return Int(value)
    }

    private static func readOptionalDate(_ reader: inout JSONReader) throws -> Date? {
        guard let text = try reader.readOptionalString() else { return nil }
        guard let date = BoardDate.date(from: text) else {
            throw BoardFormatError(
                code: .invalidShape,
                message: "\"\(text)\" is not an ISO 8601 date and time such as 2021-07-10T17:01:58.633Z.",
                location: reader.pathDescription)
        }
        return date
    }

    /// The value of a key that must be there, or an error naming the key's path.
    private static func required<Value>(_ value: Value?, _ key: String, _ reader: JSONReader) throws -> Value {
        guard let value else {
            let path = reader.path.isEmpty ? key : reader.pathDescription + "." + key
            throw BoardFormatError(code: .invalidShape, message: "The key \"\(key)\" is missing.", location: path)
        }
        return value
    }

    // MARK: Identity and errors

    private static func checkIdentity(format: String?, version: Int?) throws(BoardFormatError) {
        guard format == BoardFormat.identifier else {
            throw BoardFormatError(
                code: .wrongFormat,
                message: format.map { "The file's format is \"\($0)\", not \"\(BoardFormat.identifier)\"." }
                    ?? "The file has no \"format\": \"\(BoardFormat.identifier)\" key; it is not a Cardport board.",
                location: "format")
        }
        guard let version else {
            throw BoardFormatError(code: .invalidShape, message: "The key \"version\" is missing.", location: "version")
        }
        guard (1...BoardFormat.version).contains(version) else {
            throw BoardFormatError(
                code: .unsupportedVersion,
                message: "The file is a version \(version) board; this build of Cardport reads versions 1 to "
                    + "\(BoardFormat.version). Update Cardport to open it.",
                location: "version")
        }
    }

    /// After a failed read: the `wrongFormat` or `unsupportedVersion` error the top level deserves, if any.
    /// Only a well-formed top-level object is judged; anything else keeps the error the read found.
    private static func identityError(in bytes: UnsafeBufferPointer<UInt8>, maximumDepth depth: Int) -> BoardFormatError? {
        var format: String?
        var version: Int?
        do {
            try JSONReader.read(bytes, maximumDepth: depth, progress: nil) { reader in
                guard try reader.peek() == .object else { return }
                try reader.forEachMember { reader, key in
                    switch key {
                    case "format": format = try reader.readOptionalString()
                    case "version": version = try readOptionalInteger(&reader)
                    default: break
                    }
                }
            }
        } catch {
            return nil
        }
        do {
            try checkIdentity(format: format, version: version)
            return nil
        } catch {
            return error.code == .invalidShape ? nil : error
        }
    }

    private static func formatError(_ error: any Error) -> BoardFormatError {
        switch error {
        case let error as BoardFormatError:
            return error
        case let error as JSONReaderError where error.code == .unexpectedType:
            return BoardFormatError(code: .invalidShape, message: error.message, location: error.path)
        case let error as JSONReaderError:
            var failure = BoardFormatError(
                code: .malformedJSON, message: "The file is not valid JSON: \(error.message)", line: error.line,
                column: error.column)
            if error.code == .tooDeep {
                failure.path = error.path
                failure.isTooDeep = true
            }
            return failure
        default:
            return BoardFormatError(code: .malformedJSON, message: "\(error)")
        }
    }
}
