// Fuzzes the CSV adapter with arbitrary bytes: import under a preset chosen by the input's size (detection
// included), then export the board as CSV and import the export again (the writer must produce a file the
// reader takes), and inspect the bytes as `cardport inspect` does.
import FuzzDriver
import Adapters
import Foundation

let presets: [String?] = [nil, "jira", "trello", "asana", "cardport", "generic"]

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    let importer = CSVImporter()
    var options = ImportOptions()
    options.csvPreset = presets[size % presets.count]
    _ = try? CSVImporter.inspect(.data(data, name: "fuzz.csv"), options: options)
    guard let result = try? importer.importBoard(from: .data(data, name: "fuzz.csv"), as: .commaSeparatedText, options: options),
        let written = try? CSVExporter().export(result.board, as: .commaSeparatedText, options: ExportOptions())
    else { return 0 }
    guard (try? importer.importBoard(
        from: .data(written.data, name: "again.csv"), as: .commaSeparatedText, options: ImportOptions())) != nil
    else {
        // The export of a board must import again.
        fatalError("the CSV export of an imported board does not import: \(String(decoding: written.data, as: UTF8.self))")
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
