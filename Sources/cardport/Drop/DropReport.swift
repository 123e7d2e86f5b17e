import Adapters
import BoardDrops
import DragDrop

/// What `cardport drop` did: the proposal, the representation loaded per item, the cards that resulted.
struct DropReport: Encodable {
    /// One dragged item.
    struct Item: Encodable {
        var offered: [String]
        /// The representation loaded, nil when none was (a drop of this app's own cards).
        var loaded: String?
        var file: String?
    }

    var board: String
    var operation: String
    var proposal: String
    var effective: String
    var destination: String
    var items: [Item]
    /// Titles of the cards added to the list, in order.
    var added: [String]
    /// Titles of the cards the drop joined content into.
    var joined: [String]
    var errors: [String]

    init(
        board: String, outcome: DragDropOutcome, specs: [DropItemSpec], loads: [Int: [String]], before: Board,
        after: Board, listID: String, errors: [String]
    ) {
        self.board = board
        operation = "\(outcome.operation)"
        var proposal = "", effective = "", destination = ""
        for event in outcome.events {
            switch event {
            case .updated(let location, let asked, let applied):
                proposal = "\(asked)"
                effective = "\(applied)"
                destination = "\(location)"
            default: break
            }
        }
        self.proposal = proposal
        self.effective = effective
        self.destination = destination
        items = specs.enumerated().map { index, spec in
            let loaded = loads[index]?.first
            return Item(
                offered: spec.offers.map(\.type.identifier), loaded: loaded,
                file: spec.offers.first { $0.type.identifier == loaded }?.file)
        }
        let oldCards = Dictionary(before.lists.flatMap(\.cards).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let list = after.lists.first { $0.id == listID }
        added = list?.cards.filter { oldCards[$0.id] == nil }.map(\.title) ?? []
        joined = list?.cards.filter { card in oldCards[card.id].map { $0 != card } ?? false }.map(\.title) ?? []
        self.errors = errors
    }

    /// The report for people, each line neutral (``MessageText/neutral(_:keepingLines:)``): a dropped card's
    /// title cannot send escape sequences to the terminal.
    var lines: [String] {
        rawLines.map { MessageText.neutral($0) }
    }

    private var rawLines: [String] {
        var lines = ["Proposal: \(proposal) over \(destination); applied: \(effective)."]
        for (index, item) in items.enumerated() {
            let offered = item.offered.joined(separator: ", ")
            if let loaded = item.loaded {
                lines.append("Item \(index + 1): loaded \(loaded) from \(item.file ?? "?") (offered \(offered)).")
            } else {
                lines.append("Item \(index + 1): nothing loaded (offered \(offered)).")
            }
        }
        for title in added { lines.append("+ \(title)") }
        for title in joined { lines.append("~ \(title) (joined)") }
        lines.append("Saved \(board) (\(operation)).")
        return lines
    }
}
