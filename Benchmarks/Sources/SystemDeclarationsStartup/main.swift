// SystemDeclarationsStartup: what Apple's system declarations cost at start-up, read from the table UniformTypes
// compiles in (TypeRegistry+AppleCoreTypes.swift; until it had one, JSON decoded from a bundled resource) or
// compiled in as a Swift array literal (generate_literal.py writes SystemDeclarationsLiteral.swift from the JSON).
//
//   swift run -c release --package-path Benchmarks SystemDeclarationsStartup [runs]
//
// Every measurement runs in a fresh process (this executable started again with `--child MODE`), since the
// point is the first use in a process. Modes, each timed inside the child from just before to just after:
// - json: `TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)` — read the table, register;
// - literal: `TypeRegistry()` then `register(systemDeclarationsLiteral)` — build the array, register;
// - literal-array: only build the array (its first use runs the global's initialiser).
// The parent also times each child from launch to exit. Runs alternate between modes.
import Foundation
import UniformTypes

func elapsedMilliseconds(_ body: () throws -> Int) rethrows -> (Double, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, result)
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--child" {
    let (milliseconds, count): (Double, Int)
    switch arguments[2] {
    case "json":
        (milliseconds, count) = elapsedMilliseconds {
            TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations.count
        }
    case "literal":
        (milliseconds, count) = try elapsedMilliseconds {
            let registry = TypeRegistry()
            try registry.register(systemDeclarationsLiteral)
            return registry.declarations.count
        }
    case "literal-array":
        (milliseconds, count) = elapsedMilliseconds { systemDeclarationsLiteral.count }
    default:
        FileHandle.standardError.write(Data("unknown mode \(arguments[2])\n".utf8))
        exit(64)
    }
    print(milliseconds, count)
    exit(0)
}

let runs = arguments.count > 1 ? Int(arguments[1]) ?? 25 : 25
let modes = ["json", "literal", "literal-array"]

// The literal must say what the JSON says, or the comparison means nothing.
let decoded = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations
let differences = zip(decoded, systemDeclarationsLiteral).filter { $0 != $1 }.count
    + abs(decoded.count - systemDeclarationsLiteral.count)
print("declarations: \(decoded.count) decoded, \(systemDeclarationsLiteral.count) in the literal, \(differences) differ")

var inside: [String: [Double]] = [:]
var wall: [String: [Double]] = [:]
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
for _ in 0..<runs {
    for mode in modes {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--child", mode]
        process.standardOutput = pipe
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard process.terminationStatus == 0,
              let first = String(decoding: output, as: UTF8.self).split(separator: " ").first,
              let milliseconds = Double(first)
        else {
            print("child \(mode) failed with status \(process.terminationStatus)")
            exit(1)
        }
        inside[mode, default: []].append(milliseconds)
        wall[mode, default: []].append(total)
    }
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return String(format: "median %6.2f ms  min %6.2f  max %6.2f", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1])
}

print("\(runs) fresh processes per mode")
for mode in modes {
    print("\(mode.padding(toLength: 14, withPad: " ", startingAt: 0)) in process: \(summary(inside[mode] ?? []))"
        + "   launch to exit: \(summary(wall[mode] ?? []))")
}
