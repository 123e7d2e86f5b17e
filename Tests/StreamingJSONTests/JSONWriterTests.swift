import Foundation
import Testing

@testable import StreamingJSON

/// The one JSON writer: what exports and history lines (compact) and board files (indented) rely on.
@Suite struct JSONWriterTests {
    /// Writes `{"name": TEXT, "tags": [], "list": [1, {"done": true}], "none": {}}` in `layout`.
    private func sample(_ text: String, layout: JSONWriter.Layout) -> String {
        var writer = JSONWriter(layout: layout)
        writer.beginObject()
        writer.key("name"); writer.string(text)
        writer.key("tags"); writer.beginArray(); writer.endArray()
        writer.key("list")
        writer.beginArray()
        writer.number(1)
        writer.beginObject(); writer.key("done"); writer.bool(true); writer.endObject()
        writer.endArray()
        writer.key("none"); writer.beginObject(); writer.endObject()
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func compactOutputHasNoWhitespaceAndReadsBack() throws {
        let text = sample("a\"b\\c/d\u{8}\u{C}\n\u{1}é", layout: .compact)
        #expect(text == #"{"name":"a\"b\\c/d\b\f\n\u0001é","tags":[],"list":[1,{"done":true}],"none":{}}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "a\"b\\c/d\u{8}\u{C}\n\u{1}é")
    }

    @Test func indentedOutputIsTheBoardFileLayout() {
        let text = sample("x", layout: .indented)
        #expect(text == """
            {
              "name" : "x",
              "tags" : [

              ],
              "list" : [
                1,
                {
                  "done" : true
                }
              ],
              "none" : {

              }
            }
            """)
    }

    @Test func flushHandsOverWhatWasWrittenAndStartsAgain() {
        var writer = JSONWriter(layout: .compact)
        var pieces: [String] = []
        writer.beginArray()
        writer.string("first")
        #expect(writer.flush { pieces.append(String(decoding: $0, as: UTF8.self)); return true })
        #expect(writer.count == 0)
        writer.string("second")
        writer.endArray()
        #expect(!writer.flush { pieces.append(String(decoding: $0, as: UTF8.self)); return false })
        #expect(pieces.joined() == #"["first","second"]"#)
    }

    @Test func aCopiedWriterWritesOnItsOwn() {
        var first = JSONWriter(capacity: 4)
        first.beginArray()
        first.string("shared")
        var second = first
        second.string("second only")
        second.endArray()
        first.endArray()
        #expect(String(decoding: first.bytes, as: UTF8.self) == #"["shared"]"#)
        #expect(String(decoding: second.bytes, as: UTF8.self) == #"["shared","second only"]"#)
        // A copy that flushes leaves the other's bytes alone.
        var third = first
        _ = third.flush { _ in true }
        #expect(third.count == 0)
        #expect(String(decoding: first.data, as: UTF8.self) == #"["shared"]"#)
    }

    @Test func outputGrowsPastItsCapacityAndDeepIndentation() {
        var writer = JSONWriter(capacity: 1, layout: .indented)
        for _ in 0..<80 { writer.beginArray() }
        writer.string(String(repeating: "x", count: 1_000))
        for _ in 0..<80 { writer.endArray() }
        let text = String(decoding: writer.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 161)
        #expect(lines[80] == Substring(String(repeating: " ", count: 160) + "\"" + String(repeating: "x", count: 1_000) + "\""))
        #expect(lines[160] == "]")
    }

    @Test func numbersJSONCannotHoldAreNull() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.number(Double.nan)
        writer.number(2.5)
        writer.number(3.0)
        writer.number(nil as Int?)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[null,2.5,3,null]")
    }

    /// Escapes at every offset of the eight-byte words the writer scans, among plain and non-ASCII text: the
    /// string reads back as written, with each escape where a byte-by-byte writer puts it.
    @Test func stringsAreEscapedWhereverTheEscapesFall() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀", "\"", "\\", "\n", "\u{1}", "\u{1F}", " ", "/", "\u{7F}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var writer = JSONWriter()
            writer.string(text)
            let written = String(decoding: writer.bytes, as: UTF8.self)
            var expected = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": expected += "\\\""
                case "\\": expected += "\\\\"
                case "\n": expected += "\\n"
                case "\u{1}": expected += "\\u0001"
                case "\u{1F}": expected += "\\u001f"
                default: expected.unicodeScalars.append(scalar)
                }
            }
            expected += "\""
            #expect(written == expected, "\(text.debugDescription)")
            let readBack = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
            #expect(readBack == text, "\(text.debugDescription)")
        }
    }
}
