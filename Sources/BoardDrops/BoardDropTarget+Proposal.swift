import Adapters
import Boards
import DragDrop
import Foundation
import UniformTypes

extension BoardDropTarget {
    /// Cards dragged from a board in this app.
    struct LocalCards {
        var document: BoardDocument
        var ids: [String]
        /// Whether the cards are on this target's own board.
        var isSameDocument: Bool
    }

    /// The dragged cards when every item is a card of one board in this app; nil otherwise.
    ///
    /// Each item's ``DragDrop/DragItem/localObject`` names its card. A source that keeps the card in the drag
    /// session's `localContext` instead (one ``BoardCardReference`` for a one-item drag, as UIKit apps that
    /// use `localContext` do) is understood too.
    func localCards(in session: DropSession) -> LocalCards? {
        guard session.isLocal else { return nil }
        var references = session.items.map { $0.localObject as? BoardCardReference }
        if references.count == 1, references[0] == nil,
            let context = session.localDragSession?.localContext as? BoardCardReference
        {
            references = [context]
        }
        guard let first = references.first ?? nil else { return nil }
        var ids: [String] = []
        for reference in references {
            guard let reference, reference.document === first.document else { return nil }
            ids.append(reference.cardID)
        }
        return LocalCards(document: first.document, ids: ids, isSameDocument: first.document === document)
    }

    /// The plan for each item, or nil when some item offers nothing the registry reads.
    func plans(for items: [DragItem]) -> [ConversionPlan]? {
        let planner = ConversionPlanner(registry: registry)
        var plans: [ConversionPlan] = []
        for item in items {
            // An identifier no registry declares cannot be what an importer reads, so it is left out.
            let types = item.itemProvider.registeredTypeIdentifiers.compactMap { UTType($0) }
            guard let plan = try? planner.plan(offering: types, goal: .board) else { return nil }
            plans.append(plan)
        }
        return plans
    }

    /// Takes drags of cards of a board in this app, and drags from anywhere whose every item the registry reads.
    public func canHandle(_ session: DropSession) -> Bool {
        if localCards(in: session) != nil { return true }
        let items = session.items
        return !items.isEmpty && plans(for: items) != nil
    }

    /// The proposal at `location`: `forbidden` for an archived or missing list, a list at its card limit (unless
    /// the drop only reorders or joins a card), a list refusing its own cards, or a payload no adapter reads;
    /// otherwise `move` for this board's cards (`copy` when they join a card, `cancel` when a card would join
    /// itself) and `copy` from elsewhere, with the intent of ``intentPolicy``.
    public func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        let board = document.board
        guard board.lists.indices.contains(location.section) else { return DropProposal(operation: .forbidden) }
        let list = board.lists[location.section]
        guard !list.archived else { return DropProposal(operation: .forbidden) }
        let local = localCards(in: session)
        let fromList: Set<String> = local.map { local in
            Set(local.ids.filter { id in list.cards.contains { $0.id == id } && local.isSameDocument })
        } ?? []
        if !fromList.isEmpty && listsRefusingOwnCards.contains(list.id) {
            return DropProposal(operation: .forbidden)
        }
        let request = DropIntentRequest(
            location: location, isLocal: local != nil, isSameList: local.map { fromList.count == $0.ids.count } ?? false)
        let intent = intentPolicy(request)
        let joinsCard = location.resolving(intent).intent == .insertIntoDestinationIndexPath
        if let local {
            if joinsCard {
                // A card dropped onto itself would only repeat its own title inside it.
                let under = location.row.flatMap { list.cards.indices.contains($0) ? list.cards[$0].id : nil }
                if let under, local.isSameDocument && local.ids.contains(under) {
                    return DropProposal(operation: .cancel, intent: intent)
                }
                return DropProposal(operation: .copy, intent: intent)
            }
            let gained = local.ids.count - fromList.count
            guard list.hasRoom(for: gained) else { return DropProposal(operation: .forbidden) }
            return DropProposal(operation: .move, intent: intent)
        }
        let items = session.items
        guard plans(for: items) != nil else { return DropProposal(operation: .forbidden) }
        guard joinsCard || list.hasRoom(for: items.count) else { return DropProposal(operation: .forbidden) }
        return DropProposal(operation: .copy, intent: intent)
    }
}

extension BoardList {
    /// Whether `added` more open cards fit under the card limit.
    func hasRoom(for added: Int) -> Bool {
        guard let cardLimit, added > 0 else { return true }
        return cards.count { !$0.archived } + added <= cardLimit
    }
}
