import Adapters
import ArgumentParser
import Foundation

/// What an import could not carry, as the commands that import report it: one line on standard error, a
/// `losses` array in `--json`, and with `--strict` a failure.
struct LossReport: Encodable {
    /// One kind of thing not carried, as `--json` writes it.
    struct Entry: Encodable {
        var kind: String
        var count: Int
        var outcome: String
    }

    /// The entries, in the order the importer recorded them.
    var entries: [Entry]

    init(_ losses: ImportLosses) {
        entries = losses.entries.map { Entry(kind: $0.kind, count: $0.count, outcome: $0.outcome) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }

    /// Prints `cardport: INPUT: not carried: 14 reactions not carried, 2 attachments kept as links only` on
    /// standard error, unless nothing was lost or `quiet`.
    static func print(_ losses: ImportLosses, input: String, quiet: Bool) {
        guard !quiet, !losses.isEmpty else { return }
        let text = "cardport: " + CommandFailure.line("\(input): not carried: \(losses.entries.map(\.description).joined(separator: ", "))") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// With `strict`, a data error (exit 65) naming every loss; nothing otherwise.
    static func check(_ losses: ImportLosses, input: String, strict: Bool) throws {
        guard strict, !losses.isEmpty else { return }
        throw CommandFailure(
            .dataError, "\(input): --strict: not carried: \(losses.entries.map(\.description).joined(separator: ", "))",
            hint: "nothing was written; leave out --strict to import what can be carried")
    }
}
