import ArgumentParser
import DesktopTransfer
import Foundation
import ItemProviders
import Locking

/// `cardport drag-into --window NAME|ID [--at X,Y] --item TYPE=FILE…`: plays a real drag (XDND on X11,
/// `wl_data_device` on sway) into another application's window and reports what it did, for testing that
/// application's drop handling.
struct DragIntoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drag-into",
        abstract: "Play a drag into another application's window and report what it did.",
        discussion: """
            A drop tester for other applications: on X11 the drag carries the given representations (each TYPE an \
            identifier, a .extension or a MIME type, offered under the X targets Cardport gives that type: \
            text/plain as UTF8_STRING, text/plain;charset=utf-8, text/plain, STRING and TEXT; a URL type as \
            text/uri-list; any other type as its MIME types) to the window named by --window (its title, exact, \
            or its id), at --at X,Y inside it (its middle by default), with no pointer moving. Under a window \
            manager the window is found inside its frame; XdndProxy is honoured. The report says which targets \
            the application asked for and in which order, the action it accepted and whether it finished. \
            Exit status: 0 when the application accepted, took the drop and said it succeeded; 65 when it \
            refused the drag or finished saying it failed; 64 when no window (or more than one) has that title; \
            69 without a display or when the window takes no XDND drops; 75 when the application did not \
            answer within --timeout seconds.

            In a Wayland session (WAYLAND_DISPLAY set) under sway (or another compositor speaking sway's IPC at \
            SWAYSOCK and offering wlroots' zwlr_virtual_pointer_manager_v1) the drag is a native wl_data_device \
            drag, said on standard error: --window is the window's exact title, its app id or sway's container \
            id, found through sway's IPC. A Wayland client cannot send drag events to another, so Cardport opens \
            a small window of its own in a corner, moves the session's real pointer onto it with a virtual \
            pointer, presses, carries the drag to the point in a few steps, pauses until the application is \
            quiet and lets go: run it where nobody is using the pointer (a headless session in CI). An \
            application that refuses what it had taken (GTK 4 does when its window is laid out again during the \
            drag) is left and entered again, up to twice. The drag offers the types' MIME types (no X11 text \
            atoms) with the actions copy and move; the report adds the types the application said it would take \
            and how many times the drag entered again, and names the action as Wayland does (copy, move, ask), \
            with the same exit statuses (a window on a workspace no output shows: 69). A compositor without \
            sway's IPC or the virtual pointer makes it use XWayland's DISPLAY, saying why, which reaches X11 \
            windows only; without DISPLAY it exits 69 naming what is missing. With WAYLAND_DISPLAY empty it uses \
            the X11 display.

            Examples:
              cardport drag-into --window "Text Editor" --item text/plain=note.txt
              cardport drag-into --window 0x1e00003 --at 40,60 --item text/uri-list=files.txt --json
              cardport drag-into --window Editor --item text/html=card.html --item text/plain=card.txt
              cardport drag-into --window org.gnome.TextEditor --item text/plain=note.txt
            """)

    @Option(help: ArgumentHelp(
        "The window: its exact title, or its id (X11: 0x1e00003 or decimal; sway: its container id, or its app id).",
        valueName: "name|id"))
    var window: String

    @Option(help: ArgumentHelp("Where to drop, in the window's own coordinates (its middle by default).", valueName: "x,y"))
    var at: String?

    @Option(name: .customLong("item"),
            help: ArgumentHelp("A representation the drag offers, TYPE=FILE; repeat for more, richest first.",
                               valueName: "type=file"))
    var items: [String] = []

    @Option(help: ArgumentHelp("How long the application may take for each answer, in seconds.", valueName: "seconds"))
    var timeout = 10

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        if items.isEmpty { throw ValidationError("Give at least one --item TYPE=FILE.") }
        if let at, Self.point(at) == nil { throw ValidationError("--at must look like 40,60.") }
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second.") }
    }

    static func point(_ text: String) -> (x: Int, y: Int)? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0 else { return nil }
        return (x, y)
    }

    func run() throws {
        try CommandFailure.reporting {
            var offers: [DropItemSpec.Offer] = []
            for (index, item) in items.enumerated() {
                offers += try DropItemSpec(parsing: item, itemNumber: index + 1).offers
            }
            let provider = DropItemSpec(offers: offers).provider(index: 0, loads: Locked([:]))
            let report = if let session = try Self.waylandSession() {
                try playOnWayland(session, provider: provider)
            } else {
                try playOnX11(provider: provider)
            }
            if json {
                try JSONOutput.print(report)
            } else {
                FileHandle.standardOutput.write(Data(Self.describe(report).utf8))
            }
            if report.timedOut { throw ExitCode.temporaryFailure }
            if !(report.accepted && report.finished && report.succeeded) { throw ExitCode.dataError }
        }
    }

    /// Plays the drag into the window `--window` names on the X display; the report.
    func playOnX11(provider: ItemProvider) throws -> DragIntoReport {
        let connection = try Desktop.connect()
        defer { connection.close() }
        let target = try Self.findWindow(window, on: connection)
        guard let size = connection.size(of: target),
              let origin = connection.translate(rootX: 0, rootY: 0, to: target) else {
            throw CommandFailure(.unavailable, "--window: window 0x\(String(target, radix: 16)) is gone")
        }
        let point = at.flatMap(Self.point) ?? (size.width / 2, size.height / 2)
        let player = XdndDragPlayer(connection: connection, provider: provider, timeout: .seconds(timeout))
        defer { player.close() }
        return try Desktop.reporting {
            try player.play(into: target, x: Int16(clamping: point.x - Int(origin.x)),
                            y: Int16(clamping: point.y - Int(origin.y)))
        }
    }

    /// The report as lines of text.
    static func describe(_ report: DragIntoReport) -> String {
        let hex = { (window: UInt32) in "0x" + String(window, radix: 16) }
        var lines: [String] = []
        if let types = report.acceptedTypes {
            lines.append("window: \(report.window) (sway's id), wl_data_device version \(report.version)")
            lines.append("offered: \(report.offered.joined(separator: ", "))")
            lines.append("would take: \(types.isEmpty ? "nothing" : types.joined(separator: ", "))")
            if let again = report.enteredAgain, again > 0 {
                lines.append("entered again: \(again == 1 ? "once" : "\(again) times"), after the application refused what it had taken")
            }
        } else {
            lines.append("window: \(hex(report.window))"
                         + (report.messagesWentTo == report.window ? "" : " (through its proxy \(hex(report.messagesWentTo)))")
                         + ", XDND version \(report.version)")
            lines.append("offered: \(report.offered.joined(separator: ", "))")
        }
        lines.append("asked for: \(report.requested.isEmpty ? "nothing" : report.requested.joined(separator: ", "))")
        lines.append(report.accepted ? "accepted: \(report.acceptedAction ?? "no action named")" : "accepted: no")
        if report.dropped {
            lines.append(report.finished
                ? "finished: \(report.succeeded ? "succeeded" : "failed")" + (report.finishedAction.map { " (\($0))" } ?? "")
                : "finished: no")
        }
        if report.timedOut { lines.append("the application did not answer in time") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The window named `name`: an id (`0x…` or decimal) as given, else the one window whose title is exactly
    /// `name`, searched through the whole tree (under a window manager, clients sit inside frames).
    static func findWindow(_ name: String, on connection: X11Connection) throws -> UInt32 {
        if name.hasPrefix("0x"), let id = UInt32(name.dropFirst(2), radix: 16) { return id }
        if let id = UInt32(name) { return id }
        var found: [UInt32] = []
        var pending = [connection.root]
        while let window = pending.popLast() {
            if window != connection.root, connection.title(of: window) == name { found.append(window) }
            pending += connection.children(of: window)
        }
        guard !found.isEmpty else {
            throw CommandFailure(.usage, "--window: no window has the title '\(name)'", hint: "give the exact title or the window's id")
        }
        guard found.count == 1 else {
            let ids = found.map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
            throw CommandFailure(.usage, "--window: \(found.count) windows have the title '\(name)' (\(ids))",
                                 hint: "give one of the ids")
        }
        return found[0]
    }
}
