import Adapters
import Foundation
import ItemProviders

/// The representations of cards copied or dragged out of a board, richest first: Cardport's board JSON, HTML,
/// Markdown, each written by the adapter registry's exporter only when another application asks for it, and plain
/// text: the titles, one per line (what a drag of a card offers today).
///
/// The cards travel as a board of one list (the first card's list, holding only these cards) so that every
/// exporter can write them.
enum CardRepresentations {
    /// The types offered, richest first.
    static let types: [UTType] = [
        UTType("app.cardport.board") ?? .json, .html, UTType("net.daringfireball.markdown") ?? .plainText,
    ]

    /// An item provider for `cards` of `board`.
    static func itemProvider(for cards: [Card], of board: Board, registry: AdapterRegistry) -> ItemProvider {
        var excerpt = board
        let first = cards.first.flatMap { card in board.lists.first { $0.cards.contains { $0.id == card.id } } }
        var list = first ?? board.lists.first ?? BoardList(id: "copied", name: "Copied")
        list.cards = cards
        excerpt.lists = [list]
        let provider = ItemProvider()
        for type in types {
            guard let match = registry.exporter(for: type) else { continue }
            let written = match.writtenType
            let snapshot = excerpt
            provider.registerDataRepresentation(for: written) { completion in
                let result = try match.exporter.export(snapshot, as: written, options: ExportOptions(includeArchived: true))
                completion(result.data, nil)
                return nil
            }
        }
        let titles = Data(cards.map(\.title).joined(separator: "\n").utf8)
        provider.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(titles, nil)
            return nil
        }
        provider.suggestedName = cards.count == 1 ? cards[0].title : "\(cards.count) cards"
        return provider
    }
}
