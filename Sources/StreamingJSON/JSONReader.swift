import Foundation

/// A pull reader over UTF-8 JSON bytes that reads what the caller asks for and skips the rest without
/// building it.
///
/// The reader never builds a tree: callers walk objects with ``forEachMember(_:)`` and arrays with
/// ``forEachElement(_:)``, read the scalars they want, and leave the others, which the reader skips while
/// still checking their syntax and UTF-8. Nothing recurses, so hostile nesting ends in an error at
/// `maximumDepth`, never in a stack overflow. Errors carry the line, column, byte offset and JSON path.
///
/// A reader only lives inside ``read(_:maximumDepth:_:)``, which lends it the bytes without copying them.
public struct JSONReader {
    /// One step of the JSON path to the value being read.
    package enum PathComponent {
        case key(String)
        /// A key without escapes, not yet made a `String`: its bytes lie at this range of the input. It is made
        /// one when a container opens under it, before the reader may let go of its bytes.
        case keyBytes(Range<Int>)
        case index(Int)
    }

    public let bytes: UnsafeBufferPointer<UInt8>
    public var index: Int
    package let maximumDepth: Int
    package private(set) var path: [PathComponent] = []
    /// The strings ``readSharedString()`` has made, shared among equal values for as long as the reader reads.
    package var strings = StringTable()
    /// Called now and then, between array elements, with the offset of the first byte still needed, so the
    /// caller can let go of what lies before it.
    private let progress: ((Int) -> Void)?
    private var nextProgress = 0
    private static let progressStride = 4 << 20
    /// The line and column at an offset the reader has passed, counted when it last called `progress`: errors
    /// are placed by counting on from there, so the bytes before it are never read again.
    private var placed = (offset: 0, line: 1, column: 1)

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, progress: ((Int) -> Void)? = nil) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.progress = progress
        // A UTF-8 byte order mark is allowed before the value and ignored.
        index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Lends `data` to `body` as a reader, then checks that nothing but whitespace follows the value read.
    ///
    /// `body` must read (or skip) exactly one value; whatever it leaves unread is skipped.
    /// - Throws: ``JSONReaderError`` for bad JSON, or what `body` throws.
    package static func read<Result>(
        _ data: Data, maximumDepth: Int, _ body: (inout JSONReader) throws -> Result
    ) throws -> Result {
        try data.withUnsafeBytes { raw in
            try read(raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth, progress: nil, body)
        }
    }

    /// Lends `bytes` to `body` as a reader, as ``read(_:maximumDepth:_:)`` does for `Data`.
    ///
    /// - Parameter progress: called now and then with the offset before which the reader no longer needs
    ///   the bytes, to release memory behind the reader: an error past that offset is placed from a line count
    ///   kept as the reader goes, so the bytes before it may read as anything (zeros, once released).
    package static func read<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, progress: ((Int) -> Void)?,
        _ body: (inout JSONReader) throws -> Result
    ) throws -> Result {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, progress: progress)
        let start = reader.index
        _ = try reader.peek()
        let result = try body(&reader)
        if reader.index == start { try reader.skipValue() }
        reader.skipWhitespace()
        if reader.index < reader.bytes.count {
            throw reader.error(.syntax, "Unexpected text after the end of the JSON value.")
        }
        return result
    }

    // MARK: Peeking

    /// The kind of the next value, after skipping whitespace.
    ///
    /// Inlined into the readers of other modules (a call for each value read, several for an optional one), so
    /// it is public though no product exports this module; the error is made out of line.
    /// - Throws: a syntax error at the end of the input or at a byte that starts no JSON value.
    @inlinable @inline(__always)
    public mutating func peek() throws(JSONReaderError) -> JSONValueKind {
        skipWhitespace()
        if index < bytes.count, let kind = JSONValueKind(firstByte: bytes[index]) { return kind }
        throw noValueError()
    }

    /// The error of ``peek()`` at the end of the input or at a byte that starts no value.
    @usableFromInline
    func noValueError() -> JSONReaderError {
        guard index < bytes.count else {
            return error(.syntax, index == 0 ? "The input is empty." : "Unexpected end of input; a value was expected.")
        }
        return error(.syntax, "Unexpected character \(describe(byteAt: index)); a value was expected.")
    }

    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    // MARK: Containers

    /// Walks the members of the object at the reader, calling `body` with each key while the reader stands
    /// at that member's value. A value `body` leaves unread is skipped.
    /// - Throws: ``JSONReaderError`` when the next value is not an object, is malformed or too deep.
    /// The key is compared without building a `String` (see ``JSONKey``); `key.string` makes one.
    package mutating func forEachMember(_ body: (inout JSONReader, JSONKey) throws -> Void) throws {
        try expect(.object)
        try enterContainer()
        index += 1
        path.append(.key(""))
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            path.removeLast()
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(.syntax, "Expected a key in double quotes, found \(describe(byteAt: index)).")
            }
            let key = try readKeyToken()
            switch key {
            case .bytes(let range): path[path.count - 1] = .keyBytes(range)
            case .decoded(let text): path[path.count - 1] = .key(text)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(.syntax, "Expected ':' after the key, found \(describe(byteAt: index)).")
            }
            index += 1
            let start = try valueStart()
            switch key {
            case .bytes(let range):
                try body(&self, JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[range])))
            case .decoded(var text):
                // The decoded text is held here while the body runs, so the key may point into it.
                try text.withUTF8 { try body(&self, JSONKey(bytes: $0)) }
            }
            if index == start { try skipValue() }
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "Unexpected end of input inside an object.") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                path.removeLast()
                return
            } else {
                throw error(.syntax, "Expected ',' or '}' in the object, found \(describe(byteAt: index)).")
            }
        }
    }

    /// Walks the elements of the array at the reader, calling `body` with each index while the reader stands
    /// at that element. An element `body` leaves unread is skipped.
    /// - Throws: ``JSONReaderError`` when the next value is not an array, is malformed or too deep.
    package mutating func forEachElement(_ body: (inout JSONReader, Int) throws -> Void) throws {
        try expect(.array)
        try enterContainer()
        index += 1
        path.append(.index(0))
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            path.removeLast()
            return
        }
        var position = 0
        while true {
            path[path.count - 1] = .index(position)
            let start = try valueStart()
            try body(&self, position)
            if index == start { try skipValue() }
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "Unexpected end of input inside an array.") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                position += 1
                if let progress, index >= nextProgress {
                    placed = place(index)
                    progress(index)
                    nextProgress = index + Self.progressStride
                }
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                path.removeLast()
                return
            } else {
                throw error(.syntax, "Expected ',' or ']' in the array, found \(describe(byteAt: index)).")
            }
        }
    }

    /// Reads the array at the reader with `element` reading each of its values, or `nil` for `null`.
    /// - Throws: ``JSONReaderError`` `unexpectedType` when the next value is neither an array nor `null`, and
    ///   what `element` throws.
    package mutating func readOptionalArray<Element>(
        _ element: (inout JSONReader) throws -> Element
    ) throws -> [Element]? {
        if try readNull() { return nil }
        var elements: [Element] = []
        try forEachElement { reader, _ in elements.append(try element(&reader)) }
        return elements
    }

    private mutating func valueStart() throws(JSONReaderError) -> Int {
        _ = try peek()
        return index
    }

    private mutating func enterContainer() throws(JSONReaderError) {
        if path.count >= maximumDepth {
            throw error(.tooDeep, "Arrays and objects nest deeper than \(maximumDepth) levels.")
        }
        // The key above a container is kept as text: reading the container may release the bytes it lies in.
        if case .keyBytes(let range)? = path.last {
            path[path.count - 1] = .key(text(at: range))
        }
    }

    /// The bytes at `range` of a key read as bytes (printable ASCII only, see `readKeyToken()`), as text.
    private func text(at range: Range<Int>) -> String {
        String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[range]), isASCII: true)
    }

    /// Throws an `unexpectedType` error unless the next value is of `kind`.
    @inlinable @inline(__always)
    public mutating func expect(_ kind: JSONValueKind) throws(JSONReaderError) {
        let found = try peek()
        if found != kind { throw unexpectedTypeError(expected: kind, found: found) }
    }

    /// The error of ``expect(_:)`` when the next value is of another kind.
    @usableFromInline
    func unexpectedTypeError(expected kind: JSONValueKind, found: JSONValueKind) -> JSONReaderError {
        error(.unexpectedType, "Expected \(kind), found \(found).")
    }

    // MARK: Errors

    /// The JSON path of the value being read: `cards[3].name`, or `(top level)`. A key longer than
    /// ``shownKeyBytes`` is cut there and ends in `…`: readers build a path for each element they may warn about,
    /// and a long key above many elements would otherwise cost its whole length for each one.
    package var pathDescription: String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key):
                text += (text.isEmpty ? "" : ".")
                if key.utf8.count <= Self.shownKeyBytes {
                    text += key
                } else {
                    let utf8 = Array(key.utf8)
                    text += String(decoding: utf8[..<Self.shownEnd(utf8, from: 0, to: utf8.count)], as: UTF8.self) + "…"
                }
            case .keyBytes(let range):
                let end = Self.shownEnd(bytes, from: range.lowerBound, to: range.upperBound)
                text += (text.isEmpty ? "" : ".") + self.text(at: range.lowerBound..<end) + (end < range.upperBound ? "…" : "")
            case .index(let position): text += "[\(position)]"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// How many bytes of a key a path shows at most.
    package static let shownKeyBytes = 80

    /// Where the shown part of the key in `bytes[start..<end]` ends: at ``shownKeyBytes`` or before, never inside
    /// a character's UTF-8 bytes.
    private static func shownEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> Int
    where Bytes.Index == Int {
        guard end - start > shownKeyBytes else { return end }
        var cut = start + shownKeyBytes
        while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }  // a continuation byte: back to the character's start
        return cut
    }

    /// An error at the current byte, with its line, column and the current path.
    package func error(_ code: JSONReaderError.Code, _ message: String, at offset: Int? = nil) -> JSONReaderError {
        let (offset, line, column) = place(min(offset ?? index, bytes.count))
        return JSONReaderError(
            code: code, message: message, line: line, column: column, offset: offset, path: pathDescription)
    }

    /// The line and column of `offset` (columns count characters, not bytes), counted on from the last place
    /// kept, or from the start for an offset before it.
    ///
    /// The reader places itself every few megabytes, so this runs over the whole input: it counts line feeds
    /// eight bytes at a time, and characters only after the last line feed.
    private func place(_ offset: Int) -> (offset: Int, line: Int, column: Int) {
        let from = offset >= placed.offset ? placed.offset : 0
        var (line, column) = offset >= placed.offset ? (placed.line, placed.column) : (1, 1)
        guard offset > from, let base = bytes.baseAddress else { return (offset, line, column) }
        // One pass, eight bytes at a time: the line feeds, and the characters after the last of them (or after
        // `from`, when there is none), which give the column.
        var charactersOnLine = 0
        var position = from
        while position + 8 <= offset {
            // A run of ASCII text on one line, most of most exports, is a character a byte.
            let run = ByteWords.skipWords(base, from: position, to: offset) {
                ByteWords.bytes($0, equalTo: 0x0A) | ByteWords.nonASCII($0)
            }
            charactersOnLine += run - position
            position = run
            guard position + 8 <= offset else { break }
            let word = ByteWords.load(base, at: position)
            let feeds = ByteWords.bytes(word, equalTo: 0x0A)
            let starts = Self.characterStarts(word)
            if feeds != 0 {
                line += ByteWords.topBitCount(feeds)
                column = 1
                // Bytes are numbered from the word's low end: those after the last feed are the bits above it.
                let afterLastFeed = 64 - feeds.leadingZeroBitCount
                charactersOnLine = afterLastFeed >= 64 ? 0 : ByteWords.topBitCount(starts >> UInt64(afterLastFeed))
            } else {
                charactersOnLine += ByteWords.topBitCount(starts)
            }
            position += 8
        }
        while position < offset {
            if base[position] == 0x0A {
                line += 1
                column = 1
                charactersOnLine = 0
            } else if base[position] & 0xC0 != 0x80 {
                charactersOnLine += 1
            }
            position += 1
        }
        return (offset, line, column + charactersOnLine)
    }

    /// A word with the top bit set in each byte of `word` that starts a UTF-8 character, and nowhere else: every
    /// byte but a continuation byte, `10xxxxxx` (its top bit set and the one below it clear).
    private static func characterStarts(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        return high & ~(word & ~(word << 1))
    }

    package func describe(byteAt offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
