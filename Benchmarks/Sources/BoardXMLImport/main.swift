// XML board import on a 50 MB Cardport board XML file, beside libxml2's own `xmllint --stream --noout` on the
// same file, in one run.
//
// swift run -c release --package-path Benchmarks BoardXMLImport [megabytes] [repetitions] [--no-peers]
// (and the modes `generate` / `import` that `Benchmarks/run` uses, and `check --file F --megabytes M`, which
// validates a generated file against the shipped schema and reads it back to the board it was written from).
//
// Needs `xmllint` (apt: libxml2-utils); a missing peer is reported and skipped. Times are the best of the
// repetitions (3 by default); throughput is input MB (10^6 bytes) per second, from wall time and from CPU time
// (user + system; steadier on a busy machine). xmllint is timed around the whole process (its start-up is a few
// milliseconds). The file is what BoardXMLExporter writes for a generated board (see SampleBoardXML.swift).
import Adapters
import BenchmarkSupport
import Foundation
import Markup

// As the `cardport` command does: the type registry takes the build's shared-mime-info snapshot instead of
// parsing the database's XML when the import first asks about a type.
TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)

/// Runs a program; true when it ran and exited with status 0.
func run(_ executable: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

func importBoard(_ path: String) throws -> Board {
    try BoardXMLImporter().importBoard(from: .file(URL(fileURLWithPath: path)), as: .cardportBoardXML, options: benchmarkImportOptions).board
}

func counts(_ board: Board) -> (lists: Int, cards: Int) {
    (board.lists.count, board.lists.reduce(0) { $0 + $1.cards.count })
}

// The modes `Benchmarks/run` drives: `generate --file F --megabytes M` writes the input, `import --file F` imports
// it once (the runner times the process and its peers alike).
switch CommandLine.arguments.dropFirst().first {
case "generate":
    guard let file = option("--file"), let megabytes = option("--megabytes").flatMap(Int.init) else {
        fatalError("usage: BoardXMLImport generate --file F --megabytes M")
    }
    try SampleBoardXML.generate(bytes: megabytes * 1_000_000).xml.write(to: URL(fileURLWithPath: file))
    exit(0)
case "import":
    guard let file = option("--file") else { fatalError("usage: BoardXMLImport import --file F") }
    // The board stays alive until the process exits, as in the other imports' modes: freeing it is the
    // caller's work, not the import's (4 % of the instructions at 1x).
    let board = try importBoard(file)
    let (lists, cards) = counts(board)
    print("lists=\(lists) cards=\(cards)")
    exit(0)
case "check":
    guard let file = option("--file"), let megabytes = option("--megabytes").flatMap(Int.init) else {
        fatalError("usage: BoardXMLImport check --file F --megabytes M")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    try BoardXMLFormat.schema().validate(Array(data), fileName: file)
    let read = try importBoard(file)
    let written = try SampleBoardXML.generate(bytes: megabytes * 1_000_000)
    guard written.xml == data, read == written.board else {
        print("\(file): valid, but it does not read back to the generated board")
        exit(1)
    }
    print("\(file): valid against cardport-board.xsd; reads back to the board it was written from")
    exit(0)
default:
    break
}

let skipPeers = CommandLine.arguments.contains("--no-peers")
let arguments = CommandLine.arguments.filter { $0 != "--no-peers" }
let megabytes = arguments.count > 1 ? Int(arguments[1]) ?? 50 : 50
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-board-\(megabytes)mb.xml").path
let xml = try SampleBoardXML.generate(bytes: megabytes * 1_000_000).xml
try xml.write(to: URL(fileURLWithPath: path))
let size = Double(xml.count) / 1e6
print(String(format: "input: %@ (%.1f MB)", path, size))

var made = (lists: 0, cards: 0)
let cardport = try best(repetitions) { made = counts(try importBoard(path)) }
report("cardport BoardXMLImporter", cardport, size, "(\(made.lists) lists, \(made.cards) cards)")

let parseOnly = try best(repetitions) { _ = try MarkupDocument(contentsOf: URL(fileURLWithPath: path)) }
report("  tree parse alone", parseOnly, size, "(MarkupDocument(contentsOf:))")

if skipPeers {
    print("peers skipped (--no-peers)")
} else if run("which", ["xmllint"]) {
    let xmllint = best(repetitions, children: true) { _ = run("xmllint", ["--stream", "--noout", path]) }
    report("xmllint --stream --noout", xmllint, size)
    print(String(format: "cardport / xmllint throughput: wall %.0f%%, cpu %.0f%%",
                 100 * xmllint.wall / cardport.wall, 100 * xmllint.cpu / cardport.cpu))
} else {
    print("xmllint: not installed (apt-get install libxml2-utils); skipped")
}
