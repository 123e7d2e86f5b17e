// Fuzzes the Jira XML issue export importer with arbitrary bytes.
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    _ = try? JiraImporter().importBoard(from: .data(data, name: "fuzz.xml"), as: .jiraIssueXML, options: ImportOptions())
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
