import Foundation
import Markup
import Testing

@Suite("Markup: streaming XML")
struct XMLEventStreamTests {
    /// Records what a stream delivers; collects the elements named in `collect`.
    final class Recorder: XMLSubtreeSink {
        let collect: Set<String>
        var events: [String] = []
        /// Each collected subtree, described as ``describe(_:)-(MarkupElement)`` describes a tree's element.
        var collected: [String] = []

        init(collecting names: Set<String>) {
            collect = names
        }

        func startElement(_ element: MarkupElement) -> Bool {
            events.append("start \(element.name) line \(element.line) \(element.attributes.map { "\($0.name)=\($0.value)" })")
            return collect.contains(element.name)
        }

        func endElement() { events.append("end") }

        func collected(_ subtree: XMLSubtree) {
            events.append("collected \(subtree.root.name)")
            collected.append(describe(subtree.root))
        }
    }

    /// An element's name, line, attributes without a namespace, text, and its children described the same way.
    static func describe(_ element: MarkupElement) -> String {
        let attributes = element.attributes.filter { $0.namespaceURI == nil }.map { "\($0.name)=\($0.value)" }
        let children = element.childElements.map(describe).joined(separator: ", ")
        return "\(element.name)@\(element.line)\(attributes) '\(element.text)' [\(children)]"
    }

    /// The same description read from a collected subtree.
    static func describe(_ element: XMLSubtree.Element) -> String {
        var attributes: [String] = []
        for name in ["id", "a", "k", "xml:lang", "lang", "q"] {
            if let value = element.attribute(name) { attributes.append("\(name)=\(value)") }
        }
        let children = element.children.map(describe).joined(separator: ", ")
        return "\(element.name)@\(element.line)\(attributes) '\(element.text)' [\(children)]"
    }

    @Test("elements are streamed one by one, collected ones arrive whole as a parse of the same bytes builds them")
    func streamsAndCollects() throws {
        let xml = """
            <r xmlns="urn:x" a="1">text dropped<item id="1" q="&lt;&#38;" xml:lang="en">one <b>bold</b><!--note--> &amp; more
            <b id="3"><i/>deep<![CDATA[ <cdata> ]]></b><c/></item>
            <skip k="v"><item id="2">two</item></skip></r>
            """
        let recorder = Recorder(collecting: ["item"])
        try XMLEventStream.parse(Array(xml.utf8), fileName: "s.xml", into: recorder)
        #expect(recorder.events == [
            "start r line 1 [\"a=1\"]", "start item line 1 [\"id=1\", \"q=<&\", \"lang=en\"]", "collected item",
            "start skip line 3 [\"k=v\"]", "start item line 3 [\"id=2\"]", "collected item", "end", "end",
        ])
        let tree = try MarkupDocument(parsingXML: Array(xml.utf8)).root
        let first = try #require(tree.childElements(named: "item").first)
        let second = try #require(tree.childElements(named: "skip").first?.childElements.first)
        #expect(recorder.collected == [Self.describe(first), Self.describe(second)])
        #expect(recorder.collected.first?.contains("'one bold & more\ndeep <cdata> '") == true)
        #expect(recorder.collected.first?.contains("[\"id=1\", \"q=<&\"]") == true)
    }

    @Test("a collected subtree answers children by name and the first of several names in one pass")
    func subtreeQueries() throws {
        final class Cards: XMLSubtreeSink {
            var answers: [String] = []
            func startElement(_ element: MarkupElement) -> Bool { element.name == "card" }
            func endElement() {}
            func collected(_ subtree: XMLSubtree) {
                let card = subtree.root
                let parts = card.firstChildren(named: ["title", "labels", "missing"])
                let labels = parts[1]?.children(named: "label").map { $0.attribute("id") ?? "?" } ?? []
                answers.append("\(parts[0]?.text ?? "-") \(labels) \(parts[2] == nil) \(card.childText("title") ?? "-")")
                answers.append("\(card.isNamed("card")) \(card.isNamed("car")) \(card.attribute("none") == nil)")
            }
        }
        let xml = """
            <b><card><labels><label id="x"/><other/><label id="y"/></labels><title>T<!-- c -->1</title>\
            <title>second</title></card><card/></b>
            """
        let cards = Cards()
        try XMLEventStream.parse(Array(xml.utf8), into: cards)
        #expect(cards.answers == [
            "T1 [\"x\", \"y\"] true T1", "true false true",
            "- [] true -", "true false true",
        ])
    }

    @Test("the depth limit counts streamed and collected elements together; errors are the tree parse's")
    func limitsAndErrors() throws {
        let deep = String(repeating: "<a>", count: 6) + String(repeating: "</a>", count: 6)
        let limits = MarkupLimits(maximumDepth: 5)
        for collect in [Set<String>(), ["a"]] {
            let error = try #require(throws: MarkupError.self) {
                try XMLEventStream.parse(Array(deep.utf8), limits: limits, into: Recorder(collecting: collect))
            }
            #expect(error.code == .limitExceeded)
        }
        let within = String(repeating: "<a>", count: 5) + String(repeating: "</a>", count: 5)
        try XMLEventStream.parse(Array(within.utf8), limits: limits, into: Recorder(collecting: []))
        let broken = "<r>\n<item>unclosed</r>"
        let streamed = try #require(throws: MarkupError.self) {
            try XMLEventStream.parse(Array(broken.utf8), fileName: "b.xml", into: Recorder(collecting: ["item"]))
        }
        let parsed = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: Array(broken.utf8), fileName: "b.xml") }
        #expect(streamed == parsed)
        #expect(streamed.line == 2)
    }
}
