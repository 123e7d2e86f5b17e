/// Splits UTF-8 CSV bytes into rows of fields, as RFC 4180 quotes them, fed in chunks of any size.
///
/// Why not the CSV library: yaslab/CSV.swift (and swiftcsv/SwiftCSV) read a file Unicode scalar by Unicode
/// scalar through an `AnyIterator` and build every field scalar by scalar; both read about 3 MB/s on this
/// project's benchmark file, where this reader, going byte by byte over a buffer, reads well over 100 MB/s
/// (numbers in the README's benchmark section). A property test checks it splits as CSV.swift does.
///
/// Quoting as ``CSVStructureScanner`` follows it (the scanner finds the errors first, so this reader never
/// has to): a field that starts with `"` is quoted, `""` inside it is one `"`, and it may hold delimiters and
/// line breaks; a `"` inside an unquoted field is text; text after a closing quote is kept as text. A row ends
/// at `\n`, `\r\n` or `\r` outside quotes. A blank line is no row. A leading UTF-8 byte order mark is skipped.
struct CSVRowReader {
    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    let delimiter: UInt8
    /// Which columns become text, by index; nil for all. The others are delivered as empty cells.
    private let reads: [Bool]?
    private var state = State.fieldStart
    /// The bytes of the field being read.
    private var field: [UInt8] = []
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
    mutating func read(_ bytes: UnsafeRawBufferPointer, _ body: ([String]) throws -> Void) rethrows {
        var bytes = bytes[...]
        if atStart, !bytes.isEmpty {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            atStart = false
        }
        let quote = UInt8(ascii: "\"")
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let wasCR = lastWasCR
            lastWasCR = false
            switch state {
            case .quoted:
                if byte == quote {
                    state = .quoteInQuoted
                } else {
                    // The text up to the next quote, line breaks and delimiters included, is the field's.
                    let run = bytes[index...].firstIndex(of: quote) ?? bytes.endIndex
                    field.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<run]))
                    index = run
                    continue
                }
            case .unquoted:
                if byte == delimiter {
                    endField()
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    try endRow(body)
                } else {
                    // The text up to the next delimiter or line break is the field's.
                    var run = index + 1
                    while run < bytes.endIndex, bytes[run] != delimiter, bytes[run] != 0x0A, bytes[run] != 0x0D {
                        run += 1
                    }
                    field.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<run]))
                    index = run
                    continue
                }
            case .fieldStart:
                if byte == quote {
                    state = .quoted
                    rowHasContent = true
                } else if byte == delimiter {
                    rowHasContent = true
                    endField()
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    if byte == 0x0A && wasCR { break }  // the \n of a \r\n
                    try endRow(body)
                } else {
                    state = .unquoted
                    rowHasContent = true
                    continue  // read as the start of an unquoted field's text
                }
            case .quoteInQuoted:
                if byte == quote {
                    field.append(quote)
                    state = .quoted
                } else if byte == delimiter {
                    endField()
                } else if byte == 0x0A || byte == 0x0D {
                    lastWasCR = byte == 0x0D
                    try endRow(body)
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
        try endRow(body)
    }

    private mutating func endField() {
        // An empty cell, or one the caller does not read, is the empty string: no allocation.
        let skipped = (skipsFirstRow && !pastFirstRow) || (reads.map { column >= $0.count || !$0[column] } ?? false)
        row.append(field.isEmpty || skipped ? "" : String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        column += 1
        state = .fieldStart
    }

    private mutating func endRow(_ body: ([String]) throws -> Void) rethrows {
        defer {
            row.removeAll(keepingCapacity: true)
            column = 0
            rowHasContent = false
            state = .fieldStart
        }
        guard rowHasContent || !row.isEmpty || !field.isEmpty else { return }
        endField()
        pastFirstRow = true
        try body(row)
    }
}
