import BoardDrops
import Boards
import Foundation
import Testing
@testable import BoardServer

/// The served board's rules: drags within the page, drops from elsewhere, saving, stale edits, undo and redo.
@Suite struct ServedBoardTests {
    @Test func reorderWithinAListIsSavedBeforeTheAnswer() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        // Dropping Charlie on the top edge of Alpha puts it first.
        let result = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["c"], pointer: .init(listID: "todo", cardID: "a", fraction: 0.1)))
        }
        #expect(result.operation == "move")
        #expect(result.version == 2)
        #expect(try file.titles("todo") == ["Charlie", "Alpha", "Bravo"])
        #expect(result.undoName.isEmpty == false)
    }

    @Test func moveAcrossListsToTheEmptySpaceGoesLast() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "doing")))
        }
        #expect(try file.titles("todo") == ["Bravo", "Charlie"])
        #expect(try file.titles("doing") == ["Delta", "Alpha"])
    }

    @Test func proposalsSayWhereADropWouldLand() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        func ask(_ pointer: BoardAPI.Pointer, _ drag: BoardAPI.Drag = .init(cardIDs: ["a"])) async throws -> BoardAPI.Proposal {
            try await served.perform { try served.proposal(.init(version: 1, drag: drag, pointer: pointer)) }
        }
        let top = try await ask(.init(listID: "doing", cardID: "d", fraction: 0.1))
        #expect(top.operation == "move" && top.intent == "insert" && top.beforeCardID == "d")
        let bottom = try await ask(.init(listID: "doing", cardID: "d", fraction: 0.9))
        #expect(bottom.operation == "move" && bottom.intent == "insert" && bottom.beforeCardID == nil)
        // Trello's rule: over the middle of a card, a card is inserted at the line (before it over its upper half,
        // after it over its lower half); it joins the card only when the person asks to merge.
        let upperMiddle = try await ask(.init(listID: "doing", cardID: "d", fraction: 0.4))
        #expect(upperMiddle.operation == "move" && upperMiddle.intent == "insert" && upperMiddle.beforeCardID == "d")
        let lowerMiddle = try await ask(.init(listID: "doing", cardID: "d", fraction: 0.6))
        #expect(lowerMiddle.operation == "move" && lowerMiddle.intent == "insert" && lowerMiddle.beforeCardID == nil)
        let middle = try await ask(.init(listID: "doing", cardID: "d", fraction: 0.5, merge: true))
        #expect(middle.intent == "onto" && middle.ontoCardID == "d" && middle.operation == "copy")
        let archived = try await ask(.init(listID: "old"))
        #expect(archived.operation == "forbidden")
        // The board's own reason, as every road says it, not one the page guesses from the list.
        #expect(archived.reason == "The list 'Old' is archived: restore it before adding cards to it.")
        let full = try await ask(.init(listID: "done"), .init(cardIDs: ["a", "b", "c"]))
        #expect(full.reason == "The list 'Done' holds 0 open cards and allows 2; 3 more do not fit.")
        let itself = try await ask(.init(listID: "todo", cardID: "a", fraction: 0.5, merge: true))
        #expect(itself.operation == "cancel")
        // From elsewhere: copy, and the server names the representation the page uploads.
        let link = try await ask(
            .init(listID: "doing"), .init(items: [.init(types: ["text/plain", "text/uri-list"])]))
        #expect(link.operation == "copy")
        #expect(link.load == ["text/uri-list"])
        // A drag no adapter can read is not handled at all (UIKit's canHandle false), which UIKit counts as cancel.
        let unreadable = try await ask(.init(listID: "doing"), .init(items: [.init(types: ["image/png"])]))
        #expect(unreadable.operation == "cancel")
        #expect(try file.titles("doing") == ["Delta"])
    }

    @Test func aForbiddenDropIsRefusedAndTheFileIsUntouched() async throws {
        let file = try TemporaryBoard()
        let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let served = try ServedBoard(path: file.path)
        await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "old")))
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
        #expect(served.version == 1)
    }

    @Test func aLinkDroppedFromElsewhereBecomesACard() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing", cardID: "d", fraction: 0.1),
                items: [.init(type: "text/uri-list", text: "# a comment\nhttps://example.com/spec\n")]))
        }
        #expect(result.operation == "copy")
        #expect(try file.titles("doing") == ["example.com/spec", "Delta"])
    }

    @Test func aDroppedFileIsIdentifiedByItsContent() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let markdown = "# Release\n\n- [ ] Tag the build\n- [x] Write the notes\n"
        _ = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing"),
                items: [.init(type: "", name: "notes", base64: Data(markdown.utf8).base64EncodedString())]))
        }
        let titles = try file.titles("doing")
        #expect(titles.first == "Delta")
        #expect(titles.contains("Tag the build"))
    }

    @Test func aStaleEditIsRefusedAndNothingIsOverwritten() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var changed = TemporaryBoard.standard()
        changed.lists[1].cards.append(Card(id: "e", title: "Echo from the CLI"))
        try file.replaceOnDisk(changed)
        // The page still shows version 1: its edit must not overwrite the CLI's card.
        await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "doing")))
            }
        }
        #expect(try file.titles("doing") == ["Delta", "Echo from the CLI"])
        #expect(served.version == 2)
        #expect(served.snapshot().board.lists[1].cards.map(\.id) == ["d", "e"])
    }

    @Test func aChangeOnDiskReachesTheListeners() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let stream = served.events.subscribe(currentVersion: served.version)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == BoardEvents.event(version: 1))
        var changed = TemporaryBoard.standard()
        changed.name = "Renamed elsewhere"
        try file.replaceOnDisk(changed)
        let reloaded = await served.perform { served.checkDisk() }
        #expect(reloaded)
        #expect(await iterator.next() == BoardEvents.event(version: 2))
        #expect(served.snapshot().board.name == "Renamed elsewhere")
    }

    @Test func undoAndRedoAreSavedToo() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "doing")))
        }
        let undone = try await served.perform { try served.undo(from: 2) }
        #expect(undone.version == 3)
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie"])
        #expect(undone.redoName.isEmpty == false)
        _ = try await served.perform { try served.redo(from: 3) }
        #expect(try file.titles("doing") == ["Delta", "Alpha"])
        await #expect(throws: BoardServerError.self) {
            try await served.perform { try served.redo(from: 4) }
        }
    }

    @Test func thePageAndTheCommandLineShareOneHistory() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "doing")))
        }
        // Another process undoes the page's move from the board's history.
        let undone = try BoardSession(path: file.path).undo()
        #expect(undone.isApplied && undone.actionName == "Move card")
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie"])
        // And the page undoes an edit another process made.
        try BoardSession(path: file.path).apply(.renameCard("b", title: "Bravo two"))
        served.checkDisk()
        let version = served.version
        let result = try await served.perform { try served.undo(from: version) }
        #expect(result.redoName == "Rename card")
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie"])
    }
}
