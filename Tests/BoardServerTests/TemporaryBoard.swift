import Boards
import Foundation
@testable import BoardServer

/// A board file in a folder of its own, removed when the test is done with it.
final class TemporaryBoard: Sendable {
    let folder: URL
    let path: String

    /// Three open lists and an archived one:
    /// - "todo": a, b, c
    /// - "doing": d
    /// - "done": (empty), at most 2 open cards
    /// - "old" (archived): z
    static func standard() -> Board {
        Board(
            id: "board", name: "Test board", labels: [Label(id: "red", name: "Urgent", color: "red")],
            lists: [
                BoardList(id: "todo", name: "To Do", cards: [
                    Card(id: "a", title: "Alpha", labelIDs: ["red"]), Card(id: "b", title: "Bravo"),
                    Card(id: "c", title: "Charlie"),
                ]),
                BoardList(id: "doing", name: "Doing", cards: [Card(id: "d", title: "Delta")]),
                BoardList(id: "done", name: "Done", cardLimit: 2),
                BoardList(id: "old", name: "Old", archived: true, cards: [Card(id: "z", title: "Zulu")]),
            ])
    }

    init(_ board: Board = TemporaryBoard.standard()) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("board.json").path
        var file = BoardFile(path: path)
        try file.save(board)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The board as the file holds it now.
    func onDisk() throws -> Board {
        var file = BoardFile(path: path)
        return try file.load()
    }

    /// Card titles of the list with `id`, as the file holds them.
    func titles(_ listID: String) throws -> [String] {
        try onDisk().lists.first { $0.id == listID }?.cards.map(\.title) ?? []
    }

    /// Writes `board` over the file as another program would (not through the served board).
    func replaceOnDisk(_ board: Board) throws {
        let data = try BoardFormat.encode(board)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
