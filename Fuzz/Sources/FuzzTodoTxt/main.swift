// Fuzzes the todo.txt adapter with arbitrary bytes: import under each list grouping, then export the board and
// import the export again (the writer must produce text the reader takes).
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    let adapter = TodoTxtAdapter()
    var options = ImportOptions()
    options.todoTxtGrouping = TodoTxtGrouping.allCases[size % TodoTxtGrouping.allCases.count]
    guard let result = try? adapter.importBoard(from: .data(data, name: "fuzz.txt"), as: .todoTxt, options: options),
        let written = try? adapter.export(result.board, as: .todoTxt, options: ExportOptions())
    else { return 0 }
    if !written.data.isEmpty {
        _ = try? adapter.importBoard(from: .data(written.data, name: "again.txt"), as: .todoTxt, options: options)
    }
    _ = TodoTxtRecognizer.looksLikeTodoTxt(data)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
