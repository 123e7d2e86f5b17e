// Fuzzes the Focalboard importer with arbitrary bytes: as one board's JSON lines, and as a .boardarchive (the
// zip reader and its limits first), then asks the type refiner about the same bytes.
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    let importer = FocalboardImporter()
    var options = ImportOptions()
    options.archiveLimits = ArchiveLimits(maximumEntries: 64, maximumEntryBytes: 4 << 20, maximumTotalBytes: 8 << 20)
    _ = try? importer.importBoards(from: .data(data, name: "fuzz.jsonl"), as: .focalboardBoard, options: options)
    _ = try? importer.importBoards(from: .data(data, name: "fuzz.boardarchive"), as: .focalboardArchive, options: options)
    _ = TypeRefiner.refine(.json, data: data)
    _ = TypeRefiner.refine(.zip, data: data)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
