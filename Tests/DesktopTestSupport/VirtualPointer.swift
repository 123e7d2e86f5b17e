import CWayland
import Foundation

/// A pointer of the test's own on a headless Wayland compositor: wlroots' virtual pointer protocol
/// (`zwlr_virtual_pointer_v1`), which sway offers, moves it and presses its buttons as a hand would, for the
/// drags a test plays between windows (as xdotool does on an X server).
package enum VirtualPointer {
    /// Why the pointer could not be used.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The left button's code (Linux's `BTN_LEFT`).
    static let leftButton: UInt32 = 0x110

    /// Drags with the left button from `from` to `to`, in the compositor's coordinates on an output of
    /// `extent`: press over `from`, move a little, then halfway, then onto `to` and a little further, and let
    /// go, pausing between steps as a hand does so each client sees each motion.
    package static func drag(from: (x: Int, y: Int), to: (x: Int, y: Int), extent: (width: Int, height: Int) = (1024, 768),
                             on compositor: HeadlessCompositor) async throws {
        try await offPool {
            guard let display = wl_display_connect(compositor.socket) else {
                throw Failure(description: "no Wayland compositor answers at \(compositor.socket)")
            }
            defer { wl_display_disconnect(display) }
            let events = Globals()
            guard let registry = cardport_wl_get_registry(display) else { throw Failure(description: "no registry") }
            _ = cardport_wl_add_listener(registry, Globals.listener, Unmanaged.passUnretained(events).toOpaque())
            _ = wl_display_roundtrip(display)
            guard let managerName = events.names["zwlr_virtual_pointer_manager_v1"],
                  let manager = cardport_wl_bind_virtual_pointer_manager(registry, managerName)
            else { throw Failure(description: "the compositor offers no zwlr_virtual_pointer_manager_v1") }
            let seat = events.names["wl_seat"].flatMap { cardport_wl_bind_seat(registry, $0, 1) }
            guard let pointer = cardport_wl_create_virtual_pointer(manager, seat) else {
                throw Failure(description: "the compositor made no virtual pointer")
            }
            var time: UInt32 = 1
            func step(_ send: () -> Void, pause: useconds_t) throws {
                send()
                cardport_wl_virtual_pointer_frame(pointer)
                time += pause / 1000
                guard wl_display_roundtrip(display) >= 0 else {
                    throw Failure(description: "the compositor closed the virtual pointer's connection")
                }
                usleep(pause)
            }
            func move(_ x: Int, _ y: Int) {
                cardport_wl_virtual_pointer_motion_absolute(
                    pointer, time, UInt32(clamping: x), UInt32(clamping: y), UInt32(extent.width), UInt32(extent.height))
            }
            let middle = ((from.x + to.x) / 2, (from.y + to.y) / 2)
            try step({ move(from.x, from.y) }, pause: 200_000)
            try step({ cardport_wl_virtual_pointer_button(pointer, time, leftButton, 1) }, pause: 200_000)
            for (x, y) in [(from.x + 20, from.y + 20), (middle.0, middle.1), (to.x, to.y), (to.x + 10, to.y + 10)] {
                try step({ move(x, y) }, pause: 300_000)
            }
            try step({ cardport_wl_virtual_pointer_button(pointer, time, leftButton, 0) }, pause: 100_000)
            cardport_wl_destroy(pointer, 8)
            _ = wl_display_roundtrip(display)
        }
    }

    /// The globals a registry announced, by interface.
    private final class Globals {
        var names: [String: UInt32] = [:]

        nonisolated(unsafe) static let listener: UnsafeMutablePointer<cardport_wl_registry_listener> = {
            let listener = UnsafeMutablePointer<cardport_wl_registry_listener>.allocate(capacity: 1)
            listener.initialize(to: cardport_wl_registry_listener(
                global: { context, _, name, interface, _ in
                    guard let interface else { return }
                    Unmanaged<Globals>.fromOpaque(context!).takeUnretainedValue().names[String(cString: interface)] = name
                },
                global_remove: { _, _, _ in }))
            return listener
        }()
    }
}
