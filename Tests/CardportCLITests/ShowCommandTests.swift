import Foundation
import Testing

/// `cardport show` run as a subprocess: columns fitted to the width, colour only for terminals.
@Suite struct ShowCommandTests {
    typealias Support = CommandLineSupport

    /// The display width of a line as a terminal draws it (emoji and wide characters take two columns).
    func columns(_ line: String) -> Int {
        line.reduce(0) { width, character in
            let first = character.unicodeScalars.first!
            let wide = first.properties.isEmojiPresentation
                || (character.unicodeScalars.contains { $0.value == 0xFE0F } && first.properties.isEmoji)
            return width + (wide ? 2 : 1)
        }
    }

    @Test(arguments: CommandLineSupport.samples.map(\.file).filter { $0.hasSuffix(".json") }, [40, 80, 132])
    func linesFitTheWidth(file: String, width: Int) throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample(file), "-o", board, "-q"])
            let result = try CardportProcess.run(["show", board, "--width", "\(width)"])
            #expect(result.status == 0)
            for line in result.lines { #expect(columns(line) <= width, "\(line)") }
            #expect(!result.standardOutput.contains("\u{1B}["))
        }
    }

    @Test func everyOpenListIsAColumnWithItsCardCount() throws {
        let result = try CardportProcess.run(["show", Support.sample("native-board.json"), "--width", "200"])
        #expect(result.status == 0)
        #expect(result.lines.first == "Productivity Workflow")
        for list in try Support.lists(ofBoard: Support.sample("native-board.json")) {
            #expect(result.standardOutput.contains("\(list.name) (\(list.cards.count))"))
        }
    }

    @Test func columnsEnvironmentSetsTheWidthWhenNotATerminal() throws {
        let narrow = try CardportProcess.run(["show", Support.sample("native-board.json")], environment: ["COLUMNS": "50"])
        #expect(narrow.lines.map(columns).max() ?? 0 <= 50)
        let unset = try CardportProcess.run(["show", Support.sample("native-board.json")], environment: ["COLUMNS": ""])
        #expect(unset.lines.map(columns).max() ?? 0 <= 80)
        #expect(unset.lines.map(columns).max() ?? 0 > 50)
    }

    @Test func checklistsDueDatesAndArchived() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            _ = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board])
            let plain = try CardportProcess.run(["show", board, "--width", "160"])
            #expect(plain.standardOutput.contains("☑ 4/4"))
            #expect(!plain.standardOutput.contains("some archived list"))
            let archived = try CardportProcess.run(["show", board, "--width", "160", "--archived"])
            #expect(archived.standardOutput.contains("some archived list"))
            #expect(archived.standardOutput.contains("(archived)"))
        }
        let dated = """
            {"format": "cardport.board", "version": 1, "id": "b", "name": "Dated",
             "lists": [{"id": "l", "name": "Soon", "cards": [{"id": "c", "title": "Ship it", "due": "2026-03-05T10:00:00.000Z"}]}]}
            """
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("dated.json")
            try Data(dated.utf8).write(to: board)
            let result = try CardportProcess.run(["show", board.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("due 2026-03-05"))
        }
    }

    @Test func longTitlesWrapAndAreCut() throws {
        let title = String(repeating: "word ", count: 60)
        let board = """
            {"format": "cardport.board", "version": 1, "id": "b", "name": "Long",
             "lists": [{"id": "l", "name": "List", "cards": [{"id": "c", "title": "\(title)"}]}]}
            """
        try Support.withFolder { folder in
            let path = folder.appendingPathComponent("long.json")
            try Data(board.utf8).write(to: path)
            let result = try CardportProcess.run(["show", path.path, "--width", "30"])
            let cardLines = result.lines.filter { $0.hasPrefix("• ") || $0.hasPrefix("  word") }
            #expect(cardLines.count == 3)
            #expect(cardLines.last?.hasSuffix("…") == true)
        }
    }

    @Test(.enabled(if: TerminalRun.isAvailable))
    func labelsAreColouredOnATerminalUnlessNoColorIsSet() throws {
        let board = Support.sample("native-board.json")
        let coloured = try TerminalRun.run(["show", board, "--width", "120"], removing: ["NO_COLOR"])
        #expect(coloured.contains("\u{1B}[1mProductivity Workflow\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[3"))  // a label colour
        let plain = try TerminalRun.run(["show", board, "--width", "120"], environment: ["NO_COLOR": "1"])
        #expect(plain.contains("Productivity Workflow"))
        #expect(!plain.contains("\u{1B}["))
    }

    @Test func badBoards() throws {
        #expect(try CardportProcess.run(["show", "/nonexistent.json"]).status == 66)
        #expect(try CardportProcess.run(["show", Support.sample("errands.txt")]).status == 65)
        #expect(try CardportProcess.run(["show", Support.sample("native-board.json"), "--width", "5"]).status == 64)
    }
}
