// A complete small adapter: its type declared, the importer written, registered, and checked.
// Run from the package's folder: swift run WritingAnAdapter

// snippet.type
import Adapters
import Boards
import Foundation
import ItemProviders
import UniformTypes

// A tab-separated task list: each line is `list<TAB>title`; lines without a tab go to "Inbox".
// Declare its type once, at start, before anything asks for it by extension or MIME type.
let tasksDeclaration = TypeDeclaration(
    identifier: "com.example.tab-tasks", kind: .exported, conformsTo: ["public.plain-text"],
    tags: [.filenameExtension: ["tabtasks"], .mimeType: ["text/x-tab-tasks"]],
    description: "Tab-separated tasks")
try TypeRegistry.shared.register(tasksDeclaration)

extension UTType {
    static let tabTasks = UTType(exportedAs: "com.example.tab-tasks", conformingTo: .plainText)
}
// snippet.end

// snippet.importer
struct TabTasksImporter: BoardImporter {
    var name: String { "tab-tasks" }
    var readableTypes: [UTType] { [.tabTasks] }

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        // Read with the caller's size limit checked first; errors are AdapterErrors naming the input.
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        var lists: [BoardList] = []
        var warnings: [AdapterWarning] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count > 2 {
                // Nothing is lost silently: what the format cannot carry is warned about, with its place.
                warnings.append(AdapterWarning("extra columns are not read", location: "line \(number + 1)"))
            }
            let listName = fields.count > 1 ? String(fields[0]) : "Inbox"
            let title = String(fields.count > 1 ? fields[1] : fields[0])
            let card = Card(id: "c\(number)", title: title)
            if let index = lists.firstIndex(where: { $0.name == listName }) {
                lists[index].cards.append(card)
            } else {
                lists.append(BoardList(id: "l\(lists.count)", name: listName, cards: [card]))
            }
        }
        return ImportResult(board: Board(id: "tasks", name: input.name, lists: lists), warnings: warnings)
    }
}
// snippet.end

// snippet.register
let registry = AdapterRegistry.standard()
registry.register(TabTasksImporter())

// A file named *.tabtasks is now read by the new adapter, through the same road as every other payload.
let payload = Data("Todo\tBuy milk\nDoing\tWrite the report\nCall Bob\nTodo\tBook the venue\textra\n".utf8)
guard let guessed = UTType(filenameExtension: "tabtasks") else { fatalError("the .tabtasks type is not declared") }
let provider = ItemProvider()
provider.registerDataRepresentation(for: guessed) { done in done(payload, nil); return nil }
let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
let outcome = try conversion.runAndWait(from: provider, name: "week.tabtasks")
// snippet.end

// snippet.check
// The checks a test of the adapter makes (in a test target, each is an #expect).
precondition(guessed == .tabTasks)
precondition(registry.importer(for: .tabTasks)?.importer.name == "tab-tasks")
let lists = outcome.board?.lists.map { "\($0.name): \($0.cards.map(\.title))" } ?? []
precondition(lists == [
    #"Todo: ["Buy milk", "Book the venue"]"#, #"Doing: ["Write the report"]"#, #"Inbox: ["Call Bob"]"#,
])
precondition(outcome.warnings.count == 1)
print(lists.joined(separator: "\n"))
// snippet.end
