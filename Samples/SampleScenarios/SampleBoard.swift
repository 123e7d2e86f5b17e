import Boards
import Foundation

/// Builds the samples' boards with readable, repeatable ids (`list-1`, `card-2`, …).
public enum SampleBoard {
    /// A board with one list per entry, each holding cards with the given titles.
    public static func make(name: String, lists: [(String, [String])]) -> Board {
        var next = 0
        func id(_ kind: String) -> String {
            next += 1
            return "\(kind)-\(next)"
        }
        return Board(
            id: "board", name: name,
            lists: lists.map { name, titles in
                BoardList(id: id("list"), name: name, cards: titles.map { Card(id: id("card"), title: $0) })
            })
    }

    /// A document over `board` whose new ids count up (`new-1`, `new-2`, …), so output repeats run after run.
    public static func document(_ board: Board) -> BoardDocument {
        let counter = IDCounter()
        return BoardDocument(board: board) { "new-\(counter.next())" }
    }

    /// The board as text: each list's name, then its cards indented, with checklist items and attachments.
    public static func text(_ board: Board) -> String {
        var lines: [String] = []
        for list in board.lists {
            lines.append("\(list.name)\(list.archived ? " (archived)" : "")")
            if list.cards.isEmpty { lines.append("  (empty)") }
            for card in list.cards {
                lines.append("  - \(card.title)")
                for item in card.checklists.flatMap(\.items) { lines.append("      [ ] \(item.text)") }
                for attachment in card.attachments { lines.append("      @ \(attachment.url)") }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The card titles of each list, by list name, for checks.
    public static func titles(_ board: Board) -> [String: [String]] {
        Dictionary(board.lists.map { ($0.name, $0.cards.map(\.title)) }, uniquingKeysWith: { first, _ in first })
    }
}
