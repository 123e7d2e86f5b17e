import DesktopTestSupport
import Foundation
import Locking
import Testing

/// `cardport paste` in a Wayland session (headless sway, wl-clipboard's `wl-copy` as the other application), with
/// no X display to fall back to.
@Suite("Desktop commands under Wayland", .serialized)
struct WaylandCommandTests {
    @Test("Markdown copied by wl-copy is pasted onto a list through the compositor's clipboard")
    func pasteMarkdown() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let owner = try compositor.copy(Data("- [ ] Buy milk\n- [x] Call Bob\n".utf8), type: "text/markdown")
            defer { owner.terminate() }
            let paste = try CardportProcess.run(
                ["paste", board, "--list", "Done", "--at", "0"],
                environment: ["WAYLAND_DISPLAY": compositor.socket, "DISPLAY": ""])
            #expect(paste.status == 0, "\(paste.standardError)")
            #expect(paste.standardOutput.contains("pasted 2 cards into 'Done' from text/markdown"))
            #expect(paste.standardError.isEmpty)
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Buy milk", "Call Bob", "Old"])
        }
    }

    @Test("an empty Wayland clipboard exits 66 and leaves the board as it was")
    func pasteEmpty() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let paste = try CardportProcess.run(
                ["paste", board, "--list", "Done"], environment: ["WAYLAND_DISPLAY": compositor.socket, "DISPLAY": ""])
            #expect(paste.status == 66)
            #expect(paste.standardError.contains("the Wayland clipboard holds nothing"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("a Wayland session cardport cannot reach, with no XWayland, exits 69 and says what it needs")
    func noCompositorNoXWayland() async throws {
        try await DesktopCommandTests.withBoard { _, board in
            let paste = try CardportProcess.run(
                ["paste", board, "--list", "Done"], environment: ["WAYLAND_DISPLAY": "/nonexistent/wayland-9", "DISPLAY": ""])
            #expect(paste.status == 69)
            #expect(paste.standardError.contains("no Wayland compositor answers at '/nonexistent/wayland-9'"))
            #expect(paste.standardError.contains("XWayland"))
        }
    }

    @Test("cards copied in a Wayland session are pasted by wl-paste in each type, until another application copies")
    func copyToWlPaste() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let copy = Process()
            copy.executableURL = try CardportProcess.executable()
            copy.arguments = ["copy", board, "Call Ann", "--foreground"]
            copy.environment = ProcessInfo.processInfo.environment.merging(
                ["WAYLAND_DISPLAY": compositor.socket, "DISPLAY": ""]) { $1 }
            copy.standardOutput = FileHandle.nullDevice
            try ProcessLaunch.run(copy)
            defer { if copy.isRunning { copy.terminate() } }
            let deadline = Date().addingTimeInterval(30)
            var types: [String] = []
            while Date() < deadline, copy.isRunning, !types.contains("text/markdown") {
                types = String(decoding: try compositor.paste(["--list-types"]), as: UTF8.self).split(separator: "\n").map(String.init)
            }
            #expect(types.contains("application/vnd.cardport.board+json"))
            #expect(types.contains("text/html") && types.contains("text/markdown") && types.contains("UTF8_STRING"))
            // The same representations as on X11: plain text is the titles, one per line; only the copied card travels.
            #expect(try compositor.paste(["--no-newline", "--type", "text/plain"]) == Data("Call Ann\n".utf8))
            let html = String(decoding: try compositor.paste(["--no-newline", "--type", "text/html"]), as: UTF8.self)
            #expect(html.contains("Call Ann") && !html.contains("Write the report"))
            let other = try compositor.copy(Data("else".utf8), type: "application/json")
            defer { other.terminate() }
            while Date() < deadline, copy.isRunning { usleep(20_000) }
            #expect(!copy.isRunning)
            #expect(copy.terminationStatus == 0)
        }
    }
}
