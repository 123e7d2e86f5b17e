import Boards
import BoardDrops
import Foundation

extension ServedBoard {
    /// Where a drop goes on the plain board when it is inserted: the list, and the position whose card the cards
    /// go before (`nil` for last), in the terms of `BoardEdit.moveCards` and `BoardEdit.insertCards`.
    struct Insertion {
        var listID: String
        var at: Int?
    }

    /// The card a drop merges into, when the person asks to merge (Alt held, or "Merge into…").
    struct MergeTarget {
        var listID: String
        var cardID: String
    }

    /// Where a drop on the plain board goes: inserted at a line, or merged into a card.
    enum Destination {
        case insertion(Insertion)
        case merge(MergeTarget)
    }

    /// Trello's rule for a drop over a list of the plain board: it is inserted at the line the page draws, before
    /// the card under the pointer when the pointer is over its upper half, after it over its lower half, last
    /// over the list's empty space; it merges into the card under the pointer only when the person asks to
    /// merge. Whether the list or card takes it is the board session's to say.
    /// - Throws: ``BoardServerError`` `notFound` for a list or card that is not on the board.
    func destination(_ pointer: BoardAPI.Pointer, in board: Board) throws(BoardServerError) -> Destination {
        let location = try location(pointer, in: board)
        let list = board.lists[location.section]
        guard let row = location.row else { return .insertion(Insertion(listID: list.id, at: nil)) }
        if pointer.merge == true { return .merge(MergeTarget(listID: list.id, cardID: list.cards[row].id)) }
        return .insertion(Insertion(listID: list.id, at: location.fractionInRow < 0.5 ? row : row + 1))
    }

    /// What a drop at `insertion` would do, as the board session would answer `edits` (the move of this board's
    /// cards, or new cards for dropped files and items): `operation` with the line before the card at that position, or
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
