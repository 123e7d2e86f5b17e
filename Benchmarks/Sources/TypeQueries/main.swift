// TypeQueries: how fast the registry answers type questions, beside GLib answering the same MIME questions.
//
//   swift run -c release --package-path Benchmarks TypeQueries
//
// Measures, in one run:
// - building a registry like the shared one, with and without the freedesktop MIME database;
// - UTType conformance queries per second over identifier pairs, cold (fresh registry, empty cache) and warm;
// - MIME `isA` queries per second over every pair of the database's MIME types, cold and warm;
// - GLib's g_content_type_is_a on the same MIME pairs (peer/run-glib-peer.sh: a C program, else Python).
import Foundation
import UniformTypes

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func report(_ label: String, queries: Int, seconds: Double, trues: Int) {
    let rate = Double(queries) / seconds
    print(String(format: "%@: %d queries in %.3f s = %.0f queries/s (%d true)", label, queries, seconds, rate, trues))
}

// MARK: Building registries

var firstBuild = 0.0
var sink = 0
firstBuild = seconds { sink += TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations.count }
print(String(format: "first registry in the process (decodes the bundled CoreTypes data): %.1f ms", firstBuild * 1000))
let rounds = 15
let withoutMIME = (0..<rounds).map { _ in
    seconds { sink += TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations.count }
}
let withMIME = (0..<rounds).map { _ in
    seconds { sink += TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true).declarations.count }
}
print(String(format: "build registry, Apple types only: median %.1f ms of %d", median(withoutMIME) * 1000, rounds))
print(String(format: "build registry, Apple types + MIME database: median %.1f ms of %d", median(withMIME) * 1000, rounds))

// MARK: UTType conformance

let reference = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
let identifiers = reference.declarations.map(\.identifier)
let targets = stride(from: 0, to: identifiers.count, by: max(1, identifiers.count / 300)).map { identifiers[$0] }
print("UTType conformance: \(identifiers.count) types × \(targets.count) targets")
do {
    let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
    for label in ["UTType conforms cold", "UTType conforms warm"] {
        var trues = 0
        let time = seconds {
            for a in identifiers { for b in targets where registry.conforms(a, to: b) { trues += 1 } }
        }
        report(label, queries: identifiers.count * targets.count, seconds: time, trues: trues)
    }
}

// MARK: MIME isA, and GLib beside it

let registryForMIME = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
let names = registryForMIME.sharedMIMEInfoTypes
print("MIME isA: \(names.count) MIME types, every pair")
for label in ["MIME isA cold", "MIME isA warm"] {
    var trues = 0
    let time = seconds {
        for a in names { for b in names where registryForMIME.mimeType(a, isA: b) { trues += 1 } }
    }
    report(label, queries: names.count * names.count, seconds: time, trues: trues)
}

let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer/run-glib-peer.sh")
let namesFile = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-type-queries-\(getpid()).txt")
try Data(names.joined(separator: "\n").utf8).write(to: namesFile)
defer { try? FileManager.default.removeItem(at: namesFile) }
fflush(nil)
let process = Process()
process.executableURL = URL(fileURLWithPath: "/bin/sh")
process.arguments = [peer.path, namesFile.path]
try process.run()
process.waitUntilExit()
if process.terminationStatus != 0 { print("GLib peer failed with status \(process.terminationStatus)") }
if sink == 0 { print("no declarations") }
