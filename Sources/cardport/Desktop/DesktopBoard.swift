import Foundation
import Adapters
import BoardDrops
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

    /// Copies the local files that the cards with `ids` link into the board's file store, replacing each link
    /// with the stored file, so the board keeps what was pasted or dropped when the file moves or goes: a file
    /// manager's `file://` URLs become cards named after the files, linking them (`Card.tidyLineTitle`). An image
    /// becomes the card's cover. A file that cannot be copied (gone, a folder, over the store's limits) keeps its
    /// link; the returned warnings say which and why.
    static func storeLinkedFiles(ofCards ids: [String], in document: BoardDocument, store: AttachmentStore) -> [String] {
        var warnings: [String] = []
        let date = Date()
        for id in ids {
            guard let card = try? document.board.card(named: id) else { continue }
            for attachment in card.attachments where attachment.digest == nil {
                guard let url = URL(string: attachment.url), url.isFileURL else { continue }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                    warnings.append("kept a link to \(url.path): it is not a file Cardport can read")
                    continue
                }
                do {
                    _ = try BoardEdit.attachFile(card.id, path: url.path, name: attachment.name).apply(to: document, date: date, store: store)
                    try document.removeAttachment(attachment.id, fromCard: card.id)
                } catch {
                    warnings.append("kept a link to \(url.path): \(error)")
                }
            }
        }
        return warnings
    }
}
