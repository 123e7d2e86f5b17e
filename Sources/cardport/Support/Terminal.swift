import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process's standard streams are connected to: a terminal or not, how wide, whether colour is wanted.
enum Terminal {
    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Whether standard error is a terminal (progress bars are drawn only then).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Whether to colour standard output: only when it is a terminal and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    static var colorsStandardOutput: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return standardOutputIsTerminal && noColor.isEmpty
    }

    /// The width to fit output to: the terminal's (the `TIOCGWINSZ` ioctl on standard output), else the
    /// `COLUMNS` variable, else 80.
    static var width: Int {
        if standardOutputIsTerminal {
            var size = winsize()
            let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
            if status == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }
}
