extension BoardList {
    /// Why this list refuses the cards an edit would bring to it, or `nil` when it takes them.
    ///
    /// The one rule every road applies — an edit, a move, a copy, a drop, a paste, an import into the board:
    /// - an archived list takes no card from elsewhere (restore it first); reordering its own cards is allowed;
    /// - a list with a card limit takes no more open cards than the limit allows. Archived cards do not count, and
    ///   an existing excess is allowed: only edits that would add open cards past the limit are refused.
    /// - Parameters:
    ///   - incoming: How many cards come from other lists or from outside the board (0 for a reorder).
    ///   - open: How many cards would become open cards of this list: the incoming ones not archived, or a card of
    ///     the list being unarchived.
    /// - Returns: A ``BoardEditError`` with code `archivedList` or `cardLimitReached`, or `nil`.
    public func refusal(incoming: Int, open: Int) -> BoardEditError? {
        if incoming > 0 && archived {
            return BoardEditError(
                code: .archivedList,
                message: "The list '\(name)' is archived: restore it before adding cards to it.", id: id)
        }
        if let cardLimit, open > 0 {
            let current = cards.count { !$0.archived }
            if current + open > cardLimit {
                return BoardEditError(
                    code: .cardLimitReached,
                    message: "The list '\(name)' holds \(current) open cards and allows \(cardLimit); "
                        + "\(open) more do not fit.",
                    id: id)
            }
        }
        return nil
    }
}
