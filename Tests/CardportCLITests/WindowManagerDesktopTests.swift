import DesktopTestSupport
import Foundation
import Testing

/// Drags between Cardport's windows and GTK 3 and GTK 4 windows under a reparenting window manager (openbox), as
/// desktops run: the top-level window under the pointer is the manager's frame, not the application's window.
@Suite("Desktop drags under a window manager")
struct WindowManagerDesktopTests {
    /// A display with openbox managing it, or nil (with the reason printed; recorded as a failure under CI)
    /// when Xvfb, openbox or GTK is missing.
    static func managedDisplay() async throws -> (VirtualDisplay, ExternalProgram)? {
        guard let display = try await VirtualDisplay.startOrExplain() else { return nil }
        if let reason = WindowManager.unavailableReason() ?? DesktopHelpers.gtkUnavailableReason() {
            display.stop()
            if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("\(reason)") }
            print("skipped the drags under a window manager: \(reason)")
            return nil
        }
        return (display, try await WindowManager.start(on: display))
    }

    /// Presses at `from`, moves past the drag threshold and over `to` in steps, and lets go there.
    static func drag(from: (x: Int, y: Int), to: (x: Int, y: Int), on display: VirtualDisplay) async throws {
        let middle = ((from.x + to.x) / 2, (from.y + to.y) / 2)
        let drag = try await ExternalProgram.run(
            ["xdotool", "mousemove", "\(from.x)", "\(from.y)", "mousedown", "1", "sleep", "0.2",
             "mousemove", "\(from.x + 20)", "\(from.y + 20)", "sleep", "0.2",
             "mousemove", "\(middle.0)", "\(middle.1)", "sleep", "0.2",
             "mousemove", "\(to.x)", "\(to.y)", "sleep", "0.3",
             "mousemove", "\(to.x + 10)", "\(to.y + 10)", "sleep", "0.3", "mouseup", "1"], on: display)
        #expect(drag.status == 0, "xdotool: \(drag.errorText)")
    }

    @Test("a card dragged out of cardport drag-window lands in a managed GTK window",
          arguments: [("gtk3_drop_target.py", "^Editor 3$"), ("gtk_drop_target.py", "^Editor$")])
    func dragOutUnderWindowManager(helper: String, title: String) async throws {
        guard let (display, manager) = try await Self.managedDisplay() else { return }
        defer { manager.stop(); display.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let gtk = try ExternalProgram.launch(["/usr/bin/python3", DesktopHelpers.script(helper)], on: display)
            defer { gtk.stop() }
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drag-window", board, "Write the report", "--once",
                 "--geometry", "400x300+700+200"], on: display)
            defer { window.stop() }
            #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
            #expect(try await window.waitForOutput("drag window ready"), "drag-window: \(window.output)")
            let source = try #require(try await WindowManager.centre(ofWindowMatching: "^Cardport", on: display))
            let target = try #require(try await WindowManager.centre(ofWindowMatching: title, on: display))

            try await Self.drag(from: source, to: target, on: display)

            #expect(try await gtk.waitForOutput("dropped: "), "GTK: \(gtk.output); drag-window: \(window.output)")
            #expect(gtk.output.contains("dropped: Write the report\\n"))
            #expect(try await window.waitForExit(), "drag-window: \(window.output)")
            #expect(window.status == 0, "drag-window: \(window.output)")
            #expect(window.output.contains("dragged 1 card into window"))
        }
    }

    @Test("a file dragged from a managed GTK 4 window lands on cardport drop-window")
    func dropInUnderWindowManager() async throws {
        guard let (display, manager) = try await Self.managedDisplay() else { return }
        defer { manager.stop(); display.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let file = folder.appendingPathComponent("notes.txt")
            try Data("notes\n".utf8).write(to: file)
            let gtk = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_drag_source.py"), file.path], on: display)
            defer { gtk.stop() }
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drop-window", board, "--list", "Done", "--once",
                 "--geometry", "400x300+700+200"], on: display)
            defer { window.stop() }
            #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
            #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")
            let source = try #require(try await WindowManager.centre(ofWindowMatching: "^Files$", on: display))
            let target = try #require(try await WindowManager.centre(ofWindowMatching: "^Cardport", on: display))

            try await Self.drag(from: source, to: target, on: display)

            #expect(try await window.waitForExit(), "drop-window: \(window.output)")
            #expect(window.status == 0, "drop-window: \(window.output)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards.count == 2)
        }
    }

    @Test("cardport's window under a window manager sits where --geometry says and names its class")
    func windowHonoursGeometry() async throws {
        guard let (display, manager) = try await Self.managedDisplay() else { return }
        defer { manager.stop(); display.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drop-window", board, "--list", "Done",
                 "--geometry", "320x240+500+300"], on: display)
            defer { window.stop() }
            #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")
            let found = try await ExternalProgram.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--classname", "^cardport$", "getwindowgeometry",
                 "--shell"], on: display, timeout: .seconds(20))
            #expect(found.text.contains("WIDTH=320"), "xdotool: \(found.text) \(found.errorText)")
            #expect(found.text.contains("HEIGHT=240"), "xdotool: \(found.text)")
            let x = found.text.split(separator: "\n").first { $0.hasPrefix("X=") }.flatMap { Int($0.dropFirst(2)) }
            // The frame's top-left corner is at 500,300; the window sits inside it, below the title bar.
            #expect((500...520).contains(x ?? -1), "xdotool: \(found.text)")
        }
    }
}
