import CWayland
import Foundation
import Locking

/// The clipboard of a Wayland session, through the data-control protocol wlroots compositors offer to clipboard
/// tools (`zwlr_data_control_manager_v1`): read what another client copied, type by type, and own the
/// selection to serve data to whoever pastes.
///
/// One connection to the compositor. Every operation runs under one lock, so the clipboard may be used from
/// any thread (item providers load on Dispatch queues); they are serialised.
public final class WaylandClipboard: @unchecked Sendable {  // Every mutable part is touched only under `lock`.
    private let lock = NSLock()
    private let display: OpaquePointer
    private let registry: OpaquePointer
    private let seat: OpaquePointer
    private let manager: OpaquePointer
    private var device: OpaquePointer?
    private let events = WaylandEvents()

    /// Connects to the compositor at `WAYLAND_DISPLAY` (or `displayName`) and finds its seat and data control.
    /// - Parameter displayName: A socket name or path instead of `WAYLAND_DISPLAY`'s.
    /// - Throws: ``WaylandError`` `noCompositor` when nothing answers, `noDataControl` when the compositor does
    ///   not offer clipboard tools its clipboard (GNOME's and KDE's do not; wlroots compositors such as sway do),
    ///   `noSeat` when it has no seat.
    public init(displayName: String? = nil) throws(WaylandError) {
        let (display, registry) = try events.connect(displayName: displayName)
        guard let control = events.globals.first(where: { $0.interface == "zwlr_data_control_manager_v1" }) else {
            wl_display_disconnect(display)
            throw WaylandError(
                .noDataControl, "the Wayland compositor offers no clipboard access to tools (no data-control protocol)")
        }
        guard let seatGlobal = events.globals.first(where: { $0.interface == "wl_seat" }),
            let seat = cardport_wl_bind_seat(registry, seatGlobal.name, 1)
        else {
            wl_display_disconnect(display)
            throw WaylandError(.noSeat, "the Wayland compositor has no seat, so no clipboard")
        }
        guard let manager = cardport_wl_bind_data_control(registry, control.name) else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
        }
        self.display = display
        self.registry = registry
        self.seat = seat
        self.manager = manager
    }

    deinit {
        wl_display_disconnect(display)
    }

    // MARK: Reading

    /// The types the selection offers now, in the owner's order; empty when nobody owns it.
    /// - Throws: ``WaylandError`` `connectionLost`.
    public func offeredTypes() throws(WaylandError) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        try refresh()
        guard let selection = events.selection else { return [] }
        return events.offerTypes[selection] ?? []
    }

    /// The selection's data in `type`, read until its owner closes the transfer.
    /// - Parameters:
    ///   - type: One of ``offeredTypes()``.
    ///   - timeout: How long the owner may go without sending.
    ///   - maximumBytes: The most bytes accepted; a larger answer stops the transfer.
    /// - Throws: ``WaylandError``: `noSuchType` when the selection does not offer `type`, `timeout`, `tooLarge`,
    ///   `connectionLost`.
    public func data(type: String, timeout: Duration = .seconds(10), maximumBytes: Int = 1 << 30) throws(WaylandError) -> Data {
        lock.lock()
        defer { lock.unlock() }
        try refresh()
        guard let selection = events.selection, events.offerTypes[selection]?.contains(type) == true else {
            throw WaylandError(.noSuchType, "the clipboard does not offer '\(type)'")
        }
        return try Self.receive(type: type, on: display, timeout: timeout, maximumBytes: maximumBytes) { fd in
            cardport_wl_offer_receive(selection, type, fd)
        }
    }

    /// What an offer's owner writes as `type`: makes a pipe, has `ask` hand its write end to the compositor (the
    /// offer's `receive` request), sends that, and reads the other end to its end (``readAll(_:timeout:maximumBytes:type:of:sender:)``).
    static func receive(
        type: String, on display: OpaquePointer, timeout: Duration, maximumBytes: Int, of what: String = "clipboard",
        sender: String = "the clipboard's owner", ask: (Int32) -> Void
    ) throws(WaylandError) -> Data {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw WaylandError(.connectionLost, "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        ask(ends[1])
        let flushed = wl_display_flush(display)
        close(ends[1])
        defer { close(ends[0]) }
        guard flushed >= 0 else { throw WaylandError(.connectionLost, "the Wayland compositor closed the connection") }
        return try readAll(ends[0], timeout: timeout, maximumBytes: maximumBytes, type: type, of: what, sender: sender)
    }

    /// Asks the compositor for the current selection (once a data device exists, it sends each new one).
    private func refresh() throws(WaylandError) {
        if device == nil {
            device = cardport_wl_get_device(manager, seat)
            guard let device else { throw WaylandError(.connectionLost, "the Wayland compositor refused a data device") }
            _ = cardport_wl_add_listener(device, WaylandEvents.deviceListener, events.context)
        }
        guard wl_display_roundtrip(display) >= 0, !events.finished else {
            throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
        }
    }

    /// Reads `fd` to its end: what the owner of `what` (the clipboard, a drag) writes as `type`; `sender` names
    /// that owner in the errors.
    static func readAll(_ fd: Int32, timeout: Duration, maximumBytes: Int, type: String, of what: String = "clipboard",
                        sender: String = "the clipboard's owner") throws(WaylandError) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw WaylandError(.connectionLost, "cannot wait for the \(what)'s data: \(String(cString: strerror(errno)))")
            }
            guard ready > 0 else {
                throw WaylandError(.timeout, "\(sender) sent no '\(type)' data for \(timeout)")
            }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw WaylandError(.connectionLost, "cannot read the \(what)'s data: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return data }
            guard data.count + count <= maximumBytes else {
                throw WaylandError(.tooLarge, "the \(what)'s '\(type)' data is larger than \(maximumBytes) bytes")
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    // MARK: Owning the selection

    /// Makes the selection these representations and serves them to whoever pastes, until another client takes
    /// the selection or `shouldStop` says so (checked after each event).
    /// - Parameters:
    ///   - representations: Each MIME type offered and its bytes, in order of preference.
    ///   - ready: Called once the compositor has the selection.
    ///   - shouldStop: Asked after each event; `true` ends the serving.
    /// - Throws: ``WaylandError`` `connectionLost`.
    public func serve(
        _ representations: [(type: String, data: Data)], ready: () -> Void = {}, shouldStop: () -> Bool = { false }
    ) throws(WaylandError) {
        lock.lock()
        defer { lock.unlock() }
        if device == nil { try refresh() }
        guard let device, let source = cardport_wl_create_source(manager) else {
            throw WaylandError(.connectionLost, "the Wayland compositor refused a data source")
        }
        defer { cardport_wl_destroy(source, 1) }
        events.cancelled = false
        _ = cardport_wl_add_listener(source, WaylandEvents.sourceListener, events.context)
        for representation in representations { cardport_wl_source_offer(source, representation.type) }
        cardport_wl_set_selection(device, source)
        guard wl_display_roundtrip(display) >= 0 else {
            throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
        }
        ready()
        let previous = signal(SIGPIPE, SIG_IGN)  // A paster that goes away mid-transfer must not end this process.
        defer { signal(SIGPIPE, previous) }
        while !events.cancelled, !events.finished, !shouldStop() {
            let pending = events.sendRequests
            events.sendRequests = []
            for request in pending {
                if let bytes = representations.first(where: { $0.type == request.type })?.data {
                    Self.writeAll(bytes, to: request.fd)
                }
                close(request.fd)
            }
            if events.sendRequests.isEmpty, wl_display_dispatch(display) < 0 {
                throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
            }
        }
    }

    /// Writes all of `data` to `fd`, giving up when the reader has gone.
    package static func writeAll(_ data: Data, to fd: Int32) {
        data.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = write(fd, bytes.baseAddress! + done, bytes.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                done += count
            }
        }
    }
}
