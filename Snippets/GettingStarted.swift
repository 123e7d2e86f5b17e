// Import a Trello export, drop a payload onto the board, and (with --serve) serve it in a browser.
// Run from the package's folder: swift run GettingStarted [--serve]

// snippet.import
import Adapters
import Boards
import BoardDrops
import BoardServer
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import UniformTypes

// A file is an item provider with one representation: the same road a dropped item takes.
let export = URL(fileURLWithPath: "Samples/Payloads/trello-simple-project-board.json")
guard let file = ItemProvider(contentsOf: export) else { fatalError("no file at \(export.path)") }
let conversion = try ItemProviderConversion(offeredBy: file, goal: .board, registry: .standard())
let outcome = try conversion.runAndWait(from: file, name: export.path)
guard let imported = outcome.board else { fatalError("the import made no board") }
print("Read as \(outcome.type.identifier): \(imported.lists.count) lists")
for loss in outcome.losses.entries { print("not carried: \(loss)") }

// Save it: atomically, and never over a board someone else changed meanwhile.
let path = FileManager.default.temporaryDirectory.appendingPathComponent("getting-started.json").path
var boardFile = BoardFile(path: path)
try boardFile.save(imported, force: true)
// snippet.end

// snippet.drop
// Drop two lines of text from another app onto the second list, above its first card.
let document = BoardDocument(board: try boardFile.load())
let boardApp = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA")
let target = BoardDropTarget(document: document, app: boardApp)

let text = ItemProvider()
text.registerDataRepresentation(for: .plainText) { done in
    done(Data("Book the venue\nSend the invitations".utf8), nil)
    return nil
}
let notes = DragDropHarness(sourceApp: AppIdentity(bundleIdentifier: "org.example.notes", teamIdentifier: "TEAMB"))
let drop = notes.drag(
    items: [DragItem(itemProvider: text)],
    over: [DropLocation(section: 1, row: 0, fractionInRow: 0)],
    of: DropEndpoint(app: boardApp, delegate: target))
guard drop.operation == .copy, drop.waitForPlaceholders() else { fatalError("the drop did not land") }
print(document.board.lists[1].cards.prefix(2).map(\.title))   // ["Book the venue", "Send the invitations"]
try boardFile.save(document.board)
// snippet.end

// snippet.serve
// Serve the board on loopback; the printed address carries the access token.
let server = try BoardServer(configuration: BoardServerConfiguration(boardPath: path, port: 0))
if CommandLine.arguments.contains("--serve") {
    try await server.run { port in
        print("Serving at \(BoardServer.url(host: "127.0.0.1", port: port, token: server.configuration.token))")
    }
}
// snippet.end
