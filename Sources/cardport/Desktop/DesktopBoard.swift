import Adapters
import Boards
import DragDrop
import ItemProviders

/// Finding lists and cards named on the desktop commands' command lines.
enum DesktopBoard {
    /// The cards named on the command line, from the board file, and an item provider offering what a drag
    /// of them offers (`CardsOffer`), written only when another application asks for a type.
    static func offer(_ names: [String], inBoard path: String) throws -> (cards: [Card], provider: ItemProvider) {
        let registry = InstalledAdapters.registry()
        var file = BoardFile(path: path)
        let loaded = try file.load()
        let chosen = try names.map { try card($0, in: loaded, file: path) }
        var offer = try CardsOffer(cards: chosen.map(\.id), of: loaded)
        offer.files = AttachmentStore(forBoard: path)
        let provider = offer.itemProvider(registry: registry, options: ExportOptions(includeArchived: true))
        provider.suggestedName = chosen.count == 1 ? chosen[0].title : "\(chosen.count) cards"
        return (chosen, provider)
    }

    /// The index of the list a person names, by the board's one lookup (an id, else the one list with that name).
    static func listIndex(_ name: String, in board: Board, file: String) throws -> Int {
        let id: String
        do { id = try board.list(named: name).id } catch { throw CommandFailure(error, file: file) }
        return board.lists.firstIndex { $0.id == id } ?? 0
    }

    /// The card a person names, by the board's one lookup: a title several cards share is an error listing them.
    static func card(_ name: String, in board: Board, file: String) throws -> Card {
        do { return try board.card(named: name) } catch { throw CommandFailure(error, file: file) }
    }

    /// Where a drop puts the cards: before the card now at `at` (the board's one meaning of a position), or after
    /// the list's last card.
    static func location(section: Int, at: Int?, in board: Board, file: String) throws -> DropLocation {
        let list = board.lists[section]
        let index: Int?
        do { index = try board.insertionIndex(at, inList: list.id) } catch { throw CommandFailure(error, file: file) }
        if let index, index < list.cards.count { return DropLocation(section: section, row: index, fractionInRow: 0) }
        return DropLocation(section: section, row: nil)
    }
}
