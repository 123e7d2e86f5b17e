import Testing

@testable import Markup

/// libxml2's messages reach Cardport, never standard error: a document that does not decode in its encoding is a
/// ``MarkupError`` with the file, line and column, in Cardport's words.
@Suite struct LibXML2MessagesTests {
    /// `text` in UTF-16LE with its byte order mark, a lone high surrogate, then `tail`.
    func brokenUTF16(_ text: String, then tail: String) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes += [0x00, 0xD8, 0x41, 0x00]
        for unit in tail.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    @Test func xmlThatDoesNotDecodeIsAMarkupErrorWithItsPlace() {
        let bytes = brokenUTF16("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<root>\n<a>text</a>\n<b>", then: "</b></root>")
        let error = #expect(throws: MarkupError.self) { try MarkupDocument(parsingXML: bytes, fileName: "broken.xml") }
        #expect(error?.file == "broken.xml")
        #expect(error?.message.hasPrefix("the text after this place does not decode in the document's encoding") == true)
        #expect((error?.line ?? 0) > 0)
        #expect((error?.column ?? 0) > 0)
    }

    @Test func htmlThatDoesNotDecodeIsAnErrorNotASilentlyShortDocument() {
        let bytes = brokenUTF16("<html><body>\n<p>one</p>\n<p>", then: "two</p></body></html>")
        let error = #expect(throws: MarkupError.self) { try MarkupDocument(parsingHTML: bytes, fileName: "broken.html") }
        #expect(error?.file == "broken.html")
        #expect(error?.message.contains("does not decode") == true)
        #expect((error?.line ?? 0) > 0)
    }
}
