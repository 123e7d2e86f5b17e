// HTML → cards on a 20 MB sloppy HTML file, beside libxml2's own `xmllint --html --noout` and Python's html2text
// on the same file, in one run.
//
// swift run -c release --package-path Benchmarks HTMLImport [megabytes] [repetitions] [--no-peers]
//
// Needs `xmllint` (apt: libxml2-utils) and Python's html2text (pip install html2text); a missing peer is
// reported and skipped. Times are the best of the repetitions (3 by default); throughput is input MB
// (10^6 bytes) per second. xmllint is timed around the whole process (its start-up is a few milliseconds);
// the html2text peer times its own conversion, without the interpreter's start-up.
import Adapters
import Markup
import Foundation

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func best(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        try body()
        times.append(now() - start)
    }
    return times.min() ?? 0
}

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
    let result = try importer.importBoard(from: .file(URL(fileURLWithPath: path)), as: .html, options: ImportOptions())
    lists = result.board.lists.count
    cards = result.board.lists.reduce(0) { $0 + $1.cards.count }
}
print(String(format: "cardport HTMLImporter   %7.3f s  %7.1f MB/s  (%d lists, %d cards)", cardport, size / cardport, lists, cards))

let parseOnly = try best(repetitions) { _ = try MarkupDocument(contentsOfHTML: URL(fileURLWithPath: path)) }
print(String(format: "  of which parsing      %7.3f s  %7.1f MB/s  (MarkupDocument(contentsOfHTML:) alone)", parseOnly, size / parseOnly))

var xmllintTime: Double?
if skipPeers {
    print("peers skipped (--no-peers)")
} else if run("which", ["xmllint"]) != nil {
    xmllintTime = best(repetitions) { _ = run("xmllint", ["--html", "--noout", "--nowarning", path]) }
    if let time = xmllintTime {
        print(String(format: "xmllint --html --noout  %7.3f s  %7.1f MB/s", time, size / time))
    }
} else {
    print("xmllint: not installed (apt-get install libxml2-utils); skipped")
}

let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer.py").path
var html2textTime: Double?
if !skipPeers, let output = run("python3", [peer, path, String(repetitions)]),
   let line = output.split(separator: "\n").first(where: { $0.hasPrefix("seconds=") }),
   let time = Double(line.dropFirst("seconds=".count)) {
    html2textTime = time
    print(String(format: "python3 html2text       %7.3f s  %7.1f MB/s", time, size / time))
} else if !skipPeers {
    print("html2text: not available (pip install html2text); skipped")
}

if let xmllintTime {
    print(String(format: "cardport / xmllint throughput:   %.0f%% (target ≥ 60%%)", 100 * xmllintTime / cardport))
}
if let html2textTime {
    print(String(format: "cardport / html2text throughput: %.1f× (target ≥ 20×)", html2textTime / cardport))
}
