import StreamingJSON

/// Splits UTF-8 CSV bytes into rows of fields, as RFC 4180 quotes them, fed in chunks of any size.
///
/// Why not the CSV library: yaslab/CSV.swift (and swiftcsv/SwiftCSV) read a file Unicode scalar by Unicode
/// scalar through an `AnyIterator` and build every field scalar by scalar; both read about 3 MB/s on this
/// project's benchmark file, where this reader, going over a buffer eight bytes at a time, reads well over
/// 100 MB/s (numbers in BENCHMARKS.md). A property test checks it splits as CSV.swift does.
///
/// Quoting as ``CSVStructureScanner`` follows it (the scanner finds the errors first, so this reader never
/// has to): a field that starts with `"` is quoted, `""` inside it is one `"`, and it may hold delimiters and
/// line breaks; a `"` inside an unquoted field is text; text after a closing quote is kept as text. A row ends
/// at `\n`, `\r\n` or `\r` outside quotes. A blank line is no row. A leading UTF-8 byte order mark is skipped.
///
/// A field whose text lies in one run of the chunk being read (no `""` in it, no chunk boundary) is made into
/// its `String` from the chunk's bytes; only the others are gathered in a buffer first.
struct CSVRowReader {
    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    let delimiter: UInt8
    /// Which columns become text, by index; nil for all. The others are delivered as empty cells.
    private let reads: [Bool]?
    private var state = State.fieldStart
    /// The bytes of the field being read gathered so far, when they are not one run of the chunk.
    private var field: [UInt8] = []
    /// The field's text while it is one run of the chunk being read (offsets into it); `field` is empty then.
    private var run: Range<Int>?
    /// The fields of the row being read.
    private var row: [String] = []
    /// The column of the field being read.
    private var column = 0
    /// Whether the row being read has anything (a blank line has not).
    private var rowHasContent = false
    private var lastWasCR = false
    private var atStart = true
    /// Whether the cells of the first row are delivered empty, without making text of them.
    private let skipsFirstRow: Bool
    /// Whether a row has been delivered.
    private var pastFirstRow = false

    /// A reader for `delimiter`, making text of the cells in `columns` only (nil: every cell).
    /// - Parameter skippingFirstRow: deliver the first row's cells empty (a header already read: a header cell
    ///   may be as large as the file, and would otherwise be made into text again on every pass).
    init(delimiter: UInt8, reading columns: [Int]? = nil, skippingFirstRow: Bool = false) {
        self.delimiter = delimiter
        self.skipsFirstRow = skippingFirstRow
        reads = columns.map { columns in
            var reads = [Bool](repeating: false, count: (columns.max() ?? -1) + 1)
            for column in columns { reads[column] = true }
            return reads
        }
        field.reserveCapacity(256)
    }

    /// Reads the next bytes, calling `body` with each row they complete.
    mutating func read(_ chunk: UnsafeRawBufferPointer, _ body: ([String]) throws -> Void) rethrows {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let end = chunk.count
        var index = 0
        if atStart {
            if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            atStart = false
        }
        defer { keepRun(base) }  // the chunk's bytes are gone after this call
        let quote = UInt8(ascii: "\"")
        let delimiter = delimiter
        while index < end {
            let byte = base[index]
            let wasCR = lastWasCR
            lastWasCR = false
            switch state {
            case .quoted:
                if byte == quote {
                    state = .quoteInQuoted
                } else {
                    // The text up to the next quote, line breaks and delimiters included, is the field's.
                    var stop = ByteWords.skipWords(base, from: index + 1, to: end) { ByteWords.bytes($0, equalTo: quote) }
                    while stop < end, base[stop] != quote { stop += 1 }
                    take(index..<stop, of: base)
                    index = stop
                    continue
                }
            case .unquoted:
                if byte == delimiter {
                    endField(base)
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    try endRow(base, body)
                } else {
                    // The text up to the next delimiter or line break is the field's.
                    var stop = ByteWords.skipWords(base, from: index + 1, to: end) { word in
                        ByteWords.bytes(word, equalTo: delimiter) | ByteWords.bytes(word, equalTo: 0x0A)
                            | ByteWords.bytes(word, equalTo: 0x0D)
                    }
                    while stop < end, base[stop] != delimiter, base[stop] != 0x0A, base[stop] != 0x0D { stop += 1 }
                    take(index..<stop, of: base)
                    index = stop
                    continue
                }
            case .fieldStart:
                if byte == quote {
                    state = .quoted
                    rowHasContent = true
                } else if byte == delimiter {
                    rowHasContent = true
                    endField(base)
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    if byte == 0x0A && wasCR { break }  // the \n of a \r\n
                    try endRow(base, body)
                } else {
                    state = .unquoted
                    rowHasContent = true
                    continue  // read as the start of an unquoted field's text
                }
            case .quoteInQuoted:
                if byte == quote {
                    take(index..<index + 1, of: base)  // the second of two quotes is the text's quote
                    state = .quoted
                } else if byte == delimiter {
                    endField(base)
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    try endRow(base, body)
                } else {
                    state = .unquoted
                    continue  // text after a closing quote is text
                }
            }
            index += 1
        }
    }

    /// Ends the input: a last row without a line break is a row. (An open quote ends the field at the end.)
    mutating func finish(_ body: ([String]) throws -> Void) rethrows {
        try endRow(nil, body)
    }

    /// Whether the field being read is delivered empty without being read.
    private var skipsField: Bool {
        (skipsFirstRow && !pastFirstRow) || (reads.map { column >= $0.count || !$0[column] } ?? false)
    }

    /// Adds the chunk's bytes in `bytes` to the field's text: as a run while the text is one, else gathered.
    private mutating func take(_ bytes: Range<Int>, of base: UnsafePointer<UInt8>) {
        guard !skipsField else { return }
        if let current = run, current.upperBound == bytes.lowerBound {
            run = current.lowerBound..<bytes.upperBound
            return
        }
        keepRun(base)
        if field.isEmpty {
            run = bytes
        } else {
            field.append(contentsOf: UnsafeBufferPointer(start: base + bytes.lowerBound, count: bytes.count))
        }
    }

    /// Moves the field's run, if it has one, into the buffer: the chunk it lies in is going away, or the text
    /// goes on elsewhere.
    private mutating func keepRun(_ base: UnsafePointer<UInt8>) {
        guard let current = run else { return }
        field.append(contentsOf: UnsafeBufferPointer(start: base + current.lowerBound, count: current.count))
        run = nil
    }

    /// Ends the field; `base` is the chunk being read (nil at the end of the input, where no run is left).
    private mutating func endField(_ base: UnsafePointer<UInt8>?) {
        // An empty cell, or one the caller does not read (``take(_:of:)`` gathers none of it), is the empty
        // string: no allocation.
        if let current = run, let base {
            row.append(String(decoding: UnsafeBufferPointer(start: base + current.lowerBound, count: current.count), as: UTF8.self))
            run = nil
        } else if field.isEmpty {
            row.append("")
        } else {
            row.append(String(decoding: field, as: UTF8.self))
        }
        if !field.isEmpty { field.removeAll(keepingCapacity: true) }
        column += 1
        state = .fieldStart
    }

    private mutating func endRow(_ base: UnsafePointer<UInt8>?, _ body: ([String]) throws -> Void) rethrows {
        defer {
            row.removeAll(keepingCapacity: true)
            column = 0
            rowHasContent = false
            state = .fieldStart
        }
        guard rowHasContent || !row.isEmpty || !field.isEmpty || run != nil else { return }
        endField(base)
        pastFirstRow = true
        try body(row)
    }
}
