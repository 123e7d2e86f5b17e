import Foundation

/// Reads CSV exports of trackers (Jira, Trello, Asana, ClickUp, Linear, Taiga, GitHub Projects, Notion,
/// Cardport's own) and any other CSV with a header, one card per row.
///
/// The file is read through `CSVTable` (RFC 4180 quoting, newlines in quoted fields, UTF-8 with or
/// without a byte order mark, UTF-16 with one, Windows-1252 with a warning; `,` `;` or tab, detected). The
/// preset is the one ``ImportOptions/csvPreset`` names, else the one whose header signature matches
/// (``CSVPreset/detect(header:)``); ``ImportOptions/csvMapping`` overrides its column choices. The rows
/// become cards as `CSVBoardBuilder` says. Stateless and `Sendable`.
public struct CSVImporter: BoardImporter {
    /// `csv`.
    public var name: String { "csv" }
    /// `public.comma-separated-values-text`.
    public var readableTypes: [UTType] { [.commaSeparatedText] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as CSV.
    /// - Throws: ``AdapterError``: `malformedInput` for a ragged row or an unterminated quote (with line and
    ///   column), `unexpectedContent` for an empty file, an unknown preset, a `--map` naming a missing column,
    ///   or a header with no column for the title.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let table = try CSVTable(input, maximumBytes: options.maximumInputBytes)
        let mapping = try Self.mapping(for: table.header, options: options, input: input.name)
        var builder = CSVBoardBuilder(mapping: mapping, name: Self.boardName(input.name))
        // A first, quick pass reads only the list column, so that each list is allocated once at its size:
        // grown by doubling as rows come, a list's cards would take up to twice their size, and a growing
        // list's old and new storage are both held while it moves.
        try table.forEachRow(reading: builder.listColumns) { cells, _ in builder.expectCard(cells) }
        try table.forEachRow { cells, line in builder.add(cells, line: line) }
        let board = builder.finish()
        return ImportResult(board: board, warnings: table.warnings + builder.warnings, losses: builder.losses)
    }

    /// The mapping the options and the header give.
    /// - Throws: ``AdapterError`` `unexpectedContent` for an unknown preset name, or what ``CSVMapping`` throws.
    public static func mapping(for header: [String], options: ImportOptions, input: String? = nil) throws(AdapterError) -> CSVMapping {
        let preset: CSVPreset
        if let name = options.csvPreset {
            guard let named = CSVPreset.named(name) else {
                throw AdapterError(
                    code: .unexpectedContent,
                    message: "--preset \(name): no such preset; the presets are "
                        + (CSVPreset.builtIn + [.generic]).map(\.name).joined(separator: ", "),
                    input: input)
            }
            preset = named
        } else {
            preset = CSVPreset.detect(header: header)
        }
        return try CSVMapping(header: header, preset: preset, overrides: options.csvMapping, input: input)
    }

    /// What `cardport inspect` shows of a CSV file: its header, the preset and the mapping the import would use.
    /// - Throws: what opening the file or building the mapping throws.
    public static func inspect(_ input: AdapterInput, options: ImportOptions) throws(AdapterError) -> CSVInspection {
        let table = try CSVTable(input, maximumBytes: options.maximumInputBytes)
        let mapping = try mapping(for: table.header, options: options, input: input.name)
        return CSVInspection(
            header: table.header, encoding: table.encoding, delimiter: table.delimiter, rows: table.rowCount,
            mapping: mapping)
    }

    private static func boardName(_ input: String) -> String {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return name.hasPrefix("<") ? "CSV import" : name
    }
}
