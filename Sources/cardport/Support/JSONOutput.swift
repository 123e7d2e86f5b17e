import Foundation

/// Machine-readable results (`--json`): one JSON document on standard output, keys sorted, pretty-printed.
enum JSONOutput {
    /// Writes `value` as JSON and a newline on standard output.
    /// - Throws: ``CommandFailure`` `ioError` (74) when it cannot be written.
    static func print<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var output = OutputBuffer()
        do {
            try output.writeLine(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.ioError, "cannot encode the result as JSON")
        }
        try output.flush()
    }
}
