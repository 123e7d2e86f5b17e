import Foundation
import Testing

/// A payload becomes the same cards whichever way it arrives: a file given to `import` and the same file dropped
/// as a dragged item go through one identification and one conversion.
@Suite struct OneRoadTests {
    typealias Support = CommandLineSupport

    /// A board with one empty list `Inbox`, made from a one-line payload.
    func makeBoard(_ path: String, in folder: URL) throws {
        let seed = folder.appendingPathComponent("seed.txt")
        try Data("Seed\n".utf8).write(to: seed)
        let made = try CardportProcess.run(["import", seed.path, "-o", path])
        #expect(made.status == 0, "\(made.standardError)")
        var object = try Support.object(String(contentsOfFile: path, encoding: .utf8))
        var lists = try #require(object["lists"] as? [[String: Any]])
        lists[0]["name"] = "Inbox"
        lists[0]["cards"] = [Any]()
        object["lists"] = [lists[0]]
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    /// A board file's cards without their ids (each road may number them), as sorted JSON.
    func cards(ofBoard path: String) throws -> [String] {
        let object = try Support.object(String(contentsOfFile: path, encoding: .utf8))
        let lists = object["lists"] as? [[String: Any]] ?? []
        return try lists.flatMap { ($0["cards"] as? [[String: Any]]) ?? [] }.map { card in
            var card = card
            card["id"] = nil
            let data = try JSONSerialization.data(withJSONObject: card, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test(arguments: Support.samples.map(\.file))
    func everySamplePayloadMakesTheSameCardsThroughImportAndDrop(_ file: String) throws {
        try Support.withFolder { folder in
            let imported = folder.appendingPathComponent("imported.json").path
            let dropped = folder.appendingPathComponent("dropped.json").path
            try makeBoard(imported, in: folder)
            try FileManager.default.copyItem(atPath: imported, toPath: dropped)
            let payload = Support.sample(file)
            let fileExtension = URL(fileURLWithPath: file).pathExtension

            let viaImport = try CardportProcess.run(["import", payload, "--into", imported, "--list", "Inbox", "-q"])
            #expect(viaImport.status == 0, "\(viaImport.standardError)")
            let viaDrop = try CardportProcess.run(
                ["drop", dropped, "--list", "Inbox", "--item", ".\(fileExtension)=\(payload)", "-q"])
            #expect(viaDrop.status == 0, "\(viaDrop.standardError)")

            let importedCards = try cards(ofBoard: imported)
            #expect(!importedCards.isEmpty)
            #expect(try cards(ofBoard: dropped) == importedCards)
        }
    }

    @Test(arguments: ["simple-project-board.json", "productivity-workflow.json"])
    func aRealTrelloExportDroppedAsJSONLandsEveryCard(_ name: String) throws {
        let export = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AdaptersTests/Fixtures/trello/\(name)").path
        try Support.withFolder { folder in
            let whole = folder.appendingPathComponent("whole.json").path
            let made = try CardportProcess.run(["import", export, "-o", whole])
            #expect(made.status == 0, "\(made.standardError)")
            let board = folder.appendingPathComponent("board.json").path
            try makeBoard(board, in: folder)

            let result = try CardportProcess.run(["drop", board, "--list", "Inbox", "--item", ".json=\(export)"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("Item 1: loaded public.json"))
            let expected = try Support.lists(ofBoard: whole).flatMap(\.cards)
            #expect(expected.count >= 10)
            #expect(try Support.lists(ofBoard: board)[0].cards == expected)
        }
    }

    @Test func aMoveFromAnotherAppCopiesAndSaysSo() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            try makeBoard(board, in: folder)
            let text = folder.appendingPathComponent("clip.txt").path
            try Data("Book the venue\n".utf8).write(to: URL(fileURLWithPath: text))

            let result = try CardportProcess.run(["drop", board, "--list", "Inbox", "--operation", "move", "--item", ".txt=\(text)"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("copied, not moved"))
            #expect(result.standardOutput.contains("(copy)"))
            #expect(!result.standardOutput.contains("(move)"))
            #expect(try Support.lists(ofBoard: board)[0].cards == ["Book the venue"])
        }
    }
}
