import Adapters
import Foundation

/// An importer that makes one card whose title names the importer and the bytes it read.
struct StubImporter: BoardImporter {
    var name: String
    var readableTypes: [UTType]

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let text = String(decoding: try input.readData(), as: UTF8.self)
        let card = Card(id: "c", title: "\(name):\(text)")
        return ImportResult(board: Board(id: "b", name: name, lists: [BoardList(id: "l", name: "", cards: [card])]))
    }
}

/// A converter that prefixes the bytes with its name.
struct StubConverter: PayloadConverter {
    var name: String
    var conversions: [Conversion]

    func convert(_ input: AdapterInput, _ conversion: Conversion, options: ImportOptions) throws -> ExportResult {
        ExportResult(
            data: Data("\(name)(".utf8) + (try input.readData()) + Data(")".utf8),
            warnings: [AdapterWarning("\(name) ran")])
    }
}

/// An exporter that writes the titles of the board's cards, joined by `|`.
struct StubExporter: BoardExporter {
    var name: String
    var writableTypes: [UTType]

    func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        ExportResult(data: Data(board.lists.flatMap(\.cards).map(\.title).joined(separator: "|").utf8))
    }
}

/// Types of the tests' own, declared once in the shared registry.
enum TestTypes {
    static let alpha = UTType(exportedAs: "org.example.test.alpha", conformingTo: .data)
    static let beta = UTType(exportedAs: "org.example.test.beta", conformingTo: .data)
    static let gamma = UTType(exportedAs: "org.example.test.gamma", conformingTo: .data)
    static let delta = UTType(exportedAs: "org.example.test.delta", conformingTo: .data)
    static let epsilon = UTType(exportedAs: "org.example.test.epsilon", conformingTo: .data)
    static let alphaChild = UTType(exportedAs: "org.example.test.alpha.child", conformingTo: alpha)
    static let tasksA = UTType(exportedAs: "org.example.test.tasks-a", conformingTo: .json)
    static let tasksB = UTType(exportedAs: "org.example.test.tasks-b", conformingTo: .json)
}
