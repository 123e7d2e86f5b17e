import DragDrop
import Foundation
import ItemProviders
import Testing

@Suite("Progress trees: loads that finish while their progress is being added")
struct ProgressTreeTests {
    /// A provider of plain text whose load finishes at once, on the loaders' queue.
    func instantProvider(_ text: String) -> ItemProvider {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            done(Data(text.utf8), nil)
            return nil
        }
        return provider
    }

    /// `loadObjects` adds each load's progress to the drop's progress on the caller's thread while the load may
    /// be finishing on a loader's thread, as code written for Apple's thread-safe `NSProgress` does. Foundation's
    /// `Progress` on Linux has no lock of its own; without Cardport's, this crashed the process.
    @Test func loadsThatFinishWhileBeingAddedCompleteTheirTrees() {
        for round in 0..<1_000 {
            let items = (0..<8).map { DragItem(itemProvider: instantProvider("item \($0)")) }
            let session = DropSession(drag: DragSession(sourceApp: Apps.stranger, items: items), destinationApp: Apps.board)
            let finished = DispatchSemaphore(value: 0)
            let result = Box<[String]>([])
            let progress = session.loadObjects(ofClass: String.self) { strings in
                result.withLock { $0 = strings }
                finished.signal()
            }
            guard finished.wait(timeout: .now() + .seconds(10)) == .success else {
                Issue.record("round \(round): the drop's loads did not complete")
                return
            }
            #expect(result.current == (0..<8).map { "item \($0)" })
            #expect(progress.fractionCompleted == 1, "round \(round)")
            #expect(session.progress.fractionCompleted == 1, "round \(round)")
        }
    }
}
