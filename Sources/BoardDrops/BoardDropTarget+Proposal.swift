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
        /// The file store of the cards' board, when their references name one.
        var attachmentStore: AttachmentStore?
    }

    /// The dragged cards when every item is a card of one board in this app; nil otherwise.
    ///
    /// Each item's `DragItem.localObject` names its card. A source that keeps the card in the drag
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
        return LocalCards(document: first.document, ids: ids, isSameDocument: first.document === document,
                          attachmentStore: first.attachmentStore)
    }

    /// The conversion of each item, planned once per item and drag and kept until the drag ends; or the
    /// refusal naming the first item that offers nothing the registry reads.
    func conversions(for items: [DragItem]) -> Result<[ItemProviderConversion], BoardDropRefusal> {
        var conversions: [ItemProviderConversion] = []
        for (index, item) in items.enumerated() {
            let provider = item.itemProvider
            let key = ObjectIdentifier(provider)
            let planned = state.withLock { $0.plans[key]?.conversion }
            let conversion: ItemProviderConversion?
            if let planned {
                conversion = planned
            } else {
                conversion = try? ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
                state.withLock { $0.plans[key] = (provider, conversion) }
            }
            guard let conversion else {
                return .failure(.unreadableItem(index, offering: provider.registeredTypeIdentifiers))
            }
            conversions.append(conversion)
        }
        return .success(conversions)
    }

    /// Takes drags of cards of a board in this app, and drags from anywhere whose every item the registry reads.
    public func canHandle(_ session: DropSession) -> Bool {
        if localCards(in: session) != nil { return true }
        let items = session.items
        guard !items.isEmpty else {
            state.withLock { $0.lastRefusal = BoardDropRefusal(reason: .noItems, message: "the drag holds no items") }
            return false
        }
        if case .failure(let refusal) = conversions(for: items) {
            state.withLock { $0.lastRefusal = refusal }
            return false
        }
        return true
    }

    /// Forgets the plans made for the drag's items.
    public func dropSessionDidEnd(_ session: DropSession) {
        let keys = Set(session.items.map { ObjectIdentifier($0.itemProvider) })
        state.withLock { state in
            for key in keys { state.plans[key] = nil }
        }
    }

    /// The proposal at `location` (see ``proposal(for:at:)``); a refusal is kept as ``lastRefusal``.
    public func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        let answer = proposal(for: session, at: location)
        state.withLock { $0.lastRefusal = answer.refusal }
        return answer.proposal
    }

    /// Why the last hover was refused, nil when it was not. For a caller that shows the reason after a drag.
    public var lastRefusal: BoardDropRefusal? { state.withLock { $0.lastRefusal } }

    /// The proposal at `location`, and why when it is `forbidden` or `cancel`: `forbidden` for an archived or
    /// missing list, a list at its card limit (unless the drop only reorders or joins a card), a list refusing
    /// its own cards, or an item no adapter reads; `cancel` for a card dropped onto itself; otherwise `move` for
    /// this app's cards (`copy` when they join a card) and `copy` from elsewhere, with the intent of
    /// ``intentPolicy``. The one place the board's drop rules live.
    public func proposal(for session: DropSession, at location: DropLocation)
        -> (proposal: DropProposal, refusal: BoardDropRefusal?)
    {
        func forbidden(_ reason: BoardDropRefusal.Reason, _ message: String) -> (DropProposal, BoardDropRefusal?) {
            (DropProposal(operation: .forbidden), BoardDropRefusal(reason: reason, message: message))
        }
        let board = document.board
        guard board.lists.indices.contains(location.section) else {
            return forbidden(.noSuchList, "the board has no list at position \(location.section)")
        }
        let list = board.lists[location.section]
        // The board's one admission rule (BoardList.refusal): an archived list takes nothing dropped on it.
        if list.archived, let refusal = list.refusal(incoming: 1, open: 0) {
            return forbidden(.archivedList, refusal.message)
        }
        let local = localCards(in: session)
        // The list's card ids once, so a drag of many cards over a long list costs both, not their product.
        let fromList: Set<String> = local.map { local in
            guard local.isSameDocument else { return [] }
            let here = Set(list.cards.map(\.id))
            return Set(local.ids.filter { here.contains($0) })
        } ?? []
        if !fromList.isEmpty && listsRefusingOwnCards.contains(list.id) {
            return forbidden(.listRefusesOwnCards, "the list '\(list.name)' does not take its own cards back")
        }
        let request = DropIntentRequest(
            location: location, isLocal: local != nil, isSameList: local.map { fromList.count == $0.ids.count } ?? false)
        let intent = intentPolicy(request)
        let joinsCard = location.resolving(intent).intent == .insertIntoDestinationIndexPath
        /// The list's refusal of `gained` more cards, by the same rule as every edit.
        let full = { (gained: Int) -> BoardDropRefusal? in
            list.refusal(incoming: gained, open: gained).map { BoardDropRefusal(reason: .listFull, message: $0.message) }
        }
        if let local {
            if joinsCard {
                // A card dropped onto itself would only repeat its own title inside it.
                let under = location.row.flatMap { list.cards.indices.contains($0) ? list.cards[$0].id : nil }
                if let under, local.isSameDocument && local.ids.contains(under) {
                    return (
                        DropProposal(operation: .cancel, intent: intent),
                        BoardDropRefusal(reason: .sameCard, message: "a card cannot be dropped onto itself"))
                }
                return (DropProposal(operation: .copy, intent: intent), nil)
            }
            let gained = local.ids.count - fromList.count
            if let refusal = full(gained) { return (DropProposal(operation: .forbidden), refusal) }
            return (DropProposal(operation: .move, intent: intent), nil)
        }
        let items = session.items
        guard !items.isEmpty else { return forbidden(.noItems, "the drag holds no items") }
        if case .failure(let refusal) = conversions(for: items) { return (DropProposal(operation: .forbidden), refusal) }
        if !joinsCard, let refusal = full(items.count) { return (DropProposal(operation: .forbidden), refusal) }
        return (DropProposal(operation: .copy, intent: intent), nil)
    }
}
