import Adapters
import Boards
import DragDrop
import Foundation
import ItemProviders

extension BoardDropTarget {
    /// The item for the card at `indexPath`: a provider offering the card as `CardsOffer` does
    /// (Cardport's board format with all of the card, Trello's export JSON, HTML, Markdown, plain text, richest
    /// first, each written only when another app loads it, from the card as it was when the drag began; with an
    /// ``attachmentStore``, also the card's stored files as `file://` URLs and its cover as an image), and a
    /// ``BoardCardReference`` as local object. Sets the session's local context to the document. Empty when there
    /// is no such card.
    public func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let board = document.board
        guard indexPath.count == 2, board.lists.indices.contains(indexPath.section),
            board.lists[indexPath.section].cards.indices.contains(indexPath.item),
            var offer = try? CardsOffer(cards: [board.lists[indexPath.section].cards[indexPath.item].id], of: board)
        else { return [] }
        offer.files = attachmentStore
        let card = board.lists[indexPath.section].cards[indexPath.item]
        if session.localContext == nil { session.localContext = document }
        let provider = offer.itemProvider(registry: registry)
        provider.suggestedName = card.title
        return [DragItem(
            itemProvider: provider,
            localObject: BoardCardReference(document: document, cardID: card.id, attachmentStore: attachmentStore))]
    }
}
