import Foundation
import Testing

/// `cardport export` run as a subprocess: every writable type, standard output, `--force`, bad boards.
@Suite struct ExportCommandTests {
    typealias Support = CommandLineSupport

    @Test(arguments: [".md", ".txt", "com.trello.board-export", "md.obsidian.kanban", "app.cardport.board", ".html",
                      ".opml", "app.cardport.board-xml"])
    func theNativeSampleExportsToEveryWritableTypeAndImportsBack(type: String) throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("out").path
            let result = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", type, "-o", out, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            // What was written reads back as a board holding the sample's first card.
            let back = folder.appendingPathComponent("back.json").path
            let reimport = try CardportProcess.run(["import", out, "--type", type, "-o", back, "--quiet"])
            #expect(reimport.status == 0, "\(reimport.standardError)")
            let firstCard = try Support.lists(ofBoard: Support.sample("native-board.json")).flatMap(\.cards).first
            #expect(try Support.lists(ofBoard: back).flatMap(\.cards).contains(try #require(firstCard)))
        }
    }

    @Test func standardOutputIsTheDefault() throws {
        let result = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", "text/markdown", "--quiet"])
        #expect(result.status == 0)
        let lists = try Support.lists(ofBoard: Support.sample("native-board.json"))
        for list in lists { #expect(result.standardOutput.contains("## \(list.name)")) }
    }

    @Test func warningsGoToStandardErrorUnlessQuiet() throws {
        let loud = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".txt"])
        #expect(loud.standardError.contains("cardport: warning: "))
        #expect(!loud.standardOutput.contains("warning"))
        let quiet = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".txt", "-q"])
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.standardOutput == loud.standardOutput)
    }

    @Test func anExistingOutputNeedsForce() throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("board.md")
            try Data("mine".utf8).write(to: out)
            let refused = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".md", "-o", out.path])
            #expect(refused.status == 73)
            #expect(try String(contentsOf: out, encoding: .utf8) == "mine")
            let forced = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".md", "-o", out.path, "--force", "-q"])
            #expect(forced.status == 0)
            #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("# Productivity Workflow"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.md"])
        }
    }

    @Test func jsonSummaryNamesTypeAdapterAndBytes() throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("trello.json").path
            let result = try CardportProcess.run(
                ["export", Support.sample("native-board.json"), "--as", "com.trello.board-export", "-o", out, "--json"])
            #expect(result.status == 0)
            let summary = try Support.object(result.standardOutput)
            #expect(summary["type"] as? String == "com.trello.board-export")
            #expect(summary["adapter"] as? String == "trello")
            let size = try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int
            #expect(summary["bytes"] as? Int == size)
        }
    }

    @Test func badBoardsAndTypes() throws {
        try Support.withFolder { folder in
            let broken = folder.appendingPathComponent("broken.json")
            try Data("{\"format\": \"cardport.board\",\n \"lists\": [}".utf8).write(to: broken)
            let malformed = try CardportProcess.run(["export", broken.path, "--as", ".md"])
            #expect(malformed.status == 65)
            #expect(malformed.standardError.hasPrefix("cardport: \(broken.path):2:"))
            let notABoard = try CardportProcess.run(["export", Support.sample("trello-simple-project-board.json"), "--as", ".md"])
            #expect(notABoard.status == 65)
            let missing = try CardportProcess.run(["export", folder.appendingPathComponent("none.json").path, "--as", ".md"])
            #expect(missing.status == 66)
            let unwritable = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", "public.png"])
            #expect(unwritable.status == 64)
            #expect(unwritable.standardError.contains("no adapter writes public.png"))
        }
    }
}

/// `cardport export --cards`: what a drag of those cards offers.
@Suite struct ExportCardsTests {
    typealias Support = CommandLineSupport

    @Test func onlyTheNamedCardsAreWrittenWithAllOfThem() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let made = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board])
            #expect(made.status == 0)
            let object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let cards = ((object["lists"] as? [[String: Any]]) ?? []).flatMap { ($0["cards"] as? [[String: Any]]) ?? [] }
            let first = try #require(cards.first)
            let id = try #require(first["id"] as? String)

            let result = try CardportProcess.run(["export", board, "--cards", id, "--as", "app.cardport.board"])
            #expect(result.status == 0, "\(result.standardError)")
            let fragment = try Support.object(result.standardOutput)
            let exported = ((fragment["lists"] as? [[String: Any]]) ?? []).flatMap { ($0["cards"] as? [[String: Any]]) ?? [] }
            #expect(exported.count == 1)
            let a = try JSONSerialization.data(withJSONObject: exported[0], options: [.sortedKeys])
            let b = try JSONSerialization.data(withJSONObject: first, options: [.sortedKeys])
            #expect(a == b)

            let missing = try CardportProcess.run(["export", board, "--cards", "nope", "--as", ".md"])
            #expect(missing.status == 64)
            #expect(missing.standardError.contains("no card with the id 'nope'"))
        }
    }
}
