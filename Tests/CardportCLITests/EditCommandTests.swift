import Foundation
import Testing

/// `cardport edit`, `undo`, `redo` and `history` run as subprocesses on one board.
@Suite struct EditCommandTests {
    typealias Support = CommandLineSupport

    /// A board imported from Markdown: "To Do" [Write the report, Call Ann], "Done" [Old].
    func withBoard(_ body: (_ board: String) throws -> Void) throws {
        try Support.withFolder { folder in
            let markdown = folder.appendingPathComponent("board.md")
            try Data("## To Do\n- Write the report\n- Call Ann\n## Done\n- Old\n".utf8).write(to: markdown)
            let board = folder.appendingPathComponent("board.json").path
            let made = try CardportProcess.run(["import", markdown.path, "-o", board])
            #expect(made.status == 0, "\(made.standardError)")
            try body(board)
        }
    }

    func card(_ title: String, in board: String) throws -> [String: Any] {
        let object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
        let cards = (object["lists"] as? [[String: Any]] ?? []).flatMap { $0["cards"] as? [[String: Any]] ?? [] }
        return try #require(cards.first { $0["title"] as? String == title })
    }

    @Test func oneInvocationEditsACardAsOneUndoStep() throws {
        try withBoard { board in
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            let result = try CardportProcess.run([
                "edit", board, "card", "Call Ann", "--due", "2026-12-01", "--done", "--add-checklist", "Steps",
                "--add-item", "Steps=Find the number", "--tick", "Find the number", "--rename", "Call Ann back", "--json",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let outcome = try Support.object(result.standardOutput)
            #expect(outcome["status"] as? String == "applied" && outcome["action"] as? String == "Edit card")
            let card = try card("Call Ann back", in: board)
            #expect(card["due"] as? String == "2026-12-01T00:00:00.000Z")
            #expect(card["done"] as? Bool == true)
            let items = ((card["checklists"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]) ?? []
            #expect(items.map { $0["text"] as? String } == ["Find the number"])
            #expect(items.first?["done"] as? Bool == true)

            let history = try CardportProcess.run(["history", board])
            #expect(history.standardOutput.contains("Edit card"))
            let undo = try CardportProcess.run(["undo", board])
            #expect(undo.status == 0, "\(undo.standardError)")
            #expect(undo.standardOutput.contains("Undid \"Edit card\""))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
            #expect(try CardportProcess.run(["redo", board]).status == 0)
            #expect(try self.card("Call Ann back", in: board)["done"] as? Bool == true)
        }
    }

    @Test func listsAndLabelsAndTheBoardAreEditedByName() throws {
        try withBoard { board in
            for arguments in [
                ["edit", board, "list", "To Do", "--rename", "Backlog", "--limit", "5"],
                ["edit", board, "add-list", "Doing", "--at", "1"],
                ["edit", board, "add-label", "urgent", "--color", "red"],
                ["edit", board, "card", "Old", "--label", "+urgent"],
                ["edit", board, "board", "--rename", "Team"],
            ] {
                let result = try CardportProcess.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.standardError)")
            }
            let object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let lists = object["lists"] as? [[String: Any]] ?? []
            #expect(lists.map { $0["name"] as? String } == ["Backlog", "Doing", "Done"])
            #expect(lists.first?["cardLimit"] as? Int == 5)
            #expect(object["name"] as? String == "Team")
            let label = (object["labels"] as? [[String: Any]])?.first { $0["name"] as? String == "urgent" }
            #expect((try card("Old", in: board)["labels"] as? [String]) == [label?["id"] as? String].compactMap { $0 })
        }
    }

    @Test func refusalsExitWithTheBoardsReasonAndWriteNothing() throws {
        try withBoard { board in
            #expect(try CardportProcess.run(["edit", board, "add-card", "To Do", "Call Ann"]).status == 0)
            #expect(try CardportProcess.run(["edit", board, "list", "Done", "--archive"]).status == 0)
            let saved = try Data(contentsOf: URL(fileURLWithPath: board))
            let cases: [(arguments: [String], status: Int32, says: String)] = [
                (["edit", board, "card", "Call Ann", "--done"], 64, "2 cards are titled 'Call Ann'"),
                (["edit", board, "card", "Nobody", "--done"], 64, "No card has the id or title 'Nobody'"),
                (["edit", board, "add-card", "Done", "New"], 65, "The list 'Done' is archived"),
                (["edit", board, "card", "Old", "--label", "+missing"], 64, "No label has the id or name 'missing'"),
                (["edit", board, "card", "Old", "--due", "tomorrow"], 64, "--due tomorrow"),
                (["edit", board, "list", "Done", "--due", "2026-01-01"], 64, "go with `edit BOARD card CARD`"),
                (["redo", board], 65, "There is nothing to redo"),
            ]
            for (arguments, status, says) in cases {
                let result = try CardportProcess.run(arguments)
                #expect(result.status == status, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains(says), "\(arguments): \(result.standardError)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == saved, "\(arguments)")
            }
        }
    }

    @Test func undoTakesBackTheLastEditOfAnyRoad() throws {
        try withBoard { board in
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            #expect(try CardportProcess.run(["move", board, "Old", "--to", "To Do", "--at", "0"]).status == 0)
            #expect(try Support.lists(ofBoard: board).map(\.cards) == [["Old", "Write the report", "Call Ann"], []])
            let undo = try CardportProcess.run(["undo", board])
            #expect(undo.status == 0, "\(undo.standardError)")
            #expect(undo.standardOutput.contains("Move card"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
        }
    }
}
