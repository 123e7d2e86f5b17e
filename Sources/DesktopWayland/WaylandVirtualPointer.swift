import CWayland
import Foundation

/// A pointer of the program's own on a wlroots compositor (sway and others): wlroots' virtual pointer protocol
/// (`zwlr_virtual_pointer_v1`) moves it and presses its buttons as a hand would, on the seat's one cursor — the
/// real pointer of the session, which the user sees move.
///
/// One connection to the compositor of its own. Each call sends its events as one frame and waits until the
/// compositor has handled them (a roundtrip), so the clients under the pointer have been told when it returns.
/// Not for use from two threads at once.
public final class WaylandVirtualPointer {
    /// Linux's `BTN_LEFT`, the left button's code.
    public static let leftButton: UInt32 = 0x110

    private let display: OpaquePointer
    private let pointer: OpaquePointer
    /// What absolute motion spans: the compositor's layout, whose top left corner is its origin.
    private let layout: (x: Int, y: Int, width: Int, height: Int)

    /// Connects to the compositor at `WAYLAND_DISPLAY` (or `displayName`) and makes a virtual pointer on its
    /// seat whose absolute positions span `layout` (the outputs' bounding box in the compositor's coordinates).
    /// - Throws: ``WaylandError``: `noCompositor`; `noVirtualPointer` when the compositor offers no
    ///   `zwlr_virtual_pointer_manager_v1` (compositors other than wlroots' do not); `connectionLost`.
    public init(displayName: String? = nil, layout: (x: Int, y: Int, width: Int, height: Int)) throws(WaylandError) {
        let events = WaylandEvents()
        let (display, registry) = try events.connect(displayName: displayName)
        func global(_ interface: String) -> UInt32? { events.globals.first { $0.interface == interface }?.name }
        guard let managerName = global("zwlr_virtual_pointer_manager_v1"),
              let manager = cardport_wl_bind_virtual_pointer_manager(registry, managerName) else {
            wl_display_disconnect(display)
            throw WaylandError(.noVirtualPointer,
                               "the Wayland compositor offers no zwlr_virtual_pointer_manager_v1, so no pointer to drag with")
        }
        let seat = global("wl_seat").flatMap { cardport_wl_bind_seat(registry, $0, 1) }
        guard let pointer = cardport_wl_create_virtual_pointer(manager, seat), wl_display_roundtrip(display) >= 0 else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "the Wayland compositor made no virtual pointer")
        }
        self.display = display
        self.pointer = pointer
        self.layout = (layout.x, layout.y, max(1, layout.width), max(1, layout.height))
    }

    deinit {
        cardport_wl_destroy(pointer, 8)
        _ = wl_display_roundtrip(display)
        wl_display_disconnect(display)
    }

    /// Moves the pointer to (`x`, `y`) in the compositor's coordinates.
    /// - Throws: ``WaylandError`` `connectionLost`.
    public func move(to x: Int, _ y: Int) throws(WaylandError) {
        try frame {
            cardport_wl_virtual_pointer_motion_absolute(
                pointer, Self.now, UInt32(clamping: x - layout.x), UInt32(clamping: y - layout.y),
                UInt32(layout.width), UInt32(layout.height))
        }
    }

    /// Presses (`pressed`) or lets go of `button` (``leftButton`` by default).
    /// - Throws: ``WaylandError`` `connectionLost`.
    public func button(_ pressed: Bool, button: UInt32 = WaylandVirtualPointer.leftButton) throws(WaylandError) {
        try frame { cardport_wl_virtual_pointer_button(pointer, Self.now, button, pressed ? 1 : 0) }
    }

    /// The events' time stamp: milliseconds of a clock that only goes forward, as input devices' are.
    private static var now: UInt32 { UInt32(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds / 1_000_000) }

    /// Sends `events` as one frame and waits until the compositor has handled it.
    private func frame(_ events: () -> Void) throws(WaylandError) {
        events()
        cardport_wl_virtual_pointer_frame(pointer)
        guard wl_display_roundtrip(display) >= 0 else {
            throw WaylandError(.connectionLost, "the Wayland compositor closed the virtual pointer's connection")
        }
    }
}
