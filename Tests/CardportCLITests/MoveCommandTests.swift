import Foundation
import Testing

/// `cardport move` run as a subprocess: a local drag through the board's drop target, saved.
@Suite struct MoveCommandTests {
    typealias Support = CommandLineSupport

    /// A board with lists Todo [A, B, C], Doing [D] and Done [], and card ids as the text importer gives them.
    func withBoard(_ body: (_ board: String, _ folder: URL) throws -> Void) throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let text = folder.appendingPathComponent("seed.txt")
            try Data("A\nB\nC\nD\n".utf8).write(to: text)
            let made = try CardportProcess.run(["import", text.path, "-o", board])
            #expect(made.status == 0, "\(made.standardError)")
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let list = try #require((object["lists"] as? [[String: Any]])?.first)
            let cards = try #require(list["cards"] as? [[String: Any]])
            object["lists"] = [
                list.merging(["id": "todo", "name": "Todo", "cards": Array(cards[0..<3])]) { $1 },
                list.merging(["id": "doing", "name": "Doing", "cards": [cards[3]]]) { $1 },
                list.merging(["id": "done", "name": "Done", "cards": [Any]()]) { $1 },
            ]
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: board))
            try body(board, folder)
        }
    }

    @Test func concurrentMovesOnOneBoardQueueAndAllLand() throws {
        try withBoard { board, _ in
            let results = try HardeningTests.runConcurrently(
                ["A", "B", "C", "D"].map { ["move", board, $0, "--to", "Done", "--wait", "60"] })
            #expect(results.map(\.status) == [0, 0, 0, 0], "\(results.map(\.standardError))")
            let lists = try titles(board)
            #expect(lists[0].isEmpty && lists[1].isEmpty)
            #expect(Set(lists[2]) == ["A", "B", "C", "D"])
        }
    }

    func titles(_ board: String) throws -> [[String]] {
        try Support.lists(ofBoard: board).map(\.cards)
    }

    @Test func cardsFromStandardInputOrAFileFollowThoseNamedAsArguments() throws {
        try withBoard { board, folder in
            // Lines as another tool writes them: CRLF ends, a blank line, titles and ids alike.
            let piped = try CardportProcess.run(["move", board, "--cards-from", "-", "--to", "Done"], input: "C\r\n\nA\n")
            #expect(piped.status == 0, "\(piped.standardError)")
            #expect(piped.standardOutput.contains("Moved 2 cards to the list 'Done'"))
            #expect(try titles(board) == [["B"], ["D"], ["C", "A"]])
            let file = folder.appendingPathComponent("cards.txt")
            try Data("B\n".utf8).write(to: file)
            let both = try CardportProcess.run(["move", board, "D", "--cards-from", file.path, "--to", "Done", "--at", "0"])
            #expect(both.status == 0, "\(both.standardError)")
            #expect(try titles(board) == [[], [], ["D", "B", "C", "A"]])
        }
    }

    @Test func aCardsFileThatCannotBeUsedIsNamedAndTheBoardIsLeftAlone() throws {
        try withBoard { board, folder in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let missing = folder.appendingPathComponent("missing.txt").path
            let absent = try CardportProcess.run(["move", board, "--cards-from", missing, "--to", "Done"])
            #expect(absent.status == 66 && absent.standardError.contains(missing), "\(absent.standardError)")
            let binary = folder.appendingPathComponent("binary.txt")
            try Data([0x41, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: binary)
            let notText = try CardportProcess.run(["move", board, "--cards-from", binary.path, "--to", "Done"])
            #expect(notText.status == 65, "\(notText.standardError)")
            #expect(notText.standardError.contains("\(binary.path): line 2: is not UTF-8 text"))
            let empty = try CardportProcess.run(["move", board, "--cards-from", "-", "--to", "Done"], input: "\n\n")
            #expect(empty.status == 64 && empty.standardError.contains("<stdin>: names no card"), "\(empty.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test func withinAListItReorders() throws {
        try withBoard { board, _ in
            let result = try CardportProcess.run(["move", board, "A", "--to", "Todo", "--at", "2"])
            #expect(result.status == 0, "\(result.standardError)")
            // Before the card now at position 2 (C), whichever way the card moves.
            #expect(try titles(board) == [["B", "A", "C"], ["D"], []])
        }
    }

    @Test func acrossListsItMovesInTheOrderGiven() throws {
        try withBoard { board, _ in
            let result = try CardportProcess.run(["move", board, "C", "A", "--to", "Doing", "--at", "0"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Moved 2 cards to the list 'Doing'"))
            #expect(try titles(board) == [["B"], ["C", "A", "D"], []])
        }
    }

    @Test func toAnotherBoardTheCardLeavesTheSourceAndLandsThere() throws {
        try withBoard { board, folder in
            let other = folder.appendingPathComponent("other.json").path
            try FileManager.default.copyItem(atPath: board, toPath: other)
            let before = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let result = try CardportProcess.run(["move", board, "B", "--to", "Done", "--to-board", other])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try titles(board) == [["A", "C"], ["D"], []])
            #expect(try titles(other) == [["A", "B", "C"], ["D"], ["B"]])
            // The card keeps its content: the moved card is the source's card, not a copy of its title.
            let moved = try Support.object(String(contentsOfFile: other, encoding: .utf8))
            let movedCard = ((moved["lists"] as? [[String: Any]])?[2]["cards"] as? [[String: Any]])?.first
            let original = ((before["lists"] as? [[String: Any]])?[0]["cards"] as? [[String: Any]])?[1]
            #expect(movedCard?["title"] as? String == original?["title"] as? String)
            #expect(movedCard?["notes"] as? String == original?["notes"] as? String)
        }
    }

    /// The `name/colour` of each label a card carries on its board.
    func labels(ofCardTitled title: String, in path: String) throws -> [String] {
        let object = try Support.object(String(contentsOfFile: path, encoding: .utf8))
        let labels = object["labels"] as? [[String: Any]] ?? []
        let cards = (object["lists"] as? [[String: Any]] ?? []).flatMap { $0["cards"] as? [[String: Any]] ?? [] }
        let card = try #require(cards.first { $0["title"] as? String == title })
        return (card["labels"] as? [String] ?? []).map { id in
            let label = labels.first { $0["id"] as? String == id }
            return "\(label?["name"] as? String ?? "?")/\(label?["color"] as? String ?? "")"
        }
    }

    @Test func toAnotherBoardTheCardKeepsItsLabels() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("trello.json").path
            let other = folder.appendingPathComponent("errands.json").path
            #expect(try CardportProcess.run(["import", Support.sample("trello-simple-project-board.json"), "-o", board, "-q"]).status == 0)
            #expect(try CardportProcess.run(["import", Support.sample("errands.txt"), "-o", other, "-q"]).status == 0)
            let object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let cards = (object["lists"] as? [[String: Any]] ?? []).flatMap { $0["cards"] as? [[String: Any]] ?? [] }
            let labelled = try #require(cards.first { !($0["labels"] as? [String] ?? []).isEmpty })
            let id = try #require(labelled["id"] as? String)
            let title = try #require(labelled["title"] as? String)
            let expected = try labels(ofCardTitled: title, in: board)
            let list = try #require(try Support.lists(ofBoard: other).first?.name)
            let result = try CardportProcess.run(["move", board, id, "--to", list, "--to-board", other])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try labels(ofCardTitled: title, in: other) == expected)
        }
    }

    @Test func anAmbiguousTitleIsAUsageErrorListingTheMatches() throws {
        try withBoard { board, folder in
            let seed = folder.appendingPathComponent("more.txt")
            try Data("A\n".utf8).write(to: seed)
            let added = try CardportProcess.run(["import", seed.path, "--into", board, "--list", "Done"])
            #expect(added.status == 0, "\(added.standardError)")
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            let result = try CardportProcess.run(["move", board, "A", "--to", "Doing"])
            #expect(result.status == 64)
            #expect(result.standardError.contains("2 cards are titled 'A'"))
            #expect(result.standardError.contains("(in 'Todo')") && result.standardError.contains("(in 'Done')"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
        }
    }

    @Test func anArchivedListRefusesWithTheBoardsReason() throws {
        try withBoard { board, _ in
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            var lists = try #require(object["lists"] as? [[String: Any]])
            lists[2]["archived"] = true
            object["lists"] = lists
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: board))
            let original = try Data(contentsOf: URL(fileURLWithPath: board))
            let result = try CardportProcess.run(["move", board, "A", "--to", "Done"])
            #expect(result.status == 65)
            #expect(result.standardError.contains("The list 'Done' is archived"), "\(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == original)
        }
    }
}
