import Foundation
import Testing

@testable import Adapters

@Suite struct JSONReaderTests {
    private func read<T>(_ text: String, depth: Int = 512, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.read(Data(text.utf8), maximumDepth: depth, body)
    }

    private func readError(_ text: String, depth: Int = 512) -> JSONReaderError? {
        do {
            try read(text, depth: depth) { try $0.skipValue() }
            return nil
        } catch {
            return error as? JSONReaderError
        }
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
        let text = try read(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00 é😀""#) { try $0.readString() }
        #expect(text == "a\"b\\c/d\n\té😀 é😀")
    }

    @Test func aLoneSurrogateEscapeIsAnError() {
        #expect(readError(#""\ud83d x""#)?.code == .syntax)
        #expect(readError(#""\ude00""#)?.code == .syntax)
    }

    @Test func numbersReadAsDoubles() throws {
        let numbers = try read("[0, -0, 16384, 32767.5, 1.5e3, -2E-2, 12345678901234567890]") { reader in
            var numbers: [Double] = []
            try reader.forEachElement { reader, _ in numbers.append(try reader.readNumber()) }
            return numbers
        }
        #expect(numbers == [0, 0, 16384, 32767.5, 1500, -0.02, 1.2345678901234567e19])
    }

    @Test func badNumbersAreSyntaxErrors() {
        for text in ["01", "-", "1.", "1e", ".5", "+1"] {
            #expect(readError(text)?.code == .syntax, "\(text)")
        }
    }

    @Test func membersAndElementsCarryTheirPath() throws {
        do {
            try read(#"{"cards": [{"name": "a"}, {"name": tru}]}"#) { reader in
                try reader.forEachMember { reader, _ in
                    try reader.forEachElement { reader, _ in
                        try reader.forEachMember { reader, _ in _ = try reader.readString() }
                    }
                }
            }
            Issue.record("no error")
        } catch let error as JSONReaderError {
            #expect(error.path == "cards[1].name")
            #expect(error.line == 1)
            #expect(error.column == 36)
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(readError("{\"é😀\": \n  \"x\" ?}"))
        #expect(error.line == 2)
        #expect(error.column == 7)
    }

    @Test func unreadMembersAreSkipped() throws {
        let name = try read(#"{"skip": {"deep": [1, {"a": [true, false, null]}]}, "name": "kept", "after": [1]}"#) {
            reader in
            var name = ""
            try reader.forEachMember { reader, key in
                if key == "name" { name = try reader.readString() }
            }
            return name
        }
        #expect(name == "kept")
    }

    @Test func textAfterTheValueIsAnError() {
        #expect(readError("{} {}")?.code == .syntax)
        #expect(readError("[1,]")?.code == .syntax)
        #expect(readError(#"{"a":1,}"#)?.code == .syntax)
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let value = try JSONReader.read(Data([0xEF, 0xBB, 0xBF] + Array("true".utf8)), maximumDepth: 4) {
            try $0.readBool()
        }
        #expect(value)
    }

    @Test func controlCharactersInStringsAreErrors() {
        #expect(readError("\"a\u{01}b\"")?.code == .syntax)
    }

    @Test func depthIsLimitedWhetherReadOrSkipped() throws {
        #expect(readError("[[[]]]", depth: 2)?.code == .tooDeep)
        #expect(readError("[[[]]]", depth: 3) == nil)
        do {
            try read("[[[1]]]", depth: 2) { reader in
                try reader.forEachElement { reader, _ in try reader.forEachElement { _, _ in } }
            }
            Issue.record("no error")
        } catch let error as JSONReaderError {
            #expect(error.code == .tooDeep)
        }
    }

    @Test func aValueOfAnotherTypeSaysWhatWasExpected() throws {
        do {
            _ = try read(#"{"a": [1]}"#) { reader in
                try reader.forEachMember { reader, _ in _ = try reader.readString() }
            }
            Issue.record("no error")
        } catch let error as JSONReaderError {
            #expect(error.code == .unexpectedType)
            #expect(error.message == "Expected a string, found an array.")
            #expect(error.path == "a")
        }
    }
}
