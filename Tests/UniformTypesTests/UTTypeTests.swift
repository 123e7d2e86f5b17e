import Testing
import UniformTypes

@Suite struct UTTypeTests {
    @Test func identifiersCompareWithoutRegardToCase() throws {
        let upper = try #require(UTType("PUBLIC.Plain-Text"))
        #expect(upper == .plainText)
        #expect(Set([upper, .plainText]).count == 1)
    }

    @Test func unknownIdentifierIsNil() {
        #expect(UTType("com.example.never-declared") == nil)
    }

    @Test func conformanceIsReflexiveAndTransitive() {
        #expect(UTType.plainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .data))
        #expect(UTType.utf8PlainText.conforms(to: .item))
        #expect(!UTType.html.conforms(to: .plainText))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url))
    }

    @Test func tagLookupFindsDeclaredTypes() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType(filenameExtension: "md") == .markdown)
    }

    @Test func subtypeExcludesItself() {
        #expect(UTType.json.isSubtype(of: .text))
        #expect(!UTType.json.isSubtype(of: .json))
        #expect(UTType.text.isSupertype(of: .json))
    }
}
