import Foundation
import StreamingJSON

/// An error or a warning an external adapter's program writes on standard error:
/// `{"error": {"message": "…", "line": 3, "column": 7}}`, or with `"path": "tasks[2].due"` for a place in JSON.
struct ExternalAdapterMessage: Equatable {
    /// What the program said.
    var message: String
    /// `line:column`, `line`, or a JSON path; nil when the program gave no place.
    var location: String?

    /// The message under `key` (`error` or `warning`) of the last JSON object in `data` that has one; nil when
    /// there is none (the program wrote plain text, or nothing).
    static func parse(_ data: Data, key: String) -> ExternalAdapterMessage? {
        let lines = data.split(separator: UInt8(ascii: "\n"))
        for line in lines.reversed() {
            if let message = parseObject(Data(line), key: key) { return message }
        }
        return parseObject(data, key: key)
    }

    private static func parseObject(_ data: Data, key: String) -> ExternalAdapterMessage? {
        var message: String?
        var line: Int?
        var column: Int?
        var path: String?
        do {
            try JSONReader.read(data, maximumDepth: 8) { reader in
                try reader.forEachMember { reader, member in
                    guard member.string == key else { return try reader.skipValue() }
                    try reader.forEachMember { reader, field in
                        switch field {
                        case "message": message = try reader.readLooseString()
                        case "line": line = try reader.readOptionalInteger()
                        case "column": column = try reader.readOptionalInteger()
                        case "path": path = try reader.readLooseString()
                        default: try reader.skipValue()
                        }
                    }
                }
            }
        } catch {
            return nil
        }
        guard let message, !message.isEmpty else { return nil }
        let location = line.map { "\($0)" + (column.map { ":\($0)" } ?? "") } ?? path
        return ExternalAdapterMessage(message: message, location: location)
    }
}
