import Foundation
import Markup
import Testing

@Suite("Markup: parsing XML")
struct MarkupDocumentTests {
    private func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    }

    @Test("a well-formed file gives its elements, namespaces, attributes, text and lines")
    func wellFormedFile() throws {
        let document = try MarkupDocument(contentsOf: try fixture("outline.opml"))
        let root = document.root
        #expect(root.name == "opml")
        #expect(root.attribute("version") == "2.0")
        #expect(root.line == 3)
        let head = try #require(root.childElements(named: "head").first)
        #expect(head.childElements(named: "title").first?.text == "Board & lists")
        let body = try #require(root.childElements(named: "body").first)
        let todo = try #require(body.childElements.first)
        #expect(todo.attribute("text") == "To do")
        #expect(todo.attribute("colour", namespaceURI: "https://example.org/cardport") == "green")
        #expect(todo.attribute("colour") == nil)
        #expect(todo.attributes.first { $0.name == "colour" }?.prefix == "c")
        #expect(todo.line == 6)
        let items = todo.childElements(named: "outline")
        #expect(items.map { $0.attribute("text") } == ["Write <tests>", "Ship"])
        #expect(items[1].text == "a < b")
        #expect(document.fileName?.hasSuffix("outline.opml") == true)
    }

    @Test("a default namespace applies to elements; comments stay out of text")
    func defaultNamespace() throws {
        let xml = #"<r xmlns="urn:x"><a>one<!-- note -->two</a><b/></r>"#
        let root = try MarkupDocument(parsingXML: Array(xml.utf8)).root
        #expect(root.namespaceURI == "urn:x")
        #expect(root.childElements(named: "a", namespaceURI: "urn:x").count == 1)
        #expect(root.childElements(named: "a", namespaceURI: "urn:other").isEmpty)
        let a = root.childElements[0]
        #expect(a.text == "onetwo")
        #expect(a.children == [.text("one"), .comment(" note "), .text("two")])
    }

    @Test("internal entities declared in the document expand, in text and attributes")
    func internalEntities() throws {
        let xml = """
            <!DOCTYPE r [<!ENTITY who "Ada"><!ENTITY greeting "Hello, &who;">]>
            <r name="&who;"><p>&greeting;</p><p>&greeting;</p></r>
            """
        let root = try MarkupDocument(parsingXML: Array(xml.utf8)).root
        #expect(root.attribute("name") == "Ada")
        #expect(root.childElements.map(\.text) == ["Hello, Ada", "Hello, Ada"])
    }

    @Test("an error names the file, line and column")
    func errorLocationInFile() throws {
        let url = try fixture("broken.xml")
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(contentsOf: url) }
        #expect(error.code == .notWellFormed)
        #expect(error.file == url.path)
        #expect(error.line == 5)
        let lineText = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[4]
        #expect((1...lineText.count + 1).contains(error.column))
        #expect(error.description.hasPrefix("\(url.path):5:\(error.column): "))
        #expect(error.message.localizedCaseInsensitiveContains("mismatch"))
    }

    @Test("errors in bytes carry line and column")
    func errorLocationInBytes() throws {
        let xml = "<a>\n<b>\n  <c x=1/>\n</b></a>"
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: Array(xml.utf8)) }
        #expect(error.line == 3)
        #expect((1...9).contains(error.column))
        #expect(error.file == nil)
    }

    @Test("a file that does not exist is an unreadable-file error naming it")
    func missingFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-no-such-\(UUID().uuidString).xml")
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(contentsOf: path) }
        #expect(error.code == .unreadableFile)
        #expect(error.file == path.path)
    }
}
