import DragDrop
import Foundation
import ItemProviders
import Locking

/// A window that takes drops from other X11 applications (file managers, browsers, editors) through XDND
/// version 5, and plays them to a `DropDelegate` as a drop session.
///
/// `XdndEnter` starts a `DropSession` for a drag from another app whose one item's representations
/// are the source's types (read from `XdndSelection`, each only when loaded); the delegate's `canHandle(_:)` is
/// asked once. Each `XdndPosition` asks `DropDelegate.dropSessionDidUpdate(_:at:)` at the location
/// `locate` gives for the pointer, and the effective proposal goes back as `XdndStatus`: copy as
/// `XdndActionCopy`, move as `XdndActionMove` (never for another app: UIKit's rule makes it a cancel), anything
/// else as a refusal. `XdndLeave` is an exit; `XdndDrop` performs the drop through a
/// `DropCoordinator` when the last proposal takes data, and `XdndFinished` is sent once the
/// delegate's placeholders have settled (or at once when refused). The delegate is called through the drop
/// session's one lifecycle (`DropSessionLifecycle`), as the headless `DragDriver` calls it: this window only turns
/// XDND's messages into its events. Events are handled on the connection's event thread; the wait for the loads
/// runs on a global queue.
public final class XdndDropWindow: DesktopDropWindow {
    /// What happened to one drop, handed to ``whenDropped(_:)``.
    public typealias Drop = DesktopDrop

    /// The drag over the window: its XDND source, and the drop session's one lifecycle (`DropSessionLifecycle`),
    /// which this window feeds with XDND's messages. Messages arrive on the connection's one event thread.
    private struct Drag {
        var source: UInt32
        var version: UInt32
        var types: [String]
        var lifecycle: DropSessionLifecycle
    }

    private struct State {
        var drag: Drag?
        var dropHandlers: [@Sendable (Drop) -> Void] = []
        var answerHandlers: [@Sendable (DropOperation, [String]) -> Void] = []
        /// The window's size, as the server last reported it.
        var width: Int
        var height: Int
        /// The zone under a drag, and whether the drop there would be taken.
        var highlight: (zone: Int, accepting: Bool)?
    }

    /// The connection to the X server.
    public let connection: X11Connection
    /// The window's id.
    public let window: UInt32
    /// The app drops land in.
    public let app: AppIdentity
    /// The app other X11 applications' drags appear to come from.
    public let sourceApp: AppIdentity
    /// Who decides and takes the drops.
    public let delegate: any DropDelegate
    /// The places drops go, drawn as columns; empty for a window that draws nothing of its own.
    public let zones: [DropZone]
    /// The drop location for a pointer at (x, y) in the window's coordinates, when the caller gave one; else the
    /// location of the zone under the pointer.
    private let customLocate: (@Sendable (Int, Int) -> DropLocation)?
    /// How long the loads of one drop may take before `XdndFinished` reports failure.
    public let timeout: Duration

    /// The drag under way, who waits for drops, and what the window shows.
    private let state: Locked<State>
    private let atoms: Atoms

    /// Opens a window titled `title` at (`x`, `y`) that takes drops for `delegate`.
    ///
    /// With `zones`, the window draws each as a column with its title (with Cairo), lights the one under a drag
    /// green when the drop there would be taken and red when not, and a drop goes to the location of the zone
    /// under the pointer — unless `locate` says otherwise.
    /// - Parameters:
    ///   - connection: The X server connection the window is made on.
    ///   - title: The window's title.
    ///   - x: The window's left edge on the screen.
    ///   - y: The window's top edge on the screen.
    ///   - width: The window's width in pixels.
    ///   - height: The window's height in pixels.
    ///   - app: Who the drops go to, as the delegate's sessions name the destination.
    ///   - sourceApp: Who the drags come from, as the sessions name their source: another X11 application.
    ///   - delegate: Decides what each drag may do and takes the drops.
    ///   - timeout: How long the loads of one drop may take before `XdndFinished` reports failure.
    ///   - zones: The places drops go, drawn side by side; empty to draw nothing.
    ///   - locate: The drop location for a pointer at (x, y) in the window's coordinates; by default the
    ///     location of the zone under it (the first location of all when there are no zones).
    public init(connection: X11Connection, title: String, x: Int = 0, y: Int = 0, width: Int = 400,
                height: Int = 300, app: AppIdentity,
                sourceApp: AppIdentity = AppIdentity(bundleIdentifier: "org.x.desktop", teamIdentifier: "x11"),
                delegate: any DropDelegate, timeout: Duration = .seconds(30), zones: [DropZone] = [],
                locate: (@Sendable (Int, Int) -> DropLocation)? = nil) {
        self.connection = connection
        self.app = app
        self.sourceApp = sourceApp
        self.delegate = delegate
        self.timeout = timeout
        self.zones = zones
        self.customLocate = locate
        self.atoms = Atoms(connection)
        self.state = Locked(State(width: width, height: height))
        window = connection.createTopLevelWindow(
            title: title, x: Int16(clamping: x), y: Int16(clamping: y), width: UInt16(clamping: width),
            height: UInt16(clamping: height), eventMask: zones.isEmpty ? 0 : X11Connection.drawingEvents)
        connection.changeProperty(window, property: atoms.aware, type: connection.atom("ATOM"), values: [5])
        // The handler before the window is shown: its first Expose must be drawn.
        connection.addHandler(for: window) { [self] event in handle(event) }
        connection.mapWindow(window)
    }

    /// Runs `handler` (on a global queue) after each drop has finished, taken or refused.
    public func whenDropped(_ handler: @escaping @Sendable (Drop) -> Void) {
        state.withLock { $0.dropHandlers.append(handler) }
    }

    /// Runs `handler` on the event thread after each `XdndStatus` has been sent, with the operation answered
    /// (`cancel` or `forbidden` for a refusal) and the types the drag offers. The source receives the answer
    /// before any input that follows the call.
    public func whenAnswered(_ handler: @escaping @Sendable (DropOperation, [String]) -> Void) {
        state.withLock { $0.answerHandlers.append(handler) }
    }

    /// Closes the window.
    public func close() {
        connection.destroyWindow(window)
    }

    /// The drop location for a pointer at (`x`, `y`) in the window's coordinates.
    public func location(atX x: Int, y: Int) -> DropLocation {
        if let customLocate { return customLocate(x, y) }
        return zone(atX: x).map { zones[$0].location } ?? DropLocation(section: 0)
    }

    /// The index of the zone whose column holds `x`; nil for a window without zones.
    private func zone(atX x: Int) -> Int? {
        guard !zones.isEmpty else { return nil }
        return DropZone.index(atX: x, count: zones.count, width: state.withLock { $0.width })
    }

    // MARK: - Drawing

    /// Draws the zones as the window is now: its size, and the zone a drag is over.
    private func repaint() {
        guard !zones.isEmpty else { return }
        let (width, height, highlight) = state.withLock { ($0.width, $0.height, $0.highlight) }
        connection.paint(DropZone.painted(zones, width: width, height: height, highlight: highlight), on: window,
                         width: width, height: height)
    }

    /// Lights the zone under a drag (or none), and draws again when that changed.
    private func highlight(_ highlight: (zone: Int, accepting: Bool)?) {
        guard !zones.isEmpty else { return }
        let changed = state.withLock { state in
            defer { state.highlight = highlight }
            return state.highlight?.zone != highlight?.zone || state.highlight?.accepting != highlight?.accepting
        }
        if changed { repaint() }
    }

    // MARK: - Messages

    private func handle(_ event: X11Event) {
        switch event {
        case .exposed:
            repaint()
            return
        case .configured(_, let width, let height):
            let resized = state.withLock { state in
                defer { (state.width, state.height) = (width, height) }
                return state.width != width || state.height != height
            }
            if resized { repaint() }
            return
        default: break
        }
        guard case .clientMessage(_, let type, let data) = event else { return }
        switch type {
        case atoms.enter: enter(data)
        case atoms.position: position(data)
        case atoms.leave: leave(data)
        case atoms.drop: drop(data)
        default: return
        }
    }

    private func enter(_ data: [UInt32]) {
        let source = data[0]
        let version = data[1] >> 24
        var typeAtoms = Array(data[2...4]).filter { $0 != 0 }
        if data[1] & 1 != 0, let list = connection.getProperty(source, property: atoms.typeList, delete: false) {
            typeAtoms = list.values32
        }
        let types = typeAtoms.compactMap { connection.atomName($0) }
        let reader = SelectionReader(connection: connection, selection: "XdndSelection", timeout: .seconds(10))
        let provider = reader.itemProvider(offering: types)
        let drag = DragSession(sourceApp: sourceApp, items: [DragItem(itemProvider: provider)])
        // A new drag replaces one whose source went away without a leave: that one exits and ends first.
        if var previous = state.withLock({ $0.drag }) {
            var ignored: [DragDropEvent] = []
            previous.lifecycle.exit(recording: &ignored)
            previous.lifecycle.end(recording: &ignored)
        }
        var recorded: [DragDropEvent] = []
        let lifecycle = DropSessionLifecycle(drag: drag, over: DropEndpoint(app: app, delegate: delegate), recording: &recorded)
        state.withLock { $0.drag = Drag(source: source, version: version, types: types, lifecycle: lifecycle) }
    }

    private func position(_ data: [UInt32]) {
        let source = data[0]
        guard var drag = state.withLock({ $0.drag }), drag.source == source else { return }
        let rootX = Int16(truncatingIfNeeded: data[2] >> 16), rootY = Int16(truncatingIfNeeded: data[2] & 0xffff)
        var ignored: [DragDropEvent] = []
        var effective: DropProposal?
        var zone: Int?
        if drag.lifecycle.handles, let point = connection.translate(rootX: rootX, rootY: rootY, to: window) {
            effective = drag.lifecycle.update(at: location(atX: Int(point.x), y: Int(point.y)), recording: &ignored)
            zone = self.zone(atX: Int(point.x))
        } else {
            drag.lifecycle.forgetLocation()
        }
        state.withLock { $0.drag = drag }
        let answered = effective?.operation ?? .forbidden
        let accepted = effective.flatMap { $0.operation.performsDrop ? $0 : nil }
        let action: UInt32 = switch accepted?.operation {
        case .copy: atoms.actionCopy
        case .move: atoms.actionMove
        default: 0
        }
        // Accept (bit 0) and ask for a position message at every move (bit 1); an empty rectangle.
        connection.sendClientMessage(to: source, type: atoms.status,
                                     data: [window, accepted == nil ? 2 : 3, 0, 0, action])
        connection.flush()
        highlight(zone.map { ($0, accepted != nil) })
        let handlers = state.withLock { $0.answerHandlers }
        handlers.forEach { $0(answered, drag.types) }
    }

    private func leave(_ data: [UInt32]) {
        guard var drag = takeDrag(from: data[0]) else { return }
        highlight(nil)
        var ignored: [DragDropEvent] = []
        drag.lifecycle.exit(recording: &ignored)
        drag.lifecycle.end(recording: &ignored)
    }

    private func drop(_ data: [UInt32]) {
        guard var drag = takeDrag(from: data[0]) else { return }
        highlight(nil)
        var ignored: [DragDropEvent] = []
        let refused: DropOperation = drag.lifecycle.last?.effective.operation == .forbidden ? .forbidden : .cancel
        guard let coordinator = drag.lifecycle.performDrop(recording: &ignored) else {
            finish(drag, operation: refused, settled: true)
            return
        }
        let dropped = drag
        coordinator.whenSettled(within: timeout) { [self] settled in
            finish(dropped, operation: coordinator.proposal.operation, settled: settled)
        }
    }

    /// The drag under way, if it is `source`'s, no longer under way.
    private func takeDrag(from source: UInt32) -> Drag? {
        state.withLock { state -> Drag? in
            guard let drag = state.drag, drag.source == source else { return nil }
            state.drag = nil
            return drag
        }
    }

    /// Tells the source the drop is over (v5: whether it was taken and with which action), ends the session and
    /// tells whoever waits.
    private func finish(_ drag: Drag, operation: DropOperation, settled: Bool) {
        let taken = operation.performsDrop && settled
        let action = !taken ? 0 : operation == .move ? atoms.actionMove : atoms.actionCopy
        connection.sendClientMessage(to: drag.source, type: atoms.finished, data: [window, taken ? 1 : 0, action])
        var ignored: [DragDropEvent] = []
        drag.lifecycle.end(recording: &ignored)
        let handlers = state.withLock { $0.dropHandlers }
        let outcome = Drop(operation: operation, offeredTypes: drag.types, settled: settled)
        DispatchQueue.global().async { handlers.forEach { $0(outcome) } }
    }
}

extension XdndDropWindow {
    /// XDND's atoms, interned once per window.
    struct Atoms: Sendable {
        let aware, typeList, enter, position, status, leave, drop, finished, actionCopy, actionMove: UInt32

        init(_ connection: X11Connection) {
            aware = connection.atom("XdndAware")
            typeList = connection.atom("XdndTypeList")
            enter = connection.atom("XdndEnter")
            position = connection.atom("XdndPosition")
            status = connection.atom("XdndStatus")
            leave = connection.atom("XdndLeave")
            drop = connection.atom("XdndDrop")
            finished = connection.atom("XdndFinished")
            actionCopy = connection.atom("XdndActionCopy")
            actionMove = connection.atom("XdndActionMove")
        }
    }
}
