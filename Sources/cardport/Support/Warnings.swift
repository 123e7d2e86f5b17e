import Adapters
import Foundation

/// Prints what an adapter could not carry on standard error, one line per warning:
/// `cardport: warning: INPUT: place: message`, each line neutral as error messages are (``CommandFailure/line(_:)``).
enum Warnings {
    /// Prints `warnings` for `input` unless `quiet`.
    static func print(_ warnings: [AdapterWarning], input: String, quiet: Bool) {
        guard !quiet, !warnings.isEmpty else { return }
        write(warnings.map { "\(input): \($0.description)" })
    }

    /// Prints each message as `cardport: warning: MESSAGE`, neutral as error messages are.
    static func write(_ messages: [String]) {
        guard !messages.isEmpty else { return }
        let text = messages.map { "cardport: warning: " + CommandFailure.line($0) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
