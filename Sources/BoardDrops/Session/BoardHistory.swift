import Boards
import Foundation
import StreamingJSON

/// The undo and redo history of a board file, kept beside it so that every process editing the board shares it.
///
/// The history of `team.json` lives in `team.json.history`, written atomically under the board folder's lock
/// right after each save of the board. It holds the last steps (at most ``maximumSteps``, and about
/// ``maximumBytes`` of them), each with its name, its date and the parts of the board it changed (see
/// ``BoardSession/undo()``). Deleting the file forgets the history and nothing else.
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
        var patch: BoardPatch
        /// The step as a line of the history file, made once.
        var encoded: [UInt8]

        /// A step; `board` is the board after it (its fields stand in for a step that did not change them).
        init(name: String, date: Date, patch: BoardPatch, board: Board) throws {
            self.name = name
            self.date = date
            self.patch = patch
            let header = board.header
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("name"); writer.string(name)
            writer.key("date"); writer.string(BoardDate.string(from: date))
            writer.key("header"); writer.bool(patch.header != nil)
            writer.key("lists"); Self.writeStrings(patch.listIDs, &writer)
            writer.key("orderBefore"); Self.writeStrings(patch.orderBefore, &writer)
            writer.key("orderAfter"); Self.writeStrings(patch.orderAfter, &writer)
            writer.key("before")
            writer.string(Self.text(try BoardFormat.encode((patch.header?.before ?? header).withLists(patch.listsBefore))))
            writer.key("after")
            writer.string(Self.text(try BoardFormat.encode((patch.header?.after ?? header).withLists(patch.listsAfter))))
            writer.endObject()
            encoded = writer.bytes
        }

        private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

        private static func writeStrings(_ strings: [String], _ writer: inout JSONWriter) {
            writer.beginArray()
            for string in strings { writer.string(string) }
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
        if steps.count > Self.maximumSteps { steps.removeFirst(steps.count - Self.maximumSteps) }
        position = steps.count
    }

    // MARK: - File

    static let identifier = "cardport.history"
    static let version = 1

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

    static func decode(_ data: Data) throws -> BoardHistory {
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
        return history
    }

    private static func readStep(_ reader: inout JSONReader) throws -> Step {
        var name = "", date = Date(timeIntervalSince1970: 0), header = false
        var lists: [String] = [], orderBefore: [String] = [], orderAfter: [String] = []
        var before: Board?, after: Board?
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
            default: try reader.skipValue()
            }
        }
        guard let before, let after else { throw HistoryFormatError("a step lacks its boards") }
        let patch = BoardPatch(
            header: header ? (before.header, after.header) : nil, listIDs: lists, listsBefore: before.lists,
            listsAfter: after.lists, orderBefore: orderBefore, orderAfter: orderAfter)
        return try Step(name: name, date: date, patch: patch, board: after)
    }

    private static func readStrings(_ reader: inout JSONReader) throws -> [String] {
        var strings: [String] = []
        try reader.forEachElement { reader, _ in strings.append(try reader.readString()) }
        return strings
    }

    /// The history as the bytes of its file, forgetting the oldest steps beyond ``maximumBytes``.
    func encoded() -> Data {
        var kept = 0, total = 0
        for step in steps.reversed() {
            total += step.encoded.count
            if total > Self.maximumBytes && kept > 0 { break }
            kept += 1
        }
        let encodedSteps = steps.suffix(kept).map(\.encoded)
        // One step a line, oldest first, so the file reads (and diffs) step by step.
        let position = max(0, position - (steps.count - encodedSteps.count))
        var bytes = Array(
            "{\"format\":\"\(Self.identifier)\",\"version\":\(Self.version),\"position\":\(position),\"steps\":[".utf8)
        for (index, step) in encodedSteps.enumerated() {
            bytes += Array((index == 0 ? "\n" : ",\n").utf8) + step
        }
        bytes += Array("\n]}\n".utf8)
        return Data(bytes)
    }
}

/// A history file that is not one Cardport can read.
struct HistoryFormatError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
