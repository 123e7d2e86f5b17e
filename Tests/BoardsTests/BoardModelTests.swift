import Foundation
import Testing

@testable import Boards

@Suite struct BoardModelTests {
    @Test func newValuesAreEmptyAndOpen() {
        let card = Card(id: "c", title: "Buy milk")
        #expect(card.notes.isEmpty && !card.archived && !card.dueComplete)
        #expect(card.labelIDs.isEmpty && card.checklists.isEmpty && card.comments.isEmpty && card.attachments.isEmpty)
        #expect(card.due == nil && card.start == nil && card.source == nil && card.members.isEmpty)
        let list = BoardList(id: "l", name: "To do")
        #expect(!list.archived && list.cards.isEmpty && list.cardLimit == nil)
        #expect(Label(id: "x").name.isEmpty && Label(id: "x").color == nil)
    }

    @Test func boardsAreValuesThatCopy() {
        var board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [Card(id: "c", title: "t")])])
        let copy = board
        board.lists[0].cards[0].title = "changed"
        #expect(copy.lists[0].cards[0].title == "t")
        #expect(copy != board)
    }

    @Test func boardsCrossTasks() async {
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L")])
        let name = await Task.detached { board.lists.first?.name }.value
        #expect(name == "L")
    }
}
