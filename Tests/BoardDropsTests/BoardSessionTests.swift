import BoardDrops
import Boards
import Foundation
import Testing

/// A board file in a fresh folder, removed when the test ends.
final class BoardOnDisk {
    let folder = try! TemporaryFolder()
    let path: String

    init(_ board: Board = BoardOnDisk.sample) throws {
        path = folder.file("board.json")
        try BoardFormat.encode(board).write(to: URL(fileURLWithPath: path))
    }

    var bytes: Data { FileManager.default.contents(atPath: path) ?? Data() }
    var board: Board { get throws { try BoardFormat.decode(bytes) } }

    /// A board with three lists: "To Do" (two cards), "Done" (one card, limit 2) and an archived "Old".
    static let sample = Board(
        id: "b", name: "Team",
        labels: [Label(id: "l-bug", name: "bug", color: "red")],
        lists: [
            BoardList(id: "todo", name: "To Do", cards: [Card(id: "c1", title: "Fix login"), Card(id: "c2", title: "Write docs")]),
            BoardList(id: "done", name: "Done", cards: [Card(id: "c3", title: "Ship")], cardLimit: 2),
            BoardList(id: "old", name: "Old", archived: true),
        ],
        people: [Person(id: "p1", name: "Ada Lovelace", username: "ada")])
}

@Suite struct BoardSessionTests {
    @Test func anEditIsSavedWithItsStepInTheHistory() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        let outcome = try session.apply(
            [.setDue("Fix login", date: Date(timeIntervalSince1970: 1_800_000_000)), .addLabel("Fix login", label: "bug"),
             .setDone("Fix login", done: true), .addMember("Fix login", person: "ada")],
            named: "Edit card")
        #expect(outcome.isApplied)
        #expect(outcome.changes == Array(repeating: .cardUpdated(id: "c1"), count: 4))
        let card = try file.board.card(named: "c1")
        #expect(card.due == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(card.labelIDs == ["l-bug"] && card.done && card.members == ["p1"])
        #expect(try session.history().map(\.name) == ["Edit card"])
    }

    @Test func everyRoadRefusesAnArchivedListAlike() throws {
        let file = try BoardOnDisk()
        let before = file.bytes
        let session = try BoardSession(path: file.path)
        for edit in [BoardEdit.createCard(title: "New", list: "Old"), .moveCards(["c1"], toList: "Old"), .copyCards(["c1"], toList: "Old")] {
            let outcome = try session.apply(edit)
            #expect(outcome.refusal?.code == .archivedList, "\(edit)")
        }
        #expect(file.bytes == before)
        #expect(try session.history().isEmpty)
    }

    @Test func aCardLimitRefusesTheEditThatWouldPassIt() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        #expect(try session.apply(.moveCards(["c1"], toList: "Done")).isApplied)
        let outcome = try session.apply(.moveCards(["c2"], toList: "Done"))
        #expect(outcome.refusal?.code == .cardLimitReached)
        #expect(try file.board.list(named: "Done").cards.map(\.id) == ["c3", "c1"])
    }

    @Test func aTitleSeveralCardsShareIsRefusedWithTheMatches() throws {
        var board = BoardOnDisk.sample
        board.lists[1].cards.append(Card(id: "c9", title: "Fix login"))
        let file = try BoardOnDisk(board)
        let outcome = try BoardSession(path: file.path).apply(.setDone("Fix login", done: true))
        #expect(outcome.refusal?.code == .ambiguousReference)
        #expect(outcome.refusal?.message.contains("c1 (in 'To Do')") == true)
        #expect(outcome.refusal?.message.contains("c9 (in 'Done')") == true)
    }

    @Test func aPositionMeansTheCardNowThereWhicheverWayTheCardMoves() throws {
        let file = try BoardOnDisk(Board(id: "b", name: "B", lists: [
            BoardList(id: "l", name: "L", cards: (0..<5).map { Card(id: "c\($0)", title: "\($0)") }),
        ]))
        let session = try BoardSession(path: file.path)
        // Down: c0 dropped on the line before c3 lands between c2 and c3.
        try session.apply(.moveCards(["c0"], toList: "L", at: 3))
        #expect(try file.board.lists[0].cards.map(\.id) == ["c1", "c2", "c0", "c3", "c4"])
        // Up: c4 dropped on the line before c1 lands first.
        try session.apply(.moveCards(["c4"], toList: "L", at: 0))
        #expect(try file.board.lists[0].cards.map(\.id) == ["c4", "c1", "c2", "c0", "c3"])
    }

    @Test func anEditOnAStaleBoardMergesWithTheChangeSavedMeanwhile() throws {
        let file = try BoardOnDisk()
        let first = try BoardSession(path: file.path)
        let second = try BoardSession(path: file.path)
        #expect(try first.apply(.renameList("Done", name: "Shipped")).isApplied)
        let outcome = try second.apply(.renameCard("Write docs", title: "Write the docs"))
        #expect(outcome.isApplied && outcome.changedElsewhere)
        let board = try file.board
        #expect(board.lists[1].name == "Shipped")
        #expect(try board.card(named: "c2").title == "Write the docs")
        #expect(try second.history().map(\.name) == ["Rename list", "Rename card"])
    }

    @Test func anEditTheOtherChangeMadeImpossibleIsAConflictAndWritesNothing() throws {
        let file = try BoardOnDisk()
        let first = try BoardSession(path: file.path)
        let second = try BoardSession(path: file.path)
        try first.apply(.deleteCards(["c2"]))
        let saved = file.bytes
        let outcome = try second.apply(.renameCard("c2", title: "Write the docs"))
        guard case .conflict(let error) = outcome.status else {
            Issue.record("expected a conflict, got \(outcome.status)")
            return
        }
        #expect(error.code == .unknownID)
        #expect(file.bytes == saved)
        #expect(second.board == (try file.board))
    }

    @Test func undoAndRedoWorkAcrossProcessesFromTheBoardsHistory() throws {
        let file = try BoardOnDisk()
        let original = file.bytes
        try BoardSession(path: file.path).apply(.moveCards(["c1"], toList: "Done", at: 0))
        let moved = file.bytes
        // Another process: a new session on the same file.
        let undo = try BoardSession(path: file.path).undo()
        #expect(undo.isApplied && undo.actionName == "Move card")
        #expect(file.bytes == original)
        #expect(try BoardSession(path: file.path).history().map(\.isUndone) == [true])
        #expect(try BoardSession(path: file.path).redo().isApplied)
        #expect(file.bytes == moved)
        #expect(try BoardSession(path: file.path).redo().refusal?.code == .nothingToRedo)
    }

    @Test func undoKeepsOtherChangesAndRefusesToOverwriteALaterOne() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        try session.apply(.renameCard("c1", title: "Fix the login"))
        // Saved by a program that keeps no history: the other list changes, then the edited one.
        var disk = BoardFile(path: file.path)
        var board = try disk.load()
        board.lists[1].name = "Shipped"
        try disk.save(board)
        #expect(try session.undo().isApplied)
        #expect(try file.board.lists[1].name == "Shipped")
        #expect(try file.board.card(named: "c1").title == "Fix login")
        try session.redo()
        board = try disk.load()
        board.lists[0].cards[0].notes = "Someone else's note"
        try disk.save(board)
        let saved = file.bytes
        let outcome = try session.undo()
        guard case .conflict(let error) = outcome.status else {
            Issue.record("expected a conflict, got \(outcome.status)")
            return
        }
        #expect(error.code == .changedSince)
        #expect(error.message.contains("the list 'To Do'"))
        #expect(file.bytes == saved)
    }

    @Test func observersHearEveryAppliedEditAndNoRefusal() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        let heard = Box<[String]>([])
        session.addObserver { outcome in heard.withLock { $0.append(outcome.actionName) } }
        try session.apply(.createList(name: "Later"))
        try session.apply(.createCard(title: "x", list: "Old"))
        try session.undo()
        #expect(heard.current == ["Add list", "Add list"])
    }

    @Test func theWholeVocabularyChangesWhatItNames() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        let checklist = try session.apply(.addChecklist("c1", name: "Steps")).createdIDs[0]
        try session.apply(.addChecklistItem("c1", checklist: "Steps", text: "a"))
        try session.apply(.addChecklistItem("c1", checklist: checklist, text: "b", at: 0))
        try session.apply(.tickChecklistItem("c1", item: "a", done: true))
        try session.apply(.moveChecklistItem("c1", item: "a", to: 0))
        try session.apply(.renameChecklistItem("c1", item: "b", text: "B"))
        try session.apply(.addLink("c1", url: "https://example.com/x", title: "X"))
        try session.apply(.setCover("c1", cover: CardCover(color: "green")))
        try session.apply(.addComment("c1", text: "Looks good", author: "ada"))
        try session.apply(.setDescription("c1", text: "Details"))
        try session.apply(.archiveCard("c2"))
        try session.apply(.moveList("Done", to: 0))
        try session.apply(.setCardLimit("To Do", limit: 1))
        try session.apply(.createLabel(name: "ux", color: "blue"))
        try session.apply(.addLabel("c1", label: "ux"))
        try session.apply(.recolorLabel("ux", color: "purple"))
        try session.apply(.deleteLabel("bug"))
        try session.apply(.renameBoard("Team board"))
        let board = try file.board
        let card = try board.card(named: "c1")
        #expect(card.checklists.map(\.items).first?.map(\.text) == ["a", "B"])
        #expect(card.checklists[0].items.map(\.done) == [true, false])
        #expect(card.links.map(\.url) == ["https://example.com/x"])
        #expect(card.cover?.color == "green" && card.notes == "Details")
        #expect(card.comments.map(\.author) == ["p1"])
        #expect(try board.card(named: "c2").archived)
        #expect(board.lists.map(\.name) == ["Done", "To Do", "Old"])
        #expect(board.lists[1].cardLimit == 1)
        #expect(board.labels.map(\.name) == ["ux"] && board.labels[0].color == "purple")
        #expect(card.labelIDs == [board.labels[0].id])
        #expect(board.name == "Team board")
        // Unarchiving c2 would put "To Do" over its limit of one open card.
        #expect(try session.apply(.restoreCard("c2")).refusal?.code == .cardLimitReached)
    }
}
