import Foundation
import Testing

@testable import Adapters

/// A header cell as large as the file (a stray quote, a pasted document) is read like the same bytes in a row:
/// the header is normalised once for every preset, and not made into text again on each pass over the rows.
/// (Its time is measured in Benchmarks/, workload `csv-header`; here, what the user gets.)
@Suite("CSV: a header with a very large cell")
struct CSVLargeHeaderTests {
    @Test func aHugeHeaderCellImportsAndIsKeptWhole() throws {
        let cell = String(repeating: "A header cell, with a comma; ", count: 40_000)
        let text = "Title,\"\(cell)\"\nfirst,x\nsecond,y\n"
        let result = try CSVImporter().importBoard(
            from: .data(Data(text.utf8), name: "big-header.csv"), as: .commaSeparatedText, options: ImportOptions())
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["first", "second"])
        let table = try CSVTable(.data(Data(text.utf8), name: "big-header.csv"), maximumBytes: .max)
        #expect(table.header == ["Title", cell])
    }

    @Test func headerNamesCompareAsBeforeTrimmedLowercasedWithoutAMark() {
        #expect(CSVPreset.normalized("\u{FEFF}  Issue Key \t\n") == "issue key")
        #expect(CSVPreset.normalized("\u{00A0}Título\u{2003}") == "título")
        #expect(CSVPreset.normalized("   ") == "")
        #expect(CSVPreset.detect(header: ["\u{FEFF}Summary", " Issue key", "Issue id", "Issue Type", "Status"]).name
            == CSVPreset.detect(header: ["Summary", "Issue key", "Issue id", "Issue Type", "Status"]).name)
    }

    @Test func theRowReaderCanPassOverTheHeaderWithoutMakingTextOfIt() {
        var reader = CSVRowReader(delimiter: UInt8(ascii: ","), skippingFirstRow: true)
        var rows: [[String]] = []
        Array("Title,Notes\nA,B\n".utf8).withUnsafeBytes { reader.read($0) { rows.append($0) } }
        reader.finish { rows.append($0) }
        #expect(rows == [["", ""], ["A", "B"]])
    }
}
