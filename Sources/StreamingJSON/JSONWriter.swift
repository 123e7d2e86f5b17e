import Foundation

/// Writes JSON into bytes, token by token, placing separators and escaping strings.
///
/// Callers open and close objects and arrays and write keys and values in order; the writer does not check
/// that they pair up. Strings are written as UTF-8 with `"`, `\` and control characters escaped: `\b`, `\t`,
/// `\n`, `\f` and `\r` by name, the others below U+0020 as `\u00xx`; everything else, `/` included, as it is.
///
/// The writer is the one token layer of every JSON output in the package: compact for exports and history
/// lines, ``Layout/indented`` for board files. A long output can be handed on in pieces with
/// ``flush(_:)``, so memory stays at about one piece.
///
/// The type and its token methods are `public` and `@inlinable`, though no product exports this module: Swift 6.3
/// inlines no `package` declaration into another module, and every key, comma and bracket the board file writer
/// and the exporters wrote was a call of its own.
public struct JSONWriter {
    /// How values are laid out.
    public enum Layout: Sendable {
        /// No whitespace at all: `{"a":[1,2]}`.
        case compact
        /// Two spaces of indentation per level, `"key" : value`, every member and element on a line of its own,
        /// and an empty object or array over three lines (the layout `JSONEncoder`'s pretty printing gives on
        /// Linux, which board files have always had).
        case indented
    }

    /// Where the JSON is written.
    @usableFromInline var buffer: ByteBuffer
    @usableFromInline let layout: Layout
    /// How many containers are open.
    @usableFromInline var depth = 0
    /// Whether the innermost open container has no member yet.
    @usableFromInline var atContainerStart = false
    /// Whether a key was just written, so the next value follows it directly.
    @usableFromInline var afterKey = false

    /// Creates a writer, reserving room for about `capacity` bytes.
    public init(capacity: Int = 0, layout: Layout = .compact) {
        self.layout = layout
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The JSON written since the writer was made or last flushed.
    public var bytes: [UInt8] { buffer.withBytes { Array($0) } }

    /// The JSON written since the writer was made or last flushed, as `Data`.
    public var data: Data { buffer.withBytes { Data($0) } }

    /// How many bytes are waiting to be flushed.
    public var count: Int { buffer.count }

    /// Hands the bytes written so far to `body` (valid only during the call) and starts again with an empty
    /// buffer of the same capacity.
    /// - Parameter body: Takes the bytes; returns `false` to ask the caller to stop writing.
    /// - Returns: What `body` returned.
    public mutating func flush(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        let proceed = buffer.withBytes(body)
        ensureUnique()
        buffer.removeAll()
        return proceed
    }

    /// Gives this writer a buffer of its own, if it shares one with a copy of itself. Every write begins with
    /// `separate()`, `close(_:)` or `finishLine()`, and each calls this first.
    @inlinable @inline(__always)
    mutating func ensureUnique() {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
    }

    // MARK: Containers

    @inlinable
    public mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    @inlinable
    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    @inlinable
    public mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    @inlinable
    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a key; the next value written is its value.
    ///
    /// Disfavoured, so that a string literal (`key("id")`) takes the `StaticString` overload and is copied as it
    /// is, not looked through for characters to escape: a Trello export writes a million keys for 20,000 cards.
    @_disfavoredOverload
    public mutating func key(_ key: String) {
        separate()
        appendQuoted(key)
        endKey()
    }

    /// Writes a key known at compile time, which must need no escaping (checked in debug builds).
    @inlinable @inline(__always)
    public mutating func key(_ key: StaticString) {
        assert(
            key.withUTF8Buffer { Self.nextEscape(in: $0, from: 0) == $0.count },
            "The key \(key) needs escaping; write it as a String.")
        separate()
        buffer.append(UInt8(ascii: "\""))
        append(key)
        buffer.append(UInt8(ascii: "\""))
        endKey()
    }

    // MARK: Values

    @inlinable
    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
    }

    /// Writes a string, or `null` for `nil`.
    @inlinable
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes UTF-8 bytes as a string.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        separate()
        appendQuoted(utf8)
    }

    /// Writes a number; whole numbers without a fraction, others in Swift's shortest round-tripping form.
    /// Not-a-number and infinities, which JSON cannot hold, are written as `null`.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), abs(value) < 1e15 {
            numberText(String(Int64(value)))
        } else {
            numberText("\(value)")
        }
    }

    /// Writes a number given as its JSON text (digits the caller already checked), as it is.
    public mutating func numberText(_ text: String) {
        separate()
        var text = text
        text.withUTF8 { buffer.append($0) }
    }

    public mutating func number(_ value: Int) {
        numberText(String(value))
    }

    /// Writes a whole number, or `null` for `nil`.
    public mutating func number(_ value: Int?) {
        if let value { number(value) } else { null() }
    }

    @inlinable
    public mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    @inlinable
    public mutating func null() {
        separate()
        append("null")
    }

    /// Ends the output with a line feed, as a text file ends.
    public mutating func finishLine() {
        ensureUnique()
        buffer.append(UInt8(ascii: "\n"))
    }

    // MARK: Layout

    @inlinable @inline(__always)
    mutating func open(_ bracket: UInt8) {
        separate()
        buffer.append(bracket)
        depth += 1
        atContainerStart = true
    }

    @inlinable @inline(__always)
    mutating func close(_ bracket: UInt8) {
        ensureUnique()
        depth -= 1
        if layout == .indented {
            if atContainerStart { buffer.append(UInt8(ascii: "\n")) }
            newlineAndIndent()
        }
        buffer.append(bracket)
        atContainerStart = false
    }

    @inlinable @inline(__always)
    mutating func endKey() {
        switch layout {
        case .compact: buffer.append(UInt8(ascii: ":"))
        case .indented: append(" : ")
        }
        afterKey = true
    }

    /// What comes before a key or a value: nothing after a key, else a comma unless the container is new, and
    /// in the indented layout a new line.
    @inlinable @inline(__always)
    mutating func separate() {
        ensureUnique()
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if atContainerStart {
            atContainerStart = false
        } else {
            buffer.append(UInt8(ascii: ","))
        }
        if layout == .indented { newlineAndIndent() }
    }

    /// A line feed and then spaces: the start of an indented line, copied in one go for all but the deepest levels.
    private static let lineStart: StaticString =
        "\n                                                                                                                              "

    @usableFromInline
    mutating func newlineAndIndent() {
        let width = 1 + 2 * depth
        let available = Self.lineStart.utf8CodeUnitCount
        buffer.append(UnsafeBufferPointer(start: Self.lineStart.utf8Start, count: min(width, available)))
        buffer.append(repeating: UInt8(ascii: " "), count: width - available)
    }

    /// Appends text known at compile time, as it is.
    @inlinable @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append($0) }
    }

    // MARK: Strings

    private static let hexDigits = Array("0123456789abcdef".utf8)

    @usableFromInline
    mutating func appendQuoted(_ text: String) {
        var text = text
        text.withUTF8 { appendQuoted($0) }
    }

    /// Writes UTF-8 text as a JSON string, copying the runs that need no escape in one go.
    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        while true {
            let index = Self.nextEscape(in: utf8, from: runStart)
            buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            guard index < utf8.count else { break }
            appendEscaped(utf8[index])
            runStart = index + 1
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// The offset of the first byte at or after `start` that a JSON string must escape (a control character,
    /// `"` or `\`), or the end of `utf8`. Text is looked at eight bytes at a time (see ``ByteWords``).
    @usableFromInline
    static func nextEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress {
            index = ByteWords.skipWords(base, from: start, to: utf8.count) { word in
                ByteWords.zeroBytes(word & 0xE0E0_E0E0_E0E0_E0E0)  // below 0x20
                    | ByteWords.bytes(word, equalTo: UInt8(ascii: "\""))
                    | ByteWords.bytes(word, equalTo: UInt8(ascii: "\\"))
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        let named: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        buffer.append(UInt8(ascii: "\\"))
        if let named {
            buffer.append(named)
        } else {
            append("u00")
            buffer.append(Self.hexDigits[Int(byte >> 4)])
            buffer.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }
}
