import CWayland
import Foundation

extension WaylandEvents {
    /// Connects to the compositor at `WAYLAND_DISPLAY` (or `displayName`) and waits until the registry has
    /// listed the compositor's globals into these events.
    /// - Returns: The display and its registry; the caller disconnects the display when it is done.
    /// - Throws: ``WaylandError`` `noCompositor` when nothing answers, `connectionLost` when the compositor closes
    ///   the connection before it has listed its globals.
    func connect(displayName: String?) throws(WaylandError) -> (display: OpaquePointer, registry: OpaquePointer) {
        let name = displayName ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"]
        guard let display = wl_display_connect(name) else {
            throw WaylandError(.noCompositor, "no Wayland compositor answers at '\(name ?? "wayland-0")'")
        }
        guard let registry = cardport_wl_get_registry(display) else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
        }
        _ = cardport_wl_add_listener(registry, Self.registryListener, context)
        guard wl_display_roundtrip(display) >= 0 else {
            wl_display_disconnect(display)
            throw WaylandError(.connectionLost, "the Wayland compositor closed the connection")
        }
        return (display, registry)
    }
}
