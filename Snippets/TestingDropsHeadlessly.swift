// A drop played headlessly: which proposal the board answered, which representation it loaded, in what order
// the cards landed. In a test target the same checks are #expect lines (see Tests/BoardDropsTests).
// Run from the package's folder: swift run TestingDropsHeadlessly

// snippet.setup
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Synchronization
import UniformTypes

let boardApp = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA")
let mailApp = AppIdentity(bundleIdentifier: "org.example.mail", teamIdentifier: "TEAMB")
let document = BoardDocument(board: Board(id: "b", name: "Week", lists: [
    BoardList(id: "todo", name: "Todo", cards: [Card(id: "a", title: "A"), Card(id: "b", title: "B")]),
]))
let target = BoardDropTarget(document: document, app: boardApp)

// Two dragged items, each offering HTML and plain text; every load is counted.
let loads = Mutex<[String]>([])
func item(html: String, text: String) -> DragItem {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: .html) { done in
        loads.withLock { $0.append("public.html") }
        done(Data(html.utf8), nil)
        return nil
    }
    provider.registerDataRepresentation(for: .plainText) { done in
        loads.withLock { $0.append("public.plain-text") }
        done(Data(text.utf8), nil)
        return nil
    }
    return DragItem(itemProvider: provider)
}
// snippet.end

// snippet.drag
// The user drags both from the mail app over the top edge of card B (row 1) and lets go.
let outcome = DragDropHarness(sourceApp: mailApp).drag(
    items: [item(html: "<ul><li>First</li></ul>", text: "First"),
            item(html: "<ul><li>Second</li></ul>", text: "Second")],
    over: [DropLocation(section: 0, row: 1, fractionInRow: 0)],
    of: DropEndpoint(app: boardApp, delegate: target))
// Loads finish later, on the providers' completion queue: wait on them, never sleep.
let landed = outcome.waitForPlaceholders()
// snippet.end

// snippet.check
// The proposal: another app's items are copied, never moved.
let proposals = outcome.events.compactMap { event -> DropProposal? in
    if case .updated(_, let proposal, _) = event { return proposal }
    return nil
}
precondition(landed && outcome.operation == .copy)
precondition(proposals.map(\.operation) == [.copy])
// The representation: HTML is richer and an adapter reads it, so only HTML was loaded, once per item.
precondition(loads.withLock { $0 } == ["public.html", "public.html"])
// The order: the items land in the order they were dragged, before B.
let titles = document.board.lists[0].cards.map(\.title)
precondition(titles == ["A", "First", "Second", "B"], "\(titles)")
print(outcome.events.map(\.description).joined(separator: "\n"))
// snippet.end
