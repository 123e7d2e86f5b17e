import DragDrop
import Foundation
import ItemProviders
import Locking
import UniformTypes

/// A window on a Wayland desktop that takes drops from other applications through the seat's `wl_data_device`,
/// and plays them to a `DropDelegate` as a drop session — the Wayland twin of ``XdndDropWindow``.
///
/// A drag's enter starts a `DropSession` for a drag from another app whose one item's representations are the
/// offer's MIME types (each read through a pipe only when loaded). Each enter and motion asks the delegate for a
/// proposal at the location ``location(atX:y:)`` gives, through the drop session's one lifecycle
/// (`DropSessionLifecycle`), and answers the source: `wl_data_offer.accept` with the first offered type Cardport
/// knows and
/// `set_actions` with the proposal's copy or move when the source allows it, else nothing. A leave is an exit; a
/// drop performs the drop through a `DropCoordinator` when the last answer took it, and `wl_data_offer.finish`
/// follows once the delegate's placeholders have settled. Events arrive on the window's event thread; the wait
/// for the loads runs on a global queue.
public final class WaylandDropWindow: DesktopDropWindow {
    /// The drag over the window: its offer, and the drop session's one lifecycle, fed with the window's events.
    private struct Drag {
        var offer: WaylandWindow.Offer
        /// The MIME type the window accepts the drag as: the first offered that names a type Cardport knows
        /// (toolkits put private types first, such as GTK's `application/x-gtk-local-dnd`).
        var acceptedType: String?
        var lifecycle: DropSessionLifecycle
        /// The operation last answered to the source.
        var answered: DropOperation?
    }

    private struct State {
        var drag: Drag?
        var dropHandlers: [@Sendable (DesktopDrop) -> Void] = []
        var answerHandlers: [@Sendable (DropOperation, [String]) -> Void] = []
        var closeHandlers: [@Sendable (Closing) -> Void] = []
        /// The zone under a drag, and whether the drop there would be taken.
        var highlight: (zone: Int, accepting: Bool)?
    }

    /// The window on the compositor.
    public let window: WaylandWindow
    /// The app drops land in.
    public let app: AppIdentity
    /// The app other applications' drags appear to come from.
    public let sourceApp: AppIdentity
    /// Who decides and takes the drops.
    public let delegate: any DropDelegate
    /// The places drops go, drawn as columns.
    public let zones: [DropZone]
    /// How long the loads of one drop may take before the drop counts as failed.
    public let timeout: Duration
    /// How long the source may go without sending while a representation is read.
    public let readTimeout: Duration
    /// The most bytes one representation may have.
    public let maximumBytes: Int
    private let state = Locked(State())

    /// Takes drops on `window` for `delegate`, drawing `zones` side by side (the one under a drag green when the
    /// drop there would be taken, red when not); a drop goes to the location of the zone under the pointer.
    /// - Parameters:
    ///   - window: A window on the compositor, not yet started.
    ///   - app: The app drops land in.
    ///   - sourceApp: The app other applications' drags appear to come from.
    ///   - delegate: Who decides and takes the drops.
    ///   - timeout: How long the loads of one drop may take.
    ///   - readTimeout: How long the source may go without sending while a representation is read.
    ///   - maximumBytes: The most bytes one representation may have (512 MiB, what an import reads at most, as
    ///     for X11 drops).
    ///   - zones: The places drops go; at least one.
    public init(window: WaylandWindow, app: AppIdentity,
                sourceApp: AppIdentity = AppIdentity(bundleIdentifier: "org.wayland.desktop", teamIdentifier: "wayland"),
                delegate: any DropDelegate, timeout: Duration = .seconds(30), readTimeout: Duration = .seconds(10),
                maximumBytes: Int = SelectionReader.defaultMaximumBytes, zones: [DropZone]) {
        self.window = window
        self.app = app
        self.sourceApp = sourceApp
        self.delegate = delegate
        self.timeout = timeout
        self.readTimeout = readTimeout
        self.maximumBytes = maximumBytes
        self.zones = zones
        repaint()
        window.start { [self] event in handle(event) }
    }

    /// Why the window stopped serving.
    public enum Closing: Sendable, Equatable {
        /// The user asked the window to close.
        case closeRequested
        /// The connection to the compositor broke.
        case connectionLost
    }

    public func whenDropped(_ handler: @escaping @Sendable (DesktopDrop) -> Void) {
        state.withLock { $0.dropHandlers.append(handler) }
    }

    public func whenAnswered(_ handler: @escaping @Sendable (DropOperation, [String]) -> Void) {
        state.withLock { $0.answerHandlers.append(handler) }
    }

    /// Runs `handler` on the event thread when the user asks the window to close or the connection breaks.
    public func whenClosed(_ handler: @escaping @Sendable (Closing) -> Void) {
        state.withLock { $0.closeHandlers.append(handler) }
    }

    public func close() {
        window.close()
    }

    /// The drop location for a pointer at (`x`, `y`) in the window's coordinates: the zone's under it.
    public func location(atX x: Int, y: Int) -> DropLocation {
        zone(atX: x).map { zones[$0].location } ?? DropLocation(section: 0)
    }

    private func zone(atX x: Int) -> Int? {
        guard !zones.isEmpty else { return nil }
        return DropZone.index(atX: x, count: zones.count, width: window.size.width)
    }

    // MARK: - Drawing

    private func repaint() {
        let highlight = state.withLock { $0.highlight }
        let zones = self.zones
        window.draw { pixels, width, height, stride in
            X11Connection.paint(DropZone.painted(zones, width: width, height: height, highlight: highlight),
                                intoPixels: pixels, width: width, height: height, stride: stride)
        }
    }

    private func highlight(_ highlight: (zone: Int, accepting: Bool)?) {
        let changed = state.withLock { state in
            defer { state.highlight = highlight }
            return state.highlight?.zone != highlight?.zone || state.highlight?.accepting != highlight?.accepting
        }
        if changed { repaint() }
    }

    // MARK: - Events

    private func handle(_ event: WaylandWindow.Event) {
        switch event {
        case .resized:
            repaint()
        case .closeRequested:
            closed(.closeRequested)
        case .disconnected:
            closed(.connectionLost)
        case .dragEntered(let offer, let x, let y):
            enter(offer)
            move(x: x, y: y)
        case .dragMoved(let x, let y):
            move(x: x, y: y)
        case .dragLeft:
            leave()
        case .dropped:
            drop()
        case .pressed, .sourceTarget, .sourceAction, .sourceSend, .sourceDropped, .sourceFinished, .sourceCancelled:
            return  // The window starts no drags.
        }
    }

    private func closed(_ closing: Closing) {
        let handlers = state.withLock { $0.closeHandlers }
        handlers.forEach { $0(closing) }
    }

    private func enter(_ offer: WaylandWindow.Offer) {
        let provider = itemProvider(for: offer)
        let drag = DragSession(sourceApp: sourceApp, items: [DragItem(itemProvider: provider)])
        // A new drag replaces one that went away without a leave: that one exits and ends first.
        if var previous = state.withLock({ state in defer { state.drag = nil }; return state.drag }) {
            var ignored: [DragDropEvent] = []
            previous.lifecycle.exit(recording: &ignored)
            previous.lifecycle.end(recording: &ignored)
        }
        var recorded: [DragDropEvent] = []
        let lifecycle = DropSessionLifecycle(drag: drag, over: DropEndpoint(app: app, delegate: delegate), recording: &recorded)
        let known = SelectionReader.representations(for: offer.types)
        let accepted = (known.first { !$0.type.isDynamic } ?? known.first)?.target
        state.withLock { $0.drag = Drag(offer: offer, acceptedType: accepted, lifecycle: lifecycle) }
    }

    /// An item provider with a representation for each type the offer carries (the best MIME type for each
    /// uniform type, chosen as for X11), each read from the source when loaded.
    private func itemProvider(for offer: WaylandWindow.Offer) -> ItemProvider {
        let provider = ItemProvider()
        let (window, timeout, maximumBytes) = (self.window, readTimeout, maximumBytes)
        for (type, mimeType) in SelectionReader.representations(for: offer.types) {
            provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                DispatchQueue.global().async {
                    do {
                        completion(try window.receive(offer, type: mimeType, timeout: timeout, maximumBytes: maximumBytes), nil)
                    } catch {
                        completion(nil, error)
                    }
                }
                return nil
            }
        }
        return provider
    }

    private func move(x: Double, y: Double) {
        guard var drag = state.withLock({ $0.drag }) else { return }
        var ignored: [DragDropEvent] = []
        let (pointX, pointY) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        let effective = drag.lifecycle.handles
            ? drag.lifecycle.update(at: location(atX: pointX, y: pointY), recording: &ignored) : nil
        // The source's own word on what it allows: a proposal it does not allow is a refusal.
        let allowed = window.sourceActions(of: drag.offer)
        let action: WaylandWindow.Actions = switch effective?.operation {
        case .copy: .copy
        case .move: .move
        default: []
        }
        let taken = !action.isEmpty && (allowed.isEmpty || allowed.contains(action))
        let answered = taken ? effective!.operation : (effective?.operation.performsDrop == true ? .forbidden
                                                       : effective?.operation ?? .forbidden)
        drag.answered = answered
        if !taken { drag.lifecycle.forgetLocation() }
        state.withLock { $0.drag = drag }
        window.answer(drag.offer, type: taken ? drag.acceptedType : nil, actions: taken ? action : [],
                      preferred: taken ? action : [])
        highlight(zone(atX: pointX).map { ($0, taken) })
        let handlers = state.withLock { $0.answerHandlers }
        handlers.forEach { $0(answered, drag.offer.types) }
    }

    private func leave() {
        guard var drag = state.withLock({ state in defer { state.drag = nil }; return state.drag }) else { return }
        highlight(nil)
        var ignored: [DragDropEvent] = []
        drag.lifecycle.exit(recording: &ignored)
        drag.lifecycle.end(recording: &ignored)
    }

    private func drop() {
        guard var drag = state.withLock({ state in defer { state.drag = nil }; return state.drag }) else { return }
        highlight(nil)
        var ignored: [DragDropEvent] = []
        let refused: DropOperation = drag.answered == .forbidden ? .forbidden : .cancel
        guard drag.answered?.performsDrop == true, let coordinator = drag.lifecycle.performDrop(recording: &ignored) else {
            drag.lifecycle.exit(recording: &ignored)
            finish(drag, operation: refused, settled: true)
            return
        }
        let dropped = drag
        coordinator.whenSettled(within: timeout) { [self] settled in
            finish(dropped, operation: coordinator.proposal.operation, settled: settled)
        }
    }

    /// Tells the source the drop is over (finished when it was taken and every load settled), ends the session
    /// and tells whoever waits.
    private func finish(_ drag: Drag, operation: DropOperation, settled: Bool) {
        window.finish(drag.offer, taken: operation.performsDrop && settled)
        var ignored: [DragDropEvent] = []
        drag.lifecycle.end(recording: &ignored)
        let handlers = state.withLock { $0.dropHandlers }
        let outcome = DesktopDrop(operation: operation, offeredTypes: drag.offer.types, settled: settled)
        DispatchQueue.global().async { handlers.forEach { $0(outcome) } }
    }
}
