import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
@_exported import CardportTestSupport
import Foundation
import ItemProviders
import UniformTypes

/// Apps the tests drag between.
enum Apps {
    static let board = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let boardWidget = AppIdentity(bundleIdentifier: "com.example.board.widget", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let teammate = AppIdentity(bundleIdentifier: "com.example.mail", teamIdentifier: "TEAMA")
    static let stranger = AppIdentity(bundleIdentifier: "org.other.notes", teamIdentifier: "TEAMB")
}


/// Counts which representations were loaded, by type identifier.
final class LoadCounter: Sendable {
    private let counts = Box([String: Int]())

    func count(_ type: String) { counts.withLock { $0[type, default: 0] += 1 } }
    var loaded: [String: Int] { counts.current }
    var total: Int { counts.current.values.reduce(0, +) }
}


/// A test importer for HTML: one card per line of the text between tags.
struct TestHTMLImporter: BoardImporter {
    var name: String { "test-html" }
    var readableTypes: [UTType] { [.html] }

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let text = String(decoding: try input.readData(), as: UTF8.self)
            .replacingOccurrences(of: "<[^>]+>", with: "\n", options: .regularExpression)
        let titles = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let cards = titles.enumerated().map { Card(id: "html-\($0.offset)", title: $0.element) }
        return ImportResult(board: Board(id: "html", name: "", lists: [BoardList(id: "l", name: "", cards: cards)]))
    }
}

/// A provider from another app offering text, counting loads.
func textProvider(_ text: String, counter: LoadCounter? = nil, type: UTType = .plainText) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: type) { done in
        counter?.count(type.identifier)
        done(Data(text.utf8), nil)
        return nil
    }
    return provider
}

/// A board with lists of cards titled as given; ids `l0`, `l0c1`, ….
func makeBoard(_ lists: [(String, [String])]) -> Board {
    Board(
        id: "b", name: "Test",
        lists: lists.enumerated().map { index, list in
            BoardList(
                id: "l\(index)", name: list.0,
                cards: list.1.enumerated().map { Card(id: "l\(index)c\($0.offset)", title: $0.element) })
        })
}

/// Titles of each list, in order.
func titles(_ board: Board) -> [[String]] {
    board.lists.map { $0.cards.map(\.title) }
}

/// A board document, its drop target in ``Apps/board`` and harnesses for drags from it and from a stranger.
struct Fixture {
    let document: BoardDocument
    let target: BoardDropTarget
    var endpoint: DropEndpoint { DropEndpoint(app: Apps.board, delegate: target) }
    var local: DragDropHarness { DragDropHarness(sourceApp: Apps.board, source: target) }
    var stranger: DragDropHarness { DragDropHarness(sourceApp: Apps.stranger) }

    init(_ lists: [(String, [String])], registry: AdapterRegistry = .standard()) {
        document = BoardDocument(board: makeBoard(lists))
        target = BoardDropTarget(document: document, app: Apps.board, registry: registry)
    }

    /// Drags the rows of this board to `location` and drops.
    func move(_ rows: [IndexPath], to location: DropLocation) -> DragDropOutcome {
        local.drag(rows: rows, over: [location], of: endpoint)
    }
}

func row(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
