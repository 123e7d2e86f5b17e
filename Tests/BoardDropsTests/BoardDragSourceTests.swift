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

    /// The card has links (its Trello source, an attachment), so it offers them as a URL list before plain text.
    @Test func aCardOffersItsTypesRichestFirstAndWritesNoneUntilAsked() {
        let source = BoardDropTarget(document: BoardDocument(board: board(id: "a", cards: [richCard])), app: Apps.board)
        let items = source.itemsForBeginning(DragSession(sourceApp: Apps.board), at: row(0, 0))
        #expect(items.count == 1)
        #expect(items.first?.itemProvider.registeredTypeIdentifiers == [
            "app.cardport.board", "com.trello.card", "public.html", "net.daringfireball.markdown",
            "public.url", "public.plain-text",
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

    /// Drops `data` as the only representation of one item onto a new board in another app, and returns the
    /// board's cards.
    func dropOnly(_ data: Data, as type: UTType) -> (cards: [Card], board: Board, errors: [BoardDropError]) {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: type) { completion in
            completion(data, nil)
            return nil
        }
        let to = BoardDocument(board: Board(id: "b", name: "b", lists: [BoardList(id: "b-l", name: "Inbox")]))
        let destination = BoardDropTarget(document: to, app: Apps.stranger)
        let outcome = DragDropHarness(sourceApp: Apps.board).drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.stranger, delegate: destination))
        _ = outcome.waitForPlaceholders()
        return (to.board.lists[0].cards, to.board, destination.errors)
    }

    @Test func theTrelloCardIsOneCardObjectAndDropsAsItsBoardExportWould() throws {
        let board = board(id: "a", cards: [richCard, Card(id: "other", title: "Not dragged")])
        let registry = AdapterRegistry.standard()
        let offer = try CardsOffer(cards: ["rich"], of: board)
        let data = try offer.export(as: .trelloCard, registry: registry).data
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["name"] as? String == "Ship the release")
        #expect(object["cards"] == nil && object["lists"] == nil)
        #expect((object["list"] as? [String: Any])?["name"] as? String == "Todo")
        #expect((object["labels"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Urgent"])
        #expect((object["checklists"] as? [Any])?.count == 1 && (object["actions"] as? [Any])?.count == 1)

        let dropped = dropOnly(data, as: .trelloCard)
        #expect(dropped.errors.isEmpty)
        // What the whole Trello board export of the same card reads as.
        let export = try TrelloExporter().export(offer.fragment, as: .trelloBoardExport, options: ExportOptions())
        let expected = try TrelloImporter().importBoard(
            from: .data(export.data, name: "export"), as: .trelloBoardExport, options: ImportOptions()
        ).board.lists.flatMap(\.cards)
        #expect(dropped.cards.count == 1)
        var card = try #require(dropped.cards.first)
        #expect(dropped.board.labels.first { $0.id == card.labelIDs.first }?.name == "Urgent")
        card.id = expected[0].id
        card.labelIDs = expected[0].labelIDs
        for index in card.checklists.indices { card.checklists[index].id = expected[0].checklists[index].id }
        #expect(card == expected[0])
        #expect(card.title == richCard.title && card.notes == richCard.notes && card.due == richCard.due)
        #expect(card.checklists.map { $0.items.map(\.text) } == [["Tag", "Publish"]] && card.comments.map(\.text) == ["Go"])
    }

    @Test func theHTMLIsAFragmentThatDropsAsTheWholePageWould() throws {
        let board = board(id: "a", cards: [richCard])
        let registry = AdapterRegistry.standard()
        let offer = try CardsOffer(cards: ["rich"], of: board)
        let data = try offer.export(as: .html, registry: registry).data
        let html = String(decoding: data, as: UTF8.self)
        #expect(html.hasPrefix("<main"))
        #expect(!html.contains("<html") && !html.contains("<head>") && !html.contains("<style") && !html.contains("<!DOCTYPE"))
        let dropped = dropOnly(data, as: .html)
        #expect(dropped.errors.isEmpty)
        let page = try HTMLExporter().export(offer.fragment, as: .html, options: ExportOptions()).data
        let expected = try HTMLImporter().importBoard(from: .data(page, name: "page"), as: .html, options: ImportOptions())
            .board.lists.flatMap(\.cards)
        #expect(dropped.cards.map(\.title) == ["Ship the release"])
        var card = try #require(dropped.cards.first)
        card.id = expected[0].id
        #expect(card == expected[0])
    }
}
