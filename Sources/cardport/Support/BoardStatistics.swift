import Adapters

/// The counts `cardport inspect` reports for a board.
struct BoardStatistics: Codable, Equatable {
    var lists = 0
    var archivedLists = 0
    var cards = 0
    var archivedCards = 0
    var checklists = 0
    var checklistItems = 0
    var checklistItemsDone = 0
    var comments = 0
    var attachments = 0
    var labels = 0
    var cardsWithDueDates = 0

    /// Counts everything on `board`; cards in archived lists count as cards (and as archived ones).
    init(_ board: Board) {
        labels = board.labels.count
        for list in board.lists {
            lists += 1
            if list.archived { archivedLists += 1 }
            for card in list.cards {
                cards += 1
                if card.archived || list.archived { archivedCards += 1 }
                checklists += card.checklists.count
                for checklist in card.checklists {
                    checklistItems += checklist.items.count
                    checklistItemsDone += checklist.items.count { $0.done }
                }
                comments += card.comments.count
                attachments += card.attachments.count
                if card.due != nil { cardsWithDueDates += 1 }
            }
        }
    }
}

extension BoardStatistics {
    /// How many cards `lists` hold, archived ones included, as ``cards`` counts them, from the lists' counts
    /// alone: reading every card's parts, as the full statistics do, costs a large import several percent.
    static func cardCount(_ lists: [BoardList]) -> Int {
        lists.reduce(0) { $0 + $1.cards.count }
    }
}
