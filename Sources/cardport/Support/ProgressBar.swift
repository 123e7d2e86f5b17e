import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
///
/// Redraws only when the shown percentage changes, and erases itself on ``finish()``, so a long import
/// writes a few hundred bytes of progress at most. Nothing at all is written when standard error is a file
/// or a pipe. Not thread-safe: one command owns one bar.
struct ProgressBar {
    /// Whether the bar draws at all.
    let isEnabled: Bool
    private let label: String
    private var shown = -1
    private var drawn = false

    /// A bar with a label such as `reading board.json`; enabled when standard error is a terminal.
    init(_ label: String, enabled: Bool = Terminal.standardErrorIsTerminal) {
        self.label = label
        self.isEnabled = enabled
    }

    /// Shows `done` bytes of `total` (or a running count when the total is unknown).
    mutating func update(bytes done: Int, of total: Int?) {
        guard isEnabled else { return }
        if let total, total > 0 {
            let percent = min(100, done * 100 / total)
            guard percent != shown else { return }
            shown = percent
            let filled = percent * 24 / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 24 - filled)
            draw("\(label) [\(bar)] \(percent)% \(Self.size(done))")
        } else {
            let mebibytes = done >> 20
            guard mebibytes != shown else { return }
            shown = mebibytes
            draw("\(label) \(Self.size(done))")
        }
    }

    /// Shows the label alone, as `importing board.csv…`, for work whose progress is not counted.
    mutating func start() {
        guard isEnabled else { return }
        draw("\(label)…")
    }

    /// Shows a count of what was made so far, such as `312 cards`.
    mutating func update(made text: String) {
        guard isEnabled else { return }
        draw("\(label): \(text)")
    }

    /// Erases the bar.
    mutating func finish() {
        guard isEnabled, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }

    private mutating func draw(_ line: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + MessageText.neutral(line)).utf8))
        drawn = true
    }

    /// `12.3 MB`, `512 B`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        if bytes < 1_000_000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
