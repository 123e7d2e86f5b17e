internal import CXCB
import Foundation
import Locking

/// One connection to an X server, with its event loop on a thread of its own.
///
/// Requests may be sent from any thread (libxcb locks the connection itself). Events are read by one dedicated
/// thread and handed, decoded, to the handlers registered for the window they concern; handlers run on that
/// thread one after another, so they must be quick and never wait for another event (start work elsewhere and
/// return). Atoms are interned once and cached. ``close()`` stops the thread and disconnects; a connection the
/// server drops calls the handlers registered with ``whenClosed(_:)``.
public final class X11Connection: Sendable {
    /// The connection.
    let xcb: XCBHandle
    /// The screen's root window.
    public let root: UInt32
    /// The root visual, for windows Cardport shows.
    let rootVisual: UInt32
    /// A window of Cardport's own that only carries the message stopping the event thread.
    let controlWindow: UInt32
    /// The largest property chunk sent in one request, in bytes; larger data goes by `INCR`.
    public let maximumChunk: Int

    struct State {
        var atoms: [String: UInt32] = [:]
        var names: [UInt32: String] = [:]
        var handlers: [UInt32: [UInt64: @Sendable (X11Event) -> Void]] = [:]
        var nextToken: UInt64 = 1
        var closedHandlers: [@Sendable () -> Void] = []
        var closed = false
        var closeRequested = false
        /// Cairo's device for this connection, as an address, once something was drawn on it (see `paint`).
        var cairoDevice: UInt = 0
    }
    /// Atoms, the handlers by window, whether the connection is closed, and Cairo's device for it.
    let state = Locked(State())
    /// Signalled by the event thread when it has stopped.
    private let stopped = DispatchSemaphore(value: 0)

    /// Connects to the X server named by `displayName`, or by `DISPLAY` when nil, and starts the event thread.
    /// - Throws: ``DesktopTransferError/Code/noDisplay`` when neither names a display,
    ///   ``DesktopTransferError/Code/connectionFailed`` when the server cannot be reached.
    public init(displayName: String? = nil) throws {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let name, !name.isEmpty else {
            throw DesktopTransferError(
                code: .noDisplay, message: "no X11 display: DISPLAY is not set (the desktop commands need an X server)")
        }
        var screenNumber: Int32 = 0
        guard let raw = xcb_connect(name, &screenNumber) else {
            throw DesktopTransferError(code: .connectionFailed, message: "cannot connect to the X server on \(name)")
        }
        if xcb_connection_has_error(raw) != 0 {
            xcb_disconnect(raw)
            throw DesktopTransferError(code: .connectionFailed, message: "cannot connect to the X server on \(name)")
        }
        var iterator = xcb_setup_roots_iterator(xcb_get_setup(raw))
        for _ in 0..<max(0, Int(screenNumber)) { xcb_screen_next(&iterator) }
        guard let screen = iterator.data?.pointee else {
            xcb_disconnect(raw)
            throw DesktopTransferError(code: .connectionFailed, message: "the X server on \(name) has no screen \(screenNumber)")
        }
        xcb = XCBHandle(pointer: raw)
        root = screen.root
        rootVisual = screen.root_visual
        // The maximum request length is in 4-byte units and includes the request's header.
        let maximumRequest = Int(xcb_get_maximum_request_length(raw)) * 4
        maximumChunk = max(4096, min(256 * 1024, maximumRequest - 64))
        controlWindow = Self.makeWindow(xcb, root: root, visual: rootVisual, eventMask: 0)
        xcb_flush(raw)
        let thread = Thread { [self] in runEventLoop() }
        thread.name = "X11 events"
        thread.start()
    }

    /// Stops the event thread and disconnects. Handlers get no more events; calling it twice does nothing.
    public func close() {
        let (requested, closed) = state.withLock { state in
            defer { state.closeRequested = true }
            return (state.closeRequested, state.closed)
        }
        guard !requested else { return }
        if !closed {
            sendClientMessage(to: controlWindow, type: atom("_CARDPORT_STOP"), data: [0, 0, 0, 0, 0])
        }
        stopped.wait()
        finishCairoDevice()
        xcb_disconnect(xcb.pointer)
    }

    /// Whether the connection is closed, by ``close()`` or by the server.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Runs `handler` (once, on the event thread or at once) when the connection closes or the server drops it.
    public func whenClosed(_ handler: @escaping @Sendable () -> Void) {
        let closed = state.withLock { state in
            if !state.closed { state.closedHandlers.append(handler) }
            return state.closed
        }
        if closed { handler() }
    }

    // MARK: - The event thread

    private func runEventLoop() {
        let stopAtom = atom("_CARDPORT_STOP")
        while let raw = xcb_wait_for_event(xcb.pointer) {
            let event = Self.decode(raw)
            free(raw)
            guard let event else { continue }
            if case .clientMessage(let window, let type, _) = event, window == controlWindow, type == stopAtom { break }
            let handlers = state.withLock { $0.handlers[event.window].map { Array($0.values) } ?? [] }
            for handler in handlers { handler(event) }
        }
        let closedHandlers = state.withLock { state in
            state.closed = true
            defer { state.closedHandlers = [] }
            return state.closedHandlers
        }
        closedHandlers.forEach { $0() }
        stopped.signal()
    }

    private static func decode(_ raw: UnsafeMutablePointer<xcb_generic_event_t>) -> X11Event? {
        let pointer = UnsafeRawPointer(raw)
        switch raw.pointee.response_type & 0x7f {
        case UInt8(XCB_SELECTION_REQUEST):
            let e = pointer.load(as: xcb_selection_request_event_t.self)
            return .selectionRequest(time: e.time, owner: e.owner, requestor: e.requestor, selection: e.selection,
                                     target: e.target, property: e.property)
        case UInt8(XCB_SELECTION_NOTIFY):
            let e = pointer.load(as: xcb_selection_notify_event_t.self)
            return .selectionNotify(time: e.time, requestor: e.requestor, selection: e.selection, target: e.target,
                                    property: e.property)
        case UInt8(XCB_SELECTION_CLEAR):
            let e = pointer.load(as: xcb_selection_clear_event_t.self)
            return .selectionClear(time: e.time, owner: e.owner, selection: e.selection)
        case UInt8(XCB_PROPERTY_NOTIFY):
            let e = pointer.load(as: xcb_property_notify_event_t.self)
            return .propertyNotify(window: e.window, atom: e.atom, time: e.time,
                                   deleted: e.state == UInt8(XCB_PROPERTY_DELETE.rawValue))
        case UInt8(XCB_CLIENT_MESSAGE):
            let e = pointer.load(as: xcb_client_message_event_t.self)
            let d = e.data.data32
            return .clientMessage(window: e.window, type: e.type, data: [d.0, d.1, d.2, d.3, d.4])
        case UInt8(XCB_BUTTON_PRESS), UInt8(XCB_BUTTON_RELEASE):
            let e = pointer.load(as: xcb_button_press_event_t.self)
            return .button(window: e.event, pressed: e.response_type & 0x7f == UInt8(XCB_BUTTON_PRESS),
                           rootX: e.root_x, rootY: e.root_y, time: e.time)
        case UInt8(XCB_MOTION_NOTIFY):
            let e = pointer.load(as: xcb_motion_notify_event_t.self)
            return .motion(window: e.event, rootX: e.root_x, rootY: e.root_y, time: e.time)
        case UInt8(XCB_DESTROY_NOTIFY):
            let e = pointer.load(as: xcb_destroy_notify_event_t.self)
            return .destroyed(window: e.window)
        case UInt8(XCB_EXPOSE):
            let e = pointer.load(as: xcb_expose_event_t.self)
            return e.count == 0 ? .exposed(window: e.window) : nil
        case UInt8(XCB_CONFIGURE_NOTIFY):
            let e = pointer.load(as: xcb_configure_notify_event_t.self)
            return .configured(window: e.window, width: Int(e.width), height: Int(e.height))
        default:
            return nil
        }
    }

    // MARK: - Handlers

    /// Registers `handler` for events about `window`; returns a token for ``removeHandler(_:window:)``.
    @discardableResult
    package func addHandler(for window: UInt32, _ handler: @escaping @Sendable (X11Event) -> Void) -> UInt64 {
        state.withLock { state in
            let token = state.nextToken
            state.nextToken += 1
            state.handlers[window, default: [:]][token] = handler
            return token
        }
    }

    /// Removes a handler registered with ``addHandler(for:_:)``.
    package func removeHandler(_ token: UInt64, window: UInt32) {
        state.withLock { state in
            state.handlers[window]?[token] = nil
            if state.handlers[window]?.isEmpty == true { state.handlers[window] = nil }
        }
    }
}
