import DesktopTestSupport
import DesktopTransfer
import DragDrop
import Foundation
import ItemProviders
import Locking
import Testing

/// The XDND drop window driven by a real drag source: a GTK 4 window dragging a file, moved by xdotool.
@Suite("XDND drop window, from a GTK 4 drag")
struct XdndDropWindowTests {
    /// A delegate that proposes a fixed operation, records its calls, and loads what is dropped.
    final class RecordingDelegate: DropDelegate {
        struct Record {
            var calls: [String] = []
            var offered: [String] = []
            var loaded: String?
        }

        let operation: DropOperation
        /// Signalled when the session ends (dropped here, or left).
        let ended = DispatchSemaphore(value: 0)
        /// The calls in order, the types offered and the text loaded at the drop.
        let record = Locked(Record())

        init(operation: DropOperation) { self.operation = operation }

        func canHandle(_ session: DropSession) -> Bool {
            record.withLock { record in
                record.calls.append("canHandle")
                record.offered = session.items.first?.itemProvider.registeredTypeIdentifiers ?? []
            }
            return true
        }
        func dropSessionDidEnter(_ session: DropSession) { record.withLock { $0.calls.append("enter") } }
        func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
            record.withLock { if $0.calls.last != "update" { $0.calls.append("update") } }
            return DropProposal(operation: operation)
        }
        func dropSessionDidExit(_ session: DropSession) { record.withLock { $0.calls.append("exit") } }
        func performDrop(with coordinator: DropCoordinator) {
            record.withLock { $0.calls.append("performDrop") }
            let item = coordinator.items[0].dragItem
            let context = coordinator.drop(item, toPlaceholder: DropPlaceholder(
                insertionIndexPath: IndexPath(item: 0, section: 0), title: "Loading…"))
            item.itemProvider.loadDataRepresentation(for: .plainText) { data, _ in
                self.record.withLock { $0.loaded = data.map { String(decoding: $0, as: UTF8.self) } }
                context.deletePlaceholder()
            }
        }
        func dropSessionDidEnd(_ session: DropSession) {
            record.withLock { $0.calls.append("end") }
            ended.signal()
        }
    }

    /// Drags `file` from the GTK window (top-left) onto a drop window at (600, 100) whose delegate proposes
    /// `operation`; returns the delegate and how the drop ended (nil when the source left without dropping).
    func drag(proposing operation: DropOperation) async throws -> (RecordingDelegate, XdndDropWindow.Drop?)? {
        guard let display = try await VirtualDisplay.startOrExplain() else { return nil }
        defer { display.stop() }
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 drag") else { return nil }
        let connection = try X11Connection(displayName: display.name)
        defer { connection.close() }
        let delegate = RecordingDelegate(operation: operation)
        let window = XdndDropWindow(
            connection: connection, title: "drop here", x: 600, y: 100, width: 400, height: 300,
            app: AppIdentity(bundleIdentifier: "app.cardport.tests", teamIdentifier: "cardport"),
            delegate: delegate) { _, _ in DropLocation(section: 0) }
        let dropped = Locked<XdndDropWindow.Drop?>(nil)
        let reported = DispatchSemaphore(value: 0)
        window.whenDropped { drop in
            dropped.withLock { $0 = drop }
            reported.signal()
        }
        let gtk = try ExternalProgram.launch(
            ["/usr/bin/python3", DesktopHelpers.script("gtk_drag_source.py"), "/tmp/notes/plan.md"], on: display)
        defer { gtk.stop() }
        #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
        let answered = DispatchSemaphore(value: 0)
        window.whenAnswered { _, _ in answered.signal() }
        // A hand dragging: press on the file, move past GTK's drag threshold and over the drop window; let go
        // only once the window has answered, as a person sees the pointer change before letting go.
        let moves = try await ExternalProgram.run(
            ["xdotool", "mousemove", "150", "150", "mousedown", "1", "sleep", "0.2", "mousemove", "170", "170",
             "sleep", "0.2", "mousemove", "400", "200", "sleep", "0.2", "mousemove", "700", "200", "sleep", "0.2",
             "mousemove", "720", "220"], on: display)
        #expect(moves.status == 0)
        #expect(try await offPool { answered.wait(timeout: .now() + .seconds(30)) == .success }, "no XdndPosition came")
        let release = try await ExternalProgram.run(["xdotool", "mouseup", "1"], on: display)
        #expect(release.status == 0)
        let ended = try await offPool { delegate.ended.wait(timeout: .now() + .seconds(30)) == .success }
        #expect(ended, "the drop session never ended")
        #expect(try await gtk.waitForOutput("drag finished"), "GTK: \(gtk.output)")
        if delegate.record.withLock({ $0.calls.contains("performDrop") }) {
            // The session ends before the window reports the drop; wait for the report too.
            #expect(try await offPool { reported.wait(timeout: .now() + .seconds(30)) == .success })
        }
        return (delegate, dropped.withLock { $0 })
    }

    @Test("a copy proposal takes the file: the delegate sees the session, the drop, and loads the file's URI")
    func copy() async throws {
        guard let (delegate, drop) = try await drag(proposing: .copy) else { return }
        let record = delegate.record.withLock { $0 }
        #expect(record.calls == ["canHandle", "enter", "update", "performDrop", "end"])
        let taken = try #require(drop)
        #expect(taken.operation == .copy)
        #expect(taken.settled)
        #expect(taken.offeredTypes.contains("text/uri-list"))
        #expect(record.loaded?.contains("file:///tmp/notes/plan.md") == true)
    }

    @Test("a forbidden proposal refuses the drop: the source leaves instead of dropping, nothing is loaded")
    func forbidden() async throws {
        guard let (delegate, drop) = try await drag(proposing: .forbidden) else { return }
        let record = delegate.record.withLock { $0 }
        #expect(record.calls == ["canHandle", "enter", "update", "exit", "end"])
        #expect(drop == nil)
        #expect(record.loaded == nil)
    }
}
