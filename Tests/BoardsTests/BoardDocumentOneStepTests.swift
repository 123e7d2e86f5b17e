import Testing

@testable import Boards

/// Edits made as one step (`performAsOneStep`), as a batch from a script or a request is: one undo step, and
/// all or nothing.
@Suite struct BoardDocumentOneStepTests {
    @Test func editsMadeAsOneStepUndoAndRedoTogether() throws {
        let document = sampleDocument()
        try document.renameList("C", to: "Finished")  // an earlier step, which must stay as it was
        let before = document.board
        try document.performAsOneStep {
            try document.renameCard("a2", to: "Second")
            try document.moveCards(["b1"], toList: "A", at: 0)
            try document.renameCard("a3", to: "Third")
        }
        let after = document.board
        #expect(after.lists[0].cards.map(\.title) == ["B 1", "Write the plan", "Second", "Third", "A 4"])
        expectExactUndo(document, named: "Rename card", before: before)
        #expect(document.undo() && document.board == before)
        #expect(document.undoActionName == "Rename list")
        #expect(document.undo() && document.board == sampleBoard())
        #expect(document.redo() && document.redo() && document.board == after)
    }

    @Test func anEditThatFailsLeavesTheBoardAsBeforeAndTellsObserversSo() throws {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        let before = document.board
        let error = try #require(throws: BoardEditError.self) {
            try document.performAsOneStep {
                try document.renameCard("a2", to: "Second")
                try document.moveCards(["a1", "a2", "a3"], toList: "C", at: 0)  // C takes two cards at most
            }
        }
        #expect(error.code == .cardLimitReached)
        #expect(document.board == before)
        #expect(!document.canUndo)
        // Observers heard the rename, then the rename undone, so a view that follows them shows the board as it is.
        #expect(log.all.map(\.kind) == [.edit, .undo])
        #expect(log.all.last?.changes == log.all.first?.changes.reversed().map(\.inverse))
        #expect(log.all.last?.board == before)
    }

    @Test func anEditErrorCaughtInsideStillUndoesTheWholeStep() throws {
        let document = sampleDocument()
        let before = document.board
        let error = try #require(throws: BoardEditError.self) {
            try document.performAsOneStep {
                try document.renameCard("a2", to: "Second")
                do { try document.renameCard("nope", to: "x") } catch {}
                try document.renameCard("a3", to: "Third")
            }
        }
        #expect(error.code == .unknownID)
        #expect(document.board == before && !document.canUndo)
        // The document edits as before once the step has ended.
        try document.renameCard("a4", to: "Fourth")
        expectExactUndo(document, named: "Rename card", before: before)
    }

    @Test func aStepWithNoEditKeepsNoUndoStep() throws {
        let document = sampleDocument()
        let value = try document.performAsOneStep { 42 }
        #expect(value == 42 && !document.canUndo && document.board == sampleBoard())
    }
}
