import Foundation
import Markup
import Testing

@Suite("Markup: HTML parsing")
struct MarkupHTMLTests {
    private func elements(named name: String, in element: MarkupElement) -> [MarkupElement] {
        var found: [MarkupElement] = []
        func walk(_ element: MarkupElement) {
            if element.name == name { found.append(element) }
            element.childElements.forEach(walk)
        }
        walk(element)
        return found
    }

    @Test("sloppy markup is recovered: unclosed li and td, mixed-case names, entities")
    func recovers() throws {
        let html = "<UL><Li>One &amp; two<li>Caf&eacute; &#x2713;</ul><table><tr><TD>a<td>b</table>"
        let document = try MarkupDocument(parsingHTML: Array(html.utf8))
        #expect(document.root.name == "html")
        let items = elements(named: "li", in: document.root)
        #expect(items.map(\.text) == ["One & two", "Café ✓"])
        #expect(elements(named: "td", in: document.root).map(\.text) == ["a", "b"])
    }

    @Test("comments are kept, so clipboard fragment markers can be found")
    func comments() throws {
        let html = "<html><body><!--StartFragment--><b>x</b><!--EndFragment--></body></html>"
        let body = try #require(elements(named: "body", in: try MarkupDocument(parsingHTML: Array(html.utf8)).root).first)
        #expect(body.children.first == .comment("StartFragment"))
        #expect(body.children.last == .comment("EndFragment"))
    }

    @Test("the encoding comes from meta charset, else a BOM, else UTF-8")
    func encodings() throws {
        var latin1 = Array("<html><head><meta charset=\"iso-8859-1\"></head><body><p>".utf8)
        latin1 += [0x43, 0x61, 0x66, 0xE9]  // "Café" in ISO-8859-1
        latin1 += Array("</p></body></html>".utf8)
        let paragraph = elements(named: "p", in: try MarkupDocument(parsingHTML: latin1).root).first
        #expect(paragraph?.text == "Café")

        let utf16: [UInt8] = [0xFF, 0xFE] + "<p>Ünïcode</p>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(elements(named: "p", in: try MarkupDocument(parsingHTML: utf16).root).first?.text == "Ünïcode")

        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<p>naïve</p>".utf8)
        #expect(elements(named: "p", in: try MarkupDocument(parsingHTML: bom).root).first?.text == "naïve")
    }

    @Test("deep nesting beyond the limit is a limit error with a line")
    func depthLimit() throws {
        let html = String(repeating: "<div>\n", count: 40) + "deep"
        let error = try #require(throws: MarkupError.self) {
            try MarkupDocument(parsingHTML: Array(html.utf8), fileName: "deep.html", limits: MarkupLimits(maximumDepth: 20))
        }
        #expect(error.code == .limitExceeded)
        #expect(error.line > 1)
        #expect(error.description.hasPrefix("deep.html:"))
        #expect(error.message.contains("20"))
        #expect(try MarkupDocument(parsingHTML: Array(html.utf8)).root.name == "html")
    }

    @Test("input over the size limit is a limit error")
    func sizeLimit() throws {
        let html = Array(("<p>" + String(repeating: "x", count: 5_000) + "</p>").utf8)
        let error = try #require(throws: MarkupError.self) {
            try MarkupDocument(parsingHTML: html, limits: MarkupLimits(maximumInputBytes: 1_000))
        }
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("1000 bytes"))
        let xmlError = try #require(throws: MarkupError.self) {
            try MarkupDocument(parsingXML: Array("<r>\(String(repeating: "x", count: 5_000))</r>".utf8),
                               limits: MarkupLimits(maximumInputBytes: 1_000))
        }
        #expect(xmlError.code == .limitExceeded)
    }

    @Test("XML deeper than a configured depth limit is a limit error")
    func xmlDepthLimit() throws {
        let xml = String(repeating: "<a>", count: 30) + String(repeating: "</a>", count: 30)
        let error = try #require(throws: MarkupError.self) {
            try MarkupDocument(parsingXML: Array(xml.utf8), limits: MarkupLimits(maximumDepth: 10))
        }
        #expect(error.code == .limitExceeded)
        #expect(try MarkupDocument(parsingXML: Array(xml.utf8)).root.name == "a")
    }

    @Test("empty input and binary data are clear errors")
    func badInput() throws {
        #expect(throws: MarkupError.self) { try MarkupDocument(parsingHTML: [UInt8]()) }
        var generator = SplitMix64(seed: 42)
        for length in [64, 1000, 70_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingHTML: bytes) }
            #expect(error.message.contains("binary"))
        }
    }

    @Test("a large sloppy document parses in chunks")
    func large() throws {
        let row = "<tr><td>cell &amp; more<td>second\n"
        let html = "<table>" + String(repeating: row, count: 200_000)
        let document = try MarkupDocument(parsingHTML: Array(html.utf8))
        #expect(elements(named: "tr", in: document.root).count == 200_000)
    }
}
