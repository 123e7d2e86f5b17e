import Boards
import BoardDrops
import Foundation

extension ServedBoard {
    /// Where a drop of this board's cards goes on the plain board: the list, and the position whose card the
    /// cards go before (`nil` for last), in `BoardEdit.moveCards` terms.
    struct Insertion {
        var listID: String
        var at: Int?
    }

    /// Trello's rule for a card dropped over a list of the plain board: it is inserted at the line the page
    /// draws, before the card under the pointer when the pointer is over its upper half, after it over its lower
    /// half, last over the list's empty space. Nil when the pointer asks to merge into the card under it (the
    /// drop target decides that) or is over a plain view.
    /// - Throws: ``BoardServerError`` `notFound` for a list or card that is not on the board.
    func insertion(_ pointer: BoardAPI.Pointer, in board: Board) throws(BoardServerError) -> Insertion? {
        guard pointer.viewID == nil else { return nil }
        let location = try location(pointer, in: board)
        let list = board.lists[location.section]
        guard let row = location.row else { return Insertion(listID: list.id, at: nil) }
        if pointer.merge == true { return nil }
        return Insertion(listID: list.id, at: location.fractionInRow < 0.5 ? row : row + 1)
    }

    /// What a drop at `insertion` would do, as the board session would answer `edits` (the move of this board's
    /// cards, or new cards for dropped files): `operation` with the line before the card at that position, or
    /// `forbidden` with the board's own reason (an archived list, a card limit).
    func insertionProposal(
        _ edits: [BoardEdit], operation: String, to insertion: Insertion, on board: Board
    ) -> BoardAPI.Proposal {
        var answer = BoardAPI.Proposal(operation: operation, intent: "insert", listID: insertion.listID)
        if case .failure(let refusal) = tryEdits(edits, on: board) {
            answer.operation = "forbidden"
            answer.intent = "none"
            answer.reason = refusal.message
            return answer
        }
        guard let list = board.lists.first(where: { $0.id == insertion.listID }) else { return answer }
        guard let at = insertion.at, at < list.cards.count else {
            answer.highlight = "end"
            return answer
        }
        answer.highlight = "gap"
        // The first card from that position on that the page shows (archived cards are not drawn).
        answer.beforeCardID = list.cards[at...].first { !$0.archived }?.id
        return answer
    }
}

extension ServedTarget {
    /// Whether this is the plain served board (the board's own drop target decides), not a sample app with
    /// its tutorial's rules.
    var isPlain: Bool { delegate as AnyObject === board }
}

extension BoardAPI.Pointer {
    /// The pointer as the plain board's drop target should see it: over a card, its top or bottom edge (so the
    /// drop is inserted before or after the card, never merged into it by where the pointer is), or its middle
    /// when the person asks to merge.
    var trelloRule: Self {
        guard cardID != nil else { return self }
        var pointer = self
        pointer.fraction = merge == true ? 0.5 : (fraction ?? 0.5) < 0.5 ? 0 : 1
        return pointer
    }
}
