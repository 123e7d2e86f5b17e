import ArgumentParser
import Foundation

/// A failure a command reports as one line on standard error (two with a hint), ending the process with a
/// sysexits code.
///
/// Commands throw it, or any library error, from inside ``reporting(_:)``; ``init(translating:)`` is the one
/// place a library error becomes an exit code (the per-module mappings are in `CommandFailure+*.swift`).
struct CommandFailure: Error {
    /// The exit code: one of the sysexits codes in `ExitCode+SysExits.swift`.
    var exitCode: ExitCode
    /// What went wrong, prefixed by where: `file: place: message`.
    var message: String
    /// What to do about it, printed on a second line when present.
    var hint: String?

    /// A failure with its code, one-line message and an optional hint.
    init(_ exitCode: ExitCode, _ message: String, hint: String? = nil) {
        self.exitCode = exitCode
        self.message = message
        self.hint = hint
    }

    /// Runs `body`; a ``CommandFailure`` or any other error but the argument parser's own is printed on
    /// standard error (`cardport: …`) and becomes its exit code (see ``init(translating:)``). The argument
    /// parser's errors (a validation error, a help request, an exit code) pass through to the parser.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            guard let failure = CommandFailure(translating: error) else { throw error }
            failure.print()
            throw failure.exitCode
        }
    }

    /// Writes the message as one line on standard error, and the hint as a second.
    func print() {
        var text = "cardport: " + Self.line(message) + "\n"
        if let hint { text += "cardport: " + Self.line(hint) + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The most characters one printed line keeps: a message quoting a huge name stays readable.
    static let maximumLineLength = 1000

    /// `text` as one line a terminal only shows: escape sequences and control characters out, line breaks as
    /// spaces (``MessageText/neutral(_:keepingLines:)``), and a line over ``maximumLineLength`` cut with `…`.
    static func line(_ text: String) -> String {
        let flat = MessageText.neutral(text)
        return flat.count > maximumLineLength ? flat.prefix(maximumLineLength - 1) + "…" : flat
    }
}
