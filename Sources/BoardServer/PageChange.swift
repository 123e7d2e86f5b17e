import Boards

/// What one change did to the board as the page draws it: the cards to draw again (each with its list, the card
/// it now goes before, its place in the list, and its HTML), the cards no longer drawn, the counts of the lists they touched and the
/// history buttons. A page showing ``from`` patches these nodes and is at ``version``; a page showing any other
/// version fetches the whole board.
///
/// Made only when the change left everything but cards as it was (the lists, their names and limits, the labels,
/// the people, the board's name) and moved, added or changed at most ``maximumCards`` cards: anything else is
/// announced without it, and pages draw the board again as a whole.
package struct PageChange: Codable, Sendable, Hashable {
    /// A card drawn again: removed from where it was and inserted before ``beforeCardID`` (last when absent) in
    /// its list.
    package struct PlacedCard: Codable, Sendable, Hashable {
        /// The card's id.
        package var id: String
        /// The list the card is now in.
        package var listID: String
        /// The open card it now goes before, absent when it is last.
        package var beforeCardID: String?
        /// Its place among its list's open cards. A page that draws the list's first cards only draws it when
        /// every card before it is drawn, at this place.
        package var index: Int
        /// The card as the board draws it.
        package var html: String
    }

    /// A list whose cards changed: its count of open cards, as its header shows it.
    package struct ListCount: Codable, Sendable, Hashable {
        /// The list's id.
        package var id: String
        /// `12` or, with a card limit, `12/20`.
        package var count: String
        /// The list's open cards, drawn or not (the page draws a long list a screenful at a time).
        package var cards: Int
    }

    /// The version the change was made on.
    package var from: Int
    /// The version it made.
    package var version: Int
    /// The cards drawn again, in board order.
    package var cards: [PlacedCard]
    /// Cards no longer drawn anywhere (deleted or archived).
    package var removedCardIDs: [String]
    /// The lists whose cards changed.
    package var lists: [ListCount]
    /// The Undo button, as the toolbar draws it.
    package var undo: String
    /// The Redo button, as the toolbar draws it.
    package var redo: String

    /// More cards than this drawn again and the page fetches the board instead.
    package static let maximumCards = 500

    /// The change from `before` (at version `from`) to the snapshot `after`, or nil when it is more than cards.
    package static func between(_ before: Board, and after: ServedBoard.Snapshot, from: Int) -> PageChange? {
        let board = after.board
        guard after.layout.views.isEmpty, board.lists.count == before.lists.count,
              Self.withoutCards(before) == Self.withoutCards(board)
        else { return nil }
        let labels = Dictionary(board.labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let people = BoardDirectory(board, cards: false)
        var placed: [PlacedCard] = []
        var gone: Set<String> = []
        var lists: [ListCount] = []
        for (old, new) in zip(before.lists, board.lists) where old.cards != new.cards {
            let oldOpen = old.cards.filter { !$0.archived }
            let newOpen = new.cards.filter { !$0.archived }
            let kept = Self.kept(oldOpen, in: newOpen)
            for (index, card) in newOpen.enumerated() where !kept.contains(index) {
                let next = index + 1 < newOpen.count ? newOpen[index + 1].id : nil
                placed.append(PlacedCard(
                    id: card.id, listID: new.id, beforeCardID: next, index: index,
                    html: BoardPage.cardElement(card, labels: labels, people: people)))
                guard placed.count <= maximumCards else { return nil }
            }
            let keptIDs = Set(kept.map { newOpen[$0].id })
            gone.formUnion(oldOpen.lazy.map(\.id).filter { !keptIDs.contains($0) })
            if oldOpen.count != newOpen.count {
                let count = new.cardLimit.map { "\(newOpen.count)/\($0)" } ?? "\(newOpen.count)"
                lists.append(ListCount(id: new.id, count: count, cards: newOpen.count))
            }
        }
        gone.subtract(placed.map(\.id))
        return PageChange(
            from: from, version: after.version, cards: placed, removedCardIDs: gone.sorted(), lists: lists,
            undo: BoardPage.historyButton("undo", "Undo", after.undoName, key: "Ctrl+Z"),
            redo: BoardPage.historyButton("redo", "Redo", after.redoName, key: "Ctrl+Shift+Z"))
    }

    /// The board with every list emptied: what must not change for a change to be cards only.
    static func withoutCards(_ board: Board) -> Board {
        var board = board
        for index in board.lists.indices { board.lists[index].cards = [] }
        return board
    }

    /// The indices in `new` of the cards that stay drawn as they are: the longest run of unchanged cards that
    /// keep their order (the cards that moved, changed or arrived are the others).
    static func kept(_ old: [Card], in new: [Card]) -> Set<Int> {
        var oldIndex: [String: Int] = [:]
        for (index, card) in old.enumerated() { oldIndex[card.id] = index }
        var pairs: [(new: Int, old: Int)] = []
        for (index, card) in new.enumerated() {
            if let at = oldIndex[card.id], old[at] == card { pairs.append((index, at)) }
        }
        return Set(BoardDelta.longestIncreasingRun(pairs).map(\.new))
    }
}
