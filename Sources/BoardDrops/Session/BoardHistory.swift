import Boards
import Foundation
import StreamingJSON

/// The undo and redo history of a board file, kept beside it so that every process editing the board shares it.
///
/// The history of `team.json` lives in `team.json.history`, written under the board folder's lock right after each
/// save of the board. It holds the last steps (at most ``maximumSteps``, and about ``maximumBytes`` of them), each
/// with its name, its date and what it changed: the cards it took out and put in, and the fields of the lists and
/// of the board it changed (see ``BoardSession/undo()``). The file is a journal: each edit, undo or redo adds one
/// line (flushed to disk), and the file is rewritten whole, atomically, only once it holds about twice the steps
/// it keeps; a last line a crash cut short is ignored. Deleting the file forgets the history and nothing else.
public struct BoardHistory: Sendable {
    /// One step of the history, as `cardport history` lists it.
    public struct Entry: Hashable, Sendable {
        /// The step's name, such as "Move card" or "Rename list".
        public var name: String
        /// When the step was made.
        public var date: Date
        /// Whether the step has been undone (and can be redone).
        public var isUndone: Bool
    }

    struct Step: Sendable {
        var name: String
        var date: Date
        var delta: BoardDelta
        /// The step as a line of the history file, made once.
        var encoded: [UInt8]

        /// A step; `board` is the board after it (its fields stand in for a step that did not change them).
        ///
        /// A line holds the step's name and date, whether it changed the board's fields (`header`), the ids of the
        /// lists it changed (`lists`) and the order of all lists (`orderBefore`, `orderAfter`); as board files in
        /// strings, the board's fields and those lists' fields with the cards the step took out (`before`) and put
        /// in (`after`); and per list (`cards`) the offsets of those cards, the list's card count and a
        /// fingerprint of its cards' order, before and after.
        init(name: String, date: Date, delta: BoardDelta, board: Board) throws {
            self.name = name
            self.date = date
            self.delta = delta
            let header = board.header
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("name"); writer.string(name)
            writer.key("date"); writer.string(BoardDate.string(from: date))
            writer.key("header"); writer.bool(delta.headerBefore != nil)
            writer.key("lists"); Self.writeStrings(delta.lists.map(\.id), &writer)
            writer.key("orderBefore"); Self.writeStrings(delta.orderBefore, &writer)
            writer.key("orderAfter"); Self.writeStrings(delta.orderAfter, &writer)
            let before = delta.lists.compactMap { list in list.before.map { $0.with(list.removed) } }
            let after = delta.lists.compactMap { list in list.after.map { $0.with(list.inserted) } }
            writer.key("before")
            writer.string(Self.text(try BoardFormat.encode((delta.headerBefore ?? header).withLists(before))))
            writer.key("after")
            writer.string(Self.text(try BoardFormat.encode((delta.headerAfter ?? header).withLists(after))))
            writer.key("cards")
            writer.beginArray()
            for list in delta.lists {
                writer.beginObject()
                writer.key("removed"); Self.writeOffsets(list.removed, &writer)
                writer.key("inserted"); Self.writeOffsets(list.inserted, &writer)
                writer.key("count")
                writer.beginArray(); writer.number(list.countBefore); writer.number(list.countAfter); writer.endArray()
                writer.key("order"); Self.writeStrings([list.orderBefore.hex, list.orderAfter.hex], &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
            encoded = writer.bytes
        }

        private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

        private static func writeStrings(_ strings: [String], _ writer: inout JSONWriter) {
            writer.beginArray()
            for string in strings { writer.string(string) }
            writer.endArray()
        }

        private static func writeOffsets(_ cards: [BoardDelta.PlacedCard], _ writer: inout JSONWriter) {
            writer.beginArray()
            for card in cards { writer.number(card.offset) }
            writer.endArray()
        }
    }

    /// The most steps kept; older ones are forgotten.
    public static let maximumSteps = 100
    /// About how many bytes of steps are kept; older ones are forgotten (the newest step is always kept).
    public static let maximumBytes = 32 << 20

    var steps: [Step] = []
    /// How many of ``steps`` are applied: `steps[..<position]` can be undone, `steps[position...]` redone.
    var position = 0

    /// The steps, oldest first.
    public var entries: [Entry] {
        steps.enumerated().map { Entry(name: $1.name, date: $1.date, isUndone: $0 >= position) }
    }

    /// The names of the steps undo and redo would take now, `""` where there is none.
    var names: (undo: String, redo: String) {
        (position > 0 ? steps[position - 1].name : "", position < steps.count ? steps[position].name : "")
    }

    /// The path of the history of the board file at `boardPath`.
    public static func path(forBoard boardPath: String) -> String { boardPath + ".history" }

    /// Records a new step: the steps undone so far are forgotten, as after a new edit in any editor.
    mutating func record(_ step: Step) {
        steps.removeSubrange(position...)
        steps.append(step)
        position = steps.count
        trim()
    }

    /// Forgets the oldest steps beyond ``maximumSteps`` and ``maximumBytes`` (the newest step is always kept).
    mutating func trim() {
        var kept = 0, total = 0
        for step in steps.reversed() {
            total += step.encoded.count
            if kept == Self.maximumSteps || (total > Self.maximumBytes && kept > 0) { break }
            kept += 1
        }
        let forgotten = steps.count - kept
        guard forgotten > 0 else { return }
        steps.removeFirst(forgotten)
        position = max(0, position - forgotten)
    }

    /// The bytes of every step kept, for what must know which files the steps name (the board's file store).
    var stepBytes: Data {
        var bytes: [UInt8] = []
        for step in steps { bytes += step.encoded }
        return Data(bytes)
    }

    // MARK: - File

    static let identifier = "cardport.history"
    /// Version 2: a journal of lines, each step keeping the cards it took out and put in. Version 1 (still read,
    /// and rewritten as version 2 at the next edit) was one JSON document whose steps kept whole lists.
    static let version = 2

    /// How many bytes of the file were read as its lines; `nil` when the file must be written whole at the next
    /// change (it is missing, was written by version 1, or holds enough lines to be compacted).
    var fileLength: Int?
    /// How many lines of steps and positions the file holds.
    var lines = 0

    /// Reads a history file; a missing file is an empty history.
    /// - Throws: ``BoardSessionError`` `invalidHistory` naming the file and the place.
    static func load(path: String) throws(BoardSessionError) -> BoardHistory {
        guard let data = FileManager.default.contents(atPath: path) else { return BoardHistory() }
        do {
            return try decode(data)
        } catch {
            throw BoardSessionError(
                code: .invalidHistory,
                message: "\(path): the board's history cannot be read (\(error)); delete the file to start a new history.",
                file: path)
        }
    }

    /// The history in `data`: a journal (version 2), or a whole document written by version 1.
    static func decode(_ data: Data) throws -> BoardHistory {
        let bytes = [UInt8](data)
        var isJournal = false
        let firstEnd = bytes.firstIndex(of: newline) ?? bytes.endIndex
        do {
            isJournal = try readHeader(bytes[..<firstEnd]).isJournal
        } catch let error as HistoryFormatError {
            throw error
        } catch {
            // Not a whole line of JSON: a document written by version 1, whose first line opens its steps.
        }
        guard isJournal else { return try decodeDocument(data) }
        var history = BoardHistory()
        var start = firstEnd + 1, line = 2
        while let end = bytes[start...].firstIndex(of: newline) {
            if end > start {
                do {
                    try history.replay(Data(bytes[start..<end]))
                } catch {
                    throw HistoryFormatError("line \(line): \(error)")
                }
                history.lines += 1
            }
            start = end + 1
            line += 1
        }
        // What follows the last line end is an addition a crash cut short: it never happened.
        history.fileLength = history.lines < compactionLines ? start : nil
        return history
    }

    /// The first line: the format, the version, and whether the lines that follow are the journal.
    private static func readHeader(_ line: ArraySlice<UInt8>) throws -> (isJournal: Bool, version: Int) {
        var format: String?, version = 0, isJournal = true
        try JSONReader.read(Data(line), maximumDepth: 2) { reader in
            try reader.forEachMember { reader, key in
                switch key {
                case "format": format = try reader.readString()
                case "version": version = try reader.readInteger()
                case "steps": isJournal = false; try reader.skipValue()
                default: try reader.skipValue()
                }
            }
        }
        guard format == identifier else { throw HistoryFormatError("not a board history") }
        guard version <= Self.version else { throw HistoryFormatError("written by a newer Cardport") }
        return (isJournal && version >= 2, version)
    }

    /// Replays one line of the journal: a new step, or the position after an undo or redo.
    private mutating func replay(_ line: Data) throws {
        var step: Step?, newPosition: Int?
        try JSONReader.read(line, maximumDepth: 16) { reader in
            try reader.forEachMember { reader, key in
                switch key {
                case "step": step = try Self.readStep(&reader)
                case "position": newPosition = try reader.readInteger()
                default: try reader.skipValue()
                }
            }
        }
        if let step { record(step) }
        if let newPosition {
            guard (0...steps.count).contains(newPosition) else { throw HistoryFormatError("position out of range") }
            position = newPosition
        }
    }

    /// A history written by version 1: one document holding the position and every step.
    private static func decodeDocument(_ data: Data) throws -> BoardHistory {
        var history = BoardHistory()
        try JSONReader.read(data, maximumDepth: 16) { reader in
            try reader.forEachMember { reader, key in
                switch key {
                case "format":
                    guard try reader.readString() == identifier else { throw HistoryFormatError("not a board history") }
                case "version":
                    guard try reader.readInteger() <= version else { throw HistoryFormatError("written by a newer Cardport") }
                case "position": history.position = try reader.readInteger()
                case "steps":
                    try reader.forEachElement { reader, _ in history.steps.append(try readStep(&reader)) }
                default: try reader.skipValue()
                }
            }
        }
        guard (0...history.steps.count).contains(history.position) else { throw HistoryFormatError("position out of range") }
        history.trim()
        return history
    }

    private static let newline = UInt8(ascii: "\n")

    /// The file is rewritten whole once it holds this many lines: about twice the steps it keeps.
    static let compactionLines = 2 * maximumSteps

    /// What to write after recording a step: its line appended, or the whole file.
    mutating func writeRecorded() -> BoardFile.CompanionWrite {
        write(line: Array("{\"step\":".utf8) + steps[position - 1].encoded + [UInt8(ascii: "}")])
    }

    /// What to write after an undo or redo moved ``position``: the new position appended, or the whole file.
    mutating func writePosition() -> BoardFile.CompanionWrite {
        write(line: Array("{\"position\":\(position)}".utf8))
    }

    private mutating func write(line: [UInt8]) -> BoardFile.CompanionWrite {
        if let length = fileLength, lines + 1 < Self.compactionLines, length + line.count < 2 * Self.maximumBytes {
            fileLength = length + line.count + 1
            lines += 1
            return .append(Data(line + [Self.newline]), at: length)
        }
        let data = encoded()
        fileLength = data.count
        lines = steps.count + (position == steps.count ? 0 : 1)
        return .replace(data)
    }

    /// The whole file: the first line, a line per step oldest first, and the position when steps are undone.
    func encoded() -> Data {
        var bytes = Array("{\"format\":\"\(Self.identifier)\",\"version\":\(Self.version)}\n".utf8)
        for step in steps {
            bytes += Array("{\"step\":".utf8) + step.encoded + Array("}\n".utf8)
        }
        if position != steps.count { bytes += Array("{\"position\":\(position)}\n".utf8) }
        return Data(bytes)
    }

    private static func readStep(_ reader: inout JSONReader) throws -> Step {
        var name = "", date = Date(timeIntervalSince1970: 0), header = false
        var lists: [String] = [], orderBefore: [String] = [], orderAfter: [String] = []
        var before: Board?, after: Board?
        var cards: [(removed: [Int], inserted: [Int], count: [Int], order: [String])]?
        try reader.forEachMember { reader, key in
            switch key {
            case "name": name = try reader.readString()
            case "date": date = BoardDate.date(from: try reader.readString()) ?? date
            case "header": header = try reader.readBool()
            case "lists": lists = try readStrings(&reader)
            case "orderBefore": orderBefore = try readStrings(&reader)
            case "orderAfter": orderAfter = try readStrings(&reader)
            case "before": before = try BoardFormat.decode(Data(try reader.readString().utf8))
            case "after": after = try BoardFormat.decode(Data(try reader.readString().utf8))
            case "cards":
                var places: [(removed: [Int], inserted: [Int], count: [Int], order: [String])] = []
                try reader.forEachElement { reader, _ in
                    var place: (removed: [Int], inserted: [Int], count: [Int], order: [String]) = ([], [], [], [])
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "removed": place.removed = try readIntegers(&reader)
                        case "inserted": place.inserted = try readIntegers(&reader)
                        case "count": place.count = try readIntegers(&reader)
                        case "order": place.order = try readStrings(&reader)
                        default: try reader.skipValue()
                        }
                    }
                    places.append(place)
                }
                cards = places
            default: try reader.skipValue()
            }
        }
        guard let before, let after else { throw HistoryFormatError("a step lacks its boards") }
        let headers = header ? (before.header, after.header) : nil
        guard let cards else {
            // Version 1: the lists the step changed, whole, before and after it.
            let delta = BoardDelta(
                header: headers, listIDs: lists, listsBefore: before.lists, listsAfter: after.lists,
                orderBefore: orderBefore, orderAfter: orderAfter)
            return try Step(name: name, date: date, delta: delta, board: after)
        }
        guard cards.count == lists.count else { throw HistoryFormatError("a step's cards do not match its lists") }
        var deltas: [BoardDelta.ListDelta] = []
        // By id, once: a step that changed many lists would otherwise search both boards for each of them.
        let listsBefore = Dictionary(before.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let listsAfter = Dictionary(after.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, place) in zip(lists, cards) {
            let old = listsBefore[id], new = listsAfter[id]
            guard place.count.count == 2, place.order.count == 2,
                let orderBefore = CardOrder(hex: place.order[0]), let orderAfter = CardOrder(hex: place.order[1]),
                place.removed.count == old?.cards.count ?? 0, place.inserted.count == new?.cards.count ?? 0
            else { throw HistoryFormatError("the cards of list \(id) in a step do not match their places") }
            let list = BoardDelta.ListDelta(
                id: id, before: old?.withoutCards, after: new?.withoutCards,
                removed: zip(place.removed, old?.cards ?? []).map { BoardDelta.PlacedCard(offset: $0, card: $1) },
                inserted: zip(place.inserted, new?.cards ?? []).map { BoardDelta.PlacedCard(offset: $0, card: $1) },
                countBefore: place.count[0], countAfter: place.count[1], orderBefore: orderBefore, orderAfter: orderAfter)
            guard list.isWellFormed else { throw HistoryFormatError("the places of list \(id) in a step do not add up") }
            deltas.append(list)
        }
        let delta = BoardDelta(
            headerBefore: headers?.0, headerAfter: headers?.1, lists: deltas, orderBefore: orderBefore,
            orderAfter: orderAfter)
        return try Step(name: name, date: date, delta: delta, board: after)
    }

    private static func readIntegers(_ reader: inout JSONReader) throws -> [Int] {
        var integers: [Int] = []
        try reader.forEachElement { reader, _ in integers.append(try reader.readInteger()) }
        return integers
    }

    private static func readStrings(_ reader: inout JSONReader) throws -> [String] {
        var strings: [String] = []
        try reader.forEachElement { reader, _ in strings.append(try reader.readString()) }
        return strings
    }
}

/// A history file that is not one Cardport can read.
struct HistoryFormatError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
