import Foundation
import Testing

@testable import StreamingJSON

/// Shared strings: ids that a document repeats are read as one `String` each, and read as the same text as
/// unshared strings would be.
@Suite struct StringTableTests {
    /// Where a string's UTF-8 lives: two strings that share their storage answer the same address.
    private func storage(of string: String) -> UnsafeRawPointer? {
        var string = string
        return string.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    /// `text` as the table gives it for its UTF-8, as the reader hands text over: checked, and marked ASCII or not.
    private func string(_ text: String, from table: inout StringTable) -> String {
        var utf8 = Array(text.utf8)
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        return utf8.withUnsafeMutableBufferPointer { table.string(UnsafeBufferPointer($0), isASCII: isASCII) }
    }

    @Test func equalIDsReadAsOneStringAndDifferentOnesApart() throws {
        let first = "5f0000000000020000000005", second = "5f0000000000020000000006"
        let json = "[\"\(first)\", \"\(second)\", \"\(first)\", \"\(second)\", \"\(first)\"]"
        let ids = try JSONReader.read(Data(json.utf8), maximumDepth: 8) { reader in
            var ids: [String] = []
            try reader.forEachElement { reader, _ in ids.append(try reader.readSharedString()) }
            return ids
        }
        #expect(ids == [first, second, first, second, first])
        #expect(storage(of: ids[0]) == storage(of: ids[2]))
        #expect(storage(of: ids[0]) == storage(of: ids[4]))
        #expect(storage(of: ids[1]) == storage(of: ids[3]))
        #expect(storage(of: ids[0]) != storage(of: ids[1]))
    }

    /// The strings of the JSON array `json`, read shared or not.
    private func strings(_ json: String, shared: Bool) throws -> [String?] {
        try JSONReader.read(Data(json.utf8), maximumDepth: 8) { reader in
            var strings: [String?] = []
            try reader.forEachElement { reader, _ in
                strings.append(shared ? try reader.readOptionalSharedString() : try reader.readOptionalString())
            }
            return strings
        }
    }

    @Test func sharedStringsReadAsPlainOnesWithEscapesLengthsAndNulls() throws {
        // Escaped strings, characters beyond ASCII, the empty string, 15 and 16 bytes (either side of the
        // length Swift keeps inline), and null: each reads as `readOptionalString` reads it.
        let json = #"["a\"b\\c\u00e9", "é😀 long enough to be kept", "", "fifteen bytes!!", "sixteen bytes!!!", null, "é😀 long enough to be kept", "a\"b\\c\u00e9"]"#
        let shared = try strings(json, shared: true)
        #expect(shared == (try strings(json, shared: false)))
        #expect(shared == ["a\"b\\cé", "é😀 long enough to be kept", "", "fifteen bytes!!", "sixteen bytes!!!", nil, "é😀 long enough to be kept", "a\"b\\cé"])
    }

    @Test func aSharedStringWithBadUTF8OrNoClosingQuoteIsTheSameError() throws {
        for bytes in [[UInt8(ascii: "\"")] + Array("an id".utf8) + [0xFF, UInt8(ascii: "\"")], Array("\"no closing quote".utf8)] {
            var errors: [JSONReaderError?] = []
            for shared in [true, false] {
                do {
                    _ = try JSONReader.read(Data(bytes), maximumDepth: 8) { reader in
                        shared ? try reader.readSharedString() : try reader.readString()
                    }
                    errors.append(nil)
                } catch {
                    errors.append(error as? JSONReaderError)
                }
            }
            let sharedError = try #require(errors[0])
            #expect(sharedError.code == errors[1]?.code)
            #expect(sharedError.offset == errors[1]?.offset)
        }
    }

    @Test func manyDifferentStringsAreEachFoundAgainAsTheTableGrows() {
        // Enough strings to double the table many times: each is found again, with its own text, after all
        // the others went in.
        var table = StringTable()
        let texts = (0..<20_000).map { "card-\($0)-" + String(repeating: "é", count: $0 % 7) + "-of-a-long-board" }
        var first: [String] = []
        for text in texts { first.append(string(text, from: &table)) }
        #expect(table.count == texts.count)
        for (index, text) in texts.enumerated() {
            let again = string(text, from: &table)
            #expect(again == text)
            #expect(storage(of: again) == storage(of: first[index]))
        }
        #expect(table.count == texts.count)
    }
}

extension StringTableTests {
    @Test func pastItsLimitTheTableMakesNewStringsWithoutKeepingThem() {
        var table = StringTable(limit: 3)
        func string(_ text: String) -> String { self.string(text, from: &table) }
        let kept = (0..<3).map { string("an id long enough to keep \($0)") }
        let unkept = string("an id long enough to keep 3")
        #expect(unkept == "an id long enough to keep 3")
        #expect(table.count == 3)
        // The strings kept are still shared; the one past the limit is made afresh each time.
        #expect(storage(of: string("an id long enough to keep 0")) == storage(of: kept[0]))
        #expect(storage(of: string("an id long enough to keep 3")) != storage(of: unkept))
    }
}
