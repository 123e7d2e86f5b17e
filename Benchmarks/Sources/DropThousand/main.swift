// A drop of 1,000 items from another app onto a board list, each item offering HTML and plain text.
// Measures the time from the drop (performDrop) to the last card on the board, and how many representations
// were loaded (one per item is the rule: only the richest readable one).
// Run: swift run -c release --package-path Benchmarks DropThousand [items] [runs]
import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import UniformTypes

let itemCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5

/// Counts loads by type identifier.
final class Counts: @unchecked Sendable {
    /// Guards `byType`.
    private let lock = NSLock()
    private var byType: [String: Int] = [:]

    func add(_ type: String) {
        lock.lock()
        byType[type, default: 0] += 1
        lock.unlock()
    }

    var snapshot: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return byType
    }
}

/// Forwards to the board's target and notes when the drop is performed.
final class TimedTarget: DropDelegate, @unchecked Sendable {
    /// Written once, in performDrop, before any load starts; read after the drop settled.
    var droppedAt: ContinuousClock.Instant?
    let target: BoardDropTarget

    init(_ target: BoardDropTarget) { self.target = target }

    func canHandle(_ session: DropSession) -> Bool { target.canHandle(session) }
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        target.dropSessionDidUpdate(session, at: location)
    }
    func performDrop(with coordinator: DropCoordinator) {
        droppedAt = .now
        target.performDrop(with: coordinator)
    }
}

let source = AppIdentity(bundleIdentifier: "org.example.notes", teamIdentifier: "NOTES")
let destination = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "BOARD")
// The standard registry reads HTML (HTMLImporter) and plain text, and prefers HTML.
let registry = AdapterRegistry.standard()

var dropTimes: [Duration] = []
var totalTimes: [Duration] = []
for run in 1...runs {
    let counts = Counts()
    let items = (0..<itemCount).map { index in
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html) { done in
            counts.add(UTType.html.identifier)
            done(Data("<ul><li>Task \(index) <b>from HTML</b></li></ul>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .plainText) { done in
            counts.add(UTType.plainText.identifier)
            done(Data("Task \(index) from text".utf8), nil)
            return nil
        }
        return DragItem(itemProvider: provider)
    }
    let document = BoardDocument(board: Board(id: "b", name: "Bench", lists: [BoardList(id: "inbox", name: "Inbox")]))
    let timed = TimedTarget(BoardDropTarget(document: document, app: destination, registry: registry))
    let lastCard = DispatchSemaphore(value: 0)
    let observation = document.addObserver { update in
        if update.board.lists[0].cards.count >= itemCount { lastCard.signal() }
    }
    let start = ContinuousClock.now
    let outcome = DragDropHarness(sourceApp: source).drag(
        items: items, over: [DropLocation(section: 0)], of: DropEndpoint(app: destination, delegate: timed))
    guard lastCard.wait(timeout: .now() + .seconds(120)) == .success, let droppedAt = timed.droppedAt else {
        print("run \(run): the cards did not all arrive (operation \(outcome.operation), errors: \(timed.target.errors.prefix(3)))")
        exit(1)
    }
    let end = ContinuousClock.now
    document.removeObserver(observation)
    _ = outcome.waitForPlaceholders(timeout: .seconds(10))
    let loaded = counts.snapshot
    let cards = document.board.lists[0].cards
    dropTimes.append(end - droppedAt)
    totalTimes.append(end - start)
    print("run \(run): \(cards.count) cards; drop → last card \(end - droppedAt); drag begin → last card \(end - start); "
        + "loaded \(loaded.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")); "
        + "first card \"\(cards.first?.title ?? "")\", last \"\(cards.last?.title ?? "")\"")
}
let sortedDrop = dropTimes.sorted()
let sortedTotal = totalTimes.sorted()
print("\(itemCount) items, \(runs) runs: drop → last card median \(sortedDrop[runs / 2]) (min \(sortedDrop[0])); "
    + "drag begin → last card median \(sortedTotal[runs / 2])")
