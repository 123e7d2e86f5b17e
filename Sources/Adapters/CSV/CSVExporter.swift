import Boards
import CSV
import Foundation

/// Writes a board as CSV: one row per card, with a fixed column set that ``CSVImporter`` reads back to the
/// same board (its `cardport` preset), and that a spreadsheet opens cleanly.
///
/// The columns, in order: `Card ID`, `Title`, `List`, `Description`, `Labels`, `Members`, `Reporter`, `Start`,
/// `Due`, `Created`, `Done`, `Archived`, `Parent`, `URL`, `Checklist`, `Attachments`, `Board`, then one
/// `Field: NAME (KIND)` column per custom field of the board. Several values in a cell (labels, members,
/// attachment URLs) go one per line; checklists as `# Name` then `[x] item` lines. Dates are ISO 8601 in
/// UTC (`2024-05-01T09:30:00Z`), all-day ones a bare day (`2024-05-01`). Members and the reporter are written by
/// display name.
///
/// Written as UTF-8 with a byte order mark and CRLF line ends (what spreadsheets expect). A cell that starts
/// with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text
/// instead of running it as a formula (OWASP's advice on CSV injection); the importer removes that `'` again.
///
/// Not written, with a warning: comments, label colours, covers, links other than the parent, empty lists,
/// and `extra` values. Stateless and `Sendable`.
public struct CSVExporter: BoardExporter {
    /// `csv`.
    public var name: String { "csv" }
    /// `public.comma-separated-values-text`.
    public var writableTypes: [UTType] { [.commaSeparatedText] }

    /// The characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// The fixed columns, before the custom fields.
    static let columns = [
        "Card ID", "Title", "List", "Description", "Labels", "Members", "Reporter", "Start", "Due", "Created",
        "Done", "Archived", "Parent", "URL", "Checklist", "Attachments", "Board",
    ]

    /// Creates the exporter.
    public init() {}

    /// Writes `board` as CSV.
    /// - Throws: ``AdapterError`` `unsupportedType` for a type other than CSV.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: .commaSeparatedText) else {
            throw AdapterError(code: .unsupportedType, message: "the CSV exporter does not write \(type.identifier)")
        }
        let fields = board.customFields
        // Looked up once for the whole board: a card's labels, people and options then cost a lookup each.
        let directory = BoardDirectory(board, cards: false)
        let optionNames = fields.map { field in
            Dictionary(field.options.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        }
        var rows: [[String]] = [Self.columns + fields.map { "Field: \($0.name) (\($0.kind.rawValue))" }]
        var comments = 0
        var emptyLists = 0
        for list in board.lists where options.includeArchived || !list.archived {
            if list.cards.isEmpty { emptyLists += 1 }
            for card in list.cards where options.includeArchived || !card.archived {
                comments += card.comments.count
                rows.append(row(card, in: list, of: board, directory: directory, fields: fields, optionNames: optionNames))
            }
        }
        let stream = OutputStream(toMemory: ())
        stream.open()
        let writer = try CSVWriter(stream: stream, newline: .crlf)
        for row in rows { try writer.write(row: row.map(Self.neutralized)) }
        stream.close()
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data())
        data.append(contentsOf: [0x0D, 0x0A])
        var warnings: [AdapterWarning] = []
        if comments > 0 { warnings.append(AdapterWarning("\(comments) comments are not written: CSV has no column for them")) }
        if emptyLists > 0 { warnings.append(AdapterWarning("\(emptyLists) empty lists are not written: CSV has a row per card")) }
        return ExportResult(data: data, warnings: warnings)
    }

    /// `=SUM(A1)` → `'=SUM(A1)`; other cells as they are.
    static func neutralized(_ cell: String) -> String {
        guard let first = cell.first, formulaStarts.contains(first) else { return cell }
        return "'" + cell
    }

    /// The name and kind of a `Field: NAME (KIND)` column, or nil for any other header.
    static func customFieldColumn(_ header: String) -> (String, CustomField.Kind)? {
        guard header.hasPrefix("Field: "), header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return nil }
        let kindName = header[header.index(after: open)..<header.index(before: header.endIndex)]
        guard let kind = CustomField.Kind(rawValue: String(kindName)) else { return nil }
        let name = header[header.index(header.startIndex, offsetBy: 7)..<open].trimmingCharacters(in: .whitespaces)
        return (name, kind)
    }

    private func row(
        _ card: Card, in list: BoardList, of board: Board, directory: BoardDirectory, fields: [CustomField],
        optionNames: [[String: String]]
    ) -> [String] {
        let labels = card.labelIDs.compactMap { id in directory.label(id: id)?.name }
        let checklist = card.checklists.flatMap { checklist in
            ["# \(checklist.name)"] + checklist.items.map { ($0.done ? "[x] " : "[ ] ") + $0.text }
        }
        var cells: [String] = [
            card.id, card.title, list.name, card.notes, labels.joined(separator: "\n"),
            card.members.map(directory.displayName(ofPerson:)).joined(separator: "\n"),
            card.reporter.map(directory.displayName(ofPerson:)) ?? "",
            Self.format(card.start, allDay: card.startIsAllDay), Self.format(card.due, allDay: card.dueIsAllDay),
            Self.format(card.created, allDay: false), card.done ? "true" : "", card.archived ? "true" : "",
            card.links.first { $0.kind == .parent }?.cardID ?? "", card.source?.url ?? "",
            checklist.joined(separator: "\n"), card.attachments.map(\.url).joined(separator: "\n"), board.name,
        ]
        // The card's values by field (the first for a field given twice), so a board of many fields costs each once.
        let values = Dictionary(card.customFields.map { ($0.fieldID, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (field, names) in zip(fields, optionNames) {
            let value = values[field.id]
            switch value {
            case .text(let text)?, .number(let text)?: cells.append(text)
            case .date(let date)?: cells.append(Self.format(date, allDay: false))
            case .checkbox(let checked)?: cells.append(checked ? "true" : "false")
            case .option(let id)?: cells.append(names[id] ?? "")
            case nil: cells.append("")
            }
        }
        return cells
    }

    private static func format(_ date: Date?, allDay: Bool) -> String {
        guard let date else { return "" }
        var style = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
        if allDay { style = style.year().month().day() }
        return date.formatted(style)
    }
}
