import DesktopTestSupport
import DesktopTransfer
import Foundation

/// Runs `body` with a display of its own and a connection to it, closing both afterwards; nil (and a printed
/// reason) when no display can be started outside CI.
func withDisplay(_ body: (VirtualDisplay, X11Connection) async throws -> Void) async throws {
    guard let display = try await VirtualDisplay.startOrExplain() else { return }
    defer { display.stop() }
    let connection = try X11Connection(displayName: display.name)
    defer { connection.close() }
    try await body(display, connection)
}
