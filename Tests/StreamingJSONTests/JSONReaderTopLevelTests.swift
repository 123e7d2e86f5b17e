import Foundation
import Testing

@testable import StreamingJSON

/// Identifying a payload by its top-level keys: the walk stops when the caller has seen enough, and JSON that
/// breaks after the keys that matter still shows them.
@Suite struct JSONReaderTopLevelTests {
    private func keys(_ text: String, until last: String? = nil) -> (isObject: Bool, keys: [String]) {
        var keys: [String] = []
        let isObject = JSONReader.scanTopLevelMembers(of: Data(text.utf8), maximumDepth: 64) { _, key in
            keys.append(key.string)
            return key.string == last
        }
        return (isObject, keys)
    }

    @Test func nestedKeysAndKeysInStringsAreNotTopLevelKeys() {
        let text = #"{"a": {"b": 1, "c": [{"d": 2}]}, "e": "\"f\": 3, } ] {", "g": null}"#
        let scan = keys(text)
        #expect(scan.isObject)
        #expect(scan.keys == ["a", "e", "g"])
    }

    @Test func stringsAreSkippedToTheirClosingQuoteWhereverEscapesFall() {
        // Escaped quotes and backslashes, brackets and commas inside strings, at every offset within a word: the
        // skip must stop at each string's closing quote and nowhere else, or the keys after it come out wrong.
        var generator = SystemRandomNumberGenerator()
        let pieces = [#"\""#, #"\\"#, "a", "é", "😀", "{", "]", ",", " ", "xxxxxxx", #"\u0022"#, #"\n"#]
        for _ in 0..<300 {
            var text = "{"
            var expected: [String] = []
            for member in 0..<Int.random(in: 1..<6, using: &generator) {
                var value = "\""
                for _ in 0..<Int.random(in: 0..<12, using: &generator) { value += pieces.randomElement(using: &generator)! }
                value += "\""
                if Bool.random(using: &generator) { value = "[" + value + ", {\"k\": " + value + "}]" }
                text += (member == 0 ? "" : ", ") + "\"key\(member)\": " + value
                expected.append("key\(member)")
            }
            text += "}"
            let scan = keys(text)
            #expect(scan.keys == expected, "\(text)")
        }
    }

    @Test func theWalkStopsWhenTheCallerHasSeenEnough() {
        // What follows the key asked for is never looked at, not even its broken syntax.
        let scan = keys(#"{"lists": [], "cards": [], "tail": [1, 2"#, until: "cards")
        #expect(scan.keys == ["lists", "cards"])
    }

    @Test func aBrokenValueDoesNotHideTheKeysAfterIt() {
        // The importer that reads the payload reports the broken value; identification must still see the keys.
        #expect(keys(#"{"stories": [{"tags": ["x",]}], "statuses": []}"#).keys == ["stories", "statuses"])
        #expect(keys(#"{"lists": [], "cards": {"x": tru}, "prefs": {}}"#).keys == ["lists", "cards", "prefs"])
        #expect(keys(#"{"a": "\"}", "b": nul, "c": 1}"#).keys == ["a", "b", "c"])
    }

    @Test func keysBeforeBrokenPunctuationOrACutStand() {
        #expect(keys(#"{"lists": [], "cards": [], "prefs": {"#).keys == ["lists", "cards", "prefs"])
        #expect(keys(#"{"a": 1 "b": 2}"#).keys == ["a"])
        #expect(keys(#"{"a": 1, b: 2}"#).keys == ["a"])
    }

    @Test func aValueTheCallerReadsIsNotSkippedTwice() {
        var format: String?
        var keys: [String] = []
        let isObject = JSONReader.scanTopLevelMembers(
            of: Data(#"{"format": "cardport.board", "version": 2}"#.utf8), maximumDepth: 8
        ) { reader, key in
            keys.append(key.string)
            if key == "format" { format = try reader.readString() }
            return false
        }
        #expect(isObject)
        #expect(format == "cardport.board")
        #expect(keys == ["format", "version"])
    }

    @Test func aDocumentThatIsNoObjectSaysSo() {
        #expect(keys("[{\"a\": 1}]").isObject == false)
        #expect(keys("").isObject == false)
        #expect(keys("  \"text\"").isObject == false)
        #expect(keys("\u{FEFF} {}").isObject)
        #expect(keys("\u{FEFF} {}").keys.isEmpty)
    }

    @Test func aDeepValueIsLookedPastWithoutAStack() {
        let deep = String(repeating: "[{\"k\": ", count: 100_000) + "1" + String(repeating: "}]", count: 100_000)
        #expect(keys(#"{"a": 1, "deep": \#(deep), "b": 2}"#).keys == ["a", "deep", "b"])
    }
}
