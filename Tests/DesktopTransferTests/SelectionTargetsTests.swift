import DesktopTransfer
import Testing
import UniformTypes

/// Which targets a type is offered under, and which type a target carries.
@Suite("Selection targets and types")
struct SelectionTargetsTests {
    @Test("every ICCCM text target reads as UTF-8 plain text, and plain text is offered under all of them")
    func text() {
        for target in ["UTF8_STRING", "STRING", "TEXT", "text/plain;charset=utf-8", "text/plain"] {
            #expect(SelectionTargets.contentType(forTarget: target) == .utf8PlainText, "\(target)")
        }
        #expect(SelectionTargets.targets(forTypeIdentifier: UTType.utf8PlainText.identifier).first == "UTF8_STRING")
        #expect(Set(SelectionTargets.targets(forTypeIdentifier: UTType.plainText.identifier)).isSuperset(
            of: ["UTF8_STRING", "STRING", "TEXT", "text/plain;charset=utf-8"]))
    }

    @Test("protocol atoms carry no type; MIME targets lose their parameters")
    func protocolAndMIME() {
        for target in ["TARGETS", "MULTIPLE", "TIMESTAMP", "SAVE_TARGETS", "COMPOUND_TEXT"] {
            #expect(SelectionTargets.contentType(forTarget: target) == nil, "\(target)")
        }
        #expect(SelectionTargets.contentType(forTarget: "text/html;charset=utf-8") == .html)
        #expect(SelectionTargets.targets(forTypeIdentifier: UTType.html.identifier) == ["text/html"])
        #expect(SelectionTargets.targets(forTypeIdentifier: UTType.png.identifier) == ["image/png"])
    }

    @Test("URLs go as text/uri-list, which reads as text a text adapter takes")
    func uriList() throws {
        #expect(SelectionTargets.targets(forTypeIdentifier: UTType.fileURL.identifier) == ["text/uri-list"])
        let type = try #require(SelectionTargets.contentType(forTarget: "text/uri-list"))
        #expect(type.conforms(to: .plainText))
        #expect(type.tags[.mimeType]?.contains("text/uri-list") == true)
    }

    @Test("one representation per type, read through the best of its targets, in the owner's order")
    func representations() {
        let chosen = SelectionReader.representations(for: [
            "TIMESTAMP", "TARGETS", "STRING", "text/html", "UTF8_STRING", "TEXT", "image/png",
        ])
        #expect(chosen.map(\.type) == [.utf8PlainText, .html, .png])
        #expect(chosen.map(\.target) == ["UTF8_STRING", "text/html", "image/png"])
    }
}
