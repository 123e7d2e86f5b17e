import Adapters
import BoardDrops
import Boards
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("BoardDropTarget as a drag source: a card offers all of itself")
struct BoardDragSourceTests {
    /// A card with every fact a card can have.
    let richCard = Card(
        id: "rich", title: "Ship the release", notes: "Tag, build, **publish**.", labelIDs: ["red"],
        checklists: [Checklist(id: "cl", name: "Steps", items: [
            ChecklistItem(id: "i1", text: "Tag", done: true), ChecklistItem(id: "i2", text: "Publish"),
        ])],
        comments: [Comment(id: "c1", author: "ana", date: Date(timeIntervalSince1970: 1_700_000_000), text: "Go")],
        attachments: [Attachment(id: "a1", name: "notes.pdf", url: "https://example.com/notes.pdf", mimeType: "application/pdf", bytes: 1234)],
        due: Date(timeIntervalSince1970: 1_700_086_400), start: Date(timeIntervalSince1970: 1_699_900_000),
        dueComplete: true, members: ["ana"], source: Source(system: "trello", id: "t1", url: "https://trello.com/c/t1"))

    let labels = [Label(id: "red", name: "Urgent", color: "red")]

    func board(id: String, cards: [Card]) -> Board {
        Board(id: id, name: id, labels: labels, lists: [BoardList(id: "\(id)-l", name: "Todo", cards: cards)])
    }

    @Test func aCardOffersItsTypesRichestFirstAndWritesNoneUntilAsked() {
        let source = BoardDropTarget(document: BoardDocument(board: board(id: "a", cards: [richCard])), app: Apps.board)
        let items = source.itemsForBeginning(DragSession(sourceApp: Apps.board), at: row(0, 0))
        #expect(items.count == 1)
        #expect(items.first?.itemProvider.registeredTypeIdentifiers == [
            "app.cardport.board", "com.trello.board-export", "public.html", "net.daringfireball.markdown",
            "public.plain-text",
        ])
        #expect((items.first?.localObject as? BoardCardReference)?.cardID == "rich")
    }

    @Test func aCardDroppedOnABoardInAnotherAppKeepsEveryFact() {
        let from = BoardDocument(board: board(id: "a", cards: [richCard]))
        let source = BoardDropTarget(document: from, app: Apps.board)
        let to = BoardDocument(board: board(id: "b", cards: [Card(id: "b1", title: "Existing")]))
        let destination = BoardDropTarget(document: to, app: Apps.stranger)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: source).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.stranger, delegate: destination))
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        #expect(destination.errors.isEmpty)
        let cards = to.board.lists[0].cards
        #expect(cards.map(\.title) == ["Existing", "Ship the release"])
        #expect(cards.last == richCard)
        #expect(from.board.lists[0].cards == [richCard])
    }

    @Test func eachOfferedTypeIsWhatExportWrites() throws {
        let board = board(id: "a", cards: [richCard, Card(id: "other", title: "Not dragged")])
        let registry = AdapterRegistry.standard()
        let offer = try CardsOffer(cards: ["rich"], of: board)
        #expect(offer.fragment.lists.flatMap(\.cards) == [richCard])
        let markdown = String(decoding: try offer.export(as: .markdown, registry: registry).data, as: UTF8.self)
        #expect(markdown.contains("Ship the release"))
        #expect(!markdown.contains("Not dragged"))
        #expect(throws: AdapterError.self) { try CardsOffer(cards: ["nope"], of: board) }
    }
}
