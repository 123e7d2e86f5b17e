import Foundation

/// A CSV file opened for reading: its encoding and delimiter detected, its structure checked, its header
/// read; rows are then read one at a time by ``CSVRowReader``, so a large file is never held whole.
///
/// Opening scans the file once (in 1 MiB chunks) for what the library reads through silently (see
/// ``CSVStructureScanner``) and throws ``AdapterError`` naming the line and column. Every pass streams the
/// file from disk (or its data) in 1 MiB chunks; UTF-16, UTF-32 and Windows-1252 are converted to UTF-8 chunk
/// by chunk as they are read (``TextTranscoder``), never whole.
struct CSVTable {
    /// The header's cells, in order (repeated names kept).
    let header: [String]
    /// The detected encoding.
    let encoding: CSVTextEncoding
    /// The detected delimiter: `,`, `;` or a tab.
    let delimiter: Character
    /// What the reader had to guess (an encoding assumed).
    let warnings: [AdapterWarning]
    /// The number of rows after the header.
    var rowCount: Int { rowLines.count }

    private let source: Source
    private let rowLines: [Int32]
    private let name: String

    /// Where the bytes are, how they are encoded, and how long their byte order mark is.
    private struct Source {
        enum Bytes {
            case file(URL)
            case data(Data)
        }

        var bytes: Bytes
        /// Other than UTF-8, each chunk is converted to UTF-8 as it is read.
        var encoding: CSVTextEncoding
        /// The length of the byte order mark, skipped.
        var markLength: Int
    }

    /// The delimiters recognised, most likely first at a tie.
    static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]

    /// Opens `input`: detects the encoding and the delimiter, checks the structure, reads the header.
    /// - Throws: ``AdapterError``: `malformedInput` for an unterminated quote or a ragged row (with its line and
    ///   column), `unexpectedContent` for an empty file, `limitExceeded` past `maximumBytes`.
    init(_ input: AdapterInput, maximumBytes: Int) throws(AdapterError) {
        name = input.name
        var warnings: [AdapterWarning] = []
        var source: Source
        switch input {
        case .file(let url):
            let mark = CSVTextEncoding.detect(in: try Self.prefix(of: url, name: name))
            if let size = Self.fileSize(url), size > maximumBytes {
                _ = try input.readAdapterData(maximumBytes: maximumBytes)  // throws the limit's error
            }
            source = Source(bytes: .file(url), encoding: mark.encoding, markLength: mark.length)
        case .data(let data, _):
            guard data.count <= maximumBytes else {
                _ = try input.readAdapterData(maximumBytes: maximumBytes)
                throw AdapterError(code: .limitExceeded, message: "the input is too large", input: name)
            }
            let mark = CSVTextEncoding.detect(in: data)
            source = Source(bytes: .data(data), encoding: mark.encoding, markLength: mark.length)
        }
        let delimiter = try Self.detectDelimiter(source, name: name)
        var scanner = try Self.scan(source, delimiter: delimiter, name: name)
        if case .invalidUTF8 = scanner.problem, source.encoding == .utf8 {
            source.encoding = .windows1252
            warnings.append(AdapterWarning(
                "the file is not UTF-8; it was read as Windows-1252 (save it as UTF-8 CSV if letters look wrong)"))
            scanner = try Self.scan(source, delimiter: delimiter, name: name)
        }
        switch scanner.problem {
        case .unterminatedQuote(let line, let column):
            throw AdapterError(
                code: .malformedInput,
                message: "the quoted field that starts here is never closed (a \" is missing)",
                input: name, location: "\(line):\(column)")
        case .raggedRow(let line, let column, let found, let expected):
            throw AdapterError(
                code: .malformedInput,
                message: "this row has \(found) fields where the header has \(expected) "
                    + "(a delimiter too many or too few, or a quote out of place)",
                input: name, location: "\(line):\(column)")
        case .invalidUTF8(let line, let column):
            throw AdapterError(
                code: .malformedInput, message: "the bytes here are not \(source.encoding)", input: name,
                location: "\(line):\(column)")
        case nil:
            break
        }
        guard scanner.headerFields != nil else {
            throw AdapterError(
                code: .unexpectedContent, message: "the file is empty: a CSV file needs a header row",
                input: name, location: "1:1")
        }
        self.source = source
        self.encoding = source.encoding
        self.delimiter = Character(UnicodeScalar(delimiter))
        self.warnings = warnings
        self.rowLines = scanner.rowLines
        var header: [String]?
        var reader = CSVRowReader(delimiter: delimiter)
        try Self.forEachChunk(source, name: name) { bytes in
            reader.read(bytes) { row in if header == nil { header = row } }
            return header == nil
        }
        if header == nil { reader.finish { row in header = row } }
        self.header = header ?? []
    }

    /// Calls `body` with each row's cells and the line the row starts on, in order; blank lines are skipped.
    /// - Parameter columns: the columns whose cells are read, or nil for all; the others are given as empty
    ///   cells (a row keeps its length, so indices stay the header's).
    func forEachRow(reading columns: [Int]? = nil, _ body: (_ cells: [String], _ line: Int) -> Void) throws(AdapterError) {
        // The header was read when the table was opened: its cells are passed over, not made into text again.
        var reader = CSVRowReader(delimiter: delimiter.asciiValue ?? UInt8(ascii: ","), reading: columns, skippingFirstRow: true)
        var index = -1  // the header is row -1
        func deliver(_ row: [String]) {
            defer { index += 1 }
            guard index >= 0, !(row.count == 1 && row[0].isEmpty) else { return }
            body(row, index < rowLines.count ? Int(rowLines[index]) : 0)
        }
        try Self.forEachChunk(source, name: name) { bytes in
            reader.read(bytes, deliver)
            return true
        }
        reader.finish(deliver)
    }

    // MARK: - Opening

    private static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    }

    private static func prefix(of url: URL, name: String) throws(AdapterError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: 64 << 10) ?? Data()
        } catch {
            throw AdapterError(code: .unreadableInput, message: "cannot read the file: \(error.localizedDescription)", input: name)
        }
    }

    /// Calls `body` with the source's text, as UTF-8, in chunks of about 1 MiB, until it returns false.
    /// - Throws: ``AdapterError`` `unreadableInput` when the file cannot be read, `malformedInput` when its
    ///   bytes do not decode in its encoding (found as far as the chunks read go).
    private static func forEachChunk(_ source: Source, name: String, _ body: (UnsafeRawBufferPointer) -> Bool) throws(AdapterError) {
        guard source.encoding != .utf8 else {
            try forEachRawChunk(source, name: name, body)
            return
        }
        var transcoder = TextTranscoder(from: source.encoding.textEncoding)
        var decodes = true
        var stopped = false
        try forEachRawChunk(source, name: name) { bytes in
            decodes = transcoder.append(bytes)
            stopped = decodes && !transcoder.utf8.withUnsafeBytes(body)
            return decodes && !stopped
        }
        guard decodes, stopped || transcoder.finish() else {
            let byte = source.markLength + (transcoder.failureOffset ?? 0)
            throw AdapterError(
                code: .malformedInput, message: "the file does not decode as \(source.encoding) at byte \(byte)",
                input: name, location: "line \(transcoder.line), byte \(byte)")
        }
    }

    /// Calls `body` with the source's bytes after its byte order mark, in chunks of 1 MiB, until it returns false.
    private static func forEachRawChunk(_ source: Source, name: String, _ body: (UnsafeRawBufferPointer) -> Bool) throws(AdapterError) {
        let chunkSize = 1 << 20
        switch source.bytes {
        case .data(let data):
            data.withUnsafeBytes { raw in
                var start = min(source.markLength, raw.count)
                while start < raw.count {
                    let end = min(start + chunkSize, raw.count)
                    guard body(UnsafeRawBufferPointer(rebasing: raw[start..<end])) else { return }
                    start = end
                }
            }
        case .file(let url):
            do {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                var skip = source.markLength
                while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                    let more = chunk.withUnsafeBytes { raw in
                        body(UnsafeRawBufferPointer(rebasing: raw[min(skip, raw.count)...]))
                    }
                    skip = 0
                    if !more { break }
                }
            } catch {
                throw AdapterError(code: .unreadableInput, message: "cannot read the file: \(error.localizedDescription)", input: name)
            }
        }
    }

    private static func scan(_ source: Source, delimiter: UInt8, name: String) throws(AdapterError) -> CSVStructureScanner {
        var scanner = CSVStructureScanner(delimiter: delimiter)
        var first = true
        try forEachChunk(source, name: name) { bytes in
            var bytes = bytes
            // A second byte order mark, as the row reader skips one.
            if first, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
            }
            first = false
            scanner.scan(bytes)
            // A file converted from another encoding is read to its end all the same, so that bytes that do
            // not decode are reported first, wherever they are.
            return scanner.problem == nil || source.encoding != .utf8
        }
        scanner.finish()
        return scanner
    }

    /// The delimiter of the header row: the most frequent of `,`, `;` and tab outside quotes (a comma at a tie).
    private static func detectDelimiter(_ source: Source, name: String) throws(AdapterError) -> UInt8 {
        var counts = [Int](repeating: 0, count: delimiters.count)
        var inQuotes = false
        try forEachChunk(source, name: name) { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
                if inQuotes { continue }
                if byte == 0x0A || byte == 0x0D {
                    if counts.contains(where: { $0 > 0 }) { return false }
                    continue
                }
                if let index = delimiters.firstIndex(of: byte) { counts[index] += 1 }
            }
            return true
        }
        let best = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
        return delimiters[best]
    }
}
