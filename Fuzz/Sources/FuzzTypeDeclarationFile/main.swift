// Fuzzes type declaration files (XML and binary property lists, JSON) and registering what they declare.
import FuzzDriver
import Foundation
import UniformTypes

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    guard let file = try? TypeDeclarationFile(data: data, file: "fuzz.plist") else { return 0 }
    try? TypeRegistry().register(file.declarations)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
