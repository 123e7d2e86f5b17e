// Fuzzes the Nextcloud Deck importer (every board of an export) and the rule that recognises it, with any bytes.
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    _ = TypeRefiner.refine(.json, data: data)
    _ = try? DeckImporter().importBoards(
        from: .data(data, name: "fuzz.json"), as: .deckExport, options: ImportOptions())
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
