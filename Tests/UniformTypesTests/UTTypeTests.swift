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
        #expect(UTType("") == nil)
    }

    @Test func conformanceIsReflexiveAndTransitive() {
        #expect(UTType.plainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .data))
        #expect(UTType.utf8PlainText.conforms(to: .item))
        #expect(!UTType.text.conforms(to: .plainText))
    }

    // Behaviours Apple documents for UTType, which ported code relies on.

    @Test func txtMeansPlainText() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "TXT") == .plainText)
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
    }

    @Test func bothXMLMIMETypesMeanXML() {
        #expect(UTType(mimeType: "text/xml") == .xml)
        #expect(UTType(mimeType: "application/xml") == .xml)
        #expect(UTType(filenameExtension: "xml") == .xml)
    }

    @Test func fileURLConformsToURL() {
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.fileURL.isSubtype(of: .url))
    }

    @Test func folderIsNotData() {
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(UTType.folder.conforms(to: .item))
    }

    @Test func htmlIsTextButNotPlainText() {
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType.html.conforms(to: .text))
        #expect(!UTType.html.conforms(to: .plainText))
    }

    @Test func markdownIsUTF8PlainText() {
        #expect(UTType(filenameExtension: "md") == .markdown)
        #expect(UTType(mimeType: "text/markdown") == .markdown)
        #expect(UTType.markdown.conforms(to: .utf8PlainText))
    }

    @Test func subtypeExcludesItself() {
        #expect(UTType.json.isSubtype(of: .text))
        #expect(!UTType.json.isSubtype(of: .json))
        #expect(UTType.text.isSupertype(of: .json))
        #expect(!UTType.json.supertypes.contains(.json))
    }

    @Test func publicTypesAreThoseInThePublicDomain() {
        #expect(UTType.plainText.isPublic)
        #expect(!UTType.markdown.isPublic)
        #expect(UTType.plainText.isDeclared)
        #expect(!UTType.plainText.isDynamic)
    }
}
