import Foundation
import Testing

/// `cardport import PAYLOAD --all -o DIR/` and `--board` on payloads that hold several boards.
@Suite struct ImportAllBoardsTests {
    typealias Support = CommandLineSupport

    /// A fixture of the Adapters tests (the real Focalboard files).
    static func focalboard(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AdaptersTests/Fixtures/Focalboard/\(name)").path
    }

    @Test func allWritesOneBoardFilePerBoardNamedAfterIt() throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("boards").path + "/"
            let result = try CardportProcess.run(["import", Self.focalboard("templates.boardarchive"), "--all", "-o", out, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(names == ["Company Goals & OKRs.json", "Personal Goals (NEW).json"])
            #expect(try Support.lists(ofBoard: out + "Personal Goals (NEW).json").map(\.name) == ["To Do", "Doing", "Done 🙌"])
            #expect(result.standardOutput.contains("imported 2 boards"))
        }
    }

    @Test func aFocalboardArchivesImageGoesIntoTheNewBoardsStore() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("tasks.json").path
            let archive = Self.focalboard("personal-tasks-with-image.boardarchive")
            let result = try CardportProcess.run(["import", archive, "-o", board])
            #expect(result.status == 0, "\(result.standardError)")
            // The views are not carried, but the image is.
            #expect(result.standardError.contains("views"), "\(result.standardError)")
            #expect(!result.standardError.contains("images and files"), "\(result.standardError)")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: board))) as? [String: Any]
            let cards = (saved?["lists"] as? [[String: Any]] ?? []).flatMap { $0["cards"] as? [[String: Any]] ?? [] }
            let walk = try #require(cards.first { $0["title"] as? String == "Go for a walk" })
            let attachment = try #require((walk["attachments"] as? [[String: Any]])?.first)
            let digest = try #require(attachment["sha256"] as? String)
            #expect(attachment["mimeType"] as? String == "image/png")
            #expect(attachment["url"] as? String == "tasks.json.files/" + digest)
            let stored = try #require(FileManager.default.contents(atPath: board + ".files/" + digest))
            #expect(stored.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(stored.count == attachment["bytes"] as? Int)
        }
    }

    @Test func allOverwritesNothingWithoutForce() throws {
        try Support.withFolder { folder in
            let out = folder.path + "/"
            let taken = out + "Personal Goals (NEW).json"
            try Data("mine".utf8).write(to: URL(fileURLWithPath: taken))
            let refused = try CardportProcess.run(["import", Self.focalboard("templates.boardarchive"), "--all", "-o", out, "--quiet"])
            #expect(refused.status == 73, "\(refused.standardError)")
            #expect(try String(contentsOfFile: taken, encoding: .utf8) == "mine")
            #expect(!FileManager.default.fileExists(atPath: out + "Company Goals & OKRs.json"))
            let forced = try CardportProcess.run(
                ["import", Self.focalboard("templates.boardarchive"), "--all", "-o", out, "--force", "--quiet"])
            #expect(forced.status == 0, "\(forced.standardError)")
            #expect(try Support.lists(ofBoard: taken).count == 3)
        }
    }

    @Test func fileNamesAreSafeAndCollisionsNumbered() throws {
        let lines = [
            #"{"type":"board","data":{"id":"b1","title":"Plan"}}"#,
            #"{"type":"board","data":{"id":"b2","title":"plan"}}"#,
            #"{"type":"board","data":{"id":"b3","title":"../../etc/passwd"}}"#,
            #"{"type":"board","data":{"id":"b4","title":"  "}}"#,
        ].joined(separator: "\n")
        try Support.withFolder { folder in
            let out = folder.path + "/"
            let result = try CardportProcess.run(["import", "-", "--all", "-o", out, "--quiet"], input: lines)
            #expect(result.status == 0, "\(result.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(names == ["_.._etc_passwd.json", "Plan.json", "b4.json", "plan 2.json"].sorted())
        }
    }

    @Test func severalBoardsWithoutAChoiceIsAUsageErrorListingThem() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let archive = Self.focalboard("templates.boardarchive")
            let refused = try CardportProcess.run(["import", archive, "-o", board])
            #expect(refused.status == 64)
            #expect(refused.standardError.contains("Company Goals & OKRs"))
            #expect(refused.standardError.contains("Personal Goals (NEW)"))
            #expect(!FileManager.default.fileExists(atPath: board))
            let chosen = try CardportProcess.run(["import", archive, "--board", "bcm39o11e4ib8tye8mt6iyuec9o", "-o", board, "--quiet"])
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(try Support.lists(ofBoard: board).first?.name == "Engineering")
        }
    }

    @Test func allRefusesAPayloadOfOneKindOfBoardAndBadCombinations() throws {
        try Support.withFolder { folder in
            let out = folder.path + "/"
            let single = try CardportProcess.run(["import", Support.sample("workflowy.opml"), "--all", "-o", out])
            #expect(single.status == 64)
            #expect(single.standardError.contains("--all reads payloads that hold several boards"))
            let noOutput = try CardportProcess.run(["import", Self.focalboard("templates.boardarchive"), "--all", "--into", out + "b.json"])
            #expect(noOutput.status == 64)
            let both = try CardportProcess.run(["import", Self.focalboard("templates.boardarchive"), "--all", "--board", "x", "-o", out])
            #expect(both.status == 64)
        }
    }
}
