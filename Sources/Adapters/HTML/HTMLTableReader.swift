import Markup

/// Reads one table of a page, event by event, into its rows of cells.
///
/// Rows are the `tr` elements directly inside the table or inside its `thead`, `tbody` and `tfoot` (at any
/// depth of those); cells are the `td` and `th` elements directly inside a row, each read as running text by
/// an ``HTMLFlowReader`` (a table nested in a cell is read as text). A cell with `colspan="N"` is followed by
/// N − 1 empty cells, so the cells after it stay under their columns; a cell with `rowspan="N"` is repeated
/// in its column in the N − 1 rows below it (its text belongs to each of them), so their own cells stay under
/// their columns too. Span values that are not whole numbers count as 1, as browsers read them. A hidden row
/// is left out and a hidden cell read as empty (see ``HTMLFlowReader/isHidden(_:)``), and counted. Anything
/// else inside the table, a row or a section is left out with all it holds.
///
/// The reader starts inside the table's start tag; ``end()`` says when the table's own end tag came.
struct HTMLTableReader {
    /// A row: the lines of each cell, whether it is in a `thead`, and whether every cell is a `th`.
    struct Row {
        var cells: [[HTMLLine]] = []
        var isInHead: Bool
        var isAllHeaderCells = true
    }

    /// An element open in the table above the cell level.
    private enum Level {
        case section(isHead: Bool)
        case row
    }

    /// The rows read, in document order.
    private(set) var rows: [Row] = []
    private var levels: [Level] = []
    /// The reader of the cell being read, kept from cell to cell so its buffers are reused.
    private var cell = HTMLFlowReader()
    private var isInCell = false
    /// How many more columns the open cell spans (its `colspan` less one): empty cells follow it.
    private var spannedColumns = 0
    /// How many more rows the open cell spans (its `rowspan` less one).
    private var spannedRows = 0
    /// The cells of earlier rows that span down into the rows to come, by column: how many rows they still
    /// fill, and their lines.
    private var rowSpans: [Int: (rows: Int, lines: [HTMLLine])] = [:]
    /// How many elements deep the reader is inside a hidden cell (whose content is not read); 0 outside one.
    private var hiddenCellDepth = 0
    /// How many hidden rows and cells were left out, and hidden elements inside cells.
    var hiddenCount: Int { hiddenRowsAndCells + cell.hiddenCount }
    private var hiddenRowsAndCells = 0
    /// How many elements deep the reader is inside an element it leaves out; 0 when not in one.
    private var ignoredDepth = 0

    /// Reads a start tag inside the table.
    mutating func start(_ kind: HTMLElementKind, attributes: [MarkupAttribute]) {
        if ignoredDepth > 0 {
            ignoredDepth += 1
        } else if hiddenCellDepth > 0 {
            hiddenCellDepth += 1
        } else if isInCell {
            cell.start(kind, attributes: attributes)
        } else if case .row = kind, !attributes.isEmpty, HTMLFlowReader.isHidden(attributes) {
            hiddenRowsAndCells += 1
            ignoredDepth = 1
        } else {
            switch (levels.last, kind) {
            case (.row, .cell(let isHeader)):
                let row = rows.count - 1
                fillSpannedRows(row)
                rows[row].cells.append([])
                if !isHeader { rows[row].isAllHeaderCells = false }
                isInCell = true
                spannedColumns = Self.span("colspan", attributes) - 1
                spannedRows = Self.span("rowspan", attributes) - 1
                if !attributes.isEmpty, HTMLFlowReader.isHidden(attributes) {
                    hiddenRowsAndCells += 1
                    hiddenCellDepth = 1
                }
            case (.section(let isHead), .row):
                rows.append(Row(isInHead: isHead))
                levels.append(.row)
            case (nil, .row):
                rows.append(Row(isInHead: false))
                levels.append(.row)
            case (.section, .tableSection(let isHead)), (nil, .tableSection(let isHead)):
                levels.append(.section(isHead: isHead))
            default:
                ignoredDepth = 1
            }
        }
    }

    /// Reads an end tag inside the table; true when it is the table's own.
    mutating func end() -> Bool {
        if ignoredDepth > 0 {
            ignoredDepth -= 1
        } else if hiddenCellDepth > 1 {
            hiddenCellDepth -= 1
        } else if isInCell {
            if hiddenCellDepth == 0, cell.depth > 0 {
                cell.end()
            } else {
                hiddenCellDepth = 0
                let row = rows.count - 1
                let column = rows[row].cells.count - 1
                let lines = cell.takeLines()
                rows[row].cells[column] = lines
                rows[row].cells += Array(repeating: [], count: spannedColumns)
                if spannedRows > 0 {
                    rowSpans[column] = (spannedRows, lines)
                    for spanned in column + 1 ..< column + 1 + spannedColumns { rowSpans[spanned] = (spannedRows, []) }
                }
                spannedColumns = 0
                spannedRows = 0
                isInCell = false
            }
        } else {
            guard let level = levels.popLast() else { return true }
            // Cells spanning down from above into the end of the row come after the row's own.
            if case .row = level { fillSpannedRows(rows.count - 1, toEnd: true) }
        }
        return false
    }

    /// Reads a run of UTF-8 text inside the table (only text in cells is kept).
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if ignoredDepth == 0, hiddenCellDepth == 0, isInCell { cell.text(bytes) }
    }

    /// Puts the cells spanning down from earlier rows into `row` at its next columns: those that continue
    /// from the row's current end, or (`toEnd`) every one still waiting past it.
    private mutating func fillSpannedRows(_ row: Int, toEnd: Bool = false) {
        guard toEnd else {
            while let span = rowSpans[rows[row].cells.count] { take(span, into: row) }
            return
        }
        // The waiting columns are sorted once: a short row under many spans costs each span once.
        for column in rowSpans.keys.filter({ $0 >= rows[row].cells.count }).sorted() {
            guard let span = rowSpans[column] else { continue }
            rows[row].cells += Array(repeating: [], count: column - rows[row].cells.count)
            take(span, into: row)
        }
    }

    /// Appends the cell of `span` to `row` at the span's column, and counts the row off the span.
    private mutating func take(_ span: (rows: Int, lines: [HTMLLine]), into row: Int) {
        let column = rows[row].cells.count
        rows[row].cells.append(span.lines)
        rowSpans[column] = span.rows > 1 ? (span.rows - 1, span.lines) : nil
    }

    /// A `colspan` or `rowspan` value: a whole number from 1 to 1000; anything else counts as 1.
    private static func span(_ name: String, _ attributes: [MarkupAttribute]) -> Int {
        let span = HTMLFlowReader.value(of: name, in: attributes).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return min(max(span ?? 1, 1), 1000)
    }
}
