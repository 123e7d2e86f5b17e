import DragDrop
import Foundation
import ItemProviders
import Testing

@Suite("The coordinator's placeholders")
struct DropCoordinatorTests {
    func coordinator() -> DropCoordinator {
        let drag = DragSession(sourceApp: Apps.stranger, items: [DragItem(itemProvider: ItemProvider(object: "x"))])
        let session = DropSession(drag: drag, destinationApp: Apps.board)
        return DropCoordinator(
            session: session, items: session.items.map { DropCoordinatorItem(dragItem: $0) },
            destination: DropLocation(section: 0), destinationIndexPath: nil,
            proposal: DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
    }

    @Test func aPlaceholderIsCommittedOnceAndTheUpdatesRunWithItsIndexPath() {
        let coordinator = coordinator()
        let item = coordinator.items[0].dragItem
        let context = coordinator.drop(item, toPlaceholder: DropPlaceholder(insertionIndexPath: row(2, 0)))
        #expect(coordinator.activePlaceholders.count == 1)
        #expect(!coordinator.waitForPlaceholders(timeout: .milliseconds(1)))
        var updated: [IndexPath] = []
        #expect(context.commitInsertion { updated.append($0) })
        #expect(!context.commitInsertion { updated.append($0) })
        #expect(!context.deletePlaceholder())
        #expect(updated == [row(2, 0)])
        #expect(coordinator.activePlaceholders.isEmpty)
        #expect(coordinator.waitForPlaceholders(timeout: .seconds(1)))
    }

    @Test func aDeletedPlaceholderCannotBeCommitted() {
        let coordinator = coordinator()
        let context = coordinator.drop(coordinator.items[0].dragItem, toPlaceholder: DropPlaceholder(insertionIndexPath: row(0, 0)))
        #expect(context.deletePlaceholder())
        var ran = false
        #expect(!context.commitInsertion { _ in ran = true })
        #expect(!ran)
        #expect(coordinator.waitForPlaceholders(timeout: .seconds(1)))
    }

    @Test func dropsAreRecordedInOrder() {
        let coordinator = coordinator()
        coordinator.drop(coordinator.items[0].dragItem, to: row(3, 1))
        #expect(coordinator.drops.map(\.indexPath) == [row(3, 1)])
    }
}
