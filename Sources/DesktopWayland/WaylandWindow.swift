import CWayland
import Foundation
import Locking

/// A window of its own on a Wayland desktop (an `xdg_toplevel`), painted from shared memory, that other
/// applications' drags reach through the seat's `wl_data_device`.
///
/// One connection to the compositor per window. ``start(_:)`` runs a thread that reads the compositor's events
/// and hands each to the handler as an ``Event``, on that thread; requests (``draw(_:)``, ``answer(_:type:actions:preferred:)``,
/// ``receive(_:type:timeout:maximumBytes:)``, ``finish(_:taken:)``) may be sent from any thread, libwayland-client
/// serialising them on the connection.
public final class WaylandWindow: @unchecked Sendable {
    // The libwayland objects are used from any thread (libwayland-client sends each request under the display's
    // own lock); everything this class changes after its init is in `state`, a `Locked`.

    /// The actions a drag can end with, as `wl_data_device_manager.dnd_action` numbers them.
    public struct Actions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The data is copied.
        public static let copy = Actions(rawValue: 1)
        /// The data is moved: the source deletes its own after the drop.
        public static let move = Actions(rawValue: 2)
        /// The destination asks the user which.
        public static let ask = Actions(rawValue: 4)
    }

    /// A drag's data as offered to this window: the MIME types its source offers, in the source's order.
    public struct Offer: Hashable, Sendable {
        let id: UInt
        /// The MIME types the source offers.
        public let types: [String]
    }

    /// What the compositor told the window.
    public enum Event: Sendable {
        /// The compositor gave the window a new size.
        case resized(width: Int, height: Int)
        /// The user asked the window to close.
        case closeRequested
        /// A drag entered the window at (`x`, `y`) in its coordinates.
        case dragEntered(Offer, x: Double, y: Double)
        /// The drag moved to (`x`, `y`).
        case dragMoved(x: Double, y: Double)
        /// The drag left the window, or was cancelled over it; its offer is gone.
        case dragLeft
        /// The drag was let go over the window: the offer stays until ``finish(_:taken:)``.
        case dropped
        /// The connection to the compositor broke; no more events come.
        case disconnected
        /// The left button was pressed over the window (with `tracksPointer`); `serial` starts a drag.
        case pressed(serial: UInt32)
        /// The target of the window's own drag asks for its data as `type`, to be written to `fd` and closed.
        case sourceSend(type: String, fd: Int32)
        /// The window under the window's own drag says which of its types it would take (`wl_data_source.target`):
        /// nil when it takes none there.
        case sourceTarget(String?)
        /// The action the window's own drag would end with now, as the compositor chose it from the source's and the
        /// target's (`wl_data_source.action`): empty for none.
        case sourceAction(Actions)
        /// The window's own drag was let go over a target that takes it; its data is being read.
        case sourceDropped
        /// The target of the window's own drag has finished taking it.
        case sourceFinished
        /// The window's own drag ended without a drop, or the compositor cancelled it.
        case sourceCancelled
    }

    struct State {
        var width: Int
        var height: Int
        /// The types each offer announced so far, by the offer's address.
        var offerTypes: [UInt: [String]] = [:]
        /// The actions the source of each offer allows.
        var sourceActions: [UInt: Actions] = [:]
        /// The offer of the drag over the window, and the serial of its enter.
        var drag: (offer: UInt, serial: UInt32)?
        /// The offer that is the clipboard's selection, destroyed when another replaces it.
        var selection: UInt?
        /// Buffers the compositor still reads: their mapping and size, by the buffer's address.
        var buffers: [UInt: (memory: UInt, size: Int)] = [:]
        var configureSerial: UInt32?
        /// The size last handed to the handler as `resized`.
        var announcedSize: (width: Int, height: Int)?
        var handler: (@Sendable (Event) -> Void)?
        /// The seat's pointer, while the seat has one and the window tracks it.
        var pointer: UInt?
        /// The data source of the window's own drag under way.
        var source: UInt?
        var stopping = false
    }

    private let display: OpaquePointer
    /// The globals the registry announced; its listener writes here for as long as the connection lasts.
    private let globals: WaylandEvents
    private let registry: OpaquePointer
    private let compositor: OpaquePointer
    private let shm: OpaquePointer
    private let wmBase: OpaquePointer
    private let seat: OpaquePointer
    private let deviceManager: OpaquePointer
    private let surface: OpaquePointer
    private let xdgSurface: OpaquePointer
    private let toplevel: OpaquePointer
    private let device: OpaquePointer
    /// The version of `wl_data_device_manager` the window speaks (3 where the compositor has it: actions).
    public let dataDeviceVersion: UInt32
    let state: Locked<State>
    /// Written to end the event thread's wait.
    private let wake: (read: Int32, write: Int32)
    private let stopped = DispatchSemaphore(value: 0)
    private let started = Locked(false)

    /// Connects to the compositor at `WAYLAND_DISPLAY` (or `displayName`) and opens a window titled `title`
    /// whose app id is `appID`, `width` × `height` unless the compositor says otherwise; waits until the
    /// compositor has configured it. Nothing is shown until the first ``draw(_:)``.
    /// - Parameters:
    ///   - displayName: A socket name or path instead of `WAYLAND_DISPLAY`'s.
    ///   - title: The window's title.
    ///   - appID: The application id compositors group windows by.
    ///   - width: The width the window asks for.
    ///   - height: The height the window asks for.
    ///   - tracksPointer: Whether the window reports the left button's presses (``Event/pressed(serial:)``),
    ///     for drags out of it.
    /// - Throws: ``WaylandError``: `noCompositor` when nothing answers; `noWindowing` when the compositor lacks
    ///   `wl_compositor`, `wl_shm` or `xdg_wm_base`; `noDragAndDrop` when it lacks `wl_data_device_manager`;
    ///   `noSeat`; `connectionLost`.
    public init(displayName: String? = nil, title: String, appID: String, width: Int, height: Int,
                tracksPointer: Bool = false) throws(WaylandError) {
        let events = WaylandEvents()
        let (display, registry) = try events.connect(displayName: displayName)
        func global(_ interface: String) -> (name: UInt32, version: UInt32)? {
            events.globals.first { $0.interface == interface }.map { ($0.name, $0.version) }
        }
        let missing = ["wl_compositor", "wl_shm", "xdg_wm_base"].filter { global($0) == nil }
        guard missing.isEmpty else {
            wl_display_disconnect(display)
            throw WaylandError(.noWindowing, "the Wayland compositor offers no \(missing.joined(separator: ", ")), so no windows")
        }
        guard let managerGlobal = global("wl_data_device_manager") else {
            wl_display_disconnect(display)
            throw WaylandError(.noDragAndDrop, "the Wayland compositor offers no wl_data_device_manager, so no drag and drop")
        }
        guard let seatGlobal = global("wl_seat") else {
            wl_display_disconnect(display)
            throw WaylandError(.noSeat, "the Wayland compositor has no seat, so no pointer to drag with")
        }
        let compositorGlobal = global("wl_compositor")!, wmGlobal = global("xdg_wm_base")!
        guard let compositor = cardport_wl_bind_compositor(registry, compositorGlobal.name, min(compositorGlobal.version, 4)),
              let shm = cardport_wl_bind_shm(registry, global("wl_shm")!.name),
              let wmBase = cardport_xdg_bind_wm_base(registry, wmGlobal.name, min(wmGlobal.version, 2)),
              let seat = cardport_wl_bind_seat(registry, seatGlobal.name, 1),
              let deviceManager = cardport_wl_bind_data_device_manager(registry, managerGlobal.name, min(managerGlobal.version, 3)),
              let surface = cardport_wl_create_surface(compositor),
              let xdgSurface = cardport_xdg_get_xdg_surface(wmBase, surface),
              let toplevel = cardport_xdg_get_toplevel(xdgSurface),
              let device = cardport_wl_get_data_device(deviceManager, seat)
        else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "the Wayland compositor refused the window's objects")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        self.display = display
        self.globals = events
        self.registry = registry
        self.compositor = compositor
        self.shm = shm
        self.wmBase = wmBase
        self.seat = seat
        self.deviceManager = deviceManager
        self.surface = surface
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        self.device = device
        self.dataDeviceVersion = min(managerGlobal.version, 3)
        self.wake = (ends[0], ends[1])
        self.state = Locked(State(width: max(1, width), height: max(1, height)))

        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = cardport_wl_add_listener(wmBase, Listeners.wmBase, context)
        _ = cardport_wl_add_listener(xdgSurface, Listeners.xdgSurface, context)
        _ = cardport_wl_add_listener(toplevel, Listeners.toplevel, context)
        _ = cardport_wl_add_listener(device, Listeners.device, context)
        // The seat gains and loses its pointer as devices come and go: the pointer is asked for when it appears.
        if tracksPointer { _ = cardport_wl_add_listener(seat, Listeners.seat, context) }
        cardport_xdg_toplevel_set_title(toplevel, title)
        cardport_xdg_toplevel_set_app_id(toplevel, appID)
        cardport_wl_surface_commit(surface)
        // The first configure comes before the window may show anything.
        while state.withLock({ $0.configureSerial == nil }) {
            // Every property is set by now: the deinit disconnects.
            guard wl_display_dispatch(display) >= 0 else {
                throw WaylandError(.connectionLost, "the Wayland compositor closed the connection before showing the window")
            }
        }
        acknowledgeConfigure()
    }

    deinit {
        Glibc.close(wake.read)
        Glibc.close(wake.write)
        wl_display_disconnect(display)
    }

    /// The window's size now.
    public var size: (width: Int, height: Int) { state.withLock { ($0.width, $0.height) } }

    /// Starts handing the compositor's events to `handler`, on a thread of the window's own, until ``close()``.
    public func start(_ handler: @escaping @Sendable (Event) -> Void) {
        state.withLock { state in
            state.handler = handler
            state.announcedSize = (state.width, state.height)
        }
        guard !started.withLock({ started in defer { started = true }; return started }) else { return }
        let thread = Thread { [self] in
            run()
            stopped.signal()
        }
        thread.name = "Wayland window events"
        thread.start()
    }

    /// Stops the event thread and takes the window off the screen.
    public func close() {
        let running = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return !state.stopping
        }
        guard running else { return }
        if started.withLock({ $0 }) {
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
            stopped.wait()
        }
        cardport_wl_data_device_release(device)
        cardport_wl_destroy(toplevel, 0)
        cardport_wl_destroy(xdgSurface, 0)
        cardport_wl_surface_destroy(surface)
        _ = wl_display_roundtrip(display)
        // The surface is gone, so the compositor reads no buffer any more.
        let buffers: [UInt: (memory: UInt, size: Int)] = state.withLock { state in
            defer { state.buffers = [:] }
            return state.buffers
        }
        for (buffer, mapping) in buffers {
            munmap(UnsafeMutableRawPointer(bitPattern: mapping.memory), mapping.size)
            if let proxy = OpaquePointer(bitPattern: buffer) { cardport_wl_buffer_destroy(proxy) }
        }
    }

    // MARK: Drawing

    /// Shows a new picture: `paint` fills a `width` × `height` buffer of premultiplied ARGB pixels in native byte
    /// order (Cairo's `ARGB32`, Wayland's `ARGB8888`), `stride` bytes a row, and the window shows it.
    public func draw(_ paint: (_ pixels: UnsafeMutableRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> Void) {
        let (width, height) = size
        let bytes = width * height * 4
        let fd = Self.sharedMemory(size: bytes)
        guard fd >= 0 else { return }
        defer { Glibc.close(fd) }
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED else { return }
        paint(memory, width, height, width * 4)
        guard let buffer = cardport_wl_shm_buffer(shm, fd, Int32(width), Int32(height)) else {
            munmap(memory, bytes)
            return
        }
        state.withLock { $0.buffers[UInt(bitPattern: buffer)] = (UInt(bitPattern: memory), bytes) }
        _ = cardport_wl_add_listener(buffer, Listeners.buffer, Unmanaged.passUnretained(self).toOpaque())
        cardport_wl_surface_show(surface, buffer, Int32(width), Int32(height))
        wl_display_flush(display)
    }

    /// A file of `size` bytes in shared memory, already unlinked; -1 when none can be made.
    private static func sharedMemory(size: Int) -> Int32 {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        var template = Array("\(folder)/cardport-window-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { return -1 }
        unlink(template)
        guard ftruncate(fd, off_t(size)) == 0 else {
            Glibc.close(fd)
            return -1
        }
        return fd
    }

    // MARK: Drops

    /// The actions the source of `offer` allows.
    public func sourceActions(of offer: Offer) -> Actions {
        state.withLock { $0.sourceActions[offer.id] ?? [] }
    }

    /// Tells the source whether the window takes the drag where the pointer is now: `type` is the MIME type it
    /// would read (nil: it takes nothing), `actions` the actions it would take and `preferred` the one it prefers.
    public func answer(_ offer: Offer, type: String?, actions: Actions, preferred: Actions) {
        guard let serial = state.withLock({ $0.drag?.offer == offer.id ? $0.drag?.serial : nil }),
              let proxy = OpaquePointer(bitPattern: offer.id) else { return }
        cardport_wl_data_offer_accept(proxy, serial, type)
        cardport_wl_data_offer_set_actions(proxy, actions.rawValue, preferred.rawValue)
        wl_display_flush(display)
    }

    /// The offer's data in `type`, read through a pipe until the source closes it.
    /// - Parameters:
    ///   - offer: The drag's offer, before ``finish(_:taken:)``.
    ///   - type: One of the offer's types.
    ///   - timeout: How long the source may go without sending.
    ///   - maximumBytes: The most bytes accepted; a larger answer stops the transfer.
    /// - Throws: ``WaylandError``: `noSuchType`, `timeout`, `tooLarge`, `connectionLost`.
    public func receive(_ offer: Offer, type: String, timeout: Duration = .seconds(10),
                        maximumBytes: Int = 1 << 30) throws(WaylandError) -> Data {
        guard offer.types.contains(type), let proxy = OpaquePointer(bitPattern: offer.id) else {
            throw WaylandError(.noSuchType, "the drag does not offer '\(type)'")
        }
        return try WaylandClipboard.receive(
            type: type, on: display, timeout: timeout, maximumBytes: maximumBytes, of: "drag",
            sender: "the drag's source"
        ) { fd in cardport_wl_data_offer_receive(proxy, type, fd) }
    }

    /// Ends a dropped drag: `taken` tells the source the drop was made (with the action last answered), else
    /// the offer is just let go. The offer is gone afterwards.
    public func finish(_ offer: Offer, taken: Bool) {
        guard let proxy = OpaquePointer(bitPattern: offer.id) else { return }
        if taken { cardport_wl_data_offer_finish(proxy) }
        forget(offer.id)
        cardport_wl_data_offer_destroy(proxy)
        wl_display_flush(display)
    }

    // MARK: Drags out of the window

    /// Starts a drag out of the window offering `types` with `actions`, on the press whose serial is `serial`
    /// (from ``Event/pressed(serial:)``). The source's events follow as ``Event/sourceSend(type:fd:)``,
    /// ``Event/sourceDropped``, ``Event/sourceFinished`` and ``Event/sourceCancelled``.
    /// - Returns: `false` when a drag is already under way or the compositor gave no data source.
    public func startDrag(offering types: [String], actions: Actions, serial: UInt32) -> Bool {
        guard state.withLock({ $0.source == nil }), let source = cardport_wl_create_drag_source(deviceManager) else {
            return false
        }
        state.withLock { $0.source = UInt(bitPattern: source) }
        _ = cardport_wl_add_listener(source, Listeners.source, Unmanaged.passUnretained(self).toOpaque())
        for type in types { cardport_wl_drag_source_offer(source, type) }
        cardport_wl_drag_source_set_actions(source, actions.rawValue)
        cardport_wl_start_drag(device, source, surface, serial)
        wl_display_flush(display)
        return true
    }

    /// Lets go of the drag out of the window, once it has finished or was cancelled.
    public func endDrag() {
        guard let source = state.withLock({ state in defer { state.source = nil }; return state.source }),
              let proxy = OpaquePointer(bitPattern: source) else { return }
        cardport_wl_drag_source_destroy(proxy)
        wl_display_flush(display)
    }

    /// The seat's capabilities changed: asks for its pointer when it has one, lets it go when it has none.
    func seatCapabilities(_ capabilities: UInt32) {
        let hasPointer = capabilities & 1 != 0  // WL_SEAT_CAPABILITY_POINTER
        let current = state.withLock { $0.pointer }
        if hasPointer, current == nil, let pointer = cardport_wl_seat_get_pointer(seat) {
            state.withLock { $0.pointer = UInt(bitPattern: pointer) }
            _ = cardport_wl_add_listener(pointer, Listeners.pointer, Unmanaged.passUnretained(self).toOpaque())
        } else if !hasPointer, let current, let proxy = OpaquePointer(bitPattern: current) {
            state.withLock { $0.pointer = nil }
            wl_proxy_destroy(proxy)
        }
    }

    private func forget(_ offer: UInt) {
        state.withLock { state in
            state.offerTypes[offer] = nil
            state.sourceActions[offer] = nil
            if state.drag?.offer == offer { state.drag = nil }
        }
    }

    // MARK: The event thread

    private func run() {
        let fd = wl_display_get_fd(display)
        while !state.withLock({ $0.stopping }) {
            while wl_display_prepare_read(display) != 0 {
                if wl_display_dispatch_pending(display) < 0 { return disconnected() }
            }
            _ = wl_display_flush(display)
            var polled = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                          pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&polled, 2, -1)
            if ready > 0, polled[0].revents != 0 {
                if wl_display_read_events(display) < 0 { return disconnected() }
            } else {
                wl_display_cancel_read(display)
                if ready < 0, errno != EINTR { return disconnected() }
            }
            if wl_display_dispatch_pending(display) < 0 { return disconnected() }
        }
    }

    private func disconnected() {
        deliver(.disconnected)
    }

    func deliver(_ event: Event) {
        state.withLock { $0.handler }?(event)
    }

    func acknowledgeConfigure() {
        guard let serial = state.withLock({ state -> UInt32? in
            defer { state.configureSerial = nil }
            return state.configureSerial
        }) else { return }
        cardport_xdg_surface_ack_configure(xdgSurface, serial)
    }

    func pong(_ serial: UInt32) {
        cardport_xdg_wm_base_pong(wmBase, serial)
    }

    func destroyOffer(_ offer: UInt) {
        forget(offer)
        if let proxy = OpaquePointer(bitPattern: offer) { cardport_wl_data_offer_destroy(proxy) }
    }

    func released(_ buffer: OpaquePointer) {
        guard let mapping = state.withLock({ $0.buffers.removeValue(forKey: UInt(bitPattern: buffer)) }) else { return }
        munmap(UnsafeMutableRawPointer(bitPattern: mapping.memory), mapping.size)
        cardport_wl_buffer_destroy(buffer)
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> WaylandWindow {
        Unmanaged<WaylandWindow>.fromOpaque(context!).takeUnretainedValue()
    }
}
