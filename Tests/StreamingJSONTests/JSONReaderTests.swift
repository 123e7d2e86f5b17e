import Foundation
import PropertyBased
import Testing

@testable import StreamingJSON

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

    @Test func stringsWithoutEscapesReadAsTheTextTheyHold() throws {
        // Strings the reader makes from the bytes it checked: ASCII, and text whose characters span several
        // bytes and scalars (a combining accent, a flag, a family emoji), shared or not, long and short.
        let texts = ["plain ascii text, longer than fifteen bytes", "id", "café", "cafe\u{301}", "naïve résumé 🇫🇷",
                     "👨‍👩‍👧 three people joined by zero-width joiners", "日本語のテキスト"]
        let json = "[" + (texts + texts).map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let read = try read(json) { reader in
            var strings: [String] = []
            try reader.forEachElement { reader, index in
                strings.append(index < texts.count ? try reader.readString() : try reader.readSharedString())
            }
            return strings
        }
        #expect(read == texts + texts)
        #expect(read.map(\.count) == (texts + texts).map(\.count))
        #expect(read[2] == read[3], "café with a precomposed é equals café with a combining accent")
        #expect(read.map { $0.utf8.count } == (texts + texts).map { $0.utf8.count })
        #expect(read.map { Array($0.unicodeScalars) } == (texts + texts).map { Array($0.unicodeScalars) })
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

    @Test func decimalsReadAsTheDoubleNearestThem() throws {
        // Whole numbers and decimals of up to 15 digits are read without text; every number, short or long, must
        // read as the Double that `Double(String)` (correctly rounded) gives for its text, to the last bit.
        var state: UInt64 = 0xDEC1_4A15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts = ["0", "-0", "0.0", "-0.0", "0.1", "0.3", "2.675", "65535.5", "999999999999999", "0.000000000000001",
                     "123456789012345.6", "9007199254740993", "1.7976931348623157", "4.35", "-1.005"]
        for _ in 0..<20_000 {
            let digits = (0..<(1 + next(18))).map { _ in String(next(10)) }.joined()
            let point = next(digits.count + 1)
            var whole = String(digits.prefix(point))
            while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
            if whole.isEmpty { whole = "0" }
            let fraction = digits.dropFirst(point)
            texts.append((next(2) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction))
        }
        let numbers = try read("[" + texts.joined(separator: ",") + "]") { reader in
            var numbers: [Double] = []
            try reader.forEachElement { reader, _ in numbers.append(try reader.readNumber()) }
            return numbers
        }
        for (text, number) in zip(texts, numbers) {
            #expect(number.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    /// Strings are scanned eight bytes at a time; an escape, a control character, a quote or a non-ASCII byte
    /// must be found wherever it falls in a word, whether the string is read or skipped.
    @Test func everySpecialByteIsFoundWhereverItFallsInALongString() throws {
        let after = String(repeating: "b", count: 30)
        for position in 0..<24 {
            let before = String(repeating: "a", count: position)
            #expect(try read("\"" + before + "\\n" + after + "\"") { try $0.readString() } == before + "\n" + after)
            #expect(try read("\"" + before + "é\u{7F}" + after + "\"") { try $0.readString() } == before + "é\u{7F}" + after)
            #expect(try read("[\"" + before + "\", 1]") { reader in
                var count = 0
                try reader.forEachElement { reader, _ in
                    try reader.skipValue()
                    count += 1
                }
                return count
            } == 2)
            let control = readError("\"" + before + "\u{1}" + after + "\"")
            #expect(control?.code == .syntax && control?.column == position + 2, "control at \(position)")
            #expect(readError("\"" + before + after)?.code == .syntax)
            let invalid = Array(("\"" + before).utf8) + [0xFF] + Array((after + "\"").utf8)
            for skipped in [false, true] {
                let error = #expect(throws: JSONReaderError.self) {
                    try JSONReader.read(Data(invalid), maximumDepth: 8) { reader in
                        if skipped { try reader.skipValue() } else { _ = try reader.readString() }
                    }
                }
                #expect(error?.code == .invalidUTF8 && error?.offset == position + 1)
            }
        }
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

    @Test func aLongKeyIsCutInThePathAtACharactersEdge() throws {
        // 79 ASCII bytes then "é" (two bytes) crosses the 80-byte limit: the path stops before the "é".
        let long = String(repeating: "k", count: 79) + "é" + String(repeating: "z", count: 5_000)
        do {
            try read(#"{"\#(long)": [{"name": tru}]}"#) { reader in
                try reader.forEachMember { reader, _ in
                    try reader.forEachElement { reader, _ in
                        try reader.forEachMember { reader, _ in _ = try reader.readString() }
                    }
                }
            }
            Issue.record("no error")
        } catch let error as JSONReaderError {
            #expect(error.path == String(repeating: "k", count: 79) + "…[0].name")
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

/// A JSON value, to generate documents and compare what the reader reads.
enum GeneratedJSON: Sendable, Equatable {
    case string(String), number(Double), bool(Bool), null
    indirect case array([GeneratedJSON])
    indirect case object([String: GeneratedJSON])

    /// The value as JSONSerialization takes it.
    var foundation: Any {
        switch self {
        case .string(let text): text
        case .number(let number): NSNumber(value: number)
        case .bool(let flag): flag
        case .null: NSNull()
        case .array(let values): values.map(\.foundation)
        case .object(let members): members.mapValues(\.foundation)
        }
    }
}

/// The reader on what Foundation's JSONSerialization writes: random documents read back to the values written.
@Suite struct JSONReaderFoundationTests {
    static let text = Gen.oneOf(
        Gen.ascii.eraseToAnySequence(),
        Gen.character(in: "\u{00}"..."\u{1F}").eraseToAnySequence(),
        Gen.character(in: "\u{80}"..."\u{7FF}").eraseToAnySequence(),
        Gen.character(in: "\u{4E00}"..."\u{4FFF}").eraseToAnySequence(),
        Gen.character(in: "\u{1F600}"..."\u{1F64F}").eraseToAnySequence()
    ).string(of: 0...8)

    /// Strings, whole numbers, eighths (exact in binary and in short decimals), true, false and null.
    static let scalar = zip(Gen.int(in: 0...4), text, Gen.int64(in: -1_000_000_000_000...1_000_000_000_000), Gen.bool)
        .map { kind, text, number, flag -> GeneratedJSON in
            switch kind {
            case 0: .string(text)
            case 1: .number(Double(number))
            case 2: .number(Double(number % 1_000_000) / 8)
            case 3: .bool(flag)
            default: .null
            }
        }

    static let document = zip(text.array(of: 0...4), scalar.array(of: 0...4).array(of: 0...4)).map { keys, arrays in
        var members: [String: GeneratedJSON] = [:]
        for (key, array) in zip(keys, arrays) { members[key] = .array(array) }
        members["nested"] = .object(["deeper": .array((arrays.first ?? []) + [.object([:]), .array([])])])
        return GeneratedJSON.object(members)
    }

    /// Reads the value at the reader.
    static func value(_ reader: inout JSONReader) throws -> GeneratedJSON {
        switch try reader.peek() {
        case .object:
            var members: [String: GeneratedJSON] = [:]
            try reader.forEachMember { reader, key in members[key.string] = try value(&reader) }
            return .object(members)
        case .array:
            var values: [GeneratedJSON] = []
            try reader.forEachElement { reader, _ in values.append(try value(&reader)) }
            return .array(values)
        case .string: return .string(try reader.readString())
        case .number: return .number(try reader.readNumber())
        case .bool: return .bool(try reader.readBool())
        case .null:
            _ = try reader.readNull()
            return .null
        }
    }

    @Test func readsWhatFoundationWrites() async {
        await propertyCheck(count: 200, input: Self.document) { document in
            let data = try JSONSerialization.data(withJSONObject: document.foundation)
            let read = try JSONReader.read(data, maximumDepth: 16) { try Self.value(&$0) }
            #expect(read == document, "\(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test func skipsWhatFoundationWrites() async {
        await propertyCheck(count: 200, input: Self.document) { document in
            let wrapped = GeneratedJSON.object(["skipped": document, "kept": .string("yes")])
            let data = try JSONSerialization.data(withJSONObject: wrapped.foundation)
            let kept = try JSONReader.read(data, maximumDepth: 16) { reader in
                var kept = ""
                try reader.forEachMember { reader, key in if key == "kept" { kept = try reader.readString() } }
                return kept
            }
            #expect(kept == "yes")
        }
    }
}

/// Whole numbers and optional arrays, as typed readers (`Int` ids, lists of records) ask for them.
@Suite struct JSONReaderIntegerTests {
    @Test func wholeNumbersReadAsIntegersFractionsAreAnErrorAtTheNumber() throws {
        let values = try JSONReader.read(Data("[3, -12, 3.0, 1e3, null]".utf8), maximumDepth: 4) { reader in
            try reader.readOptionalArray { try $0.readOptionalInteger() }
        }
        #expect(values == [3, -12, 3, 1000, nil])
        let error = #expect(throws: JSONReaderError.self) {
            try JSONReader.read(Data(#"{"id": 1,"limit": 2.5}"#.utf8), maximumDepth: 4) { reader in
                try reader.forEachMember { reader, _ in _ = try reader.readInteger() }
            }
        }
        #expect(error?.code == .unexpectedType)
        #expect(error?.column == 19)
        #expect(error?.path == "limit")
    }

    @Test func anOptionalArrayIsNilForNullAndAnErrorForAnotherValue() throws {
        #expect(try JSONReader.read(Data("null".utf8), maximumDepth: 4) { try $0.readOptionalArray { try $0.readString() } } == nil)
        let error = #expect(throws: JSONReaderError.self) {
            try JSONReader.read(Data(#"{"a": "b"}"#.utf8), maximumDepth: 4) { try $0.readOptionalArray { try $0.readString() } }
        }
        #expect(error?.code == .unexpectedType)
    }

    @Test func anErrorPastReleasedBytesIsPlacedAsIfTheyWereStillThere() throws {
        // Several progress points' worth of elements over many lines, non-ASCII text on the error's line,
        // then a bad value: its place must not depend on the bytes the caller let go of.
        var text = "[\n"
        while text.utf8.count < 9 << 20 { text += "  {\"name\": \"naïve café\", \"n\": 12345},\n" }
        text += "  \"ünïcode\", tru]"
        var bytes = Array(text.utf8)
        var expected: JSONReaderError?
        do { try JSONReader.read(Data(text.utf8), maximumDepth: 512) { try $0.skipValue() } } catch { expected = error as? JSONReaderError }
        var releases: [Int] = []
        let error = bytes.withUnsafeMutableBufferPointer { whole -> JSONReaderError? in
            let buffer = whole
            do {
                try JSONReader.read(UnsafeBufferPointer(buffer), maximumDepth: 512, progress: { offset in
                    releases.append(offset)
                    UnsafeMutableBufferPointer(rebasing: buffer[..<offset]).update(repeating: 0)  // as released pages read
                }) { try $0.forEachElement { reader, _ in try reader.skipValue() } }
                return nil
            } catch {
                return error as? JSONReaderError
            }
        }
        #expect(releases.count >= 2)
        #expect(expected?.line == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(expected?.code == .syntax)
        #expect(error?.line == expected?.line)
        #expect(error?.column == expected?.column)
        #expect(error?.offset == expected?.offset)
    }
    @Test func keysMatchLiteralsByTheirTextWithEscapesDecoded() throws {
        var seen: [String] = []
        let text = #"{"na\u006De": 1, "id": 2, "idList": 3, "dateLastActivity": 4, "": 5, "é": 6, "x": 7, "xy": 8}"#
        try JSONReader.read(Data(text.utf8), maximumDepth: 8) { reader in
            try reader.forEachMember { reader, key in
                switch key {
                case "name": seen.append("name")
                case "id": seen.append("id")
                case "dateLastActivity": seen.append("date")
                case "é": seen.append("é")
                case "x": seen.append("x")
                default: seen.append("other " + key.string)
                }
                #expect(key != "i")
            }
        }
        #expect(seen == ["name", "id", "other idList", "date", "other ", "é", "x", "other xy"])
    }

    @Test func thePathNamesTheKeysAboveAnErrorPastReleasedBytes() throws {
        // The key above a long array lies in bytes the caller lets go of while the array is read: an error deep
        // in the array still names it.
        var text = #"{"board": {"cards": ["#
        var count = 0
        while text.utf8.count < 9 << 20 {
            text += #"{"name": "card", "n": 12345},"# + "\n"
            count += 1
        }
        text += #"{"name": tru}]}}"#
        var bytes = Array(text.utf8)
        let error = bytes.withUnsafeMutableBufferPointer { whole -> JSONReaderError? in
            let buffer = whole
            do {
                try JSONReader.read(UnsafeBufferPointer(buffer), maximumDepth: 512, progress: { offset in
                    UnsafeMutableBufferPointer(rebasing: buffer[..<offset]).update(repeating: 0)
                }) { reader in
                    try reader.forEachMember { reader, _ in
                        try reader.forEachMember { reader, _ in
                            try reader.forEachElement { reader, _ in
                                try reader.forEachMember { reader, key in
                                    if key == "name" { _ = try reader.readString() }
                                }
                            }
                        }
                    }
                }
                return nil
            } catch {
                return error as? JSONReaderError
            }
        }
        #expect(error?.path == "board.cards[\(count)].name")
    }
    @Test func errorsArePlacedByLineAndCharacterWhereverLineFeedsAndWideCharactersFall() throws {
        // Line feeds between values, and characters of one to four bytes inside them, at every offset within a
        // word, then a bad value: its line and column must be what counting a character at a time gives.
        var generator = SystemRandomNumberGenerator()
        let characters = ["a", "é", "€", "😀", "xyz", " "]
        let separators = [",", ", ", ",\n", ",\n\n  ", "\n,"]
        for _ in 0..<300 {
            var text = "["
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                text += "\""
                for _ in 0..<Int.random(in: 0..<6, using: &generator) { text += characters.randomElement(using: &generator)! }
                text += "\"" + separators.randomElement(using: &generator)!
            }
            text += "tru]"
            let offset = text.utf8.count - 1  // the "]" where "tru" stops being "true"
            var line = 1, column = 1
            for byte in text.utf8.prefix(offset) {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            var placed: JSONReaderError?
            do { try JSONReader.read(Data(text.utf8), maximumDepth: 8) { try $0.skipValue() } } catch { placed = error as? JSONReaderError }
            let error = try #require(placed, "\(text)")
            #expect(error.offset == offset, "\(text)")
            #expect(error.line == line, "\(text)")
            #expect(error.column == column, "\(text)")
        }
    }
}
