import Foundation
import Testing

/// `cardport convert` run as a subprocess: payload to payload through the planner, and `--explain`.
@Suite struct ConvertCommandTests {
    typealias Support = CommandLineSupport

    @Test(arguments: CommandLineSupport.samples.map(\.file))
    func everySampleConvertsToMarkdown(file: String) throws {
        let result = try CardportProcess.run(["convert", Support.sample(file), "--to", ".md", "-q"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("- "))
    }

    @Test func explainGoesToStandardErrorBesideAPayloadOnStandardOutput() throws {
        let result = try CardportProcess.run(
            ["convert", Support.sample("trello-simple-project-board.json"), "--to", ".md", "--explain", "-q"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("Plan: load com.trello.board-export"))
        #expect(result.standardError.contains("with \"trello\""))
        #expect(result.standardOutput.hasPrefix("# Simple Project Board"))
    }

    @Test func explainGoesToStandardOutputWhenThePayloadGoesToAFile() throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("board.txt").path
            let result = try CardportProcess.run(["convert", "-", "--to", ".txt", "-o", out, "--explain"], input: "# Plans\n- [ ] one\n")
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("Goal: a payload of public.plain-text."))
            #expect(result.standardOutput.contains("net.daringfireball.markdown"))
            #expect(try String(contentsOfFile: out, encoding: .utf8).contains("one"))
        }
    }

    @Test func markdownToTrelloToMarkdownKeepsTheCards() throws {
        try Support.withFolder { folder in
            let trello = folder.appendingPathComponent("trello.json").path
            let first = try CardportProcess.run(
                ["convert", Support.sample("release-checklist.md"), "--to", "com.trello.board-export", "-o", trello, "-q"])
            #expect(first.status == 0)
            let back = try CardportProcess.run(["convert", trello, "--to", ".md", "-q"])
            #expect(back.status == 0)
            let original = try String(contentsOfFile: Support.sample("release-checklist.md"), encoding: .utf8)
            for line in original.split(separator: "\n") where line.hasPrefix("## ") {
                #expect(back.standardOutput.contains(line))
            }
        }
    }

    @Test func failures() throws {
        let noType = try CardportProcess.run(["convert", Support.sample("errands.txt"), "--to", "public.png"])
        #expect(noType.status == 64)
        let missing = try CardportProcess.run(["convert", "/nonexistent.md", "--to", ".txt"])
        #expect(missing.status == 66)
        let unreadable = try CardportProcess.run(["convert", "-", "--to", ".md"], input: "[1, 2")
        #expect(unreadable.status == 65)
        #expect(unreadable.standardError.hasPrefix("cardport: <stdin>: 1:"))
        let jsonNeedsFile = try CardportProcess.run(["convert", "-", "--to", ".md", "--json"], input: "x")
        #expect(jsonNeedsFile.status == 64)
    }
}
