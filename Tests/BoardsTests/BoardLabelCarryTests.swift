import Testing

@testable import Boards

/// Cards from another board keep their labels: a label the board has (same name and colour) is reused, one it
/// lacks is added, and nothing is dropped without being counted.
@Suite struct BoardLabelCarryTests {
    let here = [Label(id: "g", name: "Ready", color: "green"), Label(id: "r", name: "Bug", color: "red")]

    func board() -> Board {
        Board(id: "b", name: "B", labels: here, lists: [BoardList(id: "L", name: "Todo", cards: [Card(id: "c", title: "C")])])
    }

    @Test func aLabelWithTheSameNameAndColourIsReused() {
        var board = board()
        var cards = [Card(id: "x", title: "X", labelIDs: ["theirs"])]
        let carry = board.carryLabels(of: &cards, from: [Label(id: "theirs", name: "Ready", color: "green")])
        #expect(cards[0].labelIDs == ["g"])
        #expect(board.labels == here)
        #expect(carry == LabelCarry())
    }

    @Test func aLabelTheBoardLacksIsAddedKeepingItsIdWhenFree() {
        var board = board()
        var cards = [Card(id: "x", title: "X", labelIDs: ["new", "g"]), Card(id: "y", title: "Y", labelIDs: ["new"])]
        let theirs = [Label(id: "new", name: "Docs", color: "blue"), Label(id: "g", name: "Blocked", color: "black")]
        let carry = board.carryLabels(of: &cards, from: theirs)
        // "g" is taken here by another label, so theirs arrives as "g-2".
        #expect(cards.map(\.labelIDs) == [["new", "g-2"], ["new"]])
        #expect(board.labels == here + [Label(id: "new", name: "Docs", color: "blue"), Label(id: "g-2", name: "Blocked", color: "black")])
        #expect(carry.added.map(\.name) == ["Docs", "Blocked"])
        #expect(carry.leftOff == 0)
    }

    @Test func aNameInAnotherColourIsADifferentLabelAndIsReported() {
        var board = board()
        var cards = [Card(id: "x", title: "X", labelIDs: ["b"])]
        let carry = board.carryLabels(of: &cards, from: [Label(id: "b", name: "Bug", color: "orange")])
        #expect(board.labels.last == Label(id: "b", name: "Bug", color: "orange"))
        #expect(cards[0].labelIDs == ["b"])
        #expect(carry.sameNameOtherColour == [Label(id: "b", name: "Bug", color: "orange")])
    }

    @Test func anIdNamingNoLabelStaysOnlyWhereTheBoardHasItAndIsCountedOtherwise() {
        var board = board()
        var cards = [Card(id: "x", title: "X", labelIDs: ["r", "ghost", "ghost2"])]
        let carry = board.carryLabels(of: &cards, from: [])
        #expect(cards[0].labelIDs == ["r"])
        #expect(carry.leftOff == 2)
        #expect(board.labels == here)
    }

    @Test func insertingCardsAddsTheirLabelsInTheSameUndoableEdit() throws {
        let document = BoardDocument(board: board())
        let before = document.board
        try document.insertCards(
            [Card(id: "x", title: "X", labelIDs: ["theirs"])], intoList: "L",
            carryingLabels: [Label(id: "theirs", name: "Docs", color: "blue")])
        #expect(document.board.labels.map(\.name) == ["Ready", "Bug", "Docs"])
        #expect(document.board.lists[0].cards.last?.labelIDs == ["theirs"])
        expectExactUndo(document, named: "Add card", before: before)
    }

    @Test func insertingListsCarriesTheirCardsLabels() throws {
        let document = BoardDocument(board: board())
        try document.insertLists(
            [BoardList(id: "M", name: "More", cards: [Card(id: "x", title: "X", labelIDs: ["t"])])],
            carryingLabels: [Label(id: "t", name: "Bug", color: "red")])
        #expect(document.board.labels == here)
        #expect(document.board.lists[1].cards[0].labelIDs == ["r"])
    }
}
