import Foundation
import Markup
import Testing

@Suite("Markup: streaming XML")
struct XMLEventStreamTests {
    /// Records what a stream delivers; collects the elements named in `collect`.
    final class Recorder: XMLSubtreeSink {
        let collect: Set<String>
        var events: [String] = []
        var collected: [MarkupElement] = []

        init(collecting names: Set<String>) {
            collect = names
        }

        func startElement(_ element: MarkupElement) -> Bool {
            events.append("start \(element.name) line \(element.line) \(element.attributes.map { "\($0.name)=\($0.value)" })")
            return collect.contains(element.name)
        }

        func endElement() { events.append("end") }

        func collected(_ element: MarkupElement) {
            events.append("collected \(element.name)")
            collected.append(element)
        }
    }

    @Test("elements are streamed one by one, collected ones arrive whole as a parse of the same bytes builds them")
    func streamsAndCollects() throws {
        let xml = """
            <r xmlns="urn:x" a="1">text dropped<item id="1">one <b>bold</b><!--note--> &amp; more</item>
            <skip k="v"><item id="2">two</item></skip></r>
            """
        let recorder = Recorder(collecting: ["item"])
        try XMLEventStream.parse(Array(xml.utf8), fileName: "s.xml", into: recorder)
        #expect(recorder.events == [
            "start r line 1 [\"a=1\"]", "start item line 1 [\"id=1\"]", "collected item",
            "start skip line 2 [\"k=v\"]", "start item line 2 [\"id=2\"]", "collected item", "end", "end",
        ])
        let tree = try MarkupDocument(parsingXML: Array(xml.utf8)).root
        let first = try #require(tree.childElements(named: "item").first)
        let second = try #require(tree.childElements(named: "skip").first?.childElements.first)
        #expect(recorder.collected == [first, second])
        #expect(recorder.collected.first?.text == "one bold & more")
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
