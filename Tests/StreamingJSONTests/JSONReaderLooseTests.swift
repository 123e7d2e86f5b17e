import Foundation
import Testing

@testable import StreamingJSON

/// Values whose type tools' exports vary (ids as numbers or strings, collections as arrays or id-keyed objects),
/// read loosely while the JSON itself stays strict.
@Suite struct JSONReaderLooseTests {
    private func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.read(Data(text.utf8), maximumDepth: 16, body)
    }

    @Test func scalarsReadAsTextWholeNumbersWithoutAFraction() throws {
        let values = try read(#"["a", 188, 1.5, true, null, {"x": 1}, [2]]"#) { try $0.readLooseStringsKeepingNulls() }
        #expect(values == ["a", "188", "1.5", "true", nil, nil, nil])
    }

    @Test func numbersMayBeWrittenAsText() throws {
        let numbers = try read(#"[3, " 4 ", "x", null, true]"#) { reader in
            var numbers: [Double?] = []
            try reader.forEachValue { reader in numbers.append(try reader.readLooseNumber()) }
            return numbers
        }
        #expect(numbers == [3, 4, nil, nil, nil])
    }

    @Test func flagsMayBeNumbers() throws {
        let flags = try read(#"[true, 0, 2, "yes", null]"#) { reader in
            var flags: [Bool?] = []
            try reader.forEachValue { reader in flags.append(try reader.readLooseBool()) }
            return flags
        }
        #expect(flags == [true, false, true, nil, nil])
    }

    @Test func anObjectWithIdKeysHoldsItsValuesLikeAnArray() throws {
        // PHP writes an array with non-sequential keys as an object.
        #expect(try read(#"{"3": "a", "7": "b"}"#) { try $0.readLooseStrings() } == ["a", "b"])
        #expect(try read("null") { try $0.readLooseStrings() }.isEmpty)
        #expect(try read("5") { try $0.readLooseStrings() }.isEmpty)
    }

    @Test func looseTypesDoNotMakeBrokenJSONReadable() {
        #expect(throws: JSONReaderError.self) { try read(#"["a", 1,]"#) { try $0.readLooseStrings() } }
    }
}
