import BoardDrops
import Boards
import Foundation
import Testing

/// The board's shared history on a long list: each step keeps what it changed, and undo, redo and their conflicts
/// work as they do on a small board.
@Suite struct BoardHistoryTests {
    /// A board whose "Backlog" holds `count` cards (`card-1`…) beside the sample's lists.
    static func longBoard(_ count: Int = 2_000) -> Board {
        var board = BoardOnDisk.sample
        let cards = (1...count).map { number in
            Card(id: "card-\(number)", title: "Task \(number)", notes: number % 3 == 0 ? "Steps are in the ticket." : "")
        }
        board.lists.insert(BoardList(id: "backlog", name: "Backlog", cards: cards), at: 0)
        return board
    }

    var historyBytes: (BoardOnDisk) -> Int = { file in
        FileManager.default.contents(atPath: BoardHistory.path(forBoard: file.path))?.count ?? 0
    }

    @Test func aMoveOnALongListIsRecordedAsTheCardItMovedNotTheList() throws {
        let file = try BoardOnDisk(Self.longBoard())
        let session = try BoardSession(path: file.path)
        try session.apply(.moveCards(["card-10"], toList: "Backlog", at: 1_500))
        try session.apply(.moveCards(["card-20"], toList: "To Do", at: 0))
        // Two steps of a card each: far smaller than the list (a twentieth of the board file).
        #expect(historyBytes(file) < file.bytes.count / 20)
        #expect(try session.history().map(\.name) == ["Move card", "Move card"])
    }

    @Test func undoOfAMoveAcrossListsRestoresTheFileByteForByteAndRedoMovesItAgain() throws {
        let file = try BoardOnDisk(Self.longBoard())
        let original = file.bytes
        #expect(try BoardSession(path: file.path).apply(.moveCards(["card-7", "card-1999"], toList: "To Do", at: 1)).isApplied)
        let moved = file.bytes
        // Each from another process, as `cardport undo` and `cardport redo` are.
        #expect(try BoardSession(path: file.path).undo().isApplied)
        #expect(file.bytes == original)
        #expect(try BoardSession(path: file.path).redo().isApplied)
        #expect(file.bytes == moved)
        #expect(try BoardSession(path: file.path).undo().isApplied)
        #expect(file.bytes == original)
    }

    @Test func undoOfAnArchiveOfACardAndOfAListBringsThemBack() throws {
        let file = try BoardOnDisk(Self.longBoard())
        let original = file.bytes
        let session = try BoardSession(path: file.path)
        try session.apply(.archiveCard("card-500"))
        #expect(try file.board.lists[0].cards[499].archived)
        try session.apply(.archiveList("Backlog"))
        #expect(try file.board.lists[0].archived)
        #expect(try session.undo().actionName == "Archive list")
        #expect(try file.board.lists[0].archived == false)
        #expect(try session.undo().isApplied)
        #expect(file.bytes == original)
        #expect(try session.redo().isApplied && session.redo().isApplied)
        #expect(try file.board.lists[0].archived && file.board.lists[0].cards[499].archived)
    }

    @Test func everyStepOfAMixedHistoryUndoesToTheOriginalFile() throws {
        let file = try BoardOnDisk(Self.longBoard(300))
        let original = file.bytes
        let session = try BoardSession(path: file.path)
        let edits: [BoardEdit] = [
            .moveCards(["card-3"], toList: "Backlog", at: 250), .renameCard("card-4", title: "Renamed"),
            .createCard(title: "New", list: "Backlog", at: 100), .deleteCards(["card-200", "card-201"]),
            .copyCards(["card-5"], toList: "Done"), .createList(name: "Later"), .moveList("Later", to: 0),
            .renameBoard("Renamed board"), .moveCards(["card-9", "card-8"], toList: "Later"),
            .deleteCards(["card-300"]), .setCardLimit("Backlog", limit: 500),
        ]
        var files = [original]
        for edit in edits {
            #expect(try session.apply(edit).isApplied, "\(edit)")
            files.append(file.bytes)
        }
        // Back to the start a step at a time, from another process each time, each file as it was.
        for expected in files.dropLast().reversed() {
            #expect(try BoardSession(path: file.path).undo().isApplied)
            #expect(file.bytes == expected)
        }
        for expected in files.dropFirst() {
            #expect(try BoardSession(path: file.path).redo().isApplied)
            #expect(file.bytes == expected)
        }
    }

    @Test func aLaterChangeToAnotherCardOfTheListIsKeptByTheUndo() throws {
        let file = try BoardOnDisk(Self.longBoard(50))
        let session = try BoardSession(path: file.path)
        try session.apply(.moveCards(["card-1"], toList: "Backlog", at: 40))
        // Saved by a program that keeps no history: another card of the same list changes.
        var disk = BoardFile(path: file.path)
        var board = try disk.load()
        board.lists[0].cards[10].title = "Someone else's title"
        try disk.save(board)
        #expect(try session.undo().isApplied)
        #expect(try file.board.lists[0].cards[0].id == "card-1")
        #expect(try file.board.lists[0].cards[11].title == "Someone else's title")
    }

    @Test func undoRefusesWhenTheMovedCardOrTheOrderOfItsListChangedSince() throws {
        let file = try BoardOnDisk(Self.longBoard(50))
        let session = try BoardSession(path: file.path)
        try session.apply(.moveCards(["card-1"], toList: "Backlog", at: 40))
        var disk = BoardFile(path: file.path)
        var board = try disk.load()
        board.lists[0].cards[39].notes = "Someone else's note on the moved card"
        try disk.save(board)
        let saved = file.bytes
        let changed = try session.undo()
        guard case .conflict(let error) = changed.status else {
            Issue.record("expected a conflict, got \(changed.status)")
            return
        }
        #expect(error.code == .changedSince)
        #expect(error.message.contains("the list 'Backlog'"))
        #expect(file.bytes == saved)

        board = try disk.load()
        board.lists[0].cards[39].notes = ""
        board.lists[0].cards.swapAt(2, 3)
        try disk.save(board)
        let reordered = file.bytes
        #expect(try session.undo().refusal?.code == .changedSince)
        #expect(file.bytes == reordered)
    }

    @Test func redoAfterUndoThenANewEditForgetsTheUndoneStep() throws {
        let file = try BoardOnDisk(Self.longBoard(100))
        let session = try BoardSession(path: file.path)
        try session.apply(.moveCards(["card-1"], toList: "Done", at: 0))
        try session.apply(.renameCard("card-2", title: "Second"))
        try session.undo()
        #expect(session.redoActionName == "Rename card")
        try session.redo()
        #expect(try file.board.card(named: "card-2").title == "Second")
        try session.undo()
        try session.apply(.renameCard("card-3", title: "Third"))
        #expect(try session.redo().refusal?.code == .nothingToRedo)
        #expect(try session.history().map(\.name) == ["Move card", "Rename card"])
    }

    @Test func theHistoryKeepsTheLastHundredSteps() throws {
        let file = try BoardOnDisk(Self.longBoard(20))
        let session = try BoardSession(path: file.path)
        for number in 1...(BoardHistory.maximumSteps + 1) {
            try session.apply(.renameCard("card-1", title: "Title \(number)"))
        }
        #expect(try session.history().count == BoardHistory.maximumSteps)
        for _ in 1...BoardHistory.maximumSteps { #expect(try session.undo().isApplied) }
        #expect(try session.undo().refusal?.code == .nothingToUndo)
        // The oldest step was forgotten: the board is as the first edit left it.
        #expect(try file.board.card(named: "card-1").title == "Title 1")
    }

    @Test func aHistoryWrittenByTheFirstVersionIsStillUndone() throws {
        let file = try BoardOnDisk()
        // As Cardport wrote it before steps kept their cards: whole lists before and after ("c1" moved to "Done").
        var moved = BoardOnDisk.sample
        moved.lists[1].cards.insert(moved.lists[0].cards.removeFirst(), at: 0)
        try BoardFormat.encode(moved).write(to: URL(fileURLWithPath: file.path))
        func lists(_ board: Board) throws -> String {
            var header = board
            header.lists = board.lists.filter { $0.id != "old" }
            let text = String(decoding: try BoardFormat.encode(header), as: UTF8.self)
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        let step = "{\"name\":\"Move card\",\"date\":\"2026-11-01T10:00:00.000Z\",\"header\":false,"
            + "\"lists\":[\"todo\",\"done\"],\"orderBefore\":[\"todo\",\"done\",\"old\"],\"orderAfter\":[\"todo\",\"done\",\"old\"],"
            + "\"before\":\(try lists(BoardOnDisk.sample)),\"after\":\(try lists(moved))}"
        let history = "{\"format\":\"cardport.history\",\"version\":1,\"position\":1,\"steps\":[\n\(step)\n]}\n"
        try Data(history.utf8).write(to: URL(fileURLWithPath: BoardHistory.path(forBoard: file.path)))
        let session = try BoardSession(path: file.path)
        #expect(session.undoActionName == "Move card")
        #expect(try session.undo().isApplied)
        #expect(try file.board == BoardOnDisk.sample)
        #expect(try session.redo().isApplied)
        #expect(try file.board == moved)
    }

    @Test func eachEditAddsALineAndLeavesTheFileBeforeItAsItWas() throws {
        let file = try BoardOnDisk(Self.longBoard(100))
        let session = try BoardSession(path: file.path)
        let path = BoardHistory.path(forBoard: file.path)
        try session.apply(.moveCards(["card-1"], toList: "Backlog", at: 50))
        var previous = try #require(FileManager.default.contents(atPath: path))
        for edit: BoardEdit in [.renameCard("card-2", title: "Two"), .moveCards(["card-3"], toList: "Done", at: 0)] {
            try session.apply(edit)
            let now = try #require(FileManager.default.contents(atPath: path))
            #expect(now.count > previous.count && now.prefix(previous.count) == previous)
            previous = now
        }
        try session.undo()
        let undone = try #require(FileManager.default.contents(atPath: path))
        #expect(undone.prefix(previous.count) == previous)
        #expect(try BoardSession(path: file.path).history().map(\.isUndone) == [false, false, true])
    }

    @Test func anAdditionACrashCutShortIsIgnoredAndTheNextEditIsAddedAfterTheLastWholeLine() throws {
        let file = try BoardOnDisk()
        let session = try BoardSession(path: file.path)
        try session.apply(.renameCard("c1", title: "First"))
        try session.apply(.renameCard("c2", title: "Second"))
        // A crash half way through adding the second step: the file ends in part of its line.
        let path = BoardHistory.path(forBoard: file.path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let lastLine = try #require(bytes.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
        try bytes.prefix(lastLine + (bytes.count - lastLine) / 2).write(to: URL(fileURLWithPath: path))

        let other = try BoardSession(path: file.path)
        #expect(try other.history().map(\.name) == ["Rename card"])
        #expect(try other.apply(.renameCard("c3", title: "Third")).isApplied)
        #expect(try BoardSession(path: file.path).history().count == 2)
        #expect(try BoardSession(path: file.path).undo().isApplied)
        #expect(try file.board.card(named: "c3").title == "Ship")
        #expect(try BoardSession(path: file.path).undo().isApplied)
        #expect(try file.board.card(named: "c1").title == "Fix login")
        // The step whose line was cut short is gone from the history; its change stays on the board.
        #expect(try file.board.card(named: "c2").title == "Second")
        #expect(try BoardSession(path: file.path).undo().refusal?.code == .nothingToUndo)
    }

    @Test func aHistoryFromANewerCardportIsRefusedByName() throws {
        let file = try BoardOnDisk()
        let path = BoardHistory.path(forBoard: file.path)
        try Data("{\"format\":\"cardport.history\",\"version\":99}\n".utf8).write(to: URL(fileURLWithPath: path))
        let saved = file.bytes
        #expect {
            try BoardSession(path: file.path).apply(.renameCard("c1", title: "x"))
        } throws: { error in
            (error as? BoardSessionError)?.code == .invalidHistory && "\(error)".contains("newer Cardport")
        }
        #expect(file.bytes == saved)
    }
}
