import Foundation
import Synchronization
import Testing

@testable import Boards

/// Makes ids `new1`, `new2`… so tests can name what edits create.
final class CountingIDs: Sendable {
    private let count = Mutex(0)

    func next() -> String {
        count.withLock { count in
            count += 1
            return "new\(count)"
        }
    }
}

/// A board with three lists: A (a1–a4; a1 carries content), B (b1, b2), and an empty C limited to 2 cards.
func sampleBoard() -> Board {
    let a1 = Card(
        id: "a1", title: "Write the plan", notes: "First draft.", labelIDs: ["red"],
        checklists: [Checklist(id: "k1", name: "Steps", items: [ChecklistItem(id: "i1", text: "Outline", done: true)])],
        comments: [Comment(id: "m1", author: "ann", date: date(milliseconds: 1_600_000_000_000), text: "Go!")],
        attachments: [Attachment(id: "f1", name: "plan.pdf", url: "https://example.com/plan.pdf", mimeType: "application/pdf", bytes: 2048)])
    return Board(
        id: "board", name: "Sample", labels: [Label(id: "red", name: "Urgent", color: "red"), Label(id: "blue")],
        lists: [
            BoardList(id: "A", name: "To do", cards: [a1] + (2...4).map { Card(id: "a\($0)", title: "A \($0)") }),
            BoardList(id: "B", name: "Doing", cards: [Card(id: "b1", title: "B 1"), Card(id: "b2", title: "B 2")]),
            BoardList(id: "C", name: "Done", cardLimit: 2),
        ])
}

func sampleDocument() -> BoardDocument {
    let ids = CountingIDs()
    return BoardDocument(board: sampleBoard(), makeID: { ids.next() })
}

/// The card ids of each list, in order.
func cardIDs(_ board: Board) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: board.lists.map { ($0.id, $0.cards.map(\.id)) })
}

/// Checks that the latest edit is one undo step with `name`, that undo restores `before` exactly and redo
/// restores the board the edit made.
func expectExactUndo(
    _ document: BoardDocument, named name: String, before: Board, sourceLocation: SourceLocation = #_sourceLocation
) {
    let after = document.board
    #expect(document.undoActionName == name, sourceLocation: sourceLocation)
    #expect(document.undo(), sourceLocation: sourceLocation)
    #expect(document.board == before, sourceLocation: sourceLocation)
    #expect(document.redoActionName == name, sourceLocation: sourceLocation)
    #expect(document.redo(), sourceLocation: sourceLocation)
    #expect(document.board == after, sourceLocation: sourceLocation)
    #expect(document.undo(), sourceLocation: sourceLocation)
    #expect(document.board == before, sourceLocation: sourceLocation)
    #expect(document.redo(), sourceLocation: sourceLocation)
}

/// Checks that an edit threw `code` and left the board and the undo history as they were.
func expectRefused(
    _ document: BoardDocument, _ code: BoardEditError.Code, sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: () throws(BoardEditError) -> Void
) {
    let before = document.board
    let undoName = document.undoActionName
    let canUndo = document.canUndo
    do {
        try edit()
        Issue.record("The edit should have thrown \(code)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == code, sourceLocation: sourceLocation)
    }
    #expect(document.board == before, sourceLocation: sourceLocation)
    #expect(document.undoActionName == undoName && document.canUndo == canUndo, sourceLocation: sourceLocation)
}
