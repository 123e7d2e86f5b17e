extension BoardDocument {
    /// Inserts lists that came from elsewhere (an import, a drop), with their cards, at `index` among the
    /// board's lists (`0...lists.count`; `nil` puts them last).
    ///
    /// Ids in the fragment are kept where they are new to the board and not empty; the others get new ids, so
    /// inserting the same fragment twice gives two independent copies. With `labels` (the labels the cards'
    /// label ids refer to, their own board's), the cards carry them over as ``Board/carryLabels(of:from:)``
    /// says, the board gaining the labels it lacks in the same edit; without, card label ids are kept as given.
    /// A list that arrives over its own card limit is accepted as it is. Undo step "Add list" / "Add 3 lists".
    /// - Returns: The inserted lists' ids, in order.
    /// - Throws: ``BoardEditError`` `emptySelection` or `indexOutOfRange`.
    @discardableResult
    public func insertLists(_ lists: [BoardList], at index: Int? = nil, carryingLabels labels: [Label]? = nil)
        throws(BoardEditError) -> [String]
    {
        guard !lists.isEmpty else {
            throw BoardEditError(code: .emptySelection, message: "The edit was given no lists.")
        }
        return try perform(Self.actionName("Add", lists.count, "list")) {
            (board: inout Board) throws(BoardEditError) in
            let index = index ?? board.lists.count
            guard (0...board.lists.count).contains(index) else {
                throw .index(index, outside: 0...board.lists.count, in: "the board's lists")
            }
            var lists = lists
            if let labels {
                for list in lists.indices { board.carryLabels(of: &lists[list].cards, from: labels) }
            }
            let replace = freshIDs(avoiding: board.allIDs())
            let inserted = lists.map { list in
                var list = list
                list.id = replace(list.id)
                list.cards = list.cards.map { $0.reidentified(replace) }
                return list
            }
            board.lists.insert(contentsOf: inserted, at: index)
            let changes = inserted.indices.map { BoardChange.listInserted(id: inserted[$0].id, index: index + $0) }
            return (inserted.map(\.id), changes)
        }
    }

    /// Inserts cards that came from elsewhere (an import, a drop) into a list at `index` (`0...cards.count`;
    /// `nil` puts them last).
    ///
    /// Ids and `labels` are handled as in ``insertLists(_:at:carryingLabels:)``. Undo step "Add card" /
    /// "Add 3 cards".
    /// - Returns: The inserted cards' ids, in order.
    /// - Throws: ``BoardEditError`` `emptySelection`, `unknownID`, `indexOutOfRange` or `cardLimitReached`.
    @discardableResult
    public func insertCards(
        _ cards: [Card], intoList listID: String, at index: Int? = nil, carryingLabels labels: [Label]? = nil
    ) throws(BoardEditError) -> [String] {
        guard !cards.isEmpty else { throw BoardEditError(code: .emptySelection, message: "The edit was given no cards.") }
        return try perform(Self.actionName("Add", cards.count, "card")) {
            (board: inout Board) throws(BoardEditError) in
            let list = try board.listIndex(of: listID)
            let index = index ?? board.lists[list].cards.count
            try Self.checkIndex(index, insertingInto: board.lists[list])
            try board.checkAdmission(ofList: list, incoming: cards.count, open: cards.count { !$0.archived })
            var cards = cards
            if let labels { board.carryLabels(of: &cards, from: labels) }
            let replace = freshIDs(avoiding: board.allIDs())
            let inserted = cards.map { $0.reidentified(replace) }
            board.lists[list].cards.insert(contentsOf: inserted, at: index)
            let changes = inserted.indices.map {
                BoardChange.cardInserted(id: inserted[$0].id, at: CardLocation(listID: listID, index: index + $0))
            }
            return (inserted.map(\.id), changes)
        }
    }
}
