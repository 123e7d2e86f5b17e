import BoardDrops
import Boards
import DragDrop
import Foundation
import SampleScenarios
import Testing
@testable import BoardServer

/// The sample apps served: the page's questions answered by each app's own rules (its delegate), and what the
/// page is told to show — the highlight, the lifted card's look, the image well.
@Suite struct ServedSampleTests {
    /// A served board over a sample's first board, with the sample's rules.
    func serve(
        _ board: Board, _ rules: SeedAppTarget.Rules, layout: ServedLayout = .board
    ) throws -> (file: TemporaryBoard, served: ServedBoard) {
        let file = try TemporaryBoard(board)
        let served = try ServedBoard(path: file.path, layout: layout) { document, registry in
            let target = BoardDropTarget(document: document, app: ServedBoard.app, registry: registry)
            return ServedTarget(delegate: SeedAppTarget(board: target, rules: rules, viewName: "sample"), board: target)
        }
        return (file, served)
    }

    func ask(_ served: ServedBoard, _ drag: BoardAPI.Drag, _ pointer: BoardAPI.Pointer) async throws -> BoardAPI.Proposal {
        try await served.perform { try served.proposal(.init(version: served.version, drag: drag, pointer: pointer)) }
    }

    @Test func sectionsHighlightTheRowADropAcrossSectionsInteractsWith() async throws {
        let (file, served) = try serve(SectionedTeamsScenario.initialBoard, SectionedTeamsScenario.rules)
        let board = try file.onDisk()
        let brand = board.lists[1].cards[0].id
        let mobile = board.lists[0].cards[1].id
        // The top edge of Mobile, from another section: the row is highlighted, never the gap above it.
        let across = try await ask(served, .init(cardIDs: [brand]), .init(listID: board.lists[0].id, cardID: mobile, fraction: 0.1))
        #expect(across.operation == "move" && across.highlight == "row" && across.ontoCardID == mobile)
        // The same place from within the section: the gap above Mobile.
        let platform = board.lists[0].cards[0].id
        let within = try await ask(served, .init(cardIDs: [platform]), .init(listID: board.lists[0].id, cardID: mobile, fraction: 0.1))
        #expect(within.highlight == "gap" && within.beforeCardID == mobile)
        // No row under the pointer: forbidden, nothing highlighted.
        let nowhere = try await ask(served, .init(cardIDs: [brand]), .init(listID: board.lists[0].id))
        #expect(nowhere.operation == "forbidden" && nowhere.highlight == "none")
    }

    @Test func sectionsLiftTheRowAsARoundedPreview() async throws {
        let (file, served) = try serve(SectionedTeamsScenario.initialBoard, SectionedTeamsScenario.rules)
        let card = try file.onDisk().lists[0].cards[0].id
        let lift = try await served.perform { try served.lift(.init(version: 1, cardIDs: [card])) }
        #expect(lift.preview == BoardAPI.Preview(width: 310, height: 34, cornerRadius: 12))
        #expect(lift.whileDragging == ["normal"])
    }

    @Test func collectionsHideTheLiftedCardAndShowItAgainAfterADropOnTheSource() async throws {
        let (file, served) = try serve(CardCollectionsScenario.initialBoard, CardCollectionsScenario.rules)
        let board = try file.onDisk()
        let three = board.lists[1].cards[3].id
        let lift = try await served.perform { try served.lift(.init(version: 1, cardIDs: [three])) }
        #expect(lift.whileDragging == ["hidden"])
        #expect(lift.afterCancel == ["normal"])
        let onSource = try await ask(served, .init(cardIDs: [three]), .init(listID: board.lists[1].id, cardID: board.lists[1].cards[7].id, fraction: 0.5))
        #expect(onSource.operation == "forbidden" && onSource.sourceAfter == ["normal"])
        let onDestination = try await ask(served, .init(cardIDs: [three]), .init(listID: board.lists[0].id))
        #expect(onDestination.operation == "move" && onDestination.highlight == "end" && onDestination.sourceAfter == nil)
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: [three], pointer: .init(listID: board.lists[0].id)))
        }
        #expect(try file.titles(board.lists[0].id) == ["3"])
        #expect(try file.titles(board.lists[1].id) == ["0", "1", "2", "4", "5", "6", "7", "8", "9"])
    }

    @Test func collectionsAppendADropWhereverItFallsOnTheDestination() async throws {
        let (file, served) = try serve(CardCollectionsScenario.initialBoard, CardCollectionsScenario.rules)
        let board = try file.onDisk()
        let (destination, source) = (board.lists[0].id, board.lists[1])
        _ = try await served.perform {
            try served.move(.init(version: 1, cardIDs: [source.cards[3].id], pointer: .init(listID: destination)))
        }
        let onFirst = BoardAPI.Pointer(listID: destination, cardID: source.cards[3].id, fraction: 0.1)
        let answer = try await ask(served, .init(cardIDs: [source.cards[7].id]), onFirst)
        #expect(answer.operation == "move" && answer.highlight == "end")
        _ = try await served.perform {
            try served.move(.init(version: 2, cardIDs: [source.cards[7].id], pointer: onFirst))
        }
        #expect(try file.titles(destination) == ["3", "7"])
    }

    @Test func theTablesAddButtonInsertsARowTitledByTheLayoutAtTheTop() async throws {
        let layout = ServedLayout(style: .table, newRowTitle: { "2026-11-27 08:00:00" })
        let (file, served) = try serve(TimestampReorderScenario.initialBoard, TimestampReorderScenario.rules, layout: layout)
        let list = try file.onDisk().lists[0].id
        _ = try await served.perform { try served.addCard(.init(version: 1, listID: list, title: "", newRow: true)) }
        #expect(try file.titles(list).first == "2026-11-27 08:00:00")
        #expect(try file.titles(list).count == 6)
        #expect(BoardPage.boardFragment(served.snapshot()).contains("class=\"add-row\""))
        #expect(TimestampReorderScenario.timestamp(Date(timeIntervalSince1970: 1_764_230_405)) == "2025-11-27 08:00:05")
        // A board without the button refuses the request.
        let (plainFile, plain) = try serve(TimestampReorderScenario.initialBoard, TimestampReorderScenario.rules)
        await #expect(throws: BoardServerError.self) {
            try await plain.perform { try plain.addCard(.init(version: 1, listID: list, title: "", newRow: true)) }
        }
        #expect(try plainFile.titles(list).count == 5)
    }

    @Test func theTableCancelsSeveralOfItsOwnRowsAndMovesOne() async throws {
        let (file, served) = try serve(TimestampReorderScenario.initialBoard, TimestampReorderScenario.rules)
        let list = try file.onDisk().lists[0]
        let pointer = BoardAPI.Pointer(listID: list.id, cardID: list.cards[0].id, fraction: 0.1)
        let two = try await ask(served, .init(cardIDs: [list.cards[3].id, list.cards[4].id]), pointer)
        #expect(two.operation == "cancel" && two.highlight == "none")
        let one = try await ask(served, .init(cardIDs: [list.cards[4].id]), pointer)
        #expect(one.operation == "move" && one.highlight == "gap")
        // An image is not a string: the table does not take it.
        let image = try await ask(served, .init(items: [.init(types: ["image/png"], file: true)]), pointer)
        #expect(image.operation == "cancel")
    }

    @Test func anImageDroppedOnTheWellIsShownOnThePage() async throws {
        let well = ImageWell()
        let view = ServedView(
            id: "well", title: "Drop an image here", delegate: DropInteraction(delegate: well, view: well.view),
            image: { well.image }, waitForLoad: { well.waitForImage() })
        // The board file is kept for the whole test: with it gone, the served board takes no edit at all.
        let (file, served) = try serve(
            TimestampReorderScenario.initialBoard, TimestampReorderScenario.rules, layout: ServedLayout(style: .table, views: [view]))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        let offered = try await ask(served, .init(items: [.init(types: ["image/png"], file: true)]), .init(viewID: "well"))
        #expect(offered.operation == "copy" && offered.highlight == "view" && offered.viewID == "well")
        #expect(try await ask(served, .init(items: [.init(types: ["text/plain"])]), .init(viewID: "well")).operation == "cancel")
        let result = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(viewID: "well"),
                items: [.init(type: "image/png", name: "photo.png", text: nil, base64: png.base64EncodedString())]))
        }
        #expect(result.operation == "copy")
        #expect(well.image == png)
        #expect(BoardPage.boardFragment(served.snapshot()).contains("src=\"data:image/png;base64,\(png.base64EncodedString())\""))
        #expect(try file.onDisk().lists.count == TimestampReorderScenario.initialBoard.lists.count)
    }

    @Test func aListAndAnItemAddedFromThePageAreSaved() async throws {
        let (file, served) = try serve(TrelloLikeBoardScenario.initialBoard, TrelloLikeBoardScenario.rules)
        _ = try await served.perform { try served.addList(.init(version: 1, name: "Review")) }
        let review = try #require(try file.onDisk().lists.last)
        #expect(review.name == "Review")
        _ = try await served.perform { try served.addCard(.init(version: 2, listID: review.id, title: "Code Review")) }
        #expect(try file.titles(review.id) == ["Code Review"])
        #expect(throws: BoardServerError.self) {
            try served.addList(.init(version: 3, name: "  "))
        }
    }
}
