import Adapters
import BoardDrops
import Boards
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("BoardDropTarget: one plan per dragged item, from the drag's arrival to the drop")
struct BoardDropTargetPlanOnceTests {
    /// Forwards to the target, and registers an adapter in its registry right after the target has answered
    /// the first hover, as an app that loads a plugin mid-drag would.
    final class RegisteringMidDrag: DropDelegate {
        let target: BoardDropTarget
        let adapter: any Adapter

        init(_ target: BoardDropTarget, registering adapter: any Adapter) {
            self.target = target
            self.adapter = adapter
        }

        func canHandle(_ session: DropSession) -> Bool { target.canHandle(session) }
        func performDrop(with coordinator: DropCoordinator) { target.performDrop(with: coordinator) }
        func dropSessionDidEnd(_ session: DropSession) { target.dropSessionDidEnd(session) }
        func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
            let proposal = target.dropSessionDidUpdate(session, at: location)
            target.registry.register(adapter)
            return proposal
        }
    }

    @Test func theDropRunsThePlanMadeWhenTheDragArrived() {
        let registry = AdapterRegistry()
        registry.register(PlainTextAdapter())
        let fixture = Fixture([("Todo", [])], registry: registry)
        let counter = LoadCounter()
        let provider = ItemProvider()
        for (type, text) in [(UTType.html, "<p>Rich</p>"), (.plainText, "Plain")] {
            provider.registerDataRepresentation(for: type) { done in
                counter.count(type.identifier)
                done(Data(text.utf8), nil)
                return nil
            }
        }
        let delegate = RegisteringMidDrag(fixture.target, registering: TestHTMLImporter())
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0), DropLocation(section: 0)],
            of: DropEndpoint(app: Apps.board, delegate: delegate))
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        // The HTML importer arrived after the plan was made: the drop still loads what the plan chose.
        #expect(counter.loaded == ["public.plain-text": 1])
        #expect(titles(fixture.document.board) == [["Plain"]])
    }

    @Test func aNewDragIsPlannedAfresh() {
        let registry = AdapterRegistry()
        registry.register(PlainTextAdapter())
        let fixture = Fixture([("Todo", [])], registry: registry)
        let first = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("One"))], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(first.waitForPlaceholders())
        registry.register(TestHTMLImporter())
        let counter = LoadCounter()
        let provider = textProvider("<p>Two</p>", counter: counter, type: .html)
        let second = fixture.stranger.drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(second.operation == .copy)
        #expect(second.waitForPlaceholders())
        #expect(counter.loaded == ["public.html": 1])
        #expect(titles(fixture.document.board) == [["One", "Two"]])
    }
}
