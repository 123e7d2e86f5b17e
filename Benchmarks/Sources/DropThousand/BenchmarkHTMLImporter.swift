import Adapters
import Boards
import Foundation
import UniformTypes

/// A minimal HTML importer for the benchmark (the branch registers no HTML adapter): the text with its tags
/// removed, one card per non-empty line. It exists so that the registry prefers HTML over plain text, as it will once a
/// real HTML adapter is registered.
struct BenchmarkHTMLImporter: BoardImporter {
    var name: String { "benchmark-html" }
    var readableTypes: [UTType] { [.html] }

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let html = String(decoding: try input.readData(), as: UTF8.self)
        var titles: [String] = []
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag && character.isNewline {
                titles.append(text)
                text = ""
            } else if !inTag {
                text.append(character)
            }
        }
        titles.append(text)
        let cards = titles.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .enumerated().map { Card(id: "c\($0.offset)", title: $0.element) }
        return ImportResult(board: Board(id: "html", name: "", lists: [BoardList(id: "l", name: "", cards: cards)]))
    }
}
