import StreamingJSON

/// One pass over a CSV file's UTF-8 bytes that finds what reading its rows would pass over silently: a quote
/// left open at the end of the file, a row with more or fewer fields than the header, and bytes that are
/// not UTF-8.
///
/// ``CSVRowReader`` does the reading; this scanner only follows RFC 4180's quoting to know where each row
/// starts and how many fields it has, so errors can name the line and column. A blank line is not a row (the
/// importer skips it too). A quote inside an unquoted field, or text after a closing quote, is kept as text, as
/// the reader keeps it. Columns count characters, not bytes.
///
/// Fed in chunks of any size (a chunk may end inside a UTF-8 sequence); ``finish()`` reports the end. Inside a
/// field, runs of ASCII text that cannot end it are passed over eight bytes at a time.
struct CSVStructureScanner {
    /// What the scan found wrong, with the place (1-based line and column).
    enum Problem: Equatable {
        /// A quoted field opened at `line`:`column` never closes.
        case unterminatedQuote(line: Int, column: Int)
        /// The row starting at `line` has `found` fields where the header has `expected`; `column` is where
        /// the first extra field starts, or the end of the short row.
        case raggedRow(line: Int, column: Int, found: Int, expected: Int)
        /// The bytes at `line`:`column` are not UTF-8.
        case invalidUTF8(line: Int, column: Int)
    }

    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    let delimiter: UInt8
    private var state = State.fieldStart
    private var line = 1
    private var column = 1
    private var fields = 1
    private var rowHasContent = false
    private var rowLine = 1
    private var extraFieldColumn: Int?
    private var quoteLine = 1
    private var quoteColumn = 1
    /// Bytes still expected to complete the current UTF-8 sequence.
    private var pendingContinuations = 0
    /// The header's field count, once the first row ends.
    private(set) var headerFields: Int?
    /// The line each row after the header starts on, in order (blank lines are not rows).
    private(set) var rowLines: [Int32] = []
    /// The first problem found; scanning stops counting once there is one.
    private(set) var problem: Problem?

    init(delimiter: UInt8) {
        self.delimiter = delimiter
    }

    /// Scans the next bytes.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        guard problem == nil, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var index = 0
        while index < bytes.count {
            if state == .quoted || state == .unquoted, pendingContinuations == 0 {
                index = skipPlainText(base, from: index, to: bytes.count)
                guard index < bytes.count else { return }
            }
            let byte = base[index]
            index += 1
            if !checkUTF8(byte) { return }
            if byte & 0xC0 != 0x80 { column += 1 }
            switch state {
            case .fieldStart, .unquoted:
                if byte == UInt8(ascii: "\"") && state == .fieldStart {
                    state = .quoted
                    quoteLine = line
                    quoteColumn = column - 1
                    rowHasContent = true
                } else if byte == delimiter {
                    fieldEnded()
                } else if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0D || !lastWasCR { rowEnded(endColumn: column - 1) }
                    newLine(byte)
                    if problem != nil { return }
                    continue
                } else {
                    state = .unquoted
                    rowHasContent = true
                }
            case .quoted:
                if byte == UInt8(ascii: "\"") {
                    state = .quoteInQuoted
                } else if byte == 0x0A || byte == 0x0D {
                    newLine(byte)
                    continue
                }
            case .quoteInQuoted:
                if byte == UInt8(ascii: "\"") {
                    state = .quoted
                } else if byte == delimiter {
                    fieldEnded()
                } else if byte == 0x0A || byte == 0x0D {
                    rowEnded(endColumn: column - 1)
                    newLine(byte)
                    if problem != nil { return }
                    continue
                } else {
                    state = .unquoted
                }
            }
            lastWasCR = false
        }
    }

    private var lastWasCR = false

    /// Passes over the ASCII bytes from `start` that leave the state as it is: inside a quoted field anything but
    /// a quote or a line break, inside an unquoted one anything but the delimiter or a line break. Each is one
    /// character of the line. Returns where the run ends (the bytes after it are looked at one by one).
    private mutating func skipPlainText(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let ender = state == .quoted ? UInt8(ascii: "\"") : delimiter
        let stop = ByteWords.skipWords(base, from: start, to: end) { word in
            ByteWords.nonASCII(word) | ByteWords.bytes(word, equalTo: ender)
                | ByteWords.bytes(word, equalTo: 0x0A) | ByteWords.bytes(word, equalTo: 0x0D)
        }
        if stop > start {
            column += stop - start
            lastWasCR = false
        }
        return stop
    }

    /// Ends the scan: a quote still open, a last row without a line break, a UTF-8 sequence cut short.
    mutating func finish() {
        guard problem == nil else { return }
        if pendingContinuations > 0 {
            problem = .invalidUTF8(line: line, column: column)
            return
        }
        if state == .quoted {
            problem = .unterminatedQuote(line: quoteLine, column: quoteColumn)
            return
        }
        if rowHasContent || fields > 1 { rowEnded(endColumn: column) }
    }

    private mutating func checkUTF8(_ byte: UInt8) -> Bool {
        if pendingContinuations > 0 {
            guard byte & 0xC0 == 0x80 else { return invalid() }
            pendingContinuations -= 1
            return true
        }
        switch byte {
        case 0x00...0x7F: return true
        case 0xC2...0xDF: pendingContinuations = 1
        case 0xE0...0xEF: pendingContinuations = 2
        case 0xF0...0xF4: pendingContinuations = 3
        default: return invalid()
        }
        return true
    }

    private mutating func invalid() -> Bool {
        problem = .invalidUTF8(line: line, column: column)
        return false
    }

    private mutating func newLine(_ byte: UInt8) {
        if byte == 0x0A && lastWasCR {
            lastWasCR = false
            column = 1
            return
        }
        line += 1
        column = 1
        lastWasCR = byte == 0x0D
    }

    private mutating func fieldEnded() {
        fields += 1
        state = .fieldStart
        rowHasContent = true
        if let expected = headerFields, fields == expected + 1, extraFieldColumn == nil {
            extraFieldColumn = column
        }
    }

    /// Ends a row; `endColumn` is where it ends (its line break, or past its last character at the end).
    private mutating func rowEnded(endColumn: Int) {
        defer {
            state = .fieldStart
            fields = 1
            rowHasContent = false
            extraFieldColumn = nil
            rowLine = line + 1
        }
        guard rowHasContent || fields > 1 else { return }  // a blank line
        guard let expected = headerFields else {
            headerFields = fields
            return
        }
        if fields != expected {
            problem = .raggedRow(
                line: rowLine, column: fields > expected ? (extraFieldColumn ?? endColumn) : endColumn,
                found: fields, expected: expected)
            return
        }
        rowLines.append(Int32(truncatingIfNeeded: rowLine))
    }
}
