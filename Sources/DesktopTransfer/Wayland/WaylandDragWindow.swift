import DragDrop
import Foundation
import ItemProviders
import Locking

/// A window on a Wayland desktop whose contents can be dragged into other applications through
/// `wl_data_device` — the Wayland twin of ``XdndDragWindow``.
///
/// Pressing the left button in the window starts a drag (`wl_data_device.start_drag` on the press's serial) of a
/// `wl_data_source` offering the provider's representations under the MIME types X11 applications see; the
/// compositor then moves it between windows. Each type a target asks for is loaded then, on a global queue, and
/// written to the target's pipe. Only copies are offered: the items stay in Cardport. The drag ends when the
/// target finishes (`dnd_finished`: a copy), or when the compositor cancels it (let go over nothing, or over a
/// window that refused it).
///
/// A target that goes away while reading must not end the process: the window ignores `SIGPIPE` from its init on.
public final class WaylandDragWindow: Sendable {
    /// How one drag ended, handed to ``whenFinished(_:)``.
    public struct Result: Sendable {
        /// `copy` when the target took the data, `cancel` when it refused or the drag ended over no target.
        public var operation: DropOperation
    }

    private struct State {
        var dragging = false
        /// Whether the drag was dropped on a target that takes it: its `dnd_finished` is awaited.
        var dropped = false
        var handlers: [@Sendable (Result) -> Void] = []
        var closeHandlers: [@Sendable (WaylandDropWindow.Closing) -> Void] = []
    }

    /// The window on the compositor.
    public let window: WaylandWindow
    /// What is dragged.
    public let provider: ItemProvider
    /// How long a target may take to finish after the drop.
    public let timeout: Duration
    /// What the window shows: its one zone's title and the line under it.
    private let label: (title: String, detail: String)
    private let offered: WaylandRepresentations
    private let state = Locked(State())

    /// Shows `title` (and `detail` under it) on `window`, whose drags carry `provider`.
    /// - Parameters:
    ///   - window: A window made with `tracksPointer`, not yet started.
    ///   - provider: What is dragged.
    ///   - title: The name drawn in the window.
    ///   - detail: The line drawn under it.
    ///   - timeout: How long a target may take to finish after the drop.
    public init(window: WaylandWindow, provider: ItemProvider, title: String, detail: String = "",
                timeout: Duration = .seconds(30)) {
        self.window = window
        self.provider = provider
        self.timeout = timeout
        self.label = (title, detail)
        self.offered = WaylandRepresentations(provider: provider)
        signal(SIGPIPE, SIG_IGN)
        repaint()
        window.start { [self] event in handle(event) }
    }

    /// The MIME types a drag offers, best first.
    public var mimeTypes: [String] { offered.mimeTypes }

    /// Runs `handler` (on a global queue) each time a drag has ended.
    public func whenFinished(_ handler: @escaping @Sendable (Result) -> Void) {
        state.withLock { $0.handlers.append(handler) }
    }

    /// Runs `handler` on the event thread when the user asks the window to close or the connection breaks.
    public func whenClosed(_ handler: @escaping @Sendable (WaylandDropWindow.Closing) -> Void) {
        state.withLock { $0.closeHandlers.append(handler) }
    }

    /// Closes the window.
    public func close() {
        window.close()
    }

    private func repaint() {
        let label = self.label
        window.draw { pixels, width, height, stride in
            let zone = PaintedZone(x: DropZone.margin, y: DropZone.margin, width: width - 2 * DropZone.margin,
                                   height: height - 2 * DropZone.margin, title: label.title, detail: label.detail,
                                   look: .idle)
            X11Connection.paint([zone], intoPixels: pixels, width: width, height: height, stride: stride)
        }
    }

    // MARK: - Events

    private func handle(_ event: WaylandWindow.Event) {
        switch event {
        case .resized:
            repaint()
        case .closeRequested, .disconnected:
            let closing: WaylandDropWindow.Closing = if case .closeRequested = event { .closeRequested } else { .connectionLost }
            let handlers = state.withLock { $0.closeHandlers }
            handlers.forEach { $0(closing) }
        case .pressed(let serial):
            guard state.withLock({ state in defer { state.dragging = true }; return !state.dragging }) else { return }
            if !window.startDrag(offering: offered.mimeTypes, actions: .copy, serial: serial) {
                state.withLock { $0.dragging = false }
            }
        case .sourceSend(let type, let fd):
            offered.send(type, to: fd)
        case .sourceDropped:
            state.withLock { $0.dropped = true }
            let seconds = Int(timeout.components.seconds)
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
                if state.withLock({ $0.dropped }) { end(.cancel) }
            }
        case .sourceFinished:
            end(.copy)
        case .sourceCancelled:
            end(.cancel)
        case .sourceTarget, .sourceAction:
            return  // The compositor cancels a drag no target takes; nothing to do before.
        case .dragEntered, .dragMoved, .dragLeft, .dropped:
            return  // The window takes no drops.
        }
    }

    private func end(_ operation: DropOperation) {
        let handlers = state.withLock { state -> [@Sendable (Result) -> Void]? in
            guard state.dragging else { return nil }
            state.dragging = false
            state.dropped = false
            return state.handlers
        }
        guard let handlers else { return }
        window.endDrag()
        DispatchQueue.global().async { handlers.forEach { $0(Result(operation: operation)) } }
    }
}
