extension Board {
    /// The lists of an imported board made ready to go on this board: label ids this board does not have are
    /// left off its cards (a label is not carried across boards yet), and counted.
    ///
    /// Used by every road that adds imported cards to an existing board (`cardport import --into`, a drop), so
    /// they give the same board; the count becomes a warning, so nothing is lost silently.
    public func fragmentLists(from imported: Board) -> (lists: [BoardList], droppedLabels: Int) {
        let known = Set(labels.map(\.id))
        var lists = imported.lists
        var dropped = 0
        for index in lists.indices {
            for card in lists[index].cards.indices {
                let before = lists[index].cards[card].labelIDs.count
                lists[index].cards[card].labelIDs.removeAll { !known.contains($0) }
                dropped += before - lists[index].cards[card].labelIDs.count
            }
        }
        return (lists, dropped)
    }

    /// The warning for labels left off by ``fragmentLists(from:)``; nil when none were.
    public static func droppedLabelsWarning(_ count: Int, board name: String) -> AdapterWarning? {
        count == 0 ? nil : AdapterWarning("\(count) label(s) of the payload's cards are not on \(name) and were left off")
    }
}
