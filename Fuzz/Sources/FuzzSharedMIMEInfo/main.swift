// Fuzzes the reader of one shared-mime-info package file (freedesktop MIME XML) and registering its types.
// The registry reads package files by path, so each input goes through a file in the process's own folder.
import FuzzDriver
import Foundation
import UniformTypes

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-fuzz-mime-\(getpid())")
let inputFile = folder.appendingPathComponent("fuzz.xml")

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard (try? Data(bytes: bytes, count: size).write(to: inputFile)) != nil else { return 0 }
    let registry = TypeRegistry(systemDeclarations: false, sharedMIMEInfo: false)
    try? registry.registerSharedMIMEInfo(contentsOf: inputFile)
    _ = registry.declarations.count
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
