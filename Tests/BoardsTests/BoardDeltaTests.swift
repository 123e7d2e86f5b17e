import Foundation
import Testing

@testable import Boards

/// What an undo step keeps: the cards an edit took out and put in, in proportion to the edit, and undo and redo
/// exact with it.
@Suite struct BoardDeltaTests {
    static func longBoard(_ count: Int) -> Board {
        Board(
            id: "b", name: "Long",
            lists: [
                BoardList(id: "A", name: "Backlog", cards: (1...count).map { Card(id: "a\($0)", title: "Task \($0)") }),
                BoardList(id: "B", name: "Done", cards: (1...10).map { Card(id: "b\($0)", title: "Done \($0)") }),
            ])
    }

    @Test func aMoveWithinALongListKeepsOneCardTakenOutAndPutIn() throws {
        var after = Self.longBoard(4_500)
        after.lists[0].cards.insert(after.lists[0].cards.remove(at: 10), at: 4_000)
        let delta = BoardDelta(from: Self.longBoard(4_500), to: after)
        #expect(delta.lists.map(\.id) == ["A"])
        #expect(delta.lists[0].removed.map(\.offset) == [10] && delta.lists[0].inserted.map(\.offset) == [4_000])
        #expect(delta.lists[0].removed.map(\.card.id) == ["a11"])
        #expect(try delta.apply(to: Self.longBoard(4_500)).get() == after)
        #expect(try delta.inverted.apply(to: after).get() == Self.longBoard(4_500))
    }

    @Test func aDocumentsMovesOnALongListUndoAndRedoExactly() throws {
        let document = BoardDocument(board: Self.longBoard(3_000))
        var boards = [document.board]
        // A fixed sequence of moves from a linear congruential generator, so a failure plays again.
        var seed: UInt64 = 32
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<40 {
            let card = "a\(next(3_000) + 1)"
            let list = next(2) == 0 ? "A" : "B"
            let count = document.board.lists.first { $0.id == list }!.cards.count
            try document.moveCards([card], toList: list, at: next(count))
            boards.append(document.board)
        }
        for expected in boards.dropLast().reversed() {
            #expect(document.undo())
            #expect(document.board == expected)
        }
        for expected in boards.dropFirst() {
            #expect(document.redo())
            #expect(document.board == expected)
        }
    }

    @Test func cardsSharingAnIdAndListsSharingAnIdStillUndoExactly() throws {
        var board = Self.longBoard(20)
        board.lists[0].cards[5].id = "a1"
        board.lists.append(BoardList(id: "A", name: "Twin", cards: [Card(id: "t1", title: "Twin")]))
        let document = BoardDocument(board: board)
        try document.renameCard("a3", to: "Renamed")
        try document.moveCards(["a2"], toList: "B", at: 0)
        let after = document.board
        #expect(document.undo() && document.undo())
        #expect(document.board == board)
        #expect(document.redo() && document.redo())
        #expect(document.board == after)

        // A list's cards reversed, two of them sharing an id: the delta replaces what lies between.
        board.lists.removeLast()
        var reordered = board
        reordered.lists[0].cards.reverse()
        let delta = BoardDelta(from: board, to: reordered)
        #expect(try delta.apply(to: board).get() == reordered)
        #expect(try delta.inverted.apply(to: reordered).get() == board)
    }

    @Test func aDeltaRefusesAListWhoseCardsWereReorderedOrWhoseRemovedCardChanged() throws {
        var after = Self.longBoard(50)
        after.lists[0].cards.insert(after.lists[0].cards.remove(at: 0), at: 30)
        let undo = BoardDelta(from: Self.longBoard(50), to: after).inverted
        var reordered = after
        reordered.lists[0].cards.swapAt(1, 2)
        #expect(throws: BoardDelta.Conflict.self) { try undo.apply(to: reordered).get() }
        var changed = after
        changed.lists[0].cards[30].title = "Changed"
        #expect(throws: BoardDelta.Conflict.self) { try undo.apply(to: changed).get() }
        var other = after
        other.lists[0].cards[5].title = "Someone else's"
        #expect(try undo.apply(to: other).get().lists[0].cards[6].title == "Someone else's")
    }
}
