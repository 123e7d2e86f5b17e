// Finding lists and cards by id, for edits. Linear scans: boards hold thousands of cards, and an edit touches
// few of them.

extension Board {
    /// The index of the list with an id.
    func listIndex(of id: String) throws(BoardEditError) -> Int {
        guard let index = lists.firstIndex(where: { $0.id == id }) else { throw .unknownList(id) }
        return index
    }

    /// The list index and card index of the card with an id.
    func cardPosition(of id: String) throws(BoardEditError) -> (list: Int, card: Int) {
        for (listIndex, list) in lists.enumerated() {
            if let cardIndex = list.cards.firstIndex(where: { $0.id == id }) { return (listIndex, cardIndex) }
        }
        throw .unknownCard(id)
    }

    /// The positions of the cards with these ids, in the order given: one pass over the board for all of them,
    /// so a selection of many cards costs the board once, not once per card.
    /// - Throws: `unknownCard` for the first id, in the order given, that no card has.
    func cardPositions(of ids: [String]) throws(BoardEditError) -> [(list: Int, card: Int)] {
        let found = firstCardPositions(of: ids)
        return try ids.map { id throws(BoardEditError) in
            guard let position = found[id] else { throw .unknownCard(id) }
            return position
        }
    }

    /// Where the first card with each of these ids is, found in one pass over the board; an id no card has is
    /// left out.
    func firstCardPositions(of ids: [String]) -> [String: (list: Int, card: Int)] {
        let wanted = Set(ids)
        var found: [String: (list: Int, card: Int)] = [:]
        for (listIndex, list) in lists.enumerated() {
            for (cardIndex, card) in list.cards.enumerated() where wanted.contains(card.id) && found[card.id] == nil {
                found[card.id] = (listIndex, cardIndex)
            }
        }
        return found
    }

    /// Removes the cards at these positions (each at most once), each list rebuilt once: removing them one by
    /// one would shift the rest of a list for each card taken out of it.
    mutating func removeCards(at positions: [(list: Int, card: Int)]) {
        for (list, places) in Dictionary(grouping: positions, by: \.list) {
            if places.count == 1 {
                lists[list].cards.remove(at: places[0].card)
            } else {
                let removed = Set(places.map(\.card))
                lists[list].cards = lists[list].cards.indices.filter { !removed.contains($0) }.map { lists[list].cards[$0] }
            }
        }
    }

    /// Every id on the board: lists, cards, labels and the parts of cards.
    func allIDs() -> Set<String> {
        var ids = Set(labels.map(\.id))
        for list in lists {
            ids.insert(list.id)
            for card in list.cards { card.collectIDs(into: &ids) }
        }
        return ids
    }

    /// Applies ``BoardList/refusal(incoming:open:)`` to the list at `index`.
    func checkAdmission(ofList index: Int, incoming: Int, open: Int) throws(BoardEditError) {
        if let refusal = lists[index].refusal(incoming: incoming, open: open) { throw refusal }
    }
}

extension Card {
    func collectIDs(into ids: inout Set<String>) {
        ids.insert(id)
        for checklist in checklists {
            ids.insert(checklist.id)
            for item in checklist.items { ids.insert(item.id) }
        }
        for comment in comments { ids.insert(comment.id) }
        for attachment in attachments { ids.insert(attachment.id) }
    }

    /// The card with its id, and the ids of its parts, replaced where `replace` says so.
    ///
    /// `replace` gets each id and returns the id to use; copies pass one that always makes a new id, fragments
    /// one that keeps ids new to the board.
    func reidentified(_ replace: (String) -> String) -> Card {
        var card = self
        card.id = replace(id)
        for checklistIndex in card.checklists.indices {
            card.checklists[checklistIndex].id = replace(card.checklists[checklistIndex].id)
            for itemIndex in card.checklists[checklistIndex].items.indices {
                card.checklists[checklistIndex].items[itemIndex].id =
                    replace(card.checklists[checklistIndex].items[itemIndex].id)
            }
        }
        for index in card.comments.indices { card.comments[index].id = replace(card.comments[index].id) }
        for index in card.attachments.indices {
            let newID = replace(card.attachments[index].id)
            if card.cover?.attachmentID == card.attachments[index].id { card.cover?.attachmentID = newID }
            card.attachments[index].id = newID
        }
        return card
    }
}
