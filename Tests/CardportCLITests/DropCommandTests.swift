import Foundation
import Testing

/// `cardport drop` run as a subprocess: drops through the board's drop target, saved atomically or refused
/// with the board left byte for byte as it was.
@Suite struct DropCommandTests {
    typealias Support = CommandLineSupport

    /// A board imported from the Trello sample, and two payload files, in a scratch folder.
    func withBoard(_ body: (_ board: String, _ folder: URL) throws -> Void) throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let made = try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board])
            #expect(made.status == 0)
            try Data("Book the venue\nOrder cake\n".utf8).write(to: folder.appendingPathComponent("clip.txt"))
            try Data("## Party\n- Book the venue\n- Order cake\n".utf8).write(to: folder.appendingPathComponent("clip.md"))
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("clip.png"))
            try body(board, folder)
        }
    }

    @Test func anotherAppsTextLandsAtThePosition() throws {
        try withBoard { board, folder in
            let before = try Support.lists(ofBoard: board)
            let txt = folder.appendingPathComponent("clip.txt").path
            let png = folder.appendingPathComponent("clip.png").path
            let result = try CardportProcess.run(
                ["drop", board, "--list", "TODO 📚", "--at", "1", "--item", "public.png=\(png),.txt=\(txt)"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Item 1: loaded public.plain-text from \(txt)"))
            #expect(result.standardOutput.contains("+ Book the venue"))
            var expected = before[1].cards
            expected.insert(contentsOf: ["Book the venue", "Order cake"], at: 1)
            #expect(try Support.lists(ofBoard: board)[1].cards == expected)
        }
    }

    @Test func theRichestReadableRepresentationIsTheOneLoaded() throws {
        try withBoard { board, folder in
            let md = folder.appendingPathComponent("clip.md").path
            let txt = folder.appendingPathComponent("clip.txt").path
            let result = try CardportProcess.run(
                ["drop", board, "--list", "DOING ⚙️", "--item", ".md=\(md),.txt=\(txt)", "--json"])
            #expect(result.status == 0, "\(result.standardError)")
            let report = try Support.object(result.standardOutput)
            let items = try #require(report["items"] as? [[String: Any]])
            #expect(items.first?["loaded"] as? String == "net.daringfireball.markdown")
            #expect(items.first?["offered"] as? [String] == ["net.daringfireball.markdown", "public.plain-text"])
            #expect(report["operation"] as? String == "copy")
            #expect(report["added"] as? [String] == ["Book the venue", "Order cake"])
            #expect(Set(report.keys) == ["board", "operation", "proposal", "effective", "destination", "items", "added", "joined", "errors"])
            #expect(try Support.lists(ofBoard: board)[2].cards.suffix(2) == ["Book the venue", "Order cake"])
        }
    }

    @Test func severalItemsLandInDragOrder() throws {
        try withBoard { board, folder in
            let md = folder.appendingPathComponent("clip.md").path
            let txt = folder.appendingPathComponent("clip.txt").path
            try Data("Third\n".utf8).write(to: folder.appendingPathComponent("third.txt"))
            let result = try CardportProcess.run(
                ["drop", board, "--list", "DOING ⚙️", "--at", "0", "--item", ".txt=\(txt)", "--item", ".md=\(md)",
                 "--item", ".txt=\(folder.appendingPathComponent("third.txt").path)"])
            #expect(result.status == 0, "\(result.standardError)")
            let cards = try Support.lists(ofBoard: board)[2].cards
            #expect(Array(cards.prefix(5)) == ["Book the venue", "Order cake", "Book the venue", "Order cake", "Third"])
        }
    }

    @Test func ontoACardJoinsIt() throws {
        try withBoard { board, folder in
            let txt = folder.appendingPathComponent("clip.txt").path
            let card = "Inspiration for a Card 📝"
            let result = try CardportProcess.run(["drop", board, "--list", "DONE! 🙌🏽", "--onto", card, "--item", ".txt=\(txt)"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("~ \(card) (joined)"))
            let after = try Support.lists(ofBoard: board)
            #expect(after[3].cards.filter { $0 == "Book the venue" }.isEmpty)
            let text = try String(contentsOfFile: board, encoding: .utf8)
            #expect(text.contains("\"Book the venue\""))
        }
    }

    @Test func refusedDropsExit65AndLeaveTheBoardByteForByte() throws {
        try withBoard { board, folder in
            let txt = folder.appendingPathComponent("clip.txt").path
            let png = folder.appendingPathComponent("clip.png").path
            // Give the TODO list a card limit it is already at.
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            var lists = try #require(object["lists"] as? [[String: Any]])
            lists[1]["cardLimit"] = (lists[1]["cards"] as? [Any])?.count ?? 0
            object["lists"] = lists
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: board))
            let original = try Data(contentsOf: URL(fileURLWithPath: board))

            let cases: [([String], String)] = [
                (["--list", "some archived list", "--item", ".txt=\(txt)"], "is archived"),
                (["--list", "TODO 📚", "--item", ".txt=\(txt)"], "open cards and allows"),
                (["--list", "DOING ⚙️", "--item", "public.png=\(png)"], "no adapter reads item 1 (offered: public.png)"),
            ]
            for (arguments, reason) in cases {
                let result = try CardportProcess.run(["drop", board] + arguments)
                #expect(result.status == 65, "\(arguments)")
                #expect(result.standardError.contains("the drop was refused"))
                #expect(result.standardError.contains(reason), "\(result.standardError)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["board.json", "clip.md", "clip.png", "clip.txt"])
        }
    }

    @Test func badUsage() throws {
        try withBoard { board, folder in
            let txt = folder.appendingPathComponent("clip.txt").path
            #expect(try CardportProcess.run(["drop", board, "--list", "TODO 📚"]).status == 64)
            #expect(try CardportProcess.run(["drop", board, "--list", "Nowhere", "--item", ".txt=\(txt)"]).status == 64)
            #expect(try CardportProcess.run(["drop", board, "--list", "TODO 📚", "--item", "no-equals"]).status == 64)
            #expect(try CardportProcess.run(["drop", board, "--list", "TODO 📚", "--at", "99", "--item", ".txt=\(txt)"]).status == 64)
            #expect(try CardportProcess.run(["drop", board, "--list", "TODO 📚", "--onto", "Nope", "--item", ".txt=\(txt)"]).status == 64)
            let missing = try CardportProcess.run(["drop", board, "--list", "TODO 📚", "--item", ".txt=/nonexistent.txt"])
            #expect(missing.status == 66)
            #expect(missing.standardError.contains("/nonexistent.txt: no such file"))
            #expect(try CardportProcess.run(["drop", "/nonexistent.json", "--list", "x", "--item", ".txt=\(txt)"]).status == 66)
        }
    }
}
