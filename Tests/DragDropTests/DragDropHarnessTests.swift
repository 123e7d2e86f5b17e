import DragDrop
import DragDropTesting
import Foundation
import Testing

@Suite("The harness: begin, hover, drop, end, with every callback recorded")
struct DragDropHarnessTests {
    @Test func aDropRecordsEveryCallbackInOrder() {
        let delegate = FixedDelegate(DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        let endpoint = DropEndpoint(app: Apps.board, delegate: delegate)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: delegate).drag(
            rows: [row(1, 0)],
            steps: [.hover(DropLocation(section: 0, row: 0), over: endpoint), .addRows([row(2, 0)]),
                    .hover(DropLocation(section: 1), over: endpoint)])
        let proposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        #expect(outcome.events == [
            .itemsForBeginning(row(1, 0), count: 1),
            .preview(row(1, 0), nil),
            .sourceAppearance(row(1, 0), .normal),
            .canHandle(app: "com.example.board", result: true),
            .entered(app: "com.example.board"),
            .updated(DropLocation(section: 0, row: 0), proposal: proposal, effective: proposal),
            .highlight(.gap(row(0, 0))),
            .itemsForBeginning(row(2, 0), count: 1),
            .preview(row(2, 0), nil),
            .sourceAppearance(row(2, 0), .normal),
            .updated(DropLocation(section: 1), proposal: proposal, effective: proposal),
            .highlight(.endOfSection(1)),
            .performDrop(proposal, destinationIndexPath: nil),
            .highlight(.none),
            .dropSessionEnded(app: "com.example.board"),
            .dragSessionEnded(.move),
            .sourceAppearance(row(1, 0), .removed),
            .sourceAppearance(row(2, 0), .removed),
        ])
        #expect(outcome.coordinator?.items.map(\.sourceIndexPath) == [row(1, 0), row(2, 0)])
        #expect(outcome.coordinator?.items.map { $0.dragItem.localObject as? Int } == [1, 2])
    }

    @Test func aDestinationThatCannotHandleTheDragGetsNoMoreCalls() {
        let delegate = FixedDelegate(DropProposal(operation: .copy), handles: false)
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "x"))], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.board, delegate: delegate))
        #expect(outcome.operation == .cancel)
        #expect(outcome.events == [
            .canHandle(app: "com.example.board", result: false), .dropSessionEnded(app: "com.example.board"),
        ])
    }

    @Test func movingToAnotherDestinationExitsTheFirstAndDropsOnTheSecond() {
        let first = FixedDelegate(DropProposal(operation: .copy))
        let second = FixedDelegate(DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "x"))],
            steps: [.hover(DropLocation(section: 0), over: DropEndpoint(app: Apps.board, delegate: first)),
                    .hover(DropLocation(section: 0), over: DropEndpoint(app: Apps.teammate, delegate: second))])
        #expect(first.performed.current.isEmpty)
        #expect(second.performed.current.count == 1)
        #expect(outcome.events.contains(.exited(app: "com.example.board")))
        #expect(outcome.events.filter { if case .dropSessionEnded = $0 { true } else { false } }.count == 2)
    }

    @Test func lettingGoOfTheDragCancelsIt() {
        let delegate = FixedDelegate(DropProposal(operation: .copy))
        let outcome = DragDropHarness(sourceApp: Apps.board, source: delegate).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: delegate),
            drop: false)
        #expect(outcome.operation == .cancel)
        #expect(delegate.performed.current.isEmpty)
        #expect(outcome.events.contains(.exited(app: "com.example.board")))
        #expect(delegate.endedWith.current == [.cancel])
    }

    @Test func leavingEveryDestinationBeforeLettingGoDropsNothing() {
        let delegate = FixedDelegate(DropProposal(operation: .copy))
        let endpoint = DropEndpoint(app: Apps.board, delegate: delegate)
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "x"))],
            steps: [.hover(DropLocation(section: 0), over: endpoint), .leave, .addItems([DragItem(itemProvider: .init(object: "y"))])])
        #expect(outcome.operation == .cancel)
        #expect(delegate.performed.current.isEmpty)
        #expect(outcome.dragSession.items.count == 2)
        #expect(outcome.events.last == .dropSessionEnded(app: "com.example.board"))
    }
}
