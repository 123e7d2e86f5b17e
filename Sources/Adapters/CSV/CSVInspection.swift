/// What a CSV file looks like to the importer: header, encoding, delimiter, row count, preset and mapping.
public struct CSVInspection: Sendable {
    /// The header's cells.
    public var header: [String]
    /// The detected encoding.
    public var encoding: CSVTextEncoding
    /// The detected delimiter.
    public var delimiter: Character
    /// The rows after the header.
    public var rows: Int
    /// The preset and the columns each field reads.
    public var mapping: CSVMapping

    /// The inspection as text lines.
    public var lines: [String] {
        let delimiterName = delimiter == "\t" ? "tab" : "'\(delimiter)'"
        var lines = [
            "csv:         \(encoding), \(delimiterName) delimited, \(rows) rows",
            "header:      " + header.map { "'\($0)'" }.joined(separator: ", "),
            "preset:      \(mapping.preset.name) (\(mapping.preset.displayName))",
            "mapping:",
        ]
        lines += mapping.lines.map { "  " + $0 }
        let unmapped = mapping.unmappedColumns.map { "'\(mapping.header[$0])'" }
        if !unmapped.isEmpty { lines.append("kept as extra: " + unmapped.joined(separator: ", ")) }
        return lines
    }
}
