// Measures the Markdown adapter on a large task list: import (decode, classify, build the board) and export
// back, end to end.
//
// Usage: swift run -c release --package-path Benchmarks ImportMarkdownLarge [FILE]
// Without FILE, writes a ~25 MB task list (100 lists, 100,000 cards with notes, 300,000 checklist items) to a
// temporary file first. Prints the size, the best of 3 import and export times, and the cards read.
import Adapters
import Foundation

func generate(to url: URL) throws {
    var text = "# Benchmark board\n\nA generated task list.\n\n"
    for list in 0..<100 {
        text += "## List \(list)\n\n"
        for card in 0..<1_000 {
            text += "- [ ] Card \(list)-\(card): a title of ordinary length with `code` and a [link](https://example.com)\n"
            text += "  Notes for the card, one line of them.\n"
            for item in 0..<3 { text += "  - [\(item == 0 ? "x" : " ")] Item \(item) of card \(card)\n" }
        }
        text += "\n"
    }
    try Data(text.utf8).write(to: url)
}

let path: String
if CommandLine.arguments.count > 1 {
    path = CommandLine.arguments[1]
} else {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-large.md").path
    try generate(to: URL(fileURLWithPath: path))
}
let url = URL(fileURLWithPath: path)
let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
let adapter = MarkdownAdapter()

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var bestImport = Double.infinity, bestExport = Double.infinity
var board = Board(id: "", name: "")
for _ in 0..<3 {
    board = Board(id: "", name: "")  // so peak memory counts one board, not the last run's beside the next
    bestImport = min(bestImport, try seconds {
        board = try adapter.importBoard(from: .file(url), as: .markdown, options: ImportOptions()).board
    })
    bestExport = min(bestExport, try seconds { _ = try adapter.export(board, as: .markdown, options: ExportOptions()) })
}
print("file: \(path)")
print("bytes: \(size)")
print("cards: \(board.lists.reduce(0) { $0 + $1.cards.count })")
print(String(format: "import best of 3: %.3f s, %.1f MB/s", bestImport, Double(size) / bestImport / 1e6))
print(String(format: "export best of 3: %.3f s, %.1f MB/s", bestExport, Double(size) / bestExport / 1e6))
