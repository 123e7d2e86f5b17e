import Adapters
import ArgumentParser
import BoardDrops
import Foundation
import UniformTypes

/// A failure a command reports as one line on standard error (two with a hint), ending the process with a
/// sysexits code.
///
/// Commands throw it, or an error it translates (``TypeRegistryError``, ``AdapterError``,
/// ``BoardStorageError``, ``BoardEditError``; see `CommandFailure+Adapters.swift`), from inside
/// ``reporting(_:)``.
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

    /// A registry error: a file that cannot be read is `noInput`, anything else about a file is `dataError`.
    init(_ error: TypeRegistryError) {
        let code: ExitCode = switch error.code {
        case .unreadableDeclarationFile: .noInput
        default: .dataError
        }
        self.init(code, error.description)
    }

    /// Runs `body`; a ``CommandFailure`` or an error it translates is printed on standard error
    /// (`cardport: …`) and becomes the matching exit code. Other errors pass through to the parser.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            failure.print()
            throw failure.exitCode
        } catch let error as TypeRegistryError {
            try fail(CommandFailure(error))
        } catch let error as AdapterError {
            try fail(CommandFailure(error))
        } catch let error as BoardStorageError {
            try fail(CommandFailure(error))
        } catch let error as BoardEditError {
            try fail(CommandFailure(error))
        } catch let error as BoardFormatError {
            try fail(CommandFailure(.dataError, error.description))
        } catch let error as BoardDropRefusal {
            try fail(CommandFailure(.dataError, "the board refused the drop: \(error)", hint: "the board file is unchanged"))
        } catch let error as BoardDropError {
            try fail(CommandFailure(.dataError, error.description))
        }
    }

    private static func fail(_ failure: CommandFailure) throws -> Never {
        failure.print()
        throw failure.exitCode
    }

    /// Writes the message as one line on standard error, and the hint as a second.
    func print() {
        var text = "cardport: " + Self.line(message) + "\n"
        if let hint { text += "cardport: " + Self.line(hint) + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The most characters one printed line keeps: a message quoting a huge name stays readable.
    static let maximumLineLength = 1000

    /// `text` as one line: line breaks become spaces, and a line over ``maximumLineLength`` is cut with `…`.
    static func line(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
        return flat.count > maximumLineLength ? flat.prefix(maximumLineLength - 1) + "…" : flat
    }
}
