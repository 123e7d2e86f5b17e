import Synchronization
import Testing

@testable import Boards

/// Collects the updates an observer receives.
final class UpdateLog: Sendable {
    private let updates = Mutex<[BoardDocument.Update]>([])

    func append(_ update: BoardDocument.Update) { updates.withLock { $0.append(update) } }
    var all: [BoardDocument.Update] { updates.withLock { $0 } }
}

@Suite struct BoardDocumentObservationTests {
    @Test func observersHearWhatChangedAndWhere() throws {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        try document.moveCards(["b2", "a1"], toList: "C", at: 0)
        let update = try #require(log.all.last)
        #expect(update.kind == .edit && update.actionName == "Move 2 cards")
        #expect(
            update.changes == [
                .cardMoved(id: "b2", from: CardLocation(listID: "B", index: 1), to: CardLocation(listID: "C", index: 0)),
                .cardMoved(id: "a1", from: CardLocation(listID: "A", index: 0), to: CardLocation(listID: "C", index: 1)),
            ])
        #expect(update.board == document.board)
    }

    @Test func eachEditReportsItsKindOfChange() throws {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        let list = try document.addList(named: "N", at: 0)
        let card = try document.addCard(titled: "c", toList: list)
        try document.renameCard(card, to: "d")
        let copies = try document.copyCards([card], toList: "B", at: 2)
        try document.deleteCards(["b1"])
        try document.renameList("B", to: "x")
        try document.deleteList(list)
        #expect(
            log.all.map(\.changes) == [
                [.listInserted(id: list, index: 0)],
                [.cardInserted(id: card, at: CardLocation(listID: list, index: 0))],
                [.cardUpdated(id: card)],
                [.cardInserted(id: copies[0], at: CardLocation(listID: "B", index: 2))],
                [.cardRemoved(id: "b1", from: CardLocation(listID: "B", index: 0))],
                [.listUpdated(id: "B")],
                [.listRemoved(id: list, index: 0)],
            ])
    }

    @Test func undoAndRedoReportInverseAndSameChanges() throws {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        try document.moveCards(["a1"], toList: "B", at: 0)
        let id = try document.addCard(titled: "t", toList: "B", at: 0)
        document.undo()
        document.undo()
        document.redo()
        let updates = log.all
        #expect(updates.map(\.kind) == [.edit, .edit, .undo, .undo, .redo])
        #expect(updates[2].changes == [.cardRemoved(id: id, from: CardLocation(listID: "B", index: 0))])
        #expect(
            updates[3].changes == [
                .cardMoved(id: "a1", from: CardLocation(listID: "B", index: 0), to: CardLocation(listID: "A", index: 0))
            ])
        #expect(updates[3].actionName == "Move card" && updates[3].board == sampleBoard())
        #expect(updates[4].changes == updates[0].changes)
    }

    @Test func aRefusedEditNotifiesNoOne() {
        let document = sampleDocument()
        let log = UpdateLog()
        document.addObserver { log.append($0) }
        #expect(throws: BoardEditError.self) { try document.moveCards(["zz"], toList: "A", at: 0) }
        #expect(!document.undo())
        #expect(log.all.isEmpty)
    }

    @Test func removedObserversHearNothingMore() throws {
        let document = sampleDocument()
        let kept = UpdateLog()
        let removed = UpdateLog()
        document.addObserver { kept.append($0) }
        let observation = document.addObserver { removed.append($0) }
        try document.renameList("A", to: "1")
        document.removeObserver(observation)
        try document.renameList("A", to: "2")
        #expect(kept.all.count == 2 && removed.all.count == 1)
    }

    @Test func observersMayReadTheDocument() throws {
        let document = sampleDocument()
        let names = Mutex<[String]>([])
        let observation = document.addObserver { _ in
            let name = document.undoActionName
            names.withLock { $0.append(name) }
        }
        // The handler holds the document, which holds the handler until the observation is removed.
        defer { document.removeObserver(observation) }
        try document.renameList("A", to: "1")
        #expect(names.withLock { $0 } == ["Rename list"])
    }

    @Test func inverseSwapsBeforeAndAfter() {
        let from = CardLocation(listID: "A", index: 1)
        let to = CardLocation(listID: "B", index: 2)
        #expect(BoardChange.cardMoved(id: "c", from: from, to: to).inverse == .cardMoved(id: "c", from: to, to: from))
        #expect(BoardChange.listInserted(id: "l", index: 3).inverse == .listRemoved(id: "l", index: 3))
        #expect(BoardChange.cardUpdated(id: "c").inverse == .cardUpdated(id: "c"))
    }
}
