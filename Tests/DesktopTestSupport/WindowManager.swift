import Foundation

/// A reparenting window manager (Debian's `openbox`) on a test's display: every top-level window a client maps
/// is put inside a frame of the manager's, as on a desktop people run.
package enum WindowManager {
    /// Why the tests under a window manager cannot run here, or nil when `openbox` is installed.
    package static func unavailableReason() -> String? {
        findExecutable("openbox") == nil
            ? "openbox is not installed (apt-get install openbox; .ci/run installs it)" : nil
    }

    /// Starts openbox on `display` and waits until it manages the screen (it runs its start-up command then).
    package static func start(on display: VirtualDisplay) async throws -> ExternalProgram {
        let manager = try ExternalProgram.launch(["openbox", "--startup", "echo window-manager-ready"], on: display)
        guard try await manager.waitForOutput("window-manager-ready") else {
            manager.stop()
            throw VirtualDisplay.Unavailable(reason: "openbox did not start: \(manager.output)")
        }
        return manager
    }

    /// The middle of the visible window whose title matches the regular expression `pattern`, on the screen, as
    /// xdotool finds it (under a manager the window is wherever the manager placed it).
    package static func centre(ofWindowMatching pattern: String, on display: VirtualDisplay) async throws -> (x: Int, y: Int)? {
        let found = try await ExternalProgram.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", pattern, "getwindowgeometry", "--shell"],
            on: display, timeout: .seconds(20))
        var values: [String: Int] = [:]
        for line in found.text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            return nil
        }
        return (x + width / 2, y + height / 2)
    }
}
