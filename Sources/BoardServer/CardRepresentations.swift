import Adapters
import Boards
import Foundation
import UniformTypes

/// What a card dragged out of the page carries, richest first: Cardport's board JSON holding the card (with
/// the labels it wears), HTML, a link to the card, and plain text.
///
/// HTML and text are the adapters' own exports of that one-card board, the same road `cardport export`
/// takes, so a card dropped into a text editor reads as the CLI would print it.
enum CardRepresentations {
    /// One representation: the browser data type and the text the page puts in the `DataTransfer`.
    struct Representation: Codable, Sendable, Hashable {
        var type: String
        var data: String
    }

    /// The card with `id` on `board` as representations, with `link` its page's address; nil when there is no
    /// such card.
    static func make(cardID id: String, on board: Board, link: String, registry: AdapterRegistry) -> [Representation]? {
        guard let path = board.indexPath(ofCard: id) else { return nil }
        let list = board.lists[path.section]
        let card = list.cards[path.item]
        let used = Set(card.labelIDs)
        let single = Board(
            id: board.id, name: board.name, labels: board.labels.filter { used.contains($0.id) },
            lists: [BoardList(id: list.id, name: list.name, cards: [card])])
        guard let json = try? BoardFormat.encode(single) else { return nil }
        var representations = [Representation(type: BrowserTypes.cardportBoard, data: String(decoding: json, as: UTF8.self))]
        let planner = ConversionPlanner(registry: registry)
        for (type, browserType) in [(UTType.html, "text/html")] {
            if let plan = try? planner.plan(offering: [.cardportBoard], goal: .type(type)),
                let outcome = try? plan.execute(.data(json, name: "card \(id)")), let data = outcome.data
            {
                representations.append(Representation(type: browserType, data: String(decoding: data, as: UTF8.self)))
            }
        }
        representations.append(Representation(type: "text/uri-list", data: link))
        var text = card.title
        if let plan = try? planner.plan(offering: [.cardportBoard], goal: .type(.plainText)),
            let outcome = try? plan.execute(.data(json, name: "card \(id)")), let data = outcome.data
        {
            text = String(decoding: data, as: UTF8.self)
        }
        representations.append(Representation(type: "text/plain", data: text))
        return representations
    }
}
