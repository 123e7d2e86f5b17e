import Boards

extension BoardDocument {
    /// Merges `cards` into the card with id `id`, as a drop onto a card does ("copy onto"): the card takes in
    /// their content (each title as a checklist item, or as an attachment when it is a link; their checklist
    /// items, notes and attachments); the cards merged stay where they are, and a
    /// card from elsewhere is not added. Undo step "Merge into card".
    ///
    /// The one merge of the package: a ``BoardDropTarget`` drop onto a card and the board session's
    /// ``BoardEdit/mergeCards(_:into:)`` and ``BoardEdit/mergeImportedCards(_:into:files:)`` all make it here. A card of
    /// an archived list takes nothing (the list's own rule, `BoardList.refusal(incoming:open:)`); a card limit
    /// does not apply, as no card is added.
    /// - Throws: `BoardEditError` `unknownID` when no card has the id, `archivedList` when its list is archived.
    package func mergeCards(_ cards: [Card], intoCard id: String) throws(BoardEditError) {
        if let list = board.lists.first(where: { list in list.cards.contains { $0.id == id } }),
            let refusal = list.refusal(incoming: 1, open: 0)
        {
            throw refusal
        }
        try mergeIntoCard(id, content: .dropContent(from: cards))
    }
}
