// HTML → cards on a 20 MB sloppy HTML file, beside libxml2's own `xmllint --html --noout` and Python's html2text
// on the same file, in one run.
//
// swift run -c release --package-path Benchmarks HTMLImport [megabytes] [repetitions] [--no-peers]
// (and the modes `generate` / `import` that `Benchmarks/run` uses).
//
// Needs `xmllint` (apt: libxml2-utils) and Python's html2text (pip install html2text); a missing peer is
// reported and skipped. Times are the best of the repetitions (3 by default); throughput is input MB
// (10^6 bytes) per second, from wall time and from CPU time (user + system; steadier on a busy machine).
// xmllint is timed around the whole process (its start-up is a few milliseconds); the html2text peer times its
// own conversion, without the interpreter's start-up.
import Adapters
import BenchmarkSupport
import Markup
import Foundation

// As the `cardport` command does: the type registry takes the build's shared-mime-info snapshot instead of
// parsing the database's XML when the import first asks about a type.
TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)

/// Runs a program, returning its standard output, or nil when it cannot be run or fails.
func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}

// The modes `Benchmarks/run` drives: `generate --file F --megabytes M` writes the input, `import --file F` imports
// it once (the runner times the process and its peers alike).
switch CommandLine.arguments.dropFirst().first {
case "generate":
    guard let file = option("--file"), let megabytes = option("--megabytes").flatMap(Int.init) else {
        fatalError("usage: HTMLImport generate --file F --megabytes M")
    }
    try Data(SloppyHTML.generate(bytes: megabytes * 1_000_000).utf8).write(to: URL(fileURLWithPath: file))
    exit(0)
case "import":
    guard let file = option("--file") else { fatalError("usage: HTMLImport import --file F") }
    let result = try HTMLImporter().importBoard(from: .file(URL(fileURLWithPath: file)), as: .html, options: benchmarkImportOptions)
    print("lists=\(result.board.lists.count) cards=\(result.board.lists.reduce(0) { $0 + $1.cards.count })")
    exit(0)
default:
    break
}

let skipPeers = CommandLine.arguments.contains("--no-peers")
let arguments = CommandLine.arguments.filter { $0 != "--no-peers" }
let megabytes = arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-sloppy-\(megabytes)mb.html").path
let html = SloppyHTML.generate(bytes: megabytes * 1_000_000)
try Data(html.utf8).write(to: URL(fileURLWithPath: path))
let size = Double(html.utf8.count) / 1e6
print(String(format: "input: %@ (%.1f MB)", path, size))

var lists = 0
var cards = 0
let importer = HTMLImporter()
let cardport = try best(repetitions) {
    let result = try importer.importBoard(from: .file(URL(fileURLWithPath: path)), as: .html, options: benchmarkImportOptions)
    lists = result.board.lists.count
    cards = result.board.lists.reduce(0) { $0 + $1.cards.count }
}
report("cardport HTMLImporter", cardport, size, "(\(lists) lists, \(cards) cards)")

let parseOnly = try best(repetitions) { _ = try MarkupDocument(contentsOfHTML: URL(fileURLWithPath: path)) }
report("  tree parse alone", parseOnly, size, "(MarkupDocument(contentsOfHTML:); the importer streams instead)")

var xmllintTime: (wall: Double, cpu: Double)?
if skipPeers {
    print("peers skipped (--no-peers)")
} else if run("which", ["xmllint"]) != nil {
    xmllintTime = best(repetitions, children: true) { _ = run("xmllint", ["--html", "--noout", "--nowarning", path]) }
    if let time = xmllintTime { report("xmllint --html --noout", time, size) }
} else {
    print("xmllint: not installed (apt-get install libxml2-utils); skipped")
}

let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer.py").path
var html2textTime: (wall: Double, cpu: Double)?
func value(_ output: String, _ key: String) -> Double? {
    output.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
}
if !skipPeers, let output = run("python3", [peer, path, String(repetitions)]),
   let wall = value(output, "seconds"), let cpuTime = value(output, "cpu_seconds") {
    html2textTime = (wall, cpuTime)
    report("python3 html2text", (wall, cpuTime), size)
} else if !skipPeers {
    print("html2text: not available (pip install html2text); skipped")
}

if let xmllintTime {
    print(String(format: "cardport / xmllint throughput:   wall %.0f%%, cpu %.0f%% (target ≥ 60%%)",
                 100 * xmllintTime.wall / cardport.wall, 100 * xmllintTime.cpu / cardport.cpu))
}
if let html2textTime {
    print(String(format: "cardport / html2text throughput: wall %.1f×, cpu %.1f× (target ≥ 20×)",
                 html2textTime.wall / cardport.wall, html2textTime.cpu / cardport.cpu))
}
