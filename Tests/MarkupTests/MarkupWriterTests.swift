import Markup
import Testing

@Suite("Markup: writing")
struct MarkupWriterTests {
    static let hostile = "a & b < c > d \"e\" 'f'\ttab\nline\r\ncrlf ]]> --> <!-- é 😀"

    @Test("text and attribute values written as XML parse back to exactly what was written")
    func xmlRoundTrip() throws {
        var writer = MarkupWriter(mode: .xml)
        writer.startElement("r", [("value", Self.hostile), ("absent", nil)])
        writer.writeText(Self.hostile)
        writer.comment("a -- b -")
        writer.endElement()
        let root = try MarkupDocument(parsingXML: writer.bytes).root
        #expect(root.attribute("value") == Self.hostile)
        #expect(root.attribute("absent") == nil)
        #expect(root.text == Self.hostile)
        #expect(root.children.contains { if case .comment = $0 { true } else { false } })
    }

    @Test("text and attribute values written as HTML parse back to exactly what was written")
    func htmlRoundTrip() throws {
        var writer = MarkupWriter(mode: .html)
        writer.element("div", [("data-value", Self.hostile)], text: Self.hostile)
        writer.emptyElement("br")
        writer.emptyElement("span")
        #expect(writer.text.hasSuffix("<br><span></span>"))
        let document = try MarkupDocument(parsingHTML: writer.bytes)
        let body = try #require(document.root.childElements(named: "body").first)
        let div = try #require(body.childElements(named: "div").first)
        #expect(div.attribute("data-value") == Self.hostile)
        #expect(div.text == Self.hostile)
    }

    @Test("markup in content never becomes markup")
    func noInjection() {
        var writer = MarkupWriter(mode: .html)
        writer.element("p", [("title", "\"><script>x</script>")], text: "<script>alert(1)</script>")
        #expect(writer.text == "<p title=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\">&lt;script&gt;alert(1)&lt;/script&gt;</p>")
    }

    @Test("characters XML cannot carry are replaced by U+FFFD and counted")
    func unrepresentable() throws {
        var writer = MarkupWriter(mode: .xml)
        writer.element("r", text: "nul\u{0}bell\u{7}\u{FFFF}")
        #expect(writer.replacedCharacterCount == 3)
        #expect(try MarkupDocument(parsingXML: writer.bytes).root.text == "nul\u{FFFD}bell\u{FFFD}\u{FFFD}")
    }
}
