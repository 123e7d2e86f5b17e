// Fuzzes Markup's hardened XML parser (libxml2's push parser through Swift) and walking the tree it builds.
import Foundation
import FuzzDriver
import Markup

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let buffer = UnsafeBufferPointer(start: bytes, count: size)
    guard let document = try? MarkupDocument(parsingXML: buffer, fileName: "fuzz.xml") else { return 0 }
    var elements = [document.root]
    while let element = elements.popLast() {
        _ = element.attributes.count
        elements += element.childElements
    }
    _ = document.root.text
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
