import Adapters
import Boards
import Foundation

/// A board laid out as columns of cards side by side, as `cardport show` prints it.
///
/// The width is at most ``maximumWidth`` (`show` refuses more); the layout's time is linear in the width
/// times the number of lines. Lists are columns of equal width separated by `│`; when more lists exist than columns of at least
/// ``minimumColumnWidth`` fit, the remaining lists continue in a band below. Widths are display widths
/// (``DisplayWidth``): wide CJK characters and emoji take two columns. Text from the board is made neutral
/// first (``MessageText/neutral(_:keepingLines:)``): a title's escape sequences are removed, not obeyed, and its
/// tabs and line breaks are spaces, so only the layout's own colours reach the terminal. A pure value: `lines()`
/// gives the same output for the same board.
struct BoardColumns {
    /// The widest layout: `--width` accepts 20 to 1,000, and a wider terminal or `COLUMNS` is taken as 1,000.
    static let maximumWidth = 1000
    /// The narrowest a column gets before lists move to the next band.
    static let minimumColumnWidth = 18
    /// The most lines a card title wraps to before it is cut with `…`.
    static let maximumTitleLines = 3

    var board: Board
    var width: Int
    var showArchived: Bool
    var colors: Bool

    /// A piece of a line: plain text, and the escape sequence that colours it (empty for none).
    struct Span {
        var text: String
        var style = ""
    }

    /// The output lines, without trailing newlines.
    func lines() -> [String] {
        var output: [String] = []
        let title = board.name.isEmpty ? "Untitled board" : MessageText.neutral(board.name)
        output.append(render([Span(text: truncate(title, to: width), style: "\u{1B}[1m")]))
        let lists = board.lists.filter { showArchived || !$0.archived }
        guard !lists.isEmpty else {
            output.append("(no lists)")
            return output
        }
        let perBand = max(1, min(lists.count, (width + 3) / (Self.minimumColumnWidth + 3)))
        let columnWidth = (width - 3 * (perBand - 1)) / perBand
        // The board's labels by id, looked up once per card label rather than searched.
        let labels = BoardDirectory(board, cards: false)
        var start = 0
        while start < lists.count {
            let band = Array(lists[start..<min(start + perBand, lists.count)])
            output.append("")
            let columns = band.map { column(for: $0, width: columnWidth, labels: labels) }
            let height = columns.map(\.count).max() ?? 0
            for row in 0..<height {
                var spans: [Span] = []
                for (index, column) in columns.enumerated() {
                    let cell = row < column.count ? column[row] : []
                    spans += cell
                    let used = cell.reduce(0) { $0 + DisplayWidth.of($1.text) }
                    if index < columns.count - 1 {
                        spans.append(Span(text: String(repeating: " ", count: max(0, columnWidth - used)) + " │ "))
                    }
                }
                output.append(Self.trimmingTrailingSpaces(render(spans)))
            }
            start += perBand
        }
        return output
    }

    /// One list's lines: its name and card count, a rule, then each card.
    private func column(for list: BoardList, width: Int, labels: BoardDirectory) -> [[Span]] {
        let cards = list.cards.filter { showArchived || !($0.archived) }
        var header = "\(MessageText.neutral(list.name)) (\(cards.count))"
        if list.archived { header += " (archived)" }
        var lines: [[Span]] = [[Span(text: truncate(header, to: width), style: "\u{1B}[1m")]]
        lines.append([Span(text: String(repeating: "─", count: width))])
        for card in cards {
            let wrapped = wrap(card.title.isEmpty ? "(untitled)" : MessageText.neutral(card.title), width: width - 2)
            for (index, line) in wrapped.enumerated() {
                lines.append([Span(text: (index == 0 ? "• " : "  ") + line)])
            }
            lines += details(of: card, width: width - 2, labels: labels).map { [Span(text: "  ")] + $0 }
        }
        return lines
    }

    /// The detail lines under a card's title: labels, checklist progress, due date, archived mark.
    private func details(of card: Card, width: Int, labels: BoardDirectory) -> [[Span]] {
        var pieces: [Span] = []
        for id in card.labelIDs {
            guard let label = labels.label(id: id) else { continue }
            let name = MessageText.neutral(label.name.isEmpty ? (label.color ?? "label") : label.name)
            pieces.append(Span(text: "[\(name)]", style: Self.style(forColor: label.color)))
        }
        let items = card.checklists.flatMap(\.items)
        if !items.isEmpty { pieces.append(Span(text: "☑ \(items.count { $0.done })/\(items.count)")) }
        if let due = card.due {
            pieces.append(Span(text: "due " + due.formatted(.iso8601.year().month().day().dateSeparator(.dash)) + (card.dueComplete ? " ✓" : "")))
        }
        if card.archived { pieces.append(Span(text: "(archived)", style: "\u{1B}[2m")) }
        // Pieces flow onto as many lines as they need; a piece wider than the column is cut.
        var lines: [[Span]] = []
        var current: [Span] = []
        var used = 0
        for var piece in pieces {
            piece.text = truncate(piece.text, to: width)
            let needed = (current.isEmpty ? 0 : 1) + DisplayWidth.of(piece.text)
            if !current.isEmpty && used + needed > width {
                lines.append(current)
                current = []
                used = 0
            }
            if !current.isEmpty { current.append(Span(text: " ")) }
            used += (current.count > 0 ? 1 : 0) + DisplayWidth.of(piece.text)
            current.append(piece)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` wrapped at spaces to `width`, at most ``maximumTitleLines`` lines, the last cut with `…`.
    func wrap(_ text: String, width: Int) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var lines: [String] = []
        var current = ""
        // Lines past the last kept one are never made, so a huge title costs no more than a short one.
        words: for word in words {
            var word = word
            while DisplayWidth.of(word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                let head = DisplayWidth.prefix(word, fitting: width)
                lines.append(head)
                if lines.count > Self.maximumTitleLines { break words }
                word = String(word.dropFirst(max(1, head.count)))
            }
            if lines.count > Self.maximumTitleLines { break }
            if current.isEmpty {
                current = word
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        guard lines.count > Self.maximumTitleLines else { return lines }
        var kept = Array(lines.prefix(Self.maximumTitleLines))
        kept[kept.count - 1] = DisplayWidth.prefix(kept[kept.count - 1], fitting: width - 1) + "…"
        return kept
    }

    /// `text` cut to `width` columns, the last one `…` when cut.
    func truncate(_ text: String, to width: Int) -> String {
        DisplayWidth.of(text) <= width ? text : DisplayWidth.prefix(text, fitting: max(0, width - 1)) + "…"
    }

    /// `line` without the spaces that pad its last column: a scan from the end, linear in what it removes
    /// (a regular expression here took time quadratic in the width).
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var end = line.endIndex
        while end > line.startIndex {
            let before = line.index(before: end)
            guard line[before].isWhitespace else { break }
            end = before
        }
        return String(line[..<end])
    }

    /// The spans as a line, each coloured when colours are on.
    private func render(_ spans: [Span]) -> String {
        spans.map { colors && !$0.style.isEmpty ? $0.style + $0.text + "\u{1B}[0m" : $0.text }.joined()
    }

    /// The ANSI colour of a Trello-style label colour name.
    static func style(forColor color: String?) -> String {
        switch color?.lowercased().split(separator: "_").first.map(String.init) {
        case "green", "lime": "\u{1B}[32m"
        case "yellow", "orange": "\u{1B}[33m"
        case "red", "pink": "\u{1B}[31m"
        case "purple": "\u{1B}[35m"
        case "blue": "\u{1B}[34m"
        case "sky": "\u{1B}[36m"
        case "black": "\u{1B}[90m"
        default: "\u{1B}[7m"
        }
    }

}
