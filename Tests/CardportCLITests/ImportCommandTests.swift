import Foundation
import Testing

/// `cardport import` run as a subprocess: whole boards, fragments into boards, refusals and their exit codes.
@Suite struct ImportCommandTests {
    typealias Support = CommandLineSupport

    @Test(arguments: CommandLineSupport.samples.map(\.file))
    func everySampleImportsAsABoardFile(file: String) throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", Support.sample(file), "-o", board, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.isEmpty)
            let object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            #expect(object["format"] as? String == "cardport.board")
            #expect(!(try Support.lists(ofBoard: board)).isEmpty)
        }
    }

    @Test func trelloExportKeepsItsListsAndCards() throws {
        let export = try Support.object(String(contentsOfFile: Support.sample("trello-simple-project-board.json"), encoding: .utf8))
        let trelloLists = (export["lists"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let trelloCards = (export["cards"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board])
            #expect(result.status == 0)
            let lists = try Support.lists(ofBoard: board)
            #expect(lists.map(\.name) == trelloLists)
            #expect(Set(lists.flatMap(\.cards)) == Set(trelloCards))
            // The sentence counts the lists and cards written, archived ones included.
            #expect(result.standardOutput.contains(": \(lists.count) lists, \(trelloCards.count) cards → \(board)"))
        }
    }

    @Test func aPipeNamedAsAFileImportsAsTheFileWould() throws {
        // `cardport import <(curl …)`: the path is a pipe, read once from the start, not a file read in place.
        let payload = try Data(contentsOf: URL(fileURLWithPath: Support.sample("errands.txt")))
        try Support.withFolder { folder in
            let pipe = folder.appendingPathComponent("errands-pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            let writer = Thread {
                guard let handle = FileHandle(forWritingAtPath: pipe) else { return }
                handle.write(payload)
                try? handle.close()
            }
            writer.start()
            let fromPipe = folder.appendingPathComponent("from-pipe.json").path
            let result = try CardportProcess.run(["import", pipe, "--type", ".txt", "-o", fromPipe, "-q"])
            #expect(result.status == 0, "\(result.standardError)")
            let fromFile = folder.appendingPathComponent("from-file.json").path
            #expect(try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", fromFile, "-q"]).status == 0)
            let cards = try Support.lists(ofBoard: fromPipe).flatMap(\.cards)
            #expect(!cards.isEmpty)
            #expect(cards == (try Support.lists(ofBoard: fromFile)).flatMap(\.cards))
        }
    }

    @Test func todoTxtListsFollowListBy() throws {
        let todo = "(A) Call Mom +Family @phone\nx 2024-01-02 Buy milk +Errands @store\nPay rent @home\n"
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let byProject = try CardportProcess.run(["import", "-", "-o", board, "--quiet"], input: todo)
            #expect(byProject.status == 0, "\(byProject.standardError)")
            #expect(try Support.lists(ofBoard: board).map(\.name) == ["+Family", "+Errands", "No project"])
            let byContext = try CardportProcess.run(
                ["import", "-", "-o", board, "--force", "--quiet", "--list-by", "context"], input: todo)
            #expect(byContext.status == 0, "\(byContext.standardError)")
            #expect(try Support.lists(ofBoard: board).map(\.name) == ["@phone", "@store", "@home"])
            let wrong = try CardportProcess.run(["import", "-", "-o", board, "--force", "--list-by", "tag"], input: todo)
            #expect(wrong.status == 64)
            #expect(wrong.standardError.contains("--list-by takes project, context or priority"))
        }
    }

    @Test func aPDFNamedAsTextIsRefusedForWhatItIsAndNothingIsWritten() throws {
        try Support.withFolder { folder in
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n".utf8).write(to: notes)
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", notes.path, "-o", board])
            #expect(result.status == 65)
            #expect(result.standardError.contains("com.adobe.pdf"))
            #expect(!FileManager.default.fileExists(atPath: board))
        }
    }

    @Test func skipArchivedLeavesArchivedListsOut() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(
                ["import", Support.sample("trello-simple-project-board.json"), "-o", board, "--skip-archived"])
            #expect(result.status == 0)
            #expect(!(try Support.lists(ofBoard: board)).map(\.name).contains("some archived list"))
        }
    }

    @Test func anExistingBoardIsReplacedOnlyWithForce() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: board))
            let refused = try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", board])
            #expect(refused.status == 73)
            #expect(refused.standardError.contains("\(board): the file exists"))
            #expect(refused.standardError.contains("--force"))
            #expect(try String(contentsOfFile: board, encoding: .utf8) == "keep me")
            let forced = try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", board, "--force"])
            #expect(forced.status == 0)
            #expect(try Support.lists(ofBoard: board).flatMap(\.cards).contains("Buy milk"))
        }
    }

    @Test func aBoardReplacedWithForceCanBeUndoneAndKeepsItsHistory() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", board, "--quiet"])
            #expect(try CardportProcess.run(["edit", board, "board", "--rename", "Errands"]).status == 0)
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            let forced = try CardportProcess.run(
                ["import", Support.sample("release-checklist.md"), "-o", board, "--force", "--quiet"])
            #expect(forced.status == 0)
            #expect(try Support.lists(ofBoard: board).map(\.name).contains("Release day"))

            let undone = try CardportProcess.run(["undo", board])
            #expect(undone.status == 0, "\(undone.standardError)")
            #expect(undone.standardOutput.contains("Replace the board with"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
            // The steps before the replacement still apply to the board they describe.
            let older = try CardportProcess.run(["undo", board])
            #expect(older.status == 0, "\(older.standardError)")
            #expect(older.standardOutput.contains("Rename board"))
        }
    }

    @Test func standardInputAndStandardOutputAreDashes() throws {
        let result = try CardportProcess.run(["import", "-", "-o", "-"], input: "Buy milk\nCall the plumber\n")
        #expect(result.status == 0)
        let board = try Support.object(result.standardOutput)
        #expect(board["format"] as? String == "cardport.board")
        let cards = (board["lists"] as? [[String: Any]])?.first?["cards"] as? [[String: Any]]
        #expect(cards?.compactMap { $0["title"] as? String } == ["Buy milk", "Call the plumber"])
    }

    @Test func intoAddsTheFragmentsCardsToAListAtAPosition() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board])
            let before = try Support.lists(ofBoard: board)
            let result = try CardportProcess.run(
                ["import", "-", "--into", board, "--list", "TODO 📚", "--at", "1"], input: "First new\nSecond new\n")
            #expect(result.status == 0, "\(result.standardError)")
            let after = try Support.lists(ofBoard: board)
            var expected = before[1].cards
            expected.insert(contentsOf: ["First new", "Second new"], at: 1)
            #expect(after[1].cards == expected)
            #expect(after.map(\.name) == before.map(\.name))
        }
    }

    @Test func intoWithoutAListAddsTheFragmentsLists() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", board])
            let result = try CardportProcess.run(
                ["import", Support.sample("release-checklist.md"), "--into", board, "--at", "0", "--json", "--quiet"])
            #expect(result.status == 0)
            let summary = try Support.object(result.standardOutput)
            let added = summary["added"] as? [String: Any]
            let lists = try Support.lists(ofBoard: board)
            #expect(added?["lists"] as? Int == lists.count - 1)
            #expect(lists.last?.cards.contains("Buy milk") == true)
            #expect(summary["adapter"] as? String == "markdown")
        }
    }

    @Test func aRefusedImportLeavesTheBoardByteForByte() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample("native-board.json"), "-o", board])
            // A list at its card limit refuses more cards.
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            var lists = try #require(object["lists"] as? [[String: Any]])
            lists[0]["cardLimit"] = (lists[0]["cards"] as? [Any])?.count ?? 0
            object["lists"] = lists
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: board))
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            let name = try #require(lists[0]["name"] as? String)

            let full = try CardportProcess.run(["import", "-", "--into", board, "--list", name], input: "One more\n")
            #expect(full.status == 65)
            #expect(full.standardError.contains("refused"))
            let malformed = try CardportProcess.run(["import", "-", "--type", "public.json", "--into", board], input: "{\"lists\": [")
            #expect(malformed.status == 65)
            let noList = try CardportProcess.run(["import", "-", "--into", board, "--list", "Nowhere"], input: "x\n")
            #expect(noList.status == 64)
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(leftovers == ["board.json"])
        }
    }

    @Test func malformedJSONIsNamedByLineAndColumn() throws {
        try Support.withFolder { folder in
            let payload = folder.appendingPathComponent("broken.json")
            try Data("{\n  \"lists\": [1, 2,,]\n}\n".utf8).write(to: payload)
            let result = try CardportProcess.run(["import", payload.path, "-o", folder.appendingPathComponent("b.json").path])
            #expect(result.status == 65)
            #expect(result.standardError.hasPrefix("cardport: \(payload.path): 2:"))
            #expect(result.standardError.split(separator: "\n").count <= 2)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.json").path))
        }
    }

    @Test func aMissingPayloadExits66AndAnUncreatableBoard73() throws {
        let missing = try CardportProcess.run(["import", "/nonexistent/payload.json", "-o", "/tmp/unused.json"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("/nonexistent/payload.json: no such file"))
        let uncreatable = try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", "/nonexistent/folder/board.json"])
        #expect(uncreatable.status == 73)
        #expect(uncreatable.standardError.contains("/nonexistent/folder/board.json"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CardportProcess.run(["import", "-"]).status == 64)
        #expect(try CardportProcess.run(["import", "-", "-o", "a.json", "--into", "b.json"]).status == 64)
        let unknownType = try CardportProcess.run(["import", "-", "--type", "com.example.nope", "-o", "-"], input: "x")
        #expect(unknownType.status == 64)
        #expect(unknownType.standardError.contains("--type: unknown type identifier 'com.example.nope'"))
    }

    @Test(.enabled(if: TerminalRun.isAvailable))
    func progressIsDrawnOnlyOnATerminal() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let shown = try TerminalRun.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board, "-q"])
            #expect(shown.contains("importing \(Support.sample("trello-simple-project-board.json"))…"))
            #expect(shown.contains("10 cards"))
            #expect(shown.contains("\r\u{1B}[K"))  // the bar erases itself
            let piped = try CardportProcess.run(
                ["import", Support.sample("trello-simple-project-board.json"), "-o", board, "--force", "-q"])
            #expect(piped.status == 0)
            #expect(piped.standardError.isEmpty)
        }
    }

    @Test func noStackTraceOnGarbage() throws {
        let garbage = String(repeating: "\u{1}\u{FFFD}[{<", count: 500)
        for type in ["public.json", "public.plain-text", "net.daringfireball.markdown", "app.cardport.board"] {
            let result = try CardportProcess.run(["import", "-", "--type", type, "-o", "-"], input: garbage)
            #expect([0, 65].contains(result.status), "\(type): \(result.status)")
            #expect(!result.standardError.contains("Fatal error"))
            #expect(result.standardError.split(separator: "\n").count <= 2)
        }
    }

    @Test func lossesArePrintedOnStandardErrorAndInJSONAndStrictRefusesThem() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            // A page with text hidden by CSS: the hidden element is left out, and counted.
            let page = #"<h2>Todo</h2><ul><li>Shown</li><li style="display:none">ghost</li></ul>"#
            let plain = try CardportProcess.run(["import", "-", "--type", ".html", "-o", board], input: page)
            #expect(plain.status == 0)
            #expect(plain.standardError.contains("not carried: 1 hidden elements left out"))

            let json = try CardportProcess.run(["import", "-", "--type", ".html", "-o", board, "--force", "--json"], input: page)
            #expect(json.status == 0)
            let losses = try Support.object(json.standardOutput)["losses"] as? [[String: Any]]
            #expect(losses?.first?["kind"] as? String == "hidden elements")
            #expect(losses?.first?["count"] as? Int == 1)

            let strictBoard = folder.appendingPathComponent("strict.json").path
            let strict = try CardportProcess.run(["import", "-", "--type", ".html", "-o", strictBoard, "--strict"], input: page)
            #expect(strict.status == 65)
            #expect(strict.standardError.contains("--strict"))
            #expect(!FileManager.default.fileExists(atPath: strictBoard))

            // A payload with nothing lost passes --strict.
            let clean = try CardportProcess.run(
                ["import", "-", "--type", ".md", "-o", strictBoard, "--strict"], input: "## Todo\n\n- [x] Ship\n")
            #expect(clean.status == 0, "\(clean.standardError)")
        }
    }

    @Test func aCleanRealTrelloExportPassesStrict() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            // The activity log beyond comments and card creations is history the board shows: noted, not lost.
            let result = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board, "--strict"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!result.standardError.contains("not carried"))
            #expect(FileManager.default.fileExists(atPath: board))
        }
    }
}
