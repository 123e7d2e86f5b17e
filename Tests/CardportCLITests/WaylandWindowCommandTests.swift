import CardportTestSupport
import DesktopTestSupport
import Foundation
import Testing

/// `cardport drop-window`, `drag-window` and `drag-into` in a Wayland session (a headless sway, no X display):
/// Wayland windows of their own that take a GTK 4 application's drags, or start drags, through `wl_data_device`,
/// played with a virtual pointer; and native drags played into a GTK 4 application's window.
@Suite("cardport drop-window, drag-window and drag-into on Wayland", .serialized)
struct WaylandWindowCommandTests {
    /// Runs `body` with sway and a board, and a GTK 4 drag source on Wayland offering `text/plain` "Buy milk";
    /// returns without running it, having said why (a failure under CI), when GTK 4 cannot run here.
    static func withDragSource(_ body: (HeadlessCompositor, URL, String, ExternalProgram) async throws -> Void)
        async throws
    {
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 test") else { return }
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let note = folder.appendingPathComponent("note.txt")
            try Data("Buy milk\n".utf8).write(to: note)
            let source = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), "4", "drag-source", "text/plain=\(note.path)"],
                on: compositor)
            defer { source.stop() }
            #expect(try await source.waitForOutput("ready"), "GTK 4: \(source.output)")
            try await body(compositor, folder, board, source)
        }
    }

    /// Starts `cardport drop-window BOARD` with `extra` arguments and waits until it is ready.
    static func openDropWindow(_ board: String, _ extra: [String], on compositor: HeadlessCompositor) async throws
        -> ExternalProgram
    {
        let window = try ExternalProgram.launch(
            [try CardportProcess.executable().path, "drop-window", board] + extra, on: compositor)
        #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")
        return window
    }

    @Test("text dragged over the second list of the Wayland window lands in it, and the window says it is Wayland's")
    func aDropGoesToTheListUnderThePointer() async throws {
        try await Self.withDragSource { compositor, _, board, source in
            let window = try await Self.openDropWindow(board, ["--once"], on: compositor)
            defer { window.stop() }
            #expect(window.output.contains("(a Wayland window)"), "\(window.output)")
            #expect(window.output.contains("taking drops through the compositor's wl_data_device"), "\(window.output)")
            let from = try #require(try await compositor.centre(ofWindowMatching: "^Peer source$"))
            let frame = try #require(try await compositor.frame(ofWindowMatching: "^Cardport"))
            // Two columns, To Do and Done: three quarters across is Done's.
            let onDone = (frame.x + frame.width * 3 / 4, frame.y + frame.height / 2)
            try await VirtualPointer.drag(from: from, to: onDone, on: compositor)
            #expect(try await window.waitForExit(), "drop-window: \(window.output); GTK 4: \(source.output)")
            #expect(window.status == 0, "drop-window: \(window.output)")
            #expect(window.output.contains("the board takes it (copy)"), "\(window.output)")
            // GTK offers a private type of its own first.
            #expect(window.output.contains("dropped 1 card into 'Done' from a drag offering "), "\(window.output)")
            #expect(window.output.contains("text/plain\n"), "\(window.output)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Old", "Buy milk"])
            #expect(lists.first { $0.name == "To Do" }?.cards == ["Write the report", "Call Ann"])
        }
    }

    @Test("a drag over a full list is refused: the source is told so, the compositor cancels it, the board stays")
    func aFullListRefusesTheDrag() async throws {
        try await Self.withDragSource { compositor, _, board, source in
            let limit = try CardportProcess.run(["edit", board, "list", "Done", "--limit", "1"])
            #expect(limit.status == 0, "\(limit.standardError)")
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let window = try await Self.openDropWindow(board, ["--list", "Done", "--once"], on: compositor)
            defer { window.stop() }
            try await compositor.drag(from: "^Peer source$", to: "^Cardport")
            // A refused drag is never dropped on Wayland: the source hears it was cancelled, the window that it left.
            #expect(try await source.waitForOutput("drag finished"), "GTK 4: \(source.output)")
            #expect(window.output.contains("the board refuses it (forbidden)"), "\(window.output)")
            #expect(!window.output.contains("dropped "), "\(window.output)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("a drag out of drag-window's Wayland window let go over no application ends without a drop (65)")
    func aDragOverNothingIsCancelled() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drag-window", board, "Write the report", "--once"], on: compositor)
            defer { window.stop() }
            #expect(try await window.waitForOutput("drag window ready"), "drag-window: \(window.output)")
            #expect(window.output.contains("a Wayland window, dragging through the compositor's wl_data_device"),
                    "\(window.output)")
            #expect(window.output.contains("offering application/vnd.cardport.board+json"), "\(window.output)")
            let frame = try #require(try await compositor.frame(ofWindowMatching: "^Cardport"))
            // Within Cardport's own window, which takes no drops: the compositor cancels the drag at the release.
            try await VirtualPointer.drag(from: (frame.x + frame.width / 4, frame.y + frame.height / 2),
                                          to: (frame.x + frame.width / 2, frame.y + frame.height / 2), on: compositor)
            #expect(try await window.waitForExit(), "drag-window: \(window.output)")
            #expect(window.status == 65, "drag-window: \(window.output)")
            #expect(window.output.contains("the drag ended without a drop"), "\(window.output)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    static let windowCommands = [
        ["drop-window", "BOARD", "--list", "Done", "--once"], ["drag-window", "BOARD", "Write the report", "--once"],
    ]

    @Test("in a Wayland session whose compositor does not answer, with no X display, the window commands exit 69 saying so",
          arguments: windowCommands)
    func noCompositorAndNoDisplay(_ arguments: [String]) async throws {
        try await DesktopCommandTests.withBoard { folder, board in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let socket = folder.appendingPathComponent("wayland-9").path
            let result = try CardportProcess.run(arguments.map { $0 == "BOARD" ? board : $0 },
                                                 environment: ["WAYLAND_DISPLAY": socket, "DISPLAY": ""])
            #expect(result.status == 69)
            #expect(result.standardError.contains("no Wayland compositor answers at '\(socket)'"), "\(result.standardError)")
            #expect(result.standardError.contains("XWayland's DISPLAY"), "\(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("in a Wayland session whose compositor does not answer, the window commands use XWayland's display, saying why",
          arguments: windowCommands)
    func fallBackToXWayland(_ arguments: [String]) async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let socket = folder.appendingPathComponent("wayland-9").path
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path] + arguments.map { $0 == "BOARD" ? board : $0 }, on: display,
                environment: ["WAYLAND_DISPLAY": socket])
            defer { window.stop() }
            #expect(try await window.waitForOutput("window ready"), "\(window.output)")
            #expect(window.output.contains("no Wayland compositor answers at '\(socket)'; using XWayland (DISPLAY=\(display.name))"),
                    "\(window.output)")
            #expect(!window.output.contains("a Wayland window"), "\(window.output)")
        }
    }

    // MARK: drag-into

    /// Runs `cardport drag-into` in sway against a GTK 4 drop target on Wayland taking `accepting`, with an item
    /// of `kind` holding `data`; the command's result, what the target said and what it wrote (nil: nothing).
    /// Returns nil, having said why (a failure under CI), when GTK 4 or sway cannot run here.
    static func dragIntoGTK4(accepting: String, item kind: String, data: Data, extra: [String] = [])
        async throws -> (result: ExternalProgram.Finished, peer: String, received: Data?)?
    {
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 test") else { return nil }
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return nil }
        defer { compositor.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-drag-into-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("item")
        try data.write(to: file)
        let out = folder.appendingPathComponent("dropped")
        let target = try ExternalProgram.launch(
            ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), "4", "drop-target", accepting, out.path],
            on: compositor)
        defer { target.stop() }
        #expect(try await target.waitForOutput("ready"), "GTK 4: \(target.output)")
        let result = try await ExternalProgram.run(
            [try CardportProcess.executable().path, "drag-into", "--window", "Peer target", "--item", "\(kind)=\(file.path)"]
                + extra, on: compositor)
        if result.status == 0 { #expect(try await target.waitForOutput("dropped "), "GTK 4: \(target.output)") }
        return (result, target.output, try? Data(contentsOf: out))
    }

    @Test("drag-into plays a native Wayland drag into a GTK 4 window: what it took and what the report says",
          arguments: ["text/plain", "text/uri-list", "image/png"])
    func dragIntoGTK4(kind: String) async throws {
        let data = switch kind {
        case "text/plain": Data("Buy stamps".utf8)
        case "text/uri-list": Data("file:///tmp/receipt.txt\r\n".utf8)
        default: try DesktopCommandTests.sampleImage()
        }
        guard let (result, peer, received) = try await Self.dragIntoGTK4(accepting: kind, item: kind, data: data,
                                                                         extra: ["--json"])
        else { return }
        #expect(result.status == 0, "drag-into: \(result.text) \(result.errorText); GTK 4: \(peer)")
        #expect(result.errorText.contains("a Wayland drag, through the compositor's wl_data_device"), "\(result.errorText)")
        let taken = try #require(received, "GTK 4 wrote nothing: \(peer)")
        if kind == "image/png" {
            // GTK 4 hands over the picture it decoded, encoded again.
            #expect(DesktopPeerMatrixTests.pngSize(taken) == DesktopPeerMatrixTests.pngSize(data))
        } else {
            #expect(taken == data, "GTK 4 took \(String(decoding: taken, as: UTF8.self))")
        }
        let report = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any],
                                  "drag-into: \(result.text)")
        let offered = report["offered"] as? [String] ?? []
        #expect(offered.contains(kind) && !offered.contains("UTF8_STRING") && !offered.contains("TEXT"), "offered: \(offered)")
        // GTK reads the type it accepted, one of those offered.
        let requested = report["requested"] as? [String] ?? []
        let acceptedTypes = report["acceptedTypes"] as? [String] ?? []
        #expect(!requested.isEmpty && requested.allSatisfy(offered.contains), "requested: \(requested)")
        #expect(acceptedTypes.contains(requested[0]), "accepted types: \(acceptedTypes), requested: \(requested)")
        // GTK 4 forgets a drop when sway's activation lays its window out again: the player enters again, at most twice.
        let enteredAgain = report["enteredAgain"] as? Int
        #expect(enteredAgain.map { (0...2).contains($0) } == true, "entered again: \(String(describing: enteredAgain))")
        #expect(report["accepted"] as? Bool == true)
        #expect(report["acceptedAction"] as? String == "copy")
        #expect(report["dropped"] as? Bool == true)
        #expect(report["finished"] as? Bool == true)
        #expect(report["succeeded"] as? Bool == true)
        #expect(report["timedOut"] as? Bool == false)
    }

    @Test("drag-into reports a GTK 4 window on Wayland that takes none of the offered types as refused, exit 65")
    func dragIntoRefusal() async throws {
        guard let (result, peer, received) = try await Self.dragIntoGTK4(
            accepting: "text/uri-list", item: "text/plain", data: Data("Buy stamps".utf8))
        else { return }
        #expect(result.status == 65, "drag-into: \(result.text) \(result.errorText); GTK 4: \(peer)")
        #expect(result.text.contains("would take: nothing"), "drag-into: \(result.text)")
        #expect(result.text.contains("asked for: nothing"), "drag-into: \(result.text)")
        #expect(result.text.contains("accepted: no"), "drag-into: \(result.text)")
        #expect(received == nil)
    }

    @Test("drag-into carries HTML into Cardport's own Wayland drop window, found by its app id")
    func dragIntoHTML() async throws {
        // A GTK 4 drop target written in Python cannot take HTML (see DesktopPeerMatrixTests): the window that
        // takes it here is drop-window's, a Wayland client of its own.
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let html = folder.appendingPathComponent("card.html")
            try Data("<ul><li>Buy <b>stamps</b></li></ul>".utf8).write(to: html)
            let window = try await Self.openDropWindow(board, ["--list", "Done", "--once"], on: compositor)
            defer { window.stop() }
            let result = try await ExternalProgram.run(
                [try CardportProcess.executable().path, "drag-into", "--window", "cardport", "--item",
                 "text/html=\(html.path)"], on: compositor)
            #expect(result.status == 0, "drag-into: \(result.text) \(result.errorText); drop-window: \(window.output)")
            #expect(result.text.contains("asked for: text/html"), "drag-into: \(result.text)")
            #expect(result.text.contains("accepted: copy"), "drag-into: \(result.text)")
            #expect(result.text.contains("finished: succeeded"), "drag-into: \(result.text)")
            #expect(try await window.waitForExit(), "drop-window: \(window.output)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Old", "Buy stamps"])
        }
    }

    @Test("drag-into on Wayland names a window no title, app id or id matches with exit 64")
    func dragIntoUnknownWindow() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { folder, _ in
            let note = folder.appendingPathComponent("note.txt")
            try Data("x".utf8).write(to: note)
            let result = try await ExternalProgram.run(
                [try CardportProcess.executable().path, "drag-into", "--window", "No Such Window", "--item",
                 "text/plain=\(note.path)"], on: compositor)
            #expect(result.status == 64, "drag-into: \(result.text) \(result.errorText)")
            #expect(result.errorText.contains("no window has the title, app id or id 'No Such Window'"), "\(result.errorText)")
        }
    }

    @Test("drag-into on Wayland refuses a title two windows have with exit 64, naming their ids")
    func dragIntoAmbiguousTitle() async throws {
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 test") else { return }
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        try await DesktopCommandTests.withBoard { folder, _ in
            let note = folder.appendingPathComponent("note.txt")
            try Data("x".utf8).write(to: note)
            let targets = try (1...2).map { index in
                try ExternalProgram.launch(
                    ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), "4", "drop-target", "text/plain",
                     folder.appendingPathComponent("out\(index)").path], on: compositor)
            }
            defer { targets.forEach { $0.stop() } }
            for target in targets { #expect(try await target.waitForOutput("ready"), "GTK 4: \(target.output)") }
            let result = try await ExternalProgram.run(
                [try CardportProcess.executable().path, "drag-into", "--window", "Peer target", "--item",
                 "text/plain=\(note.path)"], on: compositor)
            #expect(result.status == 64, "drag-into: \(result.text) \(result.errorText)")
            #expect(result.errorText.contains("2 windows are named 'Peer target' (ids "), "\(result.errorText)")
            for target in targets { #expect(!target.output.contains("dropped"), "GTK 4: \(target.output)") }
        }
    }

    @Test("drag-into in a Wayland session without sway's IPC uses XWayland's display, saying why")
    func dragIntoFallsBackToXWayland() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { folder, _ in
            let note = folder.appendingPathComponent("note.txt")
            try Data("x".utf8).write(to: note)
            let socket = folder.appendingPathComponent("wayland-9").path
            let command = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drag-into", "--window", "No Such Window", "--item",
                 "text/plain=\(note.path)"], on: display, environment: ["WAYLAND_DISPLAY": socket, "SWAYSOCK": ""])
            defer { command.stop() }
            #expect(try await command.waitForExit(), "drag-into: \(command.output)")
            #expect(command.output.contains(
                "the native Wayland drag needs sway's IPC to find windows; using XWayland (DISPLAY=\(display.name))"),
                    "\(command.output)")
            // The X11 drag looked the window up on the X display.
            #expect(command.status == 64, "drag-into: \(command.output)")
            #expect(command.output.contains("no window has the title 'No Such Window'"), "\(command.output)")
        }
    }

    @Test("drag-into in a Wayland session without sway's IPC and with no X display exits 69 saying what it needs")
    func dragIntoWithoutSwayIPC() async throws {
        try await DesktopCommandTests.withBoard { folder, _ in
            let note = folder.appendingPathComponent("note.txt")
            try Data("x".utf8).write(to: note)
            let result = try CardportProcess.run(
                ["drag-into", "--window", "Editor", "--item", "text/plain=\(note.path)"],
                environment: ["WAYLAND_DISPLAY": folder.appendingPathComponent("wayland-9").path, "SWAYSOCK": "",
                              "DISPLAY": ""])
            #expect(result.status == 69)
            #expect(result.standardError.contains("the native Wayland drag needs sway's IPC to find windows"),
                    "\(result.standardError)")
            #expect(result.standardError.contains("XWayland's DISPLAY"), "\(result.standardError)")
        }
    }
}
