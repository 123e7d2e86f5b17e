import Foundation

/// How many cores this process may run on: the cores its affinity allows (`taskset`, a container's cpuset), as
/// Linux lists them in `/proc/self/status`, and never more than the system's active cores.
///
/// Foundation's `activeProcessorCount` counts the cores that are online, not those the process may use: a
/// process pinned to one core would start a second thread that only takes turns with the first, and pay for
/// handing its work over.
enum UsableCores {
    /// The count, at least 1.
    static var count: Int {
        let active = ProcessInfo.processInfo.activeProcessorCount
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let allowed = allowed(inStatus: status)
        else { return max(1, active) }
        return max(1, min(active, allowed))
    }

    /// The number of cores the `Cpus_allowed:` mask of a `/proc/<pid>/status` text allows (hexadecimal words
    /// separated by commas), or nil when the text has no such mask or it allows none.
    static func allowed(inStatus status: String) -> Int? {
        let label = "Cpus_allowed:"
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(label) }) else { return nil }
        var count = 0
        for character in line.dropFirst(label.count) where character != "," && !character.isWhitespace {
            guard let digit = character.hexDigitValue else { return nil }
            count += digit.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }
}
