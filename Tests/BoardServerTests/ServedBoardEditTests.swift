import BoardDrops
import Boards
import Foundation
import Testing
@testable import BoardServer

/// Edits made on the page (`POST /api/edit`) and the plain board's drop rules, through the board session.
@Suite struct ServedBoardEditTests {
    func edit(_ served: ServedBoard, version: Int, _ edits: BoardAPI.Edit...) async throws -> BoardAPI.EditResult {
        try await served.perform { try served.edit(.init(version: version, edits: edits)) }
    }

    @Test func aCardMovedDownLandsBeforeTheCardTheLineWasDrawnAbove() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        // The line is drawn above Charlie (its top edge); Alpha must land there, between Bravo and Charlie.
        let proposal = try await served.perform {
            try served.proposal(.init(
                version: 1, drag: .init(cardIDs: ["a"]), pointer: .init(listID: "todo", cardID: "c", fraction: 0.1)))
        }
        #expect(proposal.beforeCardID == "c")
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "todo", cardID: "c", fraction: 0.1)))
        }
        #expect(try file.titles("todo") == ["Bravo", "Alpha", "Charlie"])
    }

    @Test func aCardOverTheMiddleOfAnotherIsInsertedAndOnlyMergedWhenAsked() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["b"], pointer: .init(listID: "doing", cardID: "d", fraction: 0.45)))
        }
        #expect(try file.titles("doing") == ["Bravo", "Delta"])
        #expect(try file.onDisk().lists[1].cards[1] == TemporaryBoard.standard().lists[1].cards[0])
        _ = try await served.perform {
            try served.move(.init(
                version: 2, cardIDs: ["c"], pointer: .init(listID: "doing", cardID: "d", fraction: 0.2, merge: true)))
        }
        // Merged: Charlie stays where it was and Delta takes it in.
        let todo = try file.titles("todo")
        let doing = try file.titles("doing")
        #expect(todo == ["Alpha", "Charlie"], "\(todo) \(doing)")
        #expect(try file.onDisk().lists[1].cards[1] != TemporaryBoard.standard().lists[1].cards[0])
    }

    @Test func editsAreMadeThroughTheSessionAsNamedSteps() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var rename = BoardAPI.Edit(kind: "renameCard")
        rename.card = "a"
        rename.title = "Alpha, renamed"
        let renamed = try await edit(served, version: 1, rename)
        #expect(renamed.version == 2)
        #expect(renamed.undoName == "Rename card")
        #expect(try file.titles("todo").first == "Alpha, renamed")
        var due = BoardAPI.Edit(kind: "setDue")
        due.card = "a"
        due.date = "2026-12-01"
        due.allDay = true
        var item = BoardAPI.Edit(kind: "addChecklist")
        item.card = "a"
        item.name = "Steps"
        var limit = BoardAPI.Edit(kind: "setCardLimit")
        limit.list = "doing"
        limit.limit = 3
        _ = try await edit(served, version: 2, due, item, limit)
        let board = try file.onDisk()
        #expect(board.lists[0].cards[0].due == Date(timeIntervalSince1970: 1_796_083_200))
        #expect(board.lists[0].cards[0].checklists.map(\.name) == ["Steps"])
        #expect(board.lists[1].cardLimit == 3)
        let undone = try await served.perform { try served.undo(from: 3) }
        #expect(undone.version == 4)
        #expect(try file.onDisk().lists[1].cardLimit == nil)
        #expect(try file.titles("todo").first == "Alpha, renamed")
    }

    @Test func cardsAreMergedIntoAnotherByAnEditAsByAnAltDrop() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var merge = BoardAPI.Edit(kind: "mergeCards")
        merge.cards = ["c"]
        merge.into = "d"
        let merged = try await edit(served, version: 1, merge)
        #expect(merged.undoName == "Merge into card")
        // Charlie stays where it was and Delta takes it in, as the page's "Merge into…" does.
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie"])
        #expect(try file.onDisk().lists[1].cards[0] != TemporaryBoard.standard().lists[1].cards[0])
        var itself = BoardAPI.Edit(kind: "mergeCards")
        itself.cards = ["d"]
        itself.into = "d"
        let refused = await #expect(throws: BoardServerError.self) { try await edit(served, version: 2, itself) }
        #expect(refused?.reason == "sameCard")
        var missing = BoardAPI.Edit(kind: "mergeCards")
        missing.cards = ["c"]
        let bad = await #expect(throws: BoardServerError.self) { try await edit(served, version: 2, missing) }
        #expect(bad?.status == 400 && bad?.message.contains("into") == true)
    }

    @Test func aRefusedEditSaysTheBoardsReasonAndChangesNothing() async throws {
        let file = try TemporaryBoard()
        let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let served = try ServedBoard(path: file.path)
        var move = BoardAPI.Edit(kind: "moveCards")
        move.cards = ["a"]
        move.list = "old"
        let error = await #expect(throws: BoardServerError.self) { try await edit(served, version: 1, move) }
        #expect(error?.status == 422)
        #expect(error?.reason == "archivedList")
        #expect(error?.message == "The list 'Old' is archived: restore it before adding cards to it.")
        var missing = BoardAPI.Edit(kind: "renameCard")
        missing.card = "nope"
        missing.title = "x"
        #expect(await #expect(throws: BoardServerError.self) { try await edit(served, version: 1, missing) }?.status == 404)
        var malformed = BoardAPI.Edit(kind: "renameCard")
        malformed.card = "a"
        let bad = await #expect(throws: BoardServerError.self) { try await edit(served, version: 1, malformed) }
        #expect(bad?.status == 400 && bad?.message.contains("title") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
        #expect(served.version == 1)
    }

    @Test func aStaleEditIsRefusedWith409() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var changed = TemporaryBoard.standard()
        changed.name = "Renamed elsewhere"
        try file.replaceOnDisk(changed)
        var rename = BoardAPI.Edit(kind: "renameBoard")
        rename.name = "Mine"
        let error = await #expect(throws: BoardServerError.self) { try await edit(served, version: 1, rename) }
        #expect(error?.status == 409)
        #expect(try file.onDisk().name == "Renamed elsewhere")
    }

    @Test func theMarkdownPreviewEscapesEverythingItDoesNotWrite() {
        let html = MarkdownPreview.html("# Plan\n\nSome **bold** and `x<y`\n\n- [a](https://example.com)\n- [b](javascript:alert)\n<script>")
        #expect(html == "<h3>Plan</h3><p>Some <strong>bold</strong> and <code>x&lt;y</code></p>"
            + "<ul><li><a href=\"https://example.com\" rel=\"noopener noreferrer\" target=\"_blank\">a</a></li><li>b</li></ul>"
            + "<p>&lt;script&gt;</p>")
    }

    @Test func delimitersThatNeverCloseAreTextAndTheOnesThatCloseStillFormat() {
        // Read front to back once: an unclosed `[`, `*` or backquote is written as it is, and what follows it
        // still formats.
        let link = "<a href=\"https://example.com\" rel=\"noopener noreferrer\" target=\"_blank\">"
        #expect(MarkdownPreview.inline("` *a* [b") == "` <em>a</em> [b")
        #expect(MarkdownPreview.inline("_a_ `c` **d** [e](https://example.com) [")
            == "<em>a</em> <code>c</code> <strong>d</strong> \(link)e</a> [")
        #expect(MarkdownPreview.inline("*a *b*") == "<em>a </em>b*")
        #expect(MarkdownPreview.inline("[[[x](https://example.com)") == "\(link)[[x</a>")
    }
}
