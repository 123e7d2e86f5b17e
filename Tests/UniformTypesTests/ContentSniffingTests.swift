import Foundation
import Testing
@testable import UniformTypes

/// What a caller of content sniffing relies on beyond GLib's one answer: the evidence, and the rules read.
@Suite("Content sniffing: evidence and magic rules")
struct ContentSniffingTests {
    static let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)

    @Test("a PDF named notes.txt is text/plain by its name, and the guess says the bytes are a PDF")
    func nameAndBytesDisagree() {
        let guess = Self.registry.guessContentType(of: Data("%PDF-1.4\n%\u{e2}".utf8), fileName: "notes.txt")
        #expect(guess.mimeType == "text/plain")
        #expect(guess.basis == .fileName)
        #expect(guess.contentMatch?.mimeType == "application/pdf")
        #expect(guess.contentDisagrees)
        #expect(guess.explanation.contains("application/pdf"))
        let unnamed = Self.registry.guessContentType(of: Data("%PDF-1.4\n".utf8), fileName: nil)
        #expect(unnamed.mimeType == "application/pdf")
        #expect(unnamed.type.identifier == "com.adobe.pdf")
        #expect(!unnamed.contentDisagrees)
    }

    @Test("text under a name that inherits from what the bytes say does not count as a disagreement")
    func agreeingEvidence() {
        let guess = Self.registry.guessContentType(of: Data("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8),
                                                   fileName: "picture.svg")
        #expect(guess.mimeType == "image/svg+xml")
        #expect(!guess.contentDisagrees)
        let json = Self.registry.guessContentType(of: Data("{}".utf8), fileName: "a.json")
        #expect(json.contentMatch?.rule == .text)
        #expect(!json.contentDisagrees)
    }

    @Test("empty content, unknown binary, a folder name and no database")
    func edges() {
        #expect(Self.registry.guessContentType(of: Data(), fileName: nil).mimeType == "application/x-zerosize")
        let binary = Self.registry.guessContentType(of: Data([0, 1, 2, 3]), fileName: "blob")
        #expect(binary.mimeType == "application/octet-stream")
        #expect(binary.isUncertain)
        #expect(binary.type == .data)
        #expect(Self.registry.guessContentType(of: nil, fileName: "photos/").mimeType == "inode/directory")
        let bare = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        #expect(bare.contentSniffingLength == 0)
        #expect(bare.guessContentType(of: Data("%PDF-".utf8), fileName: "x.pdf").mimeType == "text/plain")
    }

    @Test("UTType(contentOf:fileName:) gives the guessed type from the shared registry")
    func utTypeInitializer() {
        #expect(UTType(contentOf: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == .png)
        #expect(UTType(contentOf: Data("hello".utf8), fileName: "README.md").conforms(to: .plainText))
    }

    @Test("magic rules read from a package: offsets, ranges, masks, numbers, escapes, nested matches, priority")
    func magicRulesFromAPackage() throws {
        let package = """
            <?xml version="1.0"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-cardport-test-range">
                <magic priority="90"><match type="string" value="CARD" offset="4:8"/></magic>
              </mime-type>
              <mime-type type="application/x-cardport-test-mask">
                <magic priority="60"><match type="string" value="\\x41\\102C" mask="0xff00ff" offset="0"/></magic>
              </mime-type>
              <mime-type type="application/x-cardport-test-nested">
                <magic priority="70"><match type="big16" value="0x1234" offset="0">
                  <match type="little32" value="7" offset="2"/>
                  <match type="byte" value="0377" offset="2"/>
                </match></magic>
              </mime-type>
              <mime-type type="application/x-cardport-test-low">
                <magic priority="10"><match type="string" value="CARD" offset="6"/></magic>
              </mime-type>
            </mime-info>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-magic-\(UUID().uuidString).xml")
        try Data(package.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        try registry.registerSharedMIMEInfo(contentsOf: url)
        func sniff(_ bytes: [UInt8]) -> String { registry.guessContentType(of: Data(bytes), fileName: nil).mimeType }

        // A range: CARD anywhere from offset 4 to 8, and the higher priority wins over the rule at offset 6.
        #expect(sniff(Array("......CARD".utf8)) == "application/x-cardport-test-range")
        #expect(sniff(Array(".........CARD".utf8)) == "text/plain")
        // A mask: the middle byte is free.
        #expect(sniff(Array("AxC".utf8)) == "application/x-cardport-test-mask")
        #expect(sniff(Array("AxD".utf8)) == "text/plain")
        // Nested matches: 0x1234 big-endian, then one of the children.
        #expect(sniff([0x12, 0x34, 7, 0, 0, 0]) == "application/x-cardport-test-nested")
        #expect(sniff([0x12, 0x34, 0xFF]) == "application/x-cardport-test-nested")
        #expect(sniff([0x12, 0x34, 8, 0, 0, 0]) == "application/octet-stream")
        #expect(registry.contentSniffingLength == 12)
    }

    @Test("a magic rule that cannot be read names the file and the line")
    func malformedMagic() throws {
        let package = """
            <?xml version="1.0"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-cardport-bad">
                <magic><match type="big16" value="twelve" offset="0"/></magic>
              </mime-type>
            </mime-info>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-bad-magic-\(UUID().uuidString).xml")
        try Data(package.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: TypeRegistryError.self) {
            try TypeRegistry().registerSharedMIMEInfo(contentsOf: url)
        }
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.file == url.path)
        #expect(error.location == "4")
        #expect(error.message.contains("twelve"))
    }

    @Test("the machine's database reads with every magic rule and glob weight")
    func machineDatabaseReads() {
        #expect(Self.registry.sharedMIMEInfoProblems.isEmpty)
        #expect(Self.registry.contentSniffingLength > 4096)
    }
}

/// One answer per file, whichever way it is asked: freedesktop MIME types join Apple's types where Apple has one.
@Suite("Freedesktop MIME types answer with Apple's identifiers")
struct AppleEquivalentTests {
    let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)

    @Test("guessing a C file and looking up its extension give public.c-source")
    func guessAndLookupAgree() throws {
        let guess = registry.guessContentType(of: Data("#include <stdio.h>\nint main(void) { return 0; }\n".utf8),
                                              fileName: "x.c")
        #expect(guess.mimeType == "text/x-csrc")
        #expect(guess.type.identifier == "public.c-source")
        #expect(registry.type(tag: "c", tagClass: .filenameExtension, conformingTo: nil)?.identifier == "public.c-source")
        #expect(registry.type(tag: "text/x-csrc", tagClass: .mimeType, conformingTo: nil)?.identifier == "public.c-source")
    }

    @Test("source code, scripts, Python and executables conform as Apple's types do", arguments: [
        ("text/x-csrc", "public.source-code"),
        ("text/x-chdr", "public.c-header"),
        ("text/x-c++src", "public.c-plus-plus-source"),
        ("text/x-java", "public.source-code"),
        ("application/x-shellscript", "public.script"),
        ("text/x-python", "public.python-script"),
        ("text/x-python3", "public.python-script"),
        ("application/x-perl", "public.script"),
        ("application/x-executable", "public.executable"),
        ("inode/directory", "public.folder"),
    ])
    func conformance(mimeType: String, supertype: String) throws {
        let type = try #require(registry.type(tag: mimeType, tagClass: .mimeType, conformingTo: nil))
        #expect(!type.identifier.hasPrefix("org.freedesktop.mime."), "\(mimeType) is \(type.identifier)")
        #expect(registry.conforms(type.identifier, to: supertype), "\(mimeType) is \(type.identifier)")
    }

    @Test("a folder's name guesses public.folder")
    func folder() {
        #expect(registry.guessContentType(of: nil, fileName: "Projects/").type.identifier == "public.folder")
    }

    @Test("an extension two MIME types claim joins neither to an Apple type of the other kind")
    func sharedExtensionStaysApart() throws {
        let translations = try #require(registry.type(tag: "text/vnd.trolltech.linguist", tagClass: .mimeType, conformingTo: nil))
        #expect(translations.identifier != "public.mpeg-2-transport-stream")
    }
}
