import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

/// A plain view that takes one image, as the seed table app's image well does.
final class ImageWell: DropInteractionDelegate {
    let image = Box<Data?>(nil)
    let loaded = DispatchSemaphore(value: 0)
    func canHandle(_ session: DropSession) -> Bool { session.hasItemsConforming(toTypeIdentifiers: [UTType.image.identifier]) }
    func sessionDidUpdate(_ session: DropSession) -> DropProposal { DropProposal(operation: .copy, intent: .automatic) }
    func performDrop(_ session: DropSession) {
        guard let item = session.items.first else { return }
        item.itemProvider.loadDataRepresentation(for: .image) { data, _ in
            self.image.withLock { $0 = data }
            self.loaded.signal()
        }
    }
}

/// A plain view with one thing to drag.
final class Badge: DragInteractionDelegate {
    let ended = Box<[DropOperation]>([])
    func itemsForBeginning(_ session: DragSession) -> [DragItem] { [DragItem(itemProvider: .init(object: "badge"))] }
    func sessionDidEnd(_ session: DragSession, operation: DropOperation) { ended.withLock { $0.append(operation) } }
}

@Suite("Interactions on plain views")
struct InteractionTests {
    @Test func aPlainViewTakesADroppedImageAndHighlightsAsAWhole() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .png) { done in
            done(png, nil)
            return nil
        }
        let well = ImageWell()
        let view = DragDropView(name: "image well")
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0, row: 3, fractionInRow: 0.5)],
            of: DropEndpoint(app: Apps.board, delegate: DropInteraction(delegate: well, view: view)))
        #expect(outcome.operation == .copy)
        // A plain view has no rows: the intent is dropped and the whole view lights up.
        #expect(outcome.events.contains(.performDrop(DropProposal(operation: .copy, intent: .unspecified), destinationIndexPath: row(3, 0))))
        #expect(outcome.highlights.first == .view)
        #expect(outcome.events.contains(.activeDrop(view: "image well", true)))
        #expect(well.loaded.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(well.image.current == png)
    }

    @Test func aPlainViewRefusesWhatItCannotHandle() {
        let well = ImageWell()
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "just text"))], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.board, delegate: DropInteraction(delegate: well)))
        #expect(outcome.operation == .cancel)
        #expect(outcome.events.first == .canHandle(app: "com.example.board", result: false))
    }

    @Test func aPlainViewIsADragSourceWithoutRows() {
        let badge = Badge()
        let outcome = DragDropHarness(sourceApp: Apps.board, source: DragInteraction(delegate: badge)).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.board, delegate: FixedDelegate(DropProposal(operation: .copy))))
        #expect(outcome.dragSession.items.count == 1)
        #expect(badge.ended.current == [.copy])
    }
}
