// UniformTypeIdentifiers as Apple's documentation shows it, compiled unchanged in the Swift 5 and Swift 6
// language modes (this folder is the sources of both AppleConformanceTests and AppleConformanceSwift5Tests).
import Foundation
import Testing
import UniformTypeIdentifiers

extension UTType {
    /// An app's own type, declared as Apple's documentation declares one.
    static let conformanceRecipe = UTType(exportedAs: "com.example.conformance.recipe", conformingTo: .json)
}

@Suite("UniformTypeIdentifiers, as Apple documents it")
struct UniformTypeIdentifiersConformance {
    @Test("types from tags, identifiers and constants, with conformance and tags")
    func typesAndTags() throws {
        let fromExtension = try #require(UTType(filenameExtension: "png"))
        #expect(fromExtension == .png)
        #expect(fromExtension.conforms(to: .image))
        #expect(fromExtension.preferredMIMEType == "image/png")
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType.utf8PlainText.isSubtype(of: .plainText))
        #expect(UTType.plainText.isSupertype(of: .utf8PlainText))
        #expect(UTType.json.supertypes.contains(.text))
        #expect(UTType.html.preferredFilenameExtension == "html")
        #expect(UTType.conformanceRecipe.conforms(to: .json))
        let unknown = try #require(UTType(filenameExtension: "conformance-nothing"))
        #expect(unknown.isDynamic)
        #expect(unknown.conforms(to: .data))
        #expect(UTType.folder.conforms(to: .directory))
    }

    @Test("URL and Data come with the import, as with Apple's framework")
    func foundationComesAlong() throws {
        let url = URL(fileURLWithPath: "/tmp/notes.txt")
        #expect(UTType(filenameExtension: url.pathExtension) == .plainText)
        #expect(Data("x".utf8).count == 1)
    }
}
