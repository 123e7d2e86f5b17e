import ArgumentParser
import Foundation
import UniformTypes

/// A failure a command reports as one line on standard error, ending the process with a sysexits code.
///
/// Commands throw it (or a ``TypeRegistryError``, which it translates) from inside ``reporting(_:)``.
struct CommandFailure: Error {
    /// The exit code: one of the sysexits codes in `ExitCode+SysExits.swift`.
    var exitCode: ExitCode
    /// What went wrong, prefixed by where: `file: place: message`.
    var message: String

    /// A failure with its code and one-line message.
    init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// A registry error: a file that cannot be read is `noInput`, anything else about a file is `dataError`.
    init(_ error: TypeRegistryError) {
        let code: ExitCode = switch error.code {
        case .unreadableDeclarationFile: .noInput
        default: .dataError
        }
        self.init(code, error.description)
    }

    /// Runs `body`; a ``CommandFailure`` or ``TypeRegistryError`` it throws is printed as one line on standard
    /// error (`cardport: …`) and becomes the matching exit code. Other errors pass through to the parser.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            failure.print()
            throw failure.exitCode
        } catch let error as TypeRegistryError {
            let failure = CommandFailure(error)
            failure.print()
            throw failure.exitCode
        }
    }

    /// Writes the message as one line on standard error.
    func print() {
        let line = "cardport: " + message.replacingOccurrences(of: "\n", with: " ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
