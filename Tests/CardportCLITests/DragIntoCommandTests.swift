import DesktopTestSupport
import Foundation
import Testing

/// `cardport drag-into` as a drop tester: real XDND drags played into GTK 3 and GTK 4 windows under a window
/// manager, and what the report says they did.
@Suite("cardport drag-into")
struct DragIntoCommandTests {
    /// `cardport drag-into` with `arguments` against the GTK `helper` window titled `title`; gives the
    /// command's result and the helper's output once the command has ended.
    static func dragInto(helper: String, title: String, item: (type: String, text: String), extra: [String] = [],
                         expectDrop: Bool) async throws -> (ExternalProgram.Finished, String)? {
        guard let (display, manager) = try await WindowManagerDesktopTests.managedDisplay() else { return nil }
        defer { manager.stop(); display.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-drag-into-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("item")
        try Data(item.text.utf8).write(to: file)

        let gtk = try ExternalProgram.launch(["/usr/bin/python3", DesktopHelpers.script(helper)], on: display)
        defer { gtk.stop() }
        #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
        let result = try await DesktopCommandTests.cardport(
            ["drag-into", "--window", title, "--item", "\(item.type)=\(file.path)"] + extra, on: display)
        if expectDrop { #expect(try await gtk.waitForOutput("dropped: "), "GTK: \(gtk.output)") }
        return (result, gtk.output)
    }

    @Test("drag-into drops text into GTK 3 and GTK 4 windows and reports what they asked for",
          arguments: [("gtk3_drop_target.py", "Editor 3"), ("gtk_drop_target.py", "Editor")])
    func dropsTextAndReports(helper: String, title: String) async throws {
        guard let (result, gtk) = try await Self.dragInto(
            helper: helper, title: title, item: ("text/plain", "Buy milk"), extra: ["--json"], expectDrop: true)
        else { return }
        #expect(result.status == 0, "drag-into: \(result.text) \(result.errorText)")
        #expect(gtk.contains("dropped: Buy milk"), "GTK: \(gtk)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any],
                                  "drag-into: \(result.text)")
        #expect(report["accepted"] as? Bool == true)
        #expect(report["acceptedAction"] as? String == "XdndActionCopy")
        #expect(report["finished"] as? Bool == true)
        #expect(report["succeeded"] as? Bool == true)
        let offered = report["offered"] as? [String] ?? []
        #expect(offered.contains("UTF8_STRING") && offered.contains("text/plain"))
        // The application asked for one of the text targets the drag offered.
        let requested = report["requested"] as? [String] ?? []
        #expect(requested.contains { offered.contains($0) }, "requested: \(requested)")
    }

    @Test("drag-into reports a refusal with exit 65 when the window takes none of the offered types",
          arguments: [("gtk3_drop_target.py", "Editor 3"), ("gtk_drop_target.py", "Editor")])
    func refusalExits65(helper: String, title: String) async throws {
        guard let (result, _) = try await Self.dragInto(
            helper: helper, title: title, item: ("application/x-cardport-test", "opaque"), expectDrop: false)
        else { return }
        #expect(result.status == 65, "drag-into: \(result.text) \(result.errorText)")
        #expect(result.text.contains("accepted: no"), "drag-into: \(result.text)")
    }

    @Test("drag-into names an unknown window with exit 64")
    func unknownWindowExits64() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-drag-into-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("note.txt")
        try Data("x".utf8).write(to: file)
        let result = try await DesktopCommandTests.cardport(
            ["drag-into", "--window", "No Such Window", "--item", "text/plain=\(file.path)"], on: display)
        #expect(result.status == 64)
        #expect(result.errorText.contains("no window has the title 'No Such Window'"))
    }
}
