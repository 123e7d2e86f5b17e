// The short examples of the articles, one slice each, built with the package so they cannot drift from the API.
// Run from the package's folder: swift run ArticleExamples

import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import UniformTypes

// snippet.types
precondition(UTType(filenameExtension: "txt") == .plainText)
precondition(UTType(mimeType: "text/xml") == .xml)
precondition(UTType.fileURL.conforms(to: .url))
precondition(!UTType.html.conforms(to: .plainText))      // as on Apple's platforms
precondition(!UTType.folder.conforms(to: .data))         // a folder is a directory, not data
guard let cardx = UTType(filenameExtension: "cardx") else { fatalError("no dynamic type") }
precondition(cardx.isDynamic && cardx.conforms(to: .data))
precondition(UTType(cardx.identifier) == cardx)          // the identifier decodes back to its tag
print(cardx.identifier)                                  // dyn.…
// snippet.end

// snippet.mime
let registry = TypeRegistry.shared
precondition(registry.mimeType("text/html", isA: "text/plain"))             // every text/* is text/plain
precondition(registry.mimeType("application/rss+xml", isA: "text/xml"))     // sub-class of application/xml
precondition(!registry.mimeType("inode/directory", isA: "application/octet-stream"))
// snippet.end

// snippet.provider
let provider = ItemProvider()
provider.registerDataRepresentation(for: .html) { completion in
    completion(Data("<p>Ship it</p>".utf8), nil)   // runs only when a load picks public.html
    return nil
}
provider.registerObject("Ship it", visibility: .all)   // public.utf8-plain-text, public.utf16-plain-text
print(provider.registeredTypeIdentifiers)
let html = try await provider.loadData(for: .text)      // the HTML: the first registered type conforming to public.text
let text = try await provider.loadObject(ofClass: String.self, timeout: .seconds(5))   // "Ship it"
precondition(String(decoding: html, as: UTF8.self) == "<p>Ship it</p>" && text == "Ship it")
// snippet.end

// snippet.edits
let boardPath = FileManager.default.temporaryDirectory.appendingPathComponent("team.board.json").path
var setup = BoardFile(path: boardPath)
try setup.save(Board(id: "b", name: "Team", lists: [
    BoardList(id: "todo", name: "Todo", cards: ["c1", "c7", "c9"].map { Card(id: $0, title: $0) }),
    BoardList(id: "doing", name: "Doing"),
]), force: true)

var file = BoardFile(path: boardPath)
let document = BoardDocument(board: try file.load())
document.addObserver { update in print(update.actionName, update.changes) }

let doing = document.board.lists[1].id
try document.moveCards(["c1", "c7", "c9"], toList: doing, at: 0)   // one undo step, "Move 3 cards"
document.undo()                                                    // the board exactly as before
document.redo()
try file.save(document.board)                                      // atomic; refuses if someone else saved
// snippet.end

// snippet.identify
let exportData = try Data(contentsOf: URL(fileURLWithPath: "Samples/Payloads/trello-simple-project-board.json"))
let offered = ItemProvider()
offered.registerDataRepresentation(for: .json) { done in done(exportData, nil); return nil }
let conversion = try ItemProviderConversion(offeredBy: offered, goal: .board, registry: .standard())
let outcome = try conversion.runAndWait(from: offered, name: "export.json")
precondition(outcome.identification?.type == .trelloBoardExport)   // told by its keys, not its name
// snippet.end

// snippet.html
let clipboard = FileManager.default.temporaryDirectory.appendingPathComponent("clipboard.html")
try Data("<h2>Launch</h2><ul><li>Book the venue</li><li>Print the menus</li></ul>".utf8).write(to: clipboard)
let input = AdapterInput.file(clipboard)
let result = try HTMLImporter().importBoard(from: input, as: .html, options: ImportOptions())
let page = try HTMLExporter().export(result.board, as: .html, options: ExportOptions())
print(result.board.lists.map(\.name), page.data.count)
// snippet.end

// snippet.droptest
let boardApp = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA")
let notesApp = AppIdentity(bundleIdentifier: "org.example.notes", teamIdentifier: "TEAMB")
let todo = BoardDocument(board: Board(id: "b", name: "", lists: [
    BoardList(id: "l", name: "Todo", cards: [Card(id: "a", title: "A"), Card(id: "b", title: "B")]),
]))
let target = BoardDropTarget(document: todo, app: boardApp)
let drop = DragDropHarness(sourceApp: notesApp).drag(
    items: [DragItem(itemProvider: ItemProvider(object: "Buy milk"))],
    over: [DropLocation(section: 0, row: 1, fractionInRow: 0.1)],
    of: DropEndpoint(app: boardApp, delegate: target))
precondition(drop.operation == .copy)
precondition(drop.waitForPlaceholders())
precondition(todo.board.lists[0].cards.map(\.title) == ["A", "Buy milk", "B"])
// snippet.end
