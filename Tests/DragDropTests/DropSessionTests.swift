import DragDrop
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("Drop sessions: what a destination app sees")
struct DropSessionTests {
    /// A provider with one representation of each visibility.
    func layeredProvider() -> ItemProvider {
        let provider = ItemProvider()
        let pairs: [(String, ItemProviderRepresentationVisibility)] = [
            ("com.example.private", .ownProcess), ("com.example.group", .group), ("com.example.team", .team),
            ("public.plain-text", .all),
        ]
        for (type, visibility) in pairs {
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { done in
                done(Data(type.utf8), nil)
                return nil
            }
        }
        return provider
    }

    func types(seenBy app: AppIdentity) -> [String] {
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: layeredProvider(), localObject: "card-1")])
        return DropSession(drag: drag, destinationApp: app).items[0].itemProvider.registeredTypeIdentifiers
    }

    @Test func theSourceAppSeesEveryRepresentation() {
        #expect(types(seenBy: Apps.board) == ["com.example.private", "com.example.group", "com.example.team", "public.plain-text"])
    }

    @Test func anAppOfTheSameGroupSeesGroupAndTeamButNotOwnProcess() {
        #expect(types(seenBy: Apps.boardWidget) == ["com.example.group", "com.example.team", "public.plain-text"])
    }

    @Test func anAppOfTheSameTeamSeesTeamRepresentationsOnly() {
        #expect(types(seenBy: Apps.teammate) == ["com.example.team", "public.plain-text"])
    }

    @Test func anAppOfAnotherTeamSeesOnlyWhatIsVisibleToAll() {
        #expect(types(seenBy: Apps.stranger) == ["public.plain-text"])
    }

    @Test func theSourceAppGetsLocalObjectsTheDragAndMoves() {
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: ItemProvider(), localObject: "card-1")],
                               localContext: "board-1")
        let session = DropSession(drag: drag, destinationApp: Apps.board)
        #expect(session.items[0].localObject as? String == "card-1")
        #expect(session.localDragSession === drag)
        #expect(session.localDragSession?.localContext as? String == "board-1")
        #expect(session.allowsMoveOperation)
    }

    @Test(arguments: [Apps.boardWidget, Apps.teammate, Apps.stranger])
    func anotherAppGetsNoLocalObjectsNoDragAndNoMove(app: AppIdentity) {
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: ItemProvider(), localObject: "card-1")],
                               localContext: "board-1")
        let session = DropSession(drag: drag, destinationApp: app)
        #expect(session.items[0].localObject == nil)
        #expect(session.localDragSession == nil)
        #expect(!session.allowsMoveOperation)
    }

    @Test func conformanceQuestionsAnswerFromTheVisibleRepresentations() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html, visibility: .ownProcess) { done in done(Data(), nil); return nil }
        provider.registerDataRepresentation(for: .plainText, visibility: .all) { done in done(Data(), nil); return nil }
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: provider)])
        let own = DropSession(drag: drag, destinationApp: Apps.board)
        let other = DropSession(drag: drag, destinationApp: Apps.stranger)
        #expect(own.hasItemsConforming(toTypeIdentifiers: ["public.html"]))
        #expect(!other.hasItemsConforming(toTypeIdentifiers: ["public.html"]))
        #expect(other.hasItemsConforming(toTypeIdentifiers: ["public.text"]))
        #expect(other.canLoadObjects(ofClass: String.self))
    }

    @Test func anObjectOnlyTheSourceProcessMayReadCannotBeLoadedElsewhere() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .plainText, visibility: .ownProcess) { done in done(Data(), nil); return nil }
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: provider)])
        #expect(DropSession(drag: drag, destinationApp: Apps.board).canLoadObjects(ofClass: String.self))
        #expect(!DropSession(drag: drag, destinationApp: Apps.teammate).canLoadObjects(ofClass: String.self))
    }

    @Test func itemsAddedDuringTheDragAppearInTheDropSession() {
        let drag = DragSession(sourceApp: Apps.board, items: [DragItem(itemProvider: ItemProvider(object: "a"))])
        let session = DropSession(drag: drag, destinationApp: Apps.stranger)
        #expect(session.items.count == 1)
        drag.addItems([DragItem(itemProvider: ItemProvider(object: "b"))])
        #expect(session.items.count == 2)
    }

    @Test func loadObjectsGivesResultsInItemOrderWhenLoadsFinishInReverse() throws {
        let loads = (0..<3).map { _ in ManualLoad() }
        let items = loads.map { load in
            let provider = ItemProvider()
            load.register(on: provider, type: .utf8PlainText)
            return DragItem(itemProvider: provider)
        }
        let drag = DragSession(sourceApp: Apps.stranger, items: items)
        let session = DropSession(drag: drag, destinationApp: Apps.board)
        let finished = DispatchSemaphore(value: 0)
        let result = Box<[String]>([])
        let progress = session.loadObjects(ofClass: String.self) { strings in
            result.withLock { $0 = strings }
            finished.signal()
        }
        #expect(progress.totalUnitCount == 3)
        for load in loads { #expect(load.waitUntilStarted()) }
        for (index, load) in loads.enumerated().reversed() { load.finish("item \(index)") }
        #expect(finished.wait(timeout: .now() + .seconds(5)) == .success)
        #expect(result.current == ["item 0", "item 1", "item 2"])
    }
}
