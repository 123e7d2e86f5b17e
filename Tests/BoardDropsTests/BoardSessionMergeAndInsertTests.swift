import BoardDrops
import Boards
import Foundation
import Testing

/// The board session's edits for drops: a card merged into another, cards from elsewhere put at a place, and cards
/// from elsewhere merged into a card. Each is one named step, refused by the board's rules with nothing written, and
/// undone to the byte.
@Suite struct BoardSessionMergeAndInsertTests {
    /// The session sample with a card in the archived list.
    static var withArchivedCard: Board {
        var board = BoardOnDisk.sample
        board.lists[2].cards = [Card(id: "z", title: "Zulu")]
        return board
    }

    @Test func aCardMergedIntoAnotherIsOneStepAndStaysWhereItWas() throws {
        let file = try BoardOnDisk()
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        let outcome = try session.apply(.mergeCards(["Fix login"], into: "c3"))
        #expect(outcome.isApplied)
        #expect(outcome.actionName == "Merge into card")
        #expect(outcome.changes == [.cardUpdated(id: "c3")])
        let board = try file.board
        #expect(board.lists[0].cards.map(\.id) == ["c1", "c2"])
        let ship = try board.card(named: "c3")
        #expect(ship.title == "Ship")
        #expect(ship.checklists.map(\.name) == ["Checklist"])
        #expect(ship.checklists.first?.items.map(\.text) == ["Fix login"])
        #expect(try session.history().map(\.name) == ["Merge into card"])
        #expect(try session.undo().isApplied)
        #expect(file.bytes == before)
    }

    @Test func aMergeIsRefusedIntoACardOfAnArchivedListAndIntoItself() throws {
        let file = try BoardOnDisk(Self.withArchivedCard)
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        let archived = try session.apply(.mergeCards(["c1"], into: "z"))
        #expect(archived.refusal?.code == .archivedList)
        #expect(archived.refusal?.message == "The list 'Old' is archived: restore it before adding cards to it.")
        let itself = try session.apply(.mergeCards(["c1", "c2"], into: "c2"))
        #expect(itself.refusal?.code == .sameCard)
        #expect(try session.apply(.mergeCards(["c1"], into: "nope")).refusal?.code == .unknownID)
        #expect(file.bytes == before)
        #expect(try session.history().isEmpty)
    }

    @Test func importedCardsGoBeforeTheCardAtThePositionWithTheirLabels() throws {
        let file = try BoardOnDisk()
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        let imported = [Card(id: "t1", title: "From Trello", labelIDs: ["trello-red"]), Card(id: "c1", title: "Clash")]
        let outcome = try session.apply(.insertCards(
            imported, labels: [Label(id: "trello-red", name: "bug", color: "red")], list: "To Do", at: 1))
        #expect(outcome.isApplied)
        #expect(outcome.actionName == "Add 2 cards")
        let todo = try file.board.list(named: "todo")
        #expect(todo.cards.map(\.title) == ["Fix login", "From Trello", "Clash", "Write docs"])
        // A new id is kept; one the board has already is replaced. The label is the board's own "bug".
        #expect(todo.cards[1].id == "t1" && todo.cards[2].id != "c1")
        #expect(todo.cards[1].labelIDs == ["l-bug"])
        #expect(outcome.createdIDs == [todo.cards[1].id, todo.cards[2].id])
        #expect(try session.history().map(\.name) == ["Add 2 cards"])
        #expect(try session.undo().isApplied)
        #expect(file.bytes == before)
    }

    @Test func importedCardsAreRefusedByAnArchivedListAndACardLimit() throws {
        let file = try BoardOnDisk()
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        let cards = [Card(id: "", title: "One"), Card(id: "", title: "Two")]
        #expect(try session.apply(.insertCards(cards, list: "Old")).refusal?.code == .archivedList)
        let full = try session.apply(.insertCards(cards, list: "Done"))
        #expect(full.refusal?.code == .cardLimitReached)
        #expect(full.refusal?.message == "The list 'Done' holds 1 open cards and allows 2; 2 more do not fit.")
        #expect(try session.apply(.insertCards(cards, list: "To Do", at: 9)).refusal?.code == .indexOutOfRange)
        #expect(file.bytes == before)
        #expect(try session.history().isEmpty)
    }

    @Test func importedCardsMergedIntoACardAddNoCard() throws {
        let file = try BoardOnDisk(Self.withArchivedCard)
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        let link = Card(id: "", title: "https://example.com/spec.pdf")
        #expect(try session.apply(.mergeImportedCards([link], into: "z")).refusal?.code == .archivedList)
        let outcome = try session.apply(.mergeImportedCards([link, Card(id: "", title: "Check the spec")], into: "Write docs"))
        #expect(outcome.isApplied && outcome.actionName == "Merge into card")
        let board = try file.board
        #expect(board.lists.map(\.cards.count) == [2, 1, 1])
        let docs = try board.card(named: "c2")
        #expect(docs.attachments.map(\.url) == ["https://example.com/spec.pdf"])
        #expect(docs.checklists.first?.items.map(\.text) == ["Check the spec"])
        #expect(try session.undo().isApplied)
        #expect(file.bytes == before)
    }
}
