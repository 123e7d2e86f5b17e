import Adapters
import Foundation
import Testing

/// Reads a Trello export from `Fixtures/trello/`.
func trelloFixture(_ name: String) throws -> Data {
    let url = try #require(
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/trello"))
    return try Data(contentsOf: url)
}

/// The two real exports in `Fixtures/trello/`.
let realTrelloExports = ["simple-project-board.json", "productivity-workflow.json"]

/// Imports `data` as a Trello export.
func importTrello(_ data: Data, options: ImportOptions = ImportOptions()) throws -> ImportResult {
    try TrelloImporter().importBoard(from: .data(data, name: "board.json"), as: .json, options: options)
}

/// Imports `text` as a Trello export.
func importTrello(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
    try importTrello(Data(text.utf8), options: options)
}

/// The error importing `data` throws, or `nil` when it imports.
func trelloImportError(_ data: Data, options: ImportOptions = ImportOptions()) -> AdapterError? {
    do {
        _ = try importTrello(data, options: options)
        return nil
    } catch {
        return error as? AdapterError
    }
}

/// The export parsed by Foundation, as an independent reading to compare against.
func jsonObject(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

extension Dictionary where Key == String, Value == Any {
    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
    func string(_ key: String) -> String? { self[key] as? String }
    func number(_ key: String) -> Double { (self[key] as? NSNumber)?.doubleValue ?? 0 }
    func flag(_ key: String) -> Bool { self[key] as? Bool ?? false }
}

/// A small random number generator with a seed, so shuffles can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
