// The Trello import benchmark: a generated ~75 MB export (100,000 cards, 50,000 actions) imported end to end —
// read, map, save the native board through BoardFile — with time and peak memory, beside Python merely parsing the same file.
//
//   swift run -c release --package-path Benchmarks TrelloImport [--file PATH] [--cards N] [--actions N]
//
// Each measurement runs in a process of its own so that peak memory (VmHWM) is that measurement's alone.
// Modes used internally: `generate`, `import`, `decoder`.
import Adapters
import BenchmarkSupport
import Foundation

// As the `cardport` command does: the type registry takes the build's shared-mime-info snapshot instead of
// parsing the database's XML when the import first asks about a type.
TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)

/// The peak resident memory of this process so far, in bytes (VmHWM in /proc/self/status).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        return kilobytes * 1024
    }
    return -1
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// CPU seconds (user and system) this process has used so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}
let file = URL(fileURLWithPath: option("--file", NSTemporaryDirectory() + "cardport-trello-75mb.json"))
let cards = Int(option("--cards", "100000")) ?? 100_000
let actions = Int(option("--actions", "50000")) ?? 50_000
let mode = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "all"

/// The fields a JSONDecoder-based importer would decode, for the comparison run.
struct DecodedExport: Decodable {
    struct List: Decodable { var id: String; var name: String?; var closed: Bool?; var pos: Double? }
    struct Card: Decodable {
        var id: String; var name: String?; var desc: String?; var closed: Bool?; var idList: String?; var pos: Double?
        var idLabels: [String]?; var idMembers: [String]?; var due: String?; var url: String?
    }
    struct Item: Decodable { var id: String; var name: String?; var pos: Double?; var state: String? }
    struct Checklist: Decodable { var id: String; var idCard: String?; var pos: Double?; var checkItems: [Item]? }
    struct Action: Decodable {
        struct Payload: Decodable { struct Ref: Decodable { var id: String }; var text: String?; var card: Ref? }
        struct Creator: Decodable { var fullName: String?; var username: String? }
        var id: String; var type: String; var date: String; var data: Payload?; var memberCreator: Creator?
    }
    var id: String; var name: String; var lists: [List]; var cards: [Card]; var checklists: [Checklist]?
    var actions: [Action]?
}

switch mode {
case "generate":
    var generator = TrelloExportGenerator(cards: cards, actions: actions)
    try generator.write(to: file)
case "import":
    let start = ContinuousClock.now
    let result = try TrelloImporter().importBoard(from: .file(file), as: .json, options: benchmarkImportOptions)
    let mapped = seconds(since: start)
    let mappedCPU = cpuSeconds()
    let peakAfterMapping = peakResidentBytes()
    // Saved as the app saves: BoardFile streams the board into a temporary file, fsyncs it and renames it.
    let output = file.deletingPathExtension().appendingPathExtension("cardport.json")
    var native = BoardFile(path: output.path)
    try native.save(result.board, force: true)
    let total = seconds(since: start)
    let nativeSize = (try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
    let cardCount = result.board.lists.reduce(0) { $0 + $1.cards.count }
    print(String(format: "cardport import: read+map %.3f s, write native %.3f s, total %.3f s, peak RSS %d bytes",
                 mapped, total - mapped, total, peakResidentBytes()))
    print(String(format: "  read+map: CPU %.3f s (process so far), peak RSS %d bytes; end to end CPU %.3f s",
                 mappedCPU, peakAfterMapping, cpuSeconds()))
    print("  \(result.board.lists.count) lists, \(cardCount) cards, \(result.warnings.count) warnings, native file \(megabytes(nativeSize))")
    try? FileManager.default.removeItem(at: output)
    // The board stays alive until the process exits, as in the other imports' modes and as `cardport import`
    // keeps it: freeing it is the caller's work, not the import's.
    exit(0)
case "decoder":
    let start = ContinuousClock.now
    let data = try Data(contentsOf: file, options: .mappedIfSafe)
    let decoded = try JSONDecoder().decode(DecodedExport.self, from: data)
    print(String(format: "JSONDecoder (same fields, no mapping): %.3f s, CPU %.3f s, peak RSS %d bytes (%d cards)",
                 seconds(since: start), cpuSeconds(), peakResidentBytes(), decoded.cards.count))
default:
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    /// CPU seconds (user and system) of all finished children so far: steadier than wall time on a busy machine.
    func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    /// Runs a child process; prints its wall and CPU time; returns the wall time.
    func run(_ tool: URL, _ toolArguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = tool
        process.arguments = toolArguments
        let cpuBefore = childrenCPUSeconds()
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let wall = seconds(since: start)
        print(String(format: "  process wall time %.3f s, CPU time %.3f s", wall, childrenCPUSeconds() - cpuBefore))
        return wall
    }
    if !FileManager.default.fileExists(atPath: file.path) {
        print("generating \(file.path) …")
        _ = try run(executable, ["generate", "--file", file.path, "--cards", "\(cards)", "--actions", "\(actions)"])
    }
    let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    print("file: \(file.path), \(megabytes(size)) (\(size) bytes), \(cards) cards, \(actions) actions")
    _ = try run(executable, ["import", "--file", file.path])
    _ = try run(executable, ["decoder", "--file", file.path])
    let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer.py")
    _ = try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", peer.path, file.path])
    print("python3 -c \"import json; json.load(open(F))\":")
    _ = try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import json; json.load(open('\(file.path)'))"])
}
