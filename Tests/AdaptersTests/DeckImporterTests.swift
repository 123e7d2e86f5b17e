import Foundation
import Testing

@testable import Adapters

@Suite("Nextcloud Deck exports → boards")
struct DeckImporterTests {
    private func boards(_ name: String, options: ImportOptions = ImportOptions()) throws -> [ImportResult] {
        try DeckImporter().importBoards(from: .file(fixtureFile("Deck/\(name)")), as: .deckExport, options: options)
    }

    private func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    @Test("occ deck:export, the API's single board and the API's list are recognised from their content")
    func recognised() throws {
        for name in ["nextcloud-deck-export.json", "nextcloud-deck-complete.json", "wekan-deck-board.json"] {
            #expect(identified(.json, try fixtureData("Deck/\(name)")) == .deckExport, "\(name)")
            #expect(AdapterRegistry.standard().identify(try fixtureData("Deck/\(name)"), hint: nil).type == .deckExport)
        }
        let list = Data(#"[{"id": 1, "title": "Roadmap", "stacks": []}]"#.utf8)
        #expect(identified(.json, list) == .deckExport)
        #expect(identified(.json, Data(#"{"version": "1", "name": "x"}"#.utf8)) == .json)
    }

    @Test("occ deck:export (Deck 1.11): every board, stacks as lists, labels, assignees, done, due and start dates")
    func occExport() throws {
        let results = try boards("nextcloud-deck-export.json")
        #expect(results.map(\.board.name) == ["My test board", "Shared board"])
        #expect(results.map(\.board.id) == ["188", "189"])

        let board = results[0].board
        #expect(board.lists.map(\.name) == ["A", "B", "C"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [["1", "2", "3"], ["4", "5", "6"], []])
        #expect(board.labels.map(\.name) == ["L2", "L4", "L1", "L3"])
        #expect(board.labels[0].color == "#31cc7c")

        let first = board.lists[0].cards[0]
        #expect(first.done)
        #expect(first.due == (try date("2050-07-24T22:00:00Z")))
        #expect(first.start == (try date("2023-07-10T08:00:00Z")))
        #expect(first.created == Date(timeIntervalSince1970: 1_689_667_569))
        #expect(board.labelNames(first.labelIDs) == ["L2"])
        #expect(first.extra["deck"] == .object(["done": .string("2023-07-18T10:00:00+00:00")]))
        let second = board.lists[0].cards[1]
        #expect(!second.done)
        #expect(second.due == (try date("2023-07-17T02:00:00Z")))

        let assigned = board.lists[0].cards[2]
        #expect(assigned.members.map(board.displayName(ofPerson:)) == ["admin"])
        #expect(assigned.reporter.map(board.displayName(ofPerson:)) == "admin")
        #expect(board.labelNames(board.lists[1].cards[0].labelIDs) == ["L2", "L4", "L1"])
        #expect(board.lists[1].cards[2].notes == "# Test description\n\nHello world")

        let shared = results[1].board
        #expect(shared.lists.map(\.name) == ["ToDo", "In progress", "Done"])
        #expect(shared.lists[0].cards.map(\.title) == ["Write tests", "Write blog post", "Announce feature", "🎉 Party"])
        #expect(shared.people.compactMap(\.username) == ["admin", "alice", "jane"])
        #expect(results[1].losses.entries.contains { $0.kind == "sharing permissions" && $0.count == 3 })
    }

    @Test("several boards need --board: by id or by name; without it the error lists them")
    func choosingABoard() throws {
        let input = AdapterInput.file(try fixtureFile("Deck/nextcloud-deck-export.json"))
        var options = ImportOptions()
        let error = #expect(throws: AdapterError.self) {
            try DeckImporter().importBoard(from: input, as: .deckExport, options: options)
        }
        #expect(error?.code == .severalBoards)
        #expect(error?.input == input.name)
        #expect(error?.message.contains("My test board (188)") == true)
        #expect(error?.message.contains("Shared board (189)") == true)
        options.board = "189"
        #expect(try DeckImporter().importBoard(from: input, as: .deckExport, options: options).board.name == "Shared board")
        options.board = "My test board"
        #expect(try DeckImporter().importBoard(from: input, as: .deckExport, options: options).board.id == "188")
        options.board = "Nope"
        #expect(throws: AdapterError.self) { try DeckImporter().importBoard(from: input, as: .deckExport, options: options) }
    }

    @Test("Deck 1.19: archived cards, the done column, dependent cards as links, a card colour")
    func completeExport() throws {
        let result = try DeckImporter().importBoard(
            from: .file(fixtureFile("Deck/nextcloud-deck-complete.json")), as: .deckExport, options: ImportOptions())
        let board = result.board
        #expect(board.name == "Complete board")
        #expect(board.lists.map(\.name) == ["Doing", "Done"])
        #expect(board.lists[1].extra["deck"] == .object(["isDoneColumn": .bool(true)]))
        let open = board.lists[0].cards[0]
        #expect(open.notes == "Still open")
        #expect(open.links == [CardLink(kind: .relatesTo, cardID: "deck-card-3110")])
        #expect(open.extra["deck"] == .object(["color": .string("#ff0000")]))
        #expect(board.lists[0].cards[1].archived)
        #expect(board.lists[1].cards[0].done)
        #expect(board.lists[1].cards[0].links == [CardLink(kind: .relatesTo, cardID: "deck-card-3101")])
        #expect(result.losses.entries.contains { $0.kind == "links to cards not in the board" && $0.count == 1 })

        var options = ImportOptions()
        options.includeArchived = false
        let withoutArchived = try DeckImporter().importBoards(
            from: .file(fixtureFile("Deck/nextcloud-deck-complete.json")), as: .deckExport, options: options)[0]
        #expect(withoutArchived.board.lists[0].cards.map(\.title) == ["Open card"])
        #expect(withoutArchived.losses.entries.contains { $0.kind == "archived cards" && $0.count == 1 })
    }

    @Test("one board from the API: comments, assignees by name, labels made from cards, trash and attachments counted")
    func singleBoard() throws {
        let result = try DeckImporter().importBoard(
            from: .file(fixtureFile("Deck/wekan-deck-board.json")), as: .deckExport, options: ImportOptions())
        let board = result.board
        #expect(board.id == "1")
        #expect(board.lists.map(\.name) == ["Audit list"])
        #expect(board.lists[0].cards.map(\.title) == ["Audit task – Å 中文"])
        let card = board.lists[0].cards[0]
        #expect(card.notes == "First line: café, comma, and \"quotes\".\nSecond line: 日本語.")
        #expect(card.due == (try date("2026-09-30T12:34:56Z")))
        #expect(card.members.map(board.displayName(ofPerson:)) == ["A", "B"])
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "Deck Owner")
        #expect(board.labels.map(\.name) == ["Audit label"])
        #expect(card.labelIDs == board.labels.map(\.id))
        #expect(card.comments.map(\.text) == ["Audit comment"])
        #expect(card.comments.first?.author == "deck-user")
        #expect(card.comments.first?.date == (try date("2026-09-30T12:34:56Z")))
        #expect(card.extra["deck"] == .object(["attachments": .array([.string("audit.txt")])]))
        #expect(result.losses.entries.contains { $0.kind == "cards in Deck's trash" && $0.count == 1 })
        #expect(result.losses.entries.contains { $0.kind == "attachments" && $0.count == 1 })
    }

    @Test("bad input names the file and the place: line and column, or the JSON path")
    func badInput() {
        func error(_ json: String) -> AdapterError? {
            do {
                _ = try DeckImporter().importBoards(from: .data(Data(json.utf8), name: "deck.json"), as: .deckExport, options: ImportOptions())
                return nil
            } catch {
                return error as? AdapterError
            }
        }
        let malformed = error(#"{"boards": {"1": {"title": "A", "stacks": [}}}"#)
        #expect(malformed?.code == .malformedInput)
        #expect(malformed?.input == "deck.json")
        #expect(malformed?.location == "1:44")
        #expect(malformed?.message.contains("boards.1.stacks") == true)
        let notABoard = error(#"{"version": "1.11.0", "boards": {"7": 5}}"#)
        #expect(notABoard?.code == .unexpectedContent)
        #expect(notABoard?.location == "boards.7")
        #expect(error(#"{"title": "no stacks"}"#)?.code == .unexpectedContent)
        #expect(error(#""text""#)?.location == "(top level)")
        let wrongType = error(#"{"boards": [{"title": "A", "stacks": [{"title": "S", "cards": [{"title": {"x": 1}, "labels": 3}]}]}]}"#)
        #expect(wrongType == nil, "a title of another type is read as none, not refused")
    }

    @Test("the web interface's export (the file Deck's own board-import test uploads) imports its board and card")
    func webInterfaceExport() throws {
        // `{"boards": [...]}` with no `version`, stacks keyed by id, `assignedUsers` and `attachments` null,
        // recognised by its boards' keys.
        let outcome = try importAsAUser("Deck/nextcloud-deck-web-import-board.json")
        #expect(outcome.identification?.type == .deckExport)
        let board = try #require(outcome.board)
        #expect(board.name == "Imported board")
        #expect(board.id == "70")
        #expect(board.lists.map(\.name) == ["TestList"])
        #expect(board.lists.flatMap(\.cards).count == 1)
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.title == "Hello world")
        #expect(card.notes == "# Hello world")
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "unvjrmwuag")
        #expect(card.members.isEmpty)
        #expect(!card.done && card.due == nil && card.start == nil)
        #expect(card.created == Date(timeIntervalSince1970: 1_743_495_533))
        #expect(board.labels.map(\.name) == ["Finished", "To review", "Action needed", "Later"])
        #expect(board.labels.map(\.color) == ["#31cc7c", "#317ccc", "#ff7a66", "#f1db50"])
        #expect(card.labelIDs.isEmpty)
        #expect(outcome.losses.isEmpty)
        #expect(outcome.warnings.isEmpty)
    }

    @Test("an export from before Deck wrote done and start dates imports each board, the file's type found from its content")
    func exportBeforeDoneDates() throws {
        let name = "Deck/nextcloud-deck-export-1.11-before-done.json"
        #expect(AdapterRegistry.standard().identify(try fixtureData(name), hint: .json).type == .deckExport)
        var options = ImportOptions()
        options.board = "My test board"
        let board = try #require(try importAsAUser(name, options: options).board)
        #expect(board.id == "188")
        #expect(board.lists.map(\.name) == ["A", "B", "C"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [["1", "2", "3"], ["4", "5", "6"], []])
        let first = board.lists[0].cards[0]
        #expect(first.due == (try date("2050-07-24T22:00:00Z")))
        #expect(first.start == nil)
        #expect(!first.done)
        #expect(board.labelNames(first.labelIDs) == ["L2"])
        #expect(first.extra["deck"] == nil)
        let assigned = board.lists[0].cards[2]
        #expect(assigned.members.map(board.displayName(ofPerson:)) == ["admin"])
        #expect(assigned.due == nil)
        #expect(board.labelNames(board.lists[1].cards[0].labelIDs) == ["L2", "L4", "L1"])
        #expect(board.lists[1].cards[2].notes == "# Test description\n\nHello world")
        #expect(board.lists.flatMap(\.cards).allSatisfy { !$0.done })

        options.board = "189"
        let shared = try #require(try importAsAUser(name, options: options).board)
        #expect(shared.name == "Shared board")
        #expect(shared.lists.map(\.name) == ["ToDo", "In progress", "Done"])
        #expect(shared.lists[0].cards.map(\.title) == ["Write tests", "Write blog post", "Announce feature", "🎉 Party"])
        #expect(shared.lists[2].cards.map(\.title) == ["Plan feature", "Design feature"])
        #expect(shared.lists.flatMap(\.cards).allSatisfy { !$0.done && $0.due == nil })
        #expect(shared.people.compactMap(\.username) == ["admin", "alice", "jane"])
    }
}
