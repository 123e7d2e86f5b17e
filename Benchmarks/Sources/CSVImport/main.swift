// The CSV import benchmark: a generated Jira-shaped CSV (quoted fields with newlines, repeated columns)
// imported through CSVImporter from a file, with time and peak memory against the file's size, beside
// Python's csv module merely reading the same file.
//
//   swift run -c release --package-path Benchmarks CSVImport [--file PATH] [--megabytes M] [--shape header-cell]
//
// `--shape header-cell` generates the other input a header must not be slow on: a header whose second cell is one
// quoted cell of M MB (as a stray quote or a pasted document makes), then ten short rows.
//
// The target is 100 MB (`--megabytes 100`) with peak memory under 3x the file. Each measurement runs in
// a process of its own so that peak memory (VmHWM) is that measurement's alone. Modes used internally:
// `generate`, `import`.
import Adapters
import Foundation

// As the `cardport` command does: the type registry takes the build's shared-mime-info snapshot instead of
// parsing the database's XML when the import first asks about a type.
TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)

func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1) * 1024
    }
    return -1
}

/// The process's CPU time so far (user and system), in seconds.
func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}
let file = URL(fileURLWithPath: option("--file", NSTemporaryDirectory() + "cardport-csv-bench.csv"))
let megabytes = Double(option("--megabytes", "100")) ?? 100
let mode = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "all"

/// Writes a header `Title,"…"` whose second cell is about `megabytes` MB, then ten short rows.
func generateHeaderCell() throws {
    FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.write(contentsOf: Data("Title,\"".utf8))
    let line = Data(String(repeating: "A header cell, with a comma; ", count: 1 << 15).utf8)
    var written = 0
    while Double(written) < megabytes * 1_000_000 {
        try handle.write(contentsOf: line)
        written += line.count
    }
    try handle.write(contentsOf: Data("\"\n".utf8 + (1...10).flatMap { "row \($0),x\n".utf8 }))
}

/// Writes a Jira-shaped CSV of about `megabytes` MB.
func generate() throws {
    FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    let header = "Summary,Issue key,Issue id,Issue Type,Status,Priority,Assignee,Reporter,Labels,Labels,Description,Comment,Created,Custom field (Story Points)\n"
    try handle.write(contentsOf: Data(header.utf8))
    let statuses = ["To Do", "In Progress", "In Review", "Done"]
    let people = ["Ana García", "Bob Smith", "Chen Wei", "Dana O'Neil"]
    var written = header.utf8.count
    var row = 0
    var chunk = ""
    while Double(written) < megabytes * 1_000_000 {
        row += 1
        let line = "\"Issue \(row): the export, with a comma\",CP-\(row),\(10000 + row),Task,\(statuses[row % 4]),Medium,"
            + "\(people[row % 4]),\(people[(row + 1) % 4]),ui,backend,\"First line of the description.\nSecond line, with \"\"quotes\"\".\n"
            + "Third line.\",08/Jan/24 2:10 PM;acc\(row % 7);A comment on row \(row),08/Jan/24 2:10 PM,\(row % 13)\n"
        chunk += line
        written += line.utf8.count
        if chunk.utf8.count > 1 << 20 {
            try handle.write(contentsOf: Data(chunk.utf8))
            chunk = ""
        }
    }
    try handle.write(contentsOf: Data(chunk.utf8))
}

func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

switch mode {
case "generate":
    if option("--shape", "jira") == "header-cell" { try generateHeaderCell() } else { try generate() }
case "import":
    let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    let start = ContinuousClock.now
    let cpuStart = cpuSeconds()
    let result = try CSVImporter().importBoard(from: .file(file), as: .commaSeparatedText, options: ImportOptions())
    let elapsed = seconds(since: start)
    let cpu = cpuSeconds() - cpuStart
    let cards = result.board.lists.reduce(0) { $0 + $1.cards.count }
    let peak = peakResidentBytes()
    print(String(
        format: "cardport CSVImporter: %d cards in %.2f s (%.1f MB/s, %.2f s CPU), peak RSS %.1f MB = %.2fx the file (%.1f MB)",
        cards, elapsed, Double(size) / 1e6 / elapsed, cpu, Double(peak) / 1e6, Double(peak) / Double(size),
        Double(size) / 1e6))
default:
    let me = CommandLine.arguments[0]
    let common = ["--file", file.path, "--megabytes", String(megabytes)]
    _ = try run(me, ["generate"] + common)
    print(try run(me, ["import"] + common))
    let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer.py").path
    print(try run("/usr/bin/env", ["python3", peer, file.path]))
    try? FileManager.default.removeItem(at: file)
}
