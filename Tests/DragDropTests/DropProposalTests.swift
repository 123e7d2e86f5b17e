import DragDrop
import DragDropTesting
import Foundation
import Testing

/// A delegate that proposes a fixed proposal and records what it is asked.
final class FixedDelegate: DropDelegate, DragSourceDelegate {
    let proposal: DropProposal
    let handles: Bool
    let performed = Box<[DropCoordinator]>([])
    let endedWith = Box<[DropOperation]>([])

    init(_ proposal: DropProposal, handles: Bool = true) {
        self.proposal = proposal
        self.handles = handles
    }

    func canHandle(_ session: DropSession) -> Bool { handles }
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal { proposal }
    func performDrop(with coordinator: DropCoordinator) { performed.withLock { $0.append(coordinator) } }
    func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: .init(object: "row \(indexPath.item)"), localObject: indexPath.item)]
    }
    func dragSessionDidEnd(_ session: DragSession, operation: DropOperation) { endedWith.withLock { $0.append(operation) } }
}

@Suite("Drop proposals: operations, intents and UIKit's rules")
struct DropProposalTests {
    @Test func aMoveFromAnotherAppIsTreatedAsCancel() {
        let destination = FixedDelegate(DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        let source = FixedDelegate(DropProposal(operation: .cancel))
        let outcome = DragDropHarness(sourceApp: Apps.stranger, source: source).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0, row: 0)], of: DropEndpoint(app: Apps.board, delegate: destination))
        #expect(outcome.operation == .cancel)
        #expect(!outcome.didDrop)
        #expect(destination.performed.current.isEmpty)
        #expect(source.endedWith.current == [.cancel])
        #expect(outcome.events.contains(.updated(
            DropLocation(section: 0, row: 0), proposal: DropProposal(operation: .move, intent: .insertAtDestinationIndexPath),
            effective: DropProposal(operation: .cancel, intent: .insertAtDestinationIndexPath))))
    }

    @Test func aMoveWithinTheAppIsPerformed() {
        let delegate = FixedDelegate(DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        let outcome = DragDropHarness(sourceApp: Apps.board, source: delegate).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0, row: 2)], of: DropEndpoint(app: Apps.board, delegate: delegate))
        #expect(outcome.operation == .move)
        #expect(delegate.performed.current.count == 1)
        #expect(delegate.endedWith.current == [.move])
    }

    @Test func aForbiddenProposalIsNotDroppedAndTheSourceLearnsIt() {
        let delegate = FixedDelegate(DropProposal(operation: .forbidden))
        let outcome = DragDropHarness(sourceApp: Apps.board, source: delegate).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: delegate))
        #expect(outcome.operation == .forbidden)
        #expect(delegate.performed.current.isEmpty)
        #expect(delegate.endedWith.current == [.forbidden])
    }

    @Test(arguments: [
        (0.0, DropIntent.insertAtDestinationIndexPath, 4), (0.24, .insertAtDestinationIndexPath, 4),
        (0.25, .insertIntoDestinationIndexPath, 4), (0.5, .insertIntoDestinationIndexPath, 4),
        (0.75, .insertIntoDestinationIndexPath, 4), (0.76, .insertAtDestinationIndexPath, 5),
        (1.0, .insertAtDestinationIndexPath, 5),
    ])
    func automaticResolvesByThePositionInTheRow(fraction: Double, intent: DropIntent, item: Int) {
        let resolved = DropLocation(section: 2, row: 4, fractionInRow: fraction).resolving(.automatic)
        #expect(resolved.intent == intent)
        #expect(resolved.indexPath == IndexPath(item: item, section: 2))
    }

    @Test func withoutARowEveryInsertionAppends() {
        let resolved = DropLocation(section: 1).resolving(.automatic)
        #expect(resolved.intent == .insertAtDestinationIndexPath)
        #expect(resolved.indexPath == nil)
    }

    @Test func theCoordinatorGetsTheResolvedIntentAndIndexPath() throws {
        let delegate = FixedDelegate(DropProposal(operation: .copy, intent: .automatic))
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "x"))],
            over: [DropLocation(section: 0, row: 3, fractionInRow: 0.9)], of: DropEndpoint(app: Apps.board, delegate: delegate))
        let coordinator = try #require(delegate.performed.current.first)
        #expect(coordinator.proposal == DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        #expect(coordinator.destinationIndexPath == IndexPath(item: 4, section: 0))
        #expect(outcome.operation == .copy)
    }
}
