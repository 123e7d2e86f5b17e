import Boards
import Foundation
import Testing
@testable import BoardServer

/// What an edit tells the pages: the cards to draw again, and only those, or nothing when more than cards changed.
@Suite struct PageChangeTests {
    @Test func aMoveWithinAListRedrawsTheMovedCardAlone() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["c"], pointer: .init(listID: "todo", cardID: "a", fraction: 0.1)))
        }
        let change = try #require(result.change)
        #expect(change.from == 1 && change.version == 2)
        #expect(change.cards.map(\.id) == ["c"])
        #expect(change.cards.first?.listID == "todo" && change.cards.first?.beforeCardID == "a")
        #expect(change.cards.first?.html.hasPrefix("<li class=\"card\"") == true)
        #expect(change.cards.first?.html.contains("Charlie") == true)
        #expect(change.removedCardIDs.isEmpty)
        #expect(change.lists.isEmpty)  // the same count
        #expect(change.undo.contains("id=\"undo\"") && !change.undo.contains("disabled"))
    }

    @Test func aMoveAcrossListsCountsBothLists() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["a", "b"], pointer: .init(listID: "done")))
        }
        let change = try #require(result.change)
        #expect(change.cards.map(\.id) == ["a", "b"])
        #expect(change.cards.map(\.beforeCardID) == ["b", nil])
        #expect(change.cards.allSatisfy { $0.listID == "done" })
        #expect(change.removedCardIDs.isEmpty)
        #expect(Set(change.lists.map(\.id)) == ["todo", "done"])
        #expect(change.lists.first { $0.id == "done" }?.count == "2/2")
        #expect(change.lists.first { $0.id == "todo" }?.count == "1")
        // Each card's place among its list's open cards, and each list's real count, for a page that draws a
        // long list's first cards only.
        #expect(change.cards.map(\.index) == [0, 1])
        #expect(change.lists.first { $0.id == "done" }?.cards == 2)
        #expect(change.lists.first { $0.id == "todo" }?.cards == 1)
    }

    @Test func otherPagesHearTheChangeWithTheVersion() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var events = served.events.subscribe(currentVersion: served.version).makeAsyncIterator()
        #expect(await events.next() == "event: board\ndata: {\"version\":1}\n\n")
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: ["d"], pointer: .init(listID: "todo")))
        }
        let event = try #require(await events.next())
        #expect(event.hasPrefix("event: board\ndata: {") && event.hasSuffix("}\n\n"))
        // One line of data: the HTML's line breaks, if any, are escaped in the JSON.
        #expect(event.split(separator: "\n").count == 2)
        let data = Data(event.dropFirst("event: board\ndata: ".count).utf8)
        let decoded = try JSONDecoder().decode(Heard.self, from: data)
        #expect(decoded.version == 2)
        #expect(decoded.change.cards.map(\.id) == ["d"])
        #expect(decoded.change.lists.map(\.count).sorted() == ["0", "4"])
    }

    @Test func undoAndArchivingAreCardChangesToo() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var edit = BoardAPI.Edit(kind: "archiveCard")
        edit.card = "b"
        let archive = BoardAPI.EditRequest(version: 1, edits: [edit])
        let archived = try await served.perform { try served.edit(archive) }
        let change = try #require(archived.change)
        #expect(change.cards.isEmpty && change.removedCardIDs == ["b"])
        let undone = try await served.perform { try served.undo(from: 2) }
        let restored = try #require(undone.change)
        #expect(restored.cards.map(\.id) == ["b"] && restored.cards.first?.beforeCardID == "c")
        #expect(restored.redo.contains("Redo") && !restored.redo.contains("disabled"))
    }

    @Test func moreThanCardsIsAnnouncedWithoutAChange() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        var edit = BoardAPI.Edit(kind: "renameList")
        edit.list = "todo"
        edit.name = "Next"
        let rename = BoardAPI.EditRequest(version: 1, edits: [edit])
        let renamed = try await served.perform { try served.edit(rename) }
        #expect(renamed.version == 2 && renamed.change == nil)
    }

    @Test func theCardsKeptAreTheLongestRunInOrder() {
        let cards = ["a", "b", "c", "d", "e"].map { Card(id: $0, title: $0.uppercased()) }
        // e moved to the top: every other card stays.
        let moved = [cards[4]] + cards[0..<4]
        #expect(PageChange.kept(cards, in: moved) == [1, 2, 3, 4])
        // b edited and a card new: neither is kept.
        var edited = cards
        edited[1].title = "Bravo"
        edited.insert(Card(id: "n", title: "New"), at: 3)
        #expect(PageChange.kept(cards, in: edited) == [0, 2, 4, 5])
        #expect(PageChange.kept(cards, in: cards.reversed()).count == 1)
    }

    struct Heard: Decodable {
        var version: Int
        var change: PageChange
    }
}
