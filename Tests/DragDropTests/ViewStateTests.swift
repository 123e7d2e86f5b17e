import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

/// A list view that is both source and destination, with the view-level choices a seed app makes.
final class StyledList: DropDelegate, DragSourceDelegate {
    let view = DragDropView(name: "list")
    let proposal: DropProposal
    let whileDragging: SourceItemAppearance
    let afterFailedDrop: SourceItemAppearance
    let preview: DragPreviewParameters?
    /// What the delegate saw of its view's flags in each update: (hasActiveDrag, hasActiveDrop).
    let flagsSeen = Box<[(Bool, Bool)]>([])

    init(
        _ proposal: DropProposal, whileDragging: SourceItemAppearance = .normal,
        afterFailedDrop: SourceItemAppearance = .normal, preview: DragPreviewParameters? = nil
    ) {
        self.proposal = proposal
        self.whileDragging = whileDragging
        self.afterFailedDrop = afterFailedDrop
        self.preview = preview
    }

    var sourceView: DragDropView? { view }
    var destinationView: DragDropView? { view }
    func canHandle(_ session: DropSession) -> Bool { true }
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        flagsSeen.withLock { $0.append((view.hasActiveDrag, view.hasActiveDrop)) }
        return proposal
    }
    func performDrop(with coordinator: DropCoordinator) {}
    func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: .init(object: "row \(indexPath.item)"))]
    }
    func dragPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters? { preview }
    func appearanceWhileDragging(itemAt indexPath: IndexPath) -> SourceItemAppearance { whileDragging }
    func appearance(ofItemAt indexPath: IndexPath, after operation: DropOperation) -> SourceItemAppearance {
        operation == .move ? .removed : afterFailedDrop
    }
}

@Suite("What a person sees: highlights, source rows, previews, view flags, placeholder progress")
struct ViewStateTests {
    @Test func theHighlightFollowsEveryUpdateAndClearsWhenTheDragLeaves() {
        let list = StyledList(DropProposal(operation: .move, intent: .automatic))
        let forbidding = FixedDelegate(DropProposal(operation: .forbidden))
        let outcome = DragDropHarness(sourceApp: Apps.board, source: list).drag(
            rows: [row(0, 0)],
            steps: [
                .hover(DropLocation(section: 0, row: 2, fractionInRow: 0.1), over: DropEndpoint(app: Apps.board, delegate: list)),
                .hover(DropLocation(section: 0, row: 2, fractionInRow: 0.5), over: DropEndpoint(app: Apps.board, delegate: list)),
                .hover(DropLocation(section: 0, row: 2, fractionInRow: 0.9), over: DropEndpoint(app: Apps.board, delegate: list)),
                .hover(DropLocation(section: 1), over: DropEndpoint(app: Apps.board, delegate: list)),
                .hover(DropLocation(section: 0, row: 0), over: DropEndpoint(app: Apps.board, delegate: forbidding)),
            ],
            drop: false)
        #expect(outcome.highlights == [
            .gap(row(2, 0)), .row(row(2, 0)), .gap(row(3, 0)), .endOfSection(1),
            .none,  // left the list for the forbidding view
            .none,  // the forbidding view highlights nothing
            .none,  // the drag ended there without a drop
        ])
    }

    @Test func aSourceRowHiddenWhileDraggedFadesAfterAFailedDropThenReturns() {
        let list = StyledList(DropProposal(operation: .forbidden), whileDragging: .hidden, afterFailedDrop: .faded)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: list).drag(
            rows: [row(1, 0)], over: [DropLocation(section: 0, row: 1)], of: DropEndpoint(app: Apps.board, delegate: list))
        #expect(outcome.operation == .forbidden)
        #expect(outcome.sourceAppearances.map(\.1) == [.hidden, .faded, .normal])
        #expect(outcome.sourceAppearances.allSatisfy { $0.0 == row(1, 0) })
    }

    @Test func aMovedSourceRowIsRemoved() {
        let list = StyledList(DropProposal(operation: .move, intent: .insertAtDestinationIndexPath), whileDragging: .hidden)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: list).drag(
            rows: [row(1, 0)], over: [DropLocation(section: 0, row: 0)], of: DropEndpoint(app: Apps.board, delegate: list))
        #expect(outcome.sourceAppearances.map(\.1) == [.hidden, .removed])
    }

    @Test func theLiftedPreviewIsRecordedWithItsParameters() {
        let rounded = DragPreviewParameters(
            visiblePath: .roundedRectangle(width: 320, height: 44, cornerRadius: 10), backgroundColor: "clear")
        let list = StyledList(DropProposal(operation: .cancel), preview: rounded)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: list).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: list))
        #expect(outcome.events.contains(.preview(row(0, 0), rounded)))
        #expect(rounded.description == "rounded 320×44 r10 on clear")
    }

    @Test func theViewFlagsAreSetDuringTheDragAndClearedAfter() {
        let list = StyledList(DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        let other = StyledList(DropProposal(operation: .copy))
        _ = DragDropHarness(sourceApp: Apps.board, source: list).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: list))
        #expect(list.flagsSeen.current.map { [$0.0, $0.1] } == [[true, true]])
        #expect(!list.view.hasActiveDrag && !list.view.hasActiveDrop)

        // A drag from elsewhere: the destination has a drop, but no drag of its own.
        _ = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: .init(object: "x"))], over: [DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.board, delegate: other))
        #expect(other.flagsSeen.current.map { [$0.0, $0.1] } == [[false, true]])
        #expect(!other.view.hasActiveDrop)
    }

    @Test func aPlaceholderShowsHowFarItsSlowLoadHasCome() throws {
        let slow = SlowLoad(data: Data("slow".utf8), steps: 4)
        let provider = ItemProvider()
        slow.register(on: provider, as: .plainText)
        let target = PlaceholderTarget()
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0, row: 0)],
            of: DropEndpoint(app: Apps.board, delegate: target))
        try #require(slow.waitUntilFollowed())
        #expect(outcome.placeholderProgress.map(\.fractionCompleted) == [0])
        slow.report(2)
        #expect(outcome.placeholderProgress.map(\.fractionCompleted) == [0.5])
        #expect(outcome.placeholderProgress.map(\.isActive) == [true])
        slow.finish()
        #expect(outcome.waitForPlaceholders(timeout: .seconds(10)))
        #expect(outcome.placeholderProgress.map(\.fractionCompleted) == [1])
        #expect(outcome.placeholderProgress.map(\.isActive) == [false])
        #expect(target.inserted.current == ["slow"])
    }
}

/// A destination that shows a placeholder per item while its text loads, as a table with slow drops does.
final class PlaceholderTarget: DropDelegate {
    let inserted = Box<[String]>([])
    func canHandle(_ session: DropSession) -> Bool { true }
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func performDrop(with coordinator: DropCoordinator) {
        for item in coordinator.items {
            let context = coordinator.drop(
                item.dragItem, toPlaceholder: DropPlaceholder(insertionIndexPath: coordinator.destinationIndexPath ?? row(0, 0)))
            let load = item.dragItem.itemProvider.loadDataRepresentation(for: .plainText) { data, _ in
                context.commitInsertion { _ in self.inserted.withLock { $0.append(String(decoding: data ?? Data(), as: UTF8.self)) } }
            }
            context.showProgress(load)
        }
    }
}
