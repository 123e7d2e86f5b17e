// Fuzzes the TaskPaper (and PlainTasks) adapter with arbitrary bytes: import, then export the board and import
// the export again (the writer must produce text the reader takes).
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    let adapter = TaskPaperAdapter()
    guard let result = try? adapter.importBoard(from: .data(data, name: "fuzz.taskpaper"), as: .plainTasks, options: ImportOptions()),
        let written = try? adapter.export(result.board, as: .taskPaper, options: ExportOptions())
    else { return 0 }
    if !written.data.isEmpty {
        _ = try? adapter.importBoard(from: .data(written.data, name: "again.taskpaper"), as: .taskPaper, options: ImportOptions())
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
