import Boards
import DragDrop
import Foundation
import ItemProviders

extension BoardDropTarget {
    /// The item for the card at `indexPath`: its title as plain text for any app, and a
    /// ``BoardCardReference`` as local object. Sets the session's local context to the document. Empty when there
    /// is no such card.
    public func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let board = document.board
        guard indexPath.count == 2, board.lists.indices.contains(indexPath.section),
            board.lists[indexPath.section].cards.indices.contains(indexPath.item)
        else { return [] }
        let card = board.lists[indexPath.section].cards[indexPath.item]
        if session.localContext == nil { session.localContext = document }
        return [
            DragItem(
                itemProvider: ItemProvider(object: card.title),
                localObject: BoardCardReference(document: document, cardID: card.id))
        ]
    }
}
