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
}
