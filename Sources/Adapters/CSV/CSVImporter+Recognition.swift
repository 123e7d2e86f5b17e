import Foundation

extension CSVImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.commaSeparatedText] }

    /// Text whose first row, split as CSV with a comma, semicolon or tab, is a header with the signature of a
    /// built-in preset's tool (Jira's, Trello's, Notion's… in the languages they ship, ``CSVPreset/builtIn``):
    /// likely. Only a header a tool is known by counts: text with commas in it stays text. So a CSV export piped
    /// on standard input, or saved without its `.csv`, reaches the importer.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form.conforms(to: .plainText), !probe.form.conforms(to: .markdown) else { return nil }
        let text = Data(probe.leadingText.utf8)
        for delimiter in [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")] {
            let header = Self.firstRow(of: text, delimiter: delimiter)
            guard header.count >= 2, let preset = CSVPreset.builtIn.first(where: { $0.matches(header: header) }) else {
                continue
            }
            return Recognition(
                .commaSeparatedText, .likely,
                evidence: "its first row is a CSV header with the columns of \(preset.displayName)'s export")
        }
        return nil
    }

    /// The cells of the first row of `text`, as the importer splits them.
    private static func firstRow(of text: Data, delimiter: UInt8) -> [String] {
        struct Read: Error {}
        var first: [String] = []
        var reader = CSVRowReader(delimiter: delimiter)
        try? text.withUnsafeBytes { bytes in
            try reader.read(bytes) { row in
                first = row
                throw Read()
            }
        }
        return first
    }
}
