import Testing

@testable import Boards

@Suite struct BoardDocumentCardTests {
    @Test func addsACard() throws {
        let document = sampleDocument()
        let before = document.board
        let id = try document.addCard(titled: "New", notes: "n", toList: "B", at: 1)
        #expect(cardIDs(document.board)["B"] == ["b1", id, "b2"])
        #expect(document.board.lists[1].cards[1] == Card(id: id, title: "New", notes: "n"))
        expectExactUndo(document, named: "Add card", before: before)
    }

    @Test func refusesACardBeyondTheLimit() throws {
        let document = sampleDocument()
        try document.addCard(titled: "1", toList: "C")
        try document.addCard(titled: "2", toList: "C")
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.addCard(titled: "3", toList: "C") }
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.addCard(titled: "x", toList: "B", at: 3) }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.addCard(titled: "x", toList: "Z") }
    }

    @Test func archivedCardsDoNotCountTowardsTheLimitUntilUnarchived() throws {
        let document = sampleDocument()
        let first = try document.addCard(titled: "1", toList: "C")
        try document.addCard(titled: "2", toList: "C")
        try document.setCard(first, archived: true)
        let third = try document.addCard(titled: "3", toList: "C")
        #expect(document.board.lists[2].cards.map(\.id) == [first, "new2", third])
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.setCard(first, archived: false) }
    }

    @Test func renamesAndArchivesCards() throws {
        let document = sampleDocument()
        var before = document.board
        try document.renameCard("b2", to: "Renamed")
        #expect(document.board.lists[1].cards[1].title == "Renamed")
        expectExactUndo(document, named: "Rename card", before: before)
        before = document.board
        try document.setCard("b2", archived: true)
        #expect(document.board.lists[1].cards[1].archived)
        expectExactUndo(document, named: "Archive card", before: before)
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.renameCard("zz", to: "x") }
    }

    @Test func deletesCardsFromSeveralLists() throws {
        let document = sampleDocument()
        let before = document.board
        try document.deleteCards(["a2", "b1", "a4"])
        #expect(cardIDs(document.board) == ["A": ["a1", "a3"], "B": ["b2"], "C": []])
        expectExactUndo(document, named: "Delete 3 cards", before: before)
        try document.deleteCards(["a1"])
        #expect(document.undoActionName == "Delete card")
    }

    @Test func manyCardsAreNamedByIdOrTitleInTheOrderGiven() throws {
        let board = sampleDocument().board
        #expect(try board.cards(named: ["b2", "Write the plan", "a3", "B 1"]).map(\.id) == ["b2", "a1", "a3", "b1"])
        // The first reference that names no card is the one refused.
        #expect(throws: BoardEditError.self) { try board.cards(named: ["a1", "nope", "b1"]) }
        do {
            _ = try board.cards(named: ["a1", "nope", "other"])
        } catch {
            #expect(error.code == .unknownID && error.id == "nope")
        }
    }

    @Test func refusesToDeleteWhenOneCardIsUnknown() {
        let document = sampleDocument()
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.deleteCards(["a1", "nope"]) }
        expectRefused(document, .emptySelection) { () throws(BoardEditError) in try document.deleteCards([]) }
    }

    @Test func movesOneCardWithinAList() throws {
        let document = sampleDocument()
        let before = document.board
        try document.moveCards(["a1"], toList: "A", at: 3)
        #expect(cardIDs(document.board)["A"] == ["a2", "a3", "a4", "a1"])
        expectExactUndo(document, named: "Move card", before: before)
    }

    @Test func movesSeveralCardsWithinAListToAnIndexCountedWithoutThem() throws {
        let document = sampleDocument()
        let before = document.board
        // Staying: a2, a4. Index 1 puts the moved block between them, in the order given.
        try document.moveCards(["a3", "a1"], toList: "A", at: 1)
        #expect(cardIDs(document.board)["A"] == ["a2", "a3", "a1", "a4"])
        expectExactUndo(document, named: "Move 2 cards", before: before)
    }

    @Test func movesCardsFromSeveralListsIntoAnother() throws {
        let document = sampleDocument()
        let before = document.board
        try document.moveCards(["b2", "a1", "a3"], toList: "B", at: 1)
        #expect(cardIDs(document.board) == ["A": ["a2", "a4"], "B": ["b1", "b2", "a1", "a3"], "C": []])
        #expect(document.board.lists[1].cards[2] == sampleBoard().lists[0].cards[0])
        expectExactUndo(document, named: "Move 3 cards", before: before)
    }

    @Test func refusesMovesThatCannotApply() {
        let document = sampleDocument()
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.moveCards(["a1"], toList: "B", at: 3) }
        // Within A, two cards stay, so index 3 is out of range even though A holds four.
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.moveCards(["a1", "a2"], toList: "A", at: 3) }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.moveCards(["a1", "zz"], toList: "B", at: 0) }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.moveCards(["a1"], toList: "Z", at: 0) }
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.moveCards(["a1", "a2", "a3"], toList: "C", at: 0) }
        expectRefused(document, .emptySelection) { () throws(BoardEditError) in try document.moveCards([], toList: "C", at: 0) }
    }

    @Test func reorderingAListOverItsLimitIsAllowed() throws {
        let document = sampleDocument()
        try document.setCardLimit(2, ofList: "A")
        try document.moveCards(["a4"], toList: "A", at: 0)
        #expect(cardIDs(document.board)["A"] == ["a4", "a1", "a2", "a3"])
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.moveCards(["b1"], toList: "A", at: 0) }
    }

    @Test func movingAnArchivedCardDoesNotCountTowardsTheLimit() throws {
        let document = sampleDocument()
        try document.setCard("a1", archived: true)
        try document.moveCards(["a1", "a2", "a3"], toList: "C", at: 0)
        #expect(cardIDs(document.board)["C"] == ["a1", "a2", "a3"])
    }

    @Test func copiesCardsWithNewIdsThroughout() throws {
        let document = sampleDocument()
        let before = document.board
        let copies = try document.copyCards(["a1", "b2"], toList: "C", at: 0)
        #expect(copies.count == 2)
        #expect(cardIDs(document.board)["C"] == copies)
        #expect(cardIDs(document.board)["A"] == ["a1", "a2", "a3", "a4"])
        let copy = document.board.lists[2].cards[0]
        let original = sampleBoard().lists[0].cards[0]
        #expect(copy.title == original.title && copy.notes == original.notes && copy.labelIDs == original.labelIDs)
        #expect(copy.comments.map(\.text) == original.comments.map(\.text))
        #expect(copy.checklists.first?.items.map(\.text) == original.checklists.first?.items.map(\.text))
        #expect(copy.attachments.map(\.url) == original.attachments.map(\.url))
        let originalIDs = Set(["a1", "k1", "i1", "m1", "f1", "b2"])
        let copyIDs = Set([copy.id, copy.checklists[0].id, copy.checklists[0].items[0].id, copy.comments[0].id, copy.attachments[0].id])
        #expect(copyIDs.count == 5 && copyIDs.isDisjoint(with: originalIDs))
        expectExactUndo(document, named: "Copy 2 cards", before: before)
    }

    @Test func refusesCopiesThatCannotApply() {
        let document = sampleDocument()
        expectRefused(document, .cardLimitReached) { () throws(BoardEditError) in try document.copyCards(["a1", "a2", "a3"], toList: "C", at: 0) }
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.copyCards(["a1"], toList: "C", at: 1) }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.copyCards(["q"], toList: "C", at: 0) }
    }

    @Test func mergesContentIntoACard() throws {
        let document = sampleDocument()
        let before = document.board
        let content = Card(
            id: "ignored", title: "Dropped title", notes: "More detail.", archived: true, labelIDs: ["red", "blue"],
            checklists: [
                Checklist(id: "k1", name: "Steps", items: [ChecklistItem(id: "i1", text: "Review")]),
                Checklist(id: "k9", name: "Extra", items: [ChecklistItem(id: "i9", text: "One")]),
            ],
            comments: [Comment(id: "m9", author: "bob", date: date(milliseconds: 1_700_000_000_000), text: "Added")],
            attachments: [
                Attachment(id: "f2", name: "again", url: "https://example.com/plan.pdf"),
                Attachment(id: "f3", name: "notes.txt", url: "https://example.com/notes.txt"),
            ],
            due: date(milliseconds: 1_800_000_000_000), members: ["bob"])
        try document.mergeIntoCard("a1", content: content)
        let card = document.board.lists[0].cards[0]
        #expect(card.id == "a1" && card.title == "Write the plan" && !card.archived)
        #expect(card.notes == "First draft.\n\nMore detail.")
        #expect(card.labelIDs == ["red", "blue"])
        #expect(card.checklists.map(\.name) == ["Steps", "Extra"])
        #expect(card.checklists[0].items.map(\.text) == ["Outline", "Review"])
        #expect(card.checklists[1].id == "k9" && card.checklists[1].items[0].id == "i9")
        // The merged item's id "i1" was taken on the board, so it got a new one.
        #expect(card.checklists[0].items[1].id != "i1")
        #expect(card.comments.map(\.text) == ["Go!", "Added"])
        #expect(card.attachments.map(\.name) == ["plan.pdf", "notes.txt"])
        #expect(card.due == date(milliseconds: 1_800_000_000_000) && card.members == ["bob"])
        expectExactUndo(document, named: "Merge into card", before: before)
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.mergeIntoCard("zz", content: content) }
    }

    @Test func editsFromManyTasksAreEachAppliedOnce() async throws {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { try document.addCard(titled: "card \(index)", toList: "B") }
            }
            try await group.waitForAll()
        }
        let titles = document.board.lists[1].cards.map(\.title)
        #expect(titles.count == 202 && Set(titles).count == 202)
        #expect(log.all.count == 200)
        var undone = 0
        while document.undo() { undone += 1 }
        #expect(undone == 200)
        #expect(document.board == sampleBoard())
    }
}
