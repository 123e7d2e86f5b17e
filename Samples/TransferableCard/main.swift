// A Transferable model type moving between two item providers: JSON preferred, text as the fallback, and a
// Markdown file with a suggested name. Run it with `swift run TransferableCard`.
import Foundation
import ItemProviders
import UniformTypes

struct Card: Codable, Transferable {
    var title: String
    var notes: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title, importing: { Card(title: $0, notes: "") })
        FileRepresentation(exportedContentType: .markdown) { card in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).md")
            try Data("# \(card.title)\n\n\(card.notes)\n".utf8).write(to: file)
            return SentTransferredFile(file)
        }
        .suggestedFileName { "\($0.title).md" }
    }
}

// The source: a board offers a card. Nothing is encoded until someone loads it.
let source = ItemProvider(transferable: Card(title: "Write the README", notes: "Ten lines, one example."))
print("offered:", source.registeredTypeIdentifiers.joined(separator: ", "))
print("suggested name:", source.suggestedName ?? "none")

// A second board reads the card whole: JSON is the first representation both sides know.
let card = try await source.loadTransferable(type: Card.self)
print("card through JSON:", card.title, "/", card.notes)

// A plain text editor takes the text, and offers it on in a provider of its own.
let text = try await source.loadTransferable(type: String.self)
let editor = ItemProvider(transferable: text + " (edited)")
print("editor offers:", editor.registeredTypeIdentifiers.joined(separator: ", "))

// The board reads the editor's provider: no JSON there, so the card comes back through its text importer.
let back = try await editor.loadTransferable(type: Card.self)
print("card through text:", back.title, "/", back.notes.isEmpty ? "(no notes)" : back.notes)

// A file manager asks for a file: the Markdown representation, under the suggested name.
let saved = try await source.loadFile(for: .markdown)
let firstLine = try String(contentsOf: saved, encoding: .utf8).components(separatedBy: "\n")[0]
print("file:", saved.lastPathComponent, "—", firstLine)
try? FileManager.default.removeItem(at: saved.deletingLastPathComponent())
