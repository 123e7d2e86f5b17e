import Adapters
import Foundation

/// Prints what an adapter could not carry on standard error, one line per warning:
/// `cardport: warning: INPUT: place: message`.
enum Warnings {
    /// Prints `warnings` for `input` unless `quiet`.
    static func print(_ warnings: [AdapterWarning], input: String, quiet: Bool) {
        guard !quiet, !warnings.isEmpty else { return }
        let text = warnings.map { "cardport: warning: \(input): \($0.description)\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
