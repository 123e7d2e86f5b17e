import CSV
import Foundation
import Testing

@testable import Adapters

@Suite("CSV rows, byte by byte")
struct CSVRowReaderTests {
    /// The rows `CSVRowReader` reads from `text`, fed in chunks of `chunk` bytes.
    private func rows(
        _ text: String, delimiter: UInt8 = UInt8(ascii: ","), chunk: Int = .max, reading columns: [Int]? = nil
    ) -> [[String]] {
        var reader = CSVRowReader(delimiter: delimiter, reading: columns)
        var rows: [[String]] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, min(chunk, bytes.count)))
            bytes[start..<end].withUnsafeBytes { reader.read($0) { rows.append($0) } }
            start = end
        }
        reader.finish { rows.append($0) }
        return rows
    }

    /// The rows yaslab/CSV.swift reads from `text`.
    private func libraryRows(_ text: String, delimiter: UInt8 = UInt8(ascii: ",")) throws -> [[String]] {
        let reader = try CSVReader(string: text, hasHeaderRow: false, delimiter: UnicodeScalar(delimiter))
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        return rows
    }

    @Test("RFC 4180: quoted delimiters, doubled quotes, line breaks inside quotes, CRLF, a last row without one")
    func quoting() {
        let text = "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",,x\r\nlast,row,\"\""
        #expect(rows(text) == [["a", "b,c", "say \"hi\""], ["two\nlines", "", "x"], ["last", "row", ""]])
    }

    @Test("blank lines are no rows; a byte order mark is not part of the first field")
    func blankLinesAndByteOrderMark() {
        #expect(rows("\u{FEFF}a;b\n\n\r\n1;2\r3;4\n", delimiter: UInt8(ascii: ";")) == [["a", "b"], ["1", "2"], ["3", "4"]])
    }

    @Test("a chunk may end anywhere: inside a quote, between \\r and \\n, inside a UTF-8 sequence")
    func chunkBoundaries() {
        let text = "Título,\"a \"\"b\"\"\r\nc\"\r\nñandú,😀\r\n"
        let whole = rows(text)
        #expect(whole == [["Título", "a \"b\"\r\nc"], ["ñandú", "😀"]])
        for chunk in 1...8 { #expect(rows(text, chunk: chunk) == whole) }
    }

    @Test("long fields read eight bytes at a time split the same wherever a chunk ends")
    func longFieldsAcrossChunks() {
        let text = "Summary,Notes,Points\r\n"
            + "A summary long enough to span words,\"Quoted, with a comma and \"\"doubled\"\" quotes\nover two lines\",13\r\n"
            + "Ünïcödé in the middle of a long unquoted run,\"\"\"\"\"\"\"\"\"\",8\n"
            + "\"a quoted run\" and text after it,plain text of twenty-four,\"\""
        let whole = rows(text)
        #expect(whole == [
            ["Summary", "Notes", "Points"],
            ["A summary long enough to span words", "Quoted, with a comma and \"doubled\" quotes\nover two lines", "13"],
            ["Ünïcödé in the middle of a long unquoted run", "\"\"\"\"", "8"],
            ["a quoted run and text after it", "plain text of twenty-four", ""],
        ])
        for chunk in 1...40 { #expect(rows(text, chunk: chunk) == whole, "chunks of \(chunk)") }
        // Columns not read come back empty, whatever their length and wherever the chunks end.
        let notes = whole.map { ["", $0[1], ""] }
        for chunk in [1, 7, 8, 9, 64] { #expect(rows(text, chunk: chunk, reading: [1]) == notes, "chunks of \(chunk)") }
    }

    @Test("on well-formed CSV it splits as yaslab/CSV.swift does (random files, fixed seed)")
    func sameAsTheLibrary() throws {
        var random = SeededRandom(seed: 19)
        let pieces = ["a", "b", " ", "é", "😀", "\t", ";", "x y", "\"", "a run of text longer than a word"]
        let specials = [",", "\n", "\r\n", "\r", "\"\""]
        for _ in 0..<1_500 {
            var text = ""
            let rowCount = Int.random(in: 1...5, using: &random)
            let columns = Int.random(in: 1...4, using: &random)
            for row in 0..<rowCount {
                for column in 0..<columns {
                    if column > 0 { text += "," }
                    var field = ""
                    for _ in 0..<Int.random(in: 0...4, using: &random) { field += pieces.randomElement(using: &random)! }
                    if Bool.random(using: &random) {
                        // Quoted: may hold anything, quotes doubled.
                        for _ in 0..<Int.random(in: 0...2, using: &random) { field += specials.randomElement(using: &random)! }
                        text += "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                    } else {
                        // Unquoted: no delimiter, line break, or leading quote.
                        text += field.hasPrefix("\"") ? "q" + field : field
                    }
                }
                if row < rowCount - 1 || Bool.random(using: &random) { text += ["\n", "\r\n", "\r"].randomElement(using: &random)! }
            }
            let isBlank = { (row: [String]) in row == [""] }
            let expected = try libraryRows(text).filter { !isBlank($0) }
            #expect(rows(text).filter { !isBlank($0) } == expected, "\(text.debugDescription)")
        }
    }
}

/// A small deterministic generator (xorshift64*), so a failing case repeats.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
