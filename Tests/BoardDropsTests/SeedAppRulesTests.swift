import BoardDrops
import Boards
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import SampleScenarios
import Testing
import UniformTypes

/// Every rule of `../shared/seeds/README.md`'s table, one test each, named after the tutorial and the behaviour.
/// The apps run through the headless harness exactly as their samples do.
@Suite("The seed apps' rules, one by one")
struct SeedAppRulesTests {
    // MARK: 000/001 — the Trello-like board

    @Test("000/001 Trello-like board: a list and an item can be added")
    func trelloAddsAListAndAnItem() throws {
        let app = SeedApp.trello
        let list = try app.document.addList(named: "Review")
        try app.document.addCard(titled: "Code Review", toList: list)
        #expect(app.titles["Review"] == ["Code Review"])
        #expect(app.document.board.lists.last?.name == "Review")
    }

    @Test("000/001 Trello-like board: reorder within a list proposes move, insert at index path")
    func trelloReordersWithinAList() {
        let app = SeedApp.trello
        let outcome = app.local.drag(
            rows: [IndexPath(item: 0, section: 0)], over: [DropLocation(section: 0, row: 2, fractionInRow: 0.1)],
            of: app.endpoint)
        #expect(outcome.events.contains { event in
            if case .updated(_, let proposal, _) = event {
                return proposal == DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            return false
        })
        #expect(app.titles["Todo"] == ["Schema Design", "Storage Management", "Database Migration", "Model Abstraction"])
    }

    @Test("000/001 Trello-like board: a move across lists finds its source through the session's localContext and removes it")
    func trelloMovesAcrossListsThroughLocalContext() {
        let app = SeedApp.trello
        let outcome = app.local.drag(
            rows: [IndexPath(item: 1, section: 1)], over: [DropLocation(section: 2, row: 0, fractionInRow: 0.1)],
            of: app.endpoint)
        #expect(outcome.operation == .move)
        // The item carries no local object: the source is in the session's local context, as in the tutorial.
        #expect(outcome.dragSession.items.allSatisfy { $0.localObject == nil })
        #expect((outcome.dragSession.localContext as? BoardCardReference)?.cardID == app.document.board.lists[2].cards[0].id)
        #expect(app.titles["In Progress"] == ["Push Notification", "Machine Learning"])
        #expect(app.titles["Done"] == ["Analytics", "System Architecture", "Alert & Debugging"])
    }

    @Test("000/001 Trello-like board: text dropped from another app is inserted as an item")
    func trelloInsertsTextFromAnotherApp() {
        let app = SeedApp.trello
        let outcome = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [DragItem(itemProvider: ItemProvider(object: "Performance Tuning"))],
            over: [DropLocation(section: 1, row: 1, fractionInRow: 0.2)], of: app.endpoint)
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        #expect(app.titles["In Progress"] == ["Push Notification", "Performance Tuning", "Analytics", "Machine Learning"])
    }

    // MARK: 002 — the timestamp table and its image well

    @Test("002 table: canHandle only when the session can load strings")
    func tableHandlesOnlyStrings() {
        let app = SeedApp.table
        let image = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [ImageWell.samplePhoto()], over: [DropLocation(section: 0)], of: app.endpoint)
        #expect(image.events.first == .canHandle(app: SampleApps.board.bundleIdentifier, result: false))
        #expect(image.operation == .cancel)
        let text = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [DragItem(itemProvider: ItemProvider(object: "2024-03-01 11:00:00"))], over: [DropLocation(section: 0)],
            of: app.endpoint)
        #expect(text.events.first == .canHandle(app: SampleApps.board.bundleIdentifier, result: true))
    }

    @Test("002 table: within the app (hasActiveDrag) one item moves")
    func tableMovesOneItemWithinTheApp() {
        let app = SeedApp.table
        let outcome = app.local.drag(
            rows: [IndexPath(item: 4, section: 0)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)],
            of: app.endpoint)
        #expect(outcome.operation == .move)
        #expect(outcome.events.contains(.activeDrag(view: "timestamps", true)))
        #expect(app.rows.first == "2024-03-01 10:00:00")
        #expect(app.rows.count == 5)
    }

    @Test("002 table: within the app (hasActiveDrag) several items cancel")
    func tableCancelsSeveralItemsWithinTheApp() {
        let app = SeedApp.table
        let before = app.rows
        let outcome = app.local.drag(
            rows: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)], over: [DropLocation(section: 0)],
            of: app.endpoint)
        #expect(outcome.operation == .cancel)
        #expect(!outcome.didDrop)
        #expect(outcome.highlights.allSatisfy { $0 == .none })
        #expect(app.rows == before)
    }

    @Test("002 table: from another app the drop copies, inserted at the index path")
    func tableCopiesFromAnotherApp() {
        let app = SeedApp.table
        let outcome = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [DragItem(itemProvider: ItemProvider(object: "2024-03-01 12:30:00"))],
            over: [DropLocation(section: 0, row: 1, fractionInRow: 0.1)], of: app.endpoint)
        #expect(outcome.operation == .copy)
        #expect(outcome.events.contains(.activeDrop(view: "timestamps", true)))
        #expect(!outcome.events.contains(.activeDrag(view: "timestamps", true)))
        #expect(outcome.waitForPlaceholders())
        #expect(app.rows[1] == "2024-03-01 12:30:00")
    }

    @Test("002 table: a slow transfer shows a placeholder with its progress")
    func tableShowsProgressOfASlowTransfer() throws {
        let app = SeedApp.table
        let slow = SlowLoad(data: Data("2024-03-01 14:00:00".utf8), steps: 10)
        let provider = ItemProvider()
        slow.register(on: provider, as: .plainText)
        let outcome = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)],
            of: app.endpoint)
        try #require(slow.waitUntilFollowed())
        slow.report(3)
        #expect(outcome.placeholderProgress.map(\.fractionCompleted) == [0.3])
        #expect(app.target.board.displayedBoard.lists[0].cards.first?.title == "Loading…")
        slow.finish()
        #expect(outcome.waitForPlaceholders())
        #expect(outcome.placeholderProgress.map(\.isActive) == [false])
        #expect(app.rows.first == "2024-03-01 14:00:00")
    }

    @Test("002 image well: a drop interaction on a plain view loads the dropped image")
    func imageWellLoadsADroppedImage() {
        let well = ImageWell()
        let outcome = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [ImageWell.samplePhoto()], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: SampleApps.board, delegate: DropInteraction(delegate: well, view: well.view)))
        #expect(outcome.operation == .copy)
        #expect(outcome.highlights.first == .view)
        #expect(well.waitForImage())
        #expect(well.image?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    // MARK: 003 — "Get me seven", the sectioned table

    @Test("003 sections: within a section a drop between rows sorts (move, automatic)")
    func sectionsSortWithinASection() {
        let app = SeedApp.sections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 2, section: 0)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)],
            of: app.endpoint)
        #expect(outcome.events.contains(.performDrop(
            DropProposal(operation: .move, intent: .insertAtDestinationIndexPath), destinationIndexPath: IndexPath(item: 0, section: 0))))
        #expect(outcome.highlights.first == .gap(IndexPath(item: 0, section: 0)))
        #expect(app.titles["Engineering"] == ["Web", "Platform", "Mobile"])
    }

    @Test("003 sections: within a section a drop onto a row interacts with it (move, automatic)")
    func sectionsInteractWithinASection() {
        let app = SeedApp.sections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 1, section: 0)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0.5)],
            of: app.endpoint)
        #expect(outcome.highlights.first == .row(IndexPath(item: 0, section: 0)))
        #expect(app.document.board.lists[0].cards[0].checklists.flatMap(\.items).map(\.text) == ["Mobile"])
        // The item goes back to its own row: the source keeps it.
        #expect(outcome.sourceAppearances.last?.1 == .normal)
        #expect(app.titles["Engineering"] == ["Platform", "Mobile", "Web"])
    }

    @Test("003 sections: across sections the proposal is move with intent insert-into, even at a row's edge")
    func sectionsInteractAcrossSections() {
        let app = SeedApp.sections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 0, section: 1)], over: [DropLocation(section: 0, row: 2, fractionInRow: 0.05)],
            of: app.endpoint)
        #expect(outcome.events.contains(.performDrop(
            DropProposal(operation: .move, intent: .insertIntoDestinationIndexPath), destinationIndexPath: IndexPath(item: 2, section: 0))))
        #expect(outcome.highlights.first == .row(IndexPath(item: 2, section: 0)))
        #expect(app.document.board.lists[0].cards[2].checklists.flatMap(\.items).map(\.text) == ["Brand"])
        #expect(app.titles["Design"] == ["Brand", "Product Design"])
    }

    @Test("003 sections: no destination row is forbidden, and nothing is highlighted")
    func sectionsForbidADropWithNoDestinationRow() {
        let app = SeedApp.sections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 0, section: 2)], over: [DropLocation(section: 1)], of: app.endpoint)
        #expect(outcome.operation == .forbidden)
        #expect(outcome.highlights.allSatisfy { $0 == .none })
    }

    @Test("003 sections: no source index path (a drag from elsewhere) is forbidden")
    func sectionsForbidADragWithNoSourceRow() {
        let app = SeedApp.sections
        let outcome = DragDropHarness(sourceApp: SampleApps.notes).drag(
            items: [DragItem(itemProvider: ItemProvider(object: "Legal"))],
            over: [DropLocation(section: 0, row: 0, fractionInRow: 0.5)], of: app.endpoint)
        #expect(outcome.operation == .forbidden)
        #expect(app.titles["Engineering"] == ["Platform", "Mobile", "Web"])
    }

    @Test("003 sections: the drag preview is the row inset by 5 points with corners rounded by 12")
    func sectionsShowARoundedPreview() {
        let app = SeedApp.sections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 0, section: 0)], over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)],
            of: app.endpoint, drop: false)
        #expect(outcome.events.contains(.preview(
            IndexPath(item: 0, section: 0),
            DragPreviewParameters(visiblePath: .roundedRectangle(width: 310, height: 34, cornerRadius: 12)))))
    }

    // MARK: 004 — two collections

    @Test("004 collections: the source cell is hidden during the drag")
    func collectionsHideTheSourceCellWhileDragging() {
        let app = SeedApp.collections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 3, section: CardCollectionsScenario.sourceSection)], over: [DropLocation(section: 0)], of: app.endpoint,
            drop: false)
        #expect(outcome.sourceAppearances.first?.1 == .hidden)
    }

    @Test("004 collections: a drop on the source collection is invalid; the dragged card fades there and returns")
    func collectionsForbidADropOnTheSource() {
        let app = SeedApp.collections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 3, section: CardCollectionsScenario.sourceSection)],
            over: [DropLocation(section: CardCollectionsScenario.sourceSection, row: 7, fractionInRow: 0.1)], of: app.endpoint)
        #expect(outcome.operation == .forbidden)
        // The preview fades while over the source (the page draws it); released, the cell is simply shown again.
        #expect(CardCollectionsScenario.rules.fadesPreviewWhereRefused)
        #expect(outcome.sourceAppearances.map(\.1) == [.hidden, .normal])
        #expect(app.titles["Source"] == (0...9).map(String.init))
    }

    @Test("004 collections: a card dropped anywhere over the destination is appended to it")
    func collectionsAppendToTheDestination() {
        let app = SeedApp.collections
        let source = CardCollectionsScenario.sourceSection
        _ = app.local.drag(rows: [IndexPath(item: 3, section: source)], over: [DropLocation(section: 0)], of: app.endpoint)
        // Over the first card's top edge, which would insert before it in a table: appended after it.
        let outcome = app.local.drag(
            rows: [IndexPath(item: 6, section: source)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)],
            of: app.endpoint)
        #expect(outcome.operation == .move)
        #expect(outcome.events.contains(.highlight(.endOfSection(0))))
        #expect(app.titles["Destination"] == ["3", "7"])
    }

    @Test("004 collections: a valid drop removes the card from the source and adds it to the destination")
    func collectionsMoveACardToTheDestination() {
        let app = SeedApp.collections
        let outcome = app.local.drag(
            rows: [IndexPath(item: 3, section: CardCollectionsScenario.sourceSection)], over: [DropLocation(section: 0)], of: app.endpoint)
        #expect(outcome.operation == .move)
        #expect(outcome.sourceAppearances.map(\.1) == [.hidden, .removed])
        #expect(app.titles["Destination"] == ["3"])
        #expect(app.titles["Source"] == ["0", "1", "2", "4", "5", "6", "7", "8", "9"])
    }
}

/// One seed app over a fresh copy of its sample board, as the tests drive it.
struct SeedApp {
    let document: BoardDocument
    let target: SeedAppTarget

    init(_ board: Board, _ makeTarget: (BoardDocument) -> SeedAppTarget) {
        document = SampleBoard.document(board)
        target = makeTarget(document)
    }

    static var trello: SeedApp { SeedApp(TrelloLikeBoardScenario.initialBoard, TrelloLikeBoardScenario.target(for:)) }
    static var table: SeedApp { SeedApp(TimestampReorderScenario.initialBoard, TimestampReorderScenario.target(for:)) }
    static var sections: SeedApp { SeedApp(SectionedTeamsScenario.initialBoard, SectionedTeamsScenario.target(for:)) }
    static var collections: SeedApp { SeedApp(CardCollectionsScenario.initialBoard, CardCollectionsScenario.target(for:)) }

    /// The app's view as a drop destination.
    var endpoint: DropEndpoint { DropEndpoint(app: SampleApps.board, delegate: target) }
    /// Drags that start in the app's own view.
    var local: DragDropHarness { DragDropHarness(sourceApp: SampleApps.board, source: target) }
    /// The card titles of each list, by list name.
    var titles: [String: [String]] { SampleBoard.titles(document.board) }
    /// The titles of the first list's cards.
    var rows: [String] { document.board.lists[0].cards.map(\.title) }
}
