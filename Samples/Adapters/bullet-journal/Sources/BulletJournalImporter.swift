import Adapters
import Boards

/// Reads a bullet journal's rapid log: `•` (or `*`) a task, `×` (or `x`) a task done, `>` a task migrated,
/// `<` a task scheduled, `–` (or `-`) a note on the task above; a line ending in `:` starts a collection (a list).
///
/// The sample of an adapter written in Swift against `Adapters` and run by Cardport as an external adapter
/// (see `main.swift` and `adapter.json`).
struct BulletJournalImporter: BoardImporter {
    var name: String { "bullet-journal" }

    var readableTypes: [UTType] { UTType("org.bulletjournal.rapid-log").map { [$0] } ?? [] }

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let text = String(decoding: try input.readData(), as: UTF8.self)
        var lists: [BoardList] = []
        var warnings: [AdapterWarning] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            if line.hasSuffix(":") {
                lists.append(BoardList(id: "bujo-list-\(lists.count + 1)", name: String(line.dropLast())))
                continue
            }
            if lists.isEmpty { lists.append(BoardList(id: "bujo-list-1", name: "Log")) }
            let marker = line.first!
            let rest = line.dropFirst().trimmingCharacters(in: .whitespaces)
            let cardID = "bujo-card-\(index + 1)"
            switch marker {
            case "•", "*", "×", "x", "X", ">", "<":
                var card = Card(id: cardID, title: rest)
                card.done = "×xX".contains(marker)
                card.archived = "><".contains(marker)  // Migrated or scheduled elsewhere: kept, out of the way.
                lists[lists.count - 1].cards.append(card)
            case "–", "-":
                if let last = lists[lists.count - 1].cards.indices.last {
                    let notes = lists[lists.count - 1].cards[last].notes
                    lists[lists.count - 1].cards[last].notes = notes.isEmpty ? rest : notes + "\n" + rest
                } else {
                    warnings.append(AdapterWarning("a note before any task is not carried", location: "\(index + 1):1"))
                }
            default:
                throw AdapterError(
                    code: .malformedInput, message: "“\(marker)” is not a rapid-log bullet (•, ×, >, <, –)",
                    input: input.name, location: "\(index + 1):1")
            }
        }
        return ImportResult(board: Board(id: "bullet-journal", name: "Bullet journal", lists: lists), warnings: warnings)
    }
}
