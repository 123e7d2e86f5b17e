import Testing

@testable import Boards

@Suite struct BoardDocumentFragmentTests {
    let imported = [
        BoardList(id: "t1", name: "Imported", cards: [Card(id: "tc1", title: "One"), Card(id: "a1", title: "Clash")]),
        BoardList(id: "A", name: "Also clashes"),
    ]

    @Test func insertsListsKeepingNewIdsAndReplacingTakenOnes() throws {
        let document = sampleDocument()
        let before = document.board
        let ids = try document.insertLists(imported, at: 1)
        #expect(document.board.lists.map(\.name) == ["To do", "Imported", "Also clashes", "Doing", "Done"])
        #expect(ids.first == "t1" && ids.count == 2 && ids[1] != "A")
        let cards = document.board.lists[1].cards
        #expect(cards[0].id == "tc1" && cards[1].id != "a1" && cards[1].title == "Clash")
        let all = document.board.lists.flatMap { [$0.id] + $0.cards.map(\.id) }
        #expect(Set(all).count == all.count)
        expectExactUndo(document, named: "Add 2 lists", before: before)
    }

    @Test func insertingTheSameFragmentTwiceGivesIndependentCopies() throws {
        let document = sampleDocument()
        let first = try document.insertLists(imported)
        let second = try document.insertLists(imported)
        #expect(Set(first).isDisjoint(with: second))
        try document.renameCard(document.board.lists[3].cards[0].id, to: "Changed")
        #expect(document.board.lists[5].cards[0].title == "One")
    }

    @Test func insertsCardsIntoAList() throws {
        let document = sampleDocument()
        let before = document.board
        let ids = try document.insertCards([Card(id: "x1", title: "X"), Card(id: "b1", title: "Y")], intoList: "B", at: 1)
        #expect(ids[0] == "x1" && ids[1] != "b1")
        #expect(cardIDs(document.board)["B"] == ["b1", "x1", ids[1], "b2"])
        expectExactUndo(document, named: "Add 2 cards", before: before)
    }

    @Test func refusesFragmentsThatCannotApply() {
        let document = sampleDocument()
        let three = (1...3).map { Card(id: "z\($0)", title: "") }
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.insertCards(three, intoList: "C") }
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.insertCards(three, intoList: "B", at: 9) }
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.insertLists(imported, at: 9) }
        expectRefused(document, .emptySelection) { () throws(BoardEditError) in try document.insertLists([]) }
        expectRefused(document, .emptySelection) { () throws(BoardEditError) in try document.insertCards([], intoList: "B") }
    }
}
