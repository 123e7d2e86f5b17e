import Adapters
import DragDrop
import ItemProviders

/// Finding lists and cards named on the desktop commands' command lines.
enum DesktopBoard {
    /// The cards named on the command line, from the board file, and an item provider offering what a drag
    /// of them offers (`CardsOffer`), written only when another application asks for a type.
    static func offer(_ names: [String], inBoard path: String) throws -> (cards: [Card], provider: ItemProvider) {
        let registry = AdapterRegistry.standard()
        var file = BoardFile(path: path)
        let loaded = try file.load()
        let chosen = try names.map { try card($0, in: loaded, file: path) }
        let provider = try CardsOffer(cards: chosen.map(\.id), of: loaded)
            .itemProvider(registry: registry, options: ExportOptions(includeArchived: true))
        provider.suggestedName = chosen.count == 1 ? chosen[0].title : "\(chosen.count) cards"
        return (chosen, provider)
    }

    /// The index of the list with this id, else this name.
    static func listIndex(_ name: String, in board: Board, file: String) throws -> Int {
        if let index = board.lists.firstIndex(where: { $0.id == name }) ?? board.lists.firstIndex(where: { $0.name == name }) {
            return index
        }
        let names = board.lists.map { "'\($0.name)'" }.joined(separator: ", ")
        throw CommandFailure(.usage, "\(file): no list named '\(name)'", hint: "the board's lists are \(names)")
    }

    /// The card with this id, else this title, anywhere on the board.
    static func card(_ name: String, in board: Board, file: String) throws -> Card {
        let all = board.lists.flatMap(\.cards)
        guard let card = all.first(where: { $0.id == name }) ?? all.first(where: { $0.title == name }) else {
            throw CommandFailure(.usage, "\(file): no card '\(name)'", hint: "name a card by its id or its title")
        }
        return card
    }

    /// Where a drop puts the cards: before the card at `at`, or after the list's last card.
    static func location(section: Int, at: Int?, in board: Board) throws -> DropLocation {
        let cards = board.lists[section].cards
        if let at {
            guard at >= 0, at <= cards.count else {
                throw CommandFailure(.usage, "--at \(at): the list '\(board.lists[section].name)' has \(cards.count) cards; give 0 to \(cards.count)")
            }
            if at < cards.count { return DropLocation(section: section, row: at, fractionInRow: 0) }
        }
        return DropLocation(section: section, row: nil)
    }
}
