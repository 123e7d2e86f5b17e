// Fuzzes the content sniffing that refines public.json and Markdown to their specific types.
import FuzzDriver
import Adapters
import Foundation
import UniformTypes

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    _ = TypeRefiner.refine(.json, data: data)
    _ = TypeRefiner.refine(.markdown, data: data)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
