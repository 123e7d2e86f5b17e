import Adapters
import Boards
import Foundation
import UniformTypes

/// What a card dragged out of the page carries, richest first: Cardport's board JSON holding the card (with
/// the labels it wears), HTML, Markdown, a link to the card, plain text, and Chromium's `DownloadURL`, so a card
/// dropped on the desktop becomes a file: its cover picture, else its first stored file (served from
/// `/files/SHA256` with its sniffed type and name), else the card's page as an HTML file.
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
        for (type, browserType) in [(UTType.html, "text/html"), (UTType.markdown, "text/markdown")] {
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
        representations.append(Representation(type: "DownloadURL", data: downloadURL(of: card, link: link)))
        return representations
    }

    /// Chromium's `DownloadURL` for a card, `MIME:NAME:URL`: its cover when that is a stored file, else its first
    /// stored file, at `/files/SHA256` beside `link` (the card's page, `ORIGIN/cards/ID`); else the card's page
    /// as an HTML file named after its title.
    static func downloadURL(of card: Card, link: String) -> String {
        let cover = card.cover?.attachmentID.flatMap { id in card.attachments.first { $0.id == id && $0.digest != nil } }
        guard let file = cover ?? card.attachments.first(where: { $0.digest != nil }), let digest = file.digest,
              let cards = link.range(of: "/cards/", options: .backwards)
        else { return "text/html:\(fileName(card.title)).html:\(link)" }
        // The type was sniffed from the bytes when the file was stored; a colon would end the type's part.
        let type = (file.mimeType ?? "").isEmpty || file.mimeType!.contains(":") ? "application/octet-stream" : file.mimeType!
        return "\(type):\(fileName(file.name)):\(link[..<cards.lowerBound])/files/\(digest)"
    }

    /// A file name for a card's title: no path separators, no colon (`DownloadURL` separates its three parts with
    /// colons), no control characters, at most 80 characters; `card` when nothing is left.
    static func fileName(_ title: String) -> String {
        let kept = title.unicodeScalars.map { scalar -> Character in
            scalar.properties.generalCategory == .control || "/\\:*?\"<>|".unicodeScalars.contains(scalar) ? "-" : Character(scalar)
        }
        let name = String(String(kept).prefix(80)).trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.allSatisfy({ $0 == "." || $0 == "-" }) ? "card" : name
    }
}
