import CardportTestSupport
import Foundation

/// The helper programs the desktop tests run: small GTK 4 windows written in Python, run by the system's
/// Python (Debian's `python3-gi` and `gir1.2-gtk-4.0`).
package enum DesktopHelpers {
    /// The path of the helper script `name` (in `Helpers/`).
    package static func script(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Helpers")?.path
            ?? Bundle.module.bundleURL.appendingPathComponent("Helpers/\(name)").path
    }

    /// Whether GTK 4 can run here. When it cannot, says why: under CI, where it must run, by throwing
    /// `VirtualDisplay.Unavailable`, so the test fails naming what is missing; elsewhere by printing that `what`
    /// was skipped, and returning false.
    package static func gtkAvailableOrExplain(skipping what: String) throws -> Bool {
        guard let reason = gtkUnavailableReason() else { return true }
        if ProcessInfo.processInfo.environment["CI"] == "true" { throw VirtualDisplay.Unavailable(reason: reason) }
        print("skipped \(what): \(reason)")
        return false
    }

    /// Whether the system Python can load GTK 4, or why not.
    package static func gtkUnavailableReason() -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return "/usr/bin/python3 is missing" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import gi; gi.require_version('Gtk', '4.0'); from gi.repository import Gtk"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.runToExit(within: 60) } catch { return "cannot run /usr/bin/python3: \(error)" }
        return process.terminationStatus == 0 ? nil
            : "Python's GTK 4 bindings are missing (apt-get install python3-gi gir1.2-gtk-4.0; .ci/run installs them)"
    }
}
