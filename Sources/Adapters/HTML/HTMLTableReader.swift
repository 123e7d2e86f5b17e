import Markup

/// Reads one table of a page, event by event, into its rows of cells.
///
/// Rows are the `tr` elements directly inside the table or inside its `thead`, `tbody` and `tfoot` (at any
/// depth of those); cells are the `td` and `th` elements directly inside a row, each read as running text by
/// an ``HTMLFlowReader`` (a table nested in a cell is read as text). A cell with `colspan="N"` is followed by
/// N − 1 empty cells, so the cells after it stay under their columns (`rowspan` is not followed). Anything else inside the table, a row or
/// a section is left out with all it holds.
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
    /// How many elements deep the reader is inside an element it leaves out; 0 when not in one.
    private var ignoredDepth = 0

    /// Reads a start tag inside the table.
    mutating func start(_ kind: HTMLElementKind, attributes: [MarkupAttribute]) {
        if ignoredDepth > 0 {
            ignoredDepth += 1
        } else if isInCell {
            cell.start(kind, attributes: attributes)
        } else {
            switch (levels.last, kind) {
            case (.row, .cell(let isHeader)):
                rows[rows.count - 1].cells.append([])
                if !isHeader { rows[rows.count - 1].isAllHeaderCells = false }
                isInCell = true
                let span = HTMLFlowReader.value(of: "colspan", in: attributes).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                spannedColumns = min(max((span ?? 1) - 1, 0), 999)
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
        } else if isInCell {
            if cell.depth > 0 {
                cell.end()
            } else {
                let row = rows.count - 1
                rows[row].cells[rows[row].cells.count - 1] = cell.takeLines()
                rows[row].cells += Array(repeating: [], count: spannedColumns)
                spannedColumns = 0
                isInCell = false
            }
        } else if levels.popLast() == nil {
            return true
        }
        return false
    }

    /// Reads a run of UTF-8 text inside the table (only text in cells is kept).
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if ignoredDepth == 0, isInCell { cell.text(bytes) }
    }
}
