import Testing

@testable import Boards

@Suite struct BoardDocumentListTests {
    @Test func addsAListWhereAsked() throws {
        let document = sampleDocument()
        let before = document.board
        let id = try document.addList(named: "Review", at: 1)
        #expect(id == "new1")
        #expect(document.board.lists.map(\.id) == ["A", "new1", "B", "C"])
        #expect(document.board.lists[1] == BoardList(id: "new1", name: "Review"))
        expectExactUndo(document, named: "Add list", before: before)
    }

    @Test func addsAListLastByDefault() throws {
        let document = sampleDocument()
        try document.addList(named: "Later")
        #expect(document.board.lists.map(\.name) == ["To do", "Doing", "Done", "Later"])
    }

    @Test func refusesAListIndexOutOfRange() {
        let document = sampleDocument()
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.addList(named: "X", at: 4) }
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.addList(named: "X", at: -1) }
    }

    @Test func renamesAList() throws {
        let document = sampleDocument()
        let before = document.board
        try document.renameList("B", to: "In progress")
        #expect(document.board.lists[1].name == "In progress")
        expectExactUndo(document, named: "Rename list", before: before)
    }

    @Test func archivesAndUnarchivesAList() throws {
        let document = sampleDocument()
        let before = document.board
        try document.setList("A", archived: true)
        #expect(document.board.lists[0].archived)
        #expect(document.board.lists[0].cards.count == 4)
        expectExactUndo(document, named: "Archive list", before: before)
        let archived = document.board
        try document.setList("A", archived: false)
        #expect(!document.board.lists[0].archived)
        expectExactUndo(document, named: "Unarchive list", before: archived)
    }

    @Test func deletesAListWithItsCardsAndUndoBringsThemBack() throws {
        let document = sampleDocument()
        let before = document.board
        try document.deleteList("A")
        #expect(document.board.lists.map(\.id) == ["B", "C"])
        expectExactUndo(document, named: "Delete list", before: before)
    }

    @Test func setsACardLimit() throws {
        let document = sampleDocument()
        let before = document.board
        try document.setCardLimit(1, ofList: "B")
        #expect(document.board.lists[1].cardLimit == 1)
        expectExactUndo(document, named: "Set card limit", before: before)
        expectRefused(document, .indexOutOfRange) { () throws(BoardEditError) in try document.setCardLimit(-1, ofList: "B") }
    }

    @Test func refusesUnknownLists() {
        let document = sampleDocument()
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.renameList("Z", to: "x") }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.setList("Z", archived: true) }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.deleteList("Z") }
        expectRefused(document, .unknownID) { () throws(BoardEditError) in try document.deleteList("a1") }
    }

    @Test func aNewEditClearsRedo() throws {
        let document = sampleDocument()
        try document.renameList("A", to: "1")
        document.undo()
        #expect(document.canRedo)
        try document.renameList("B", to: "2")
        #expect(!document.canRedo)
        #expect(!document.redo())
        #expect(document.board.lists[0].name == "To do")
    }

    @Test func undoWithNothingToUndoDoesNothing() {
        let document = sampleDocument()
        #expect(!document.canUndo && document.undoActionName == "")
        #expect(!document.undo())
        #expect(document.board == sampleBoard())
    }

    @Test func undoesSeveralEditsInTurn() throws {
        let document = sampleDocument()
        let original = document.board
        try document.renameList("A", to: "1")
        let renamed = document.board
        try document.deleteList("B")
        #expect(document.undo())
        #expect(document.board == renamed)
        #expect(document.undo())
        #expect(document.board == original)
        #expect(!document.undo())
    }
}
