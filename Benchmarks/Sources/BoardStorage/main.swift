// Loads and saves a board of 100,000 cards through Boards, and measures Python's json module on the same file.
//
// swift run -c release --package-path Benchmarks BoardStorage [cards] [repetitions]
//
// Steps on their own, for Benchmarks/run: `BoardStorage generate PATH CARDS` writes the sample board;
// `BoardStorage measure PATH REPETITIONS` prints key=value lines (peer.py prints the same keys).
//
// The parent process generates the board and writes it; a child process (this program, `measure` mode) loads
// and saves it, so its peak memory is the load's and the save's alone; then the peer script does the same
// with Python's json module. Times (wall, and CPU for Swift's phases) are the best of the repetitions;
// peaks are VmHWM, reset between phases.
import Boards
import Foundation

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func status(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }
    return -1
}

func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// CPU seconds (user and system) this process has used so far: steadier than wall time on a busy machine.
func cpuNow() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The least wall time of the repetitions; with a name, also prints the least CPU time as `<name>CPU=`.
func best(_ repetitions: Int, cpu name: String? = nil, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    var cpuTimes: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        let cpuStart = cpuNow()
        try body()
        cpuTimes.append(cpuNow() - cpuStart)
        times.append(now() - start)
    }
    if let name { print("\(name)CPU=\(cpuTimes.min() ?? 0)") }
    return times.min() ?? 0
}

func measure(path: String, repetitions: Int) throws {
    print("baselineKiB=\(status("VmRSS"))")
    resetPeak()
    var file = BoardFile(path: path)
    // The 16x board (1.1 GiB) is past the 512 MiB a board file may be by default; the load itself is measured.
    file.maximumBytes = .max
    var board = Board(id: "", name: "")
    let load = try best(repetitions, cpu: "load") { board = try file.load() }
    print("loadPeakKiB=\(status("VmHWM"))")
    print("cards=\(board.lists.reduce(0) { $0 + $1.cards.count })")
    let read = try best(repetitions) { _ = try Data(contentsOf: URL(fileURLWithPath: path)) }
    do {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let decodeOnly = try best(repetitions) { _ = try BoardFormat.decode(bytes) }
        print("decodeOnly=\(decodeOnly)")
    }
    resetPeak()
    let encode = try best(repetitions, cpu: "encode") { _ = try BoardFormat.encode(board) }
    print("encodePeakKiB=\(status("VmHWM"))")
    resetPeak()
    print("beforeSaveKiB=\(status("VmRSS"))")
    let save = try best(repetitions, cpu: "save") { try file.save(board) }
    print("savePeakKiB=\(status("VmHWM"))")
    print("load=\(load)\nread=\(read)\nencode=\(encode)\nsave=\(save)")
}

func run(_ executable: String, _ arguments: [String]) throws -> [String: Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NSError(domain: "BoardStorage", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "\(executable) failed"])
    }
    var values: [String: Double] = [:]
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
    return values
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "measure" {
    do {
        try measure(path: arguments[2], repetitions: Int(arguments[3]) ?? 3)
    } catch {
        FileHandle.standardError.write(Data("BoardStorage: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
if arguments.count == 4, arguments[1] == "generate" {
    var file = BoardFile(path: arguments[2])
    try file.save(SampleBoard.make(cards: Int(arguments[3]) ?? 100_000))
    exit(0)
}
let cardCount = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let path = folder + "/board.json"

let generateStart = now()
let board = SampleBoard.make(cards: cardCount)
let generated = now() - generateStart
var file = BoardFile(path: path)
try file.save(board)
let size = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)

let swift = try run("/proc/self/exe", ["measure", path, "\(repetitions)"])
let peerScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("peer.py").path
let python = try run("/usr/bin/env", ["python3", peerScript, path, "\(repetitions)"])

func row(_ name: String, _ swiftValue: Double?, _ pythonValue: Double?, unit: String) -> String {
    let s = swiftValue ?? .nan
    let p = pythonValue ?? .nan
    return name.padding(toLength: 40, withPad: " ", startingAt: 0)
        + String(format: "%10.3f %@ %10.3f %@   %6.2f×", s, unit, p, unit, s / p)
}

let mib = 1024.0
print("Board of \(Int(swift["cards"] ?? 0)) cards (\(Int(python["cards"] ?? 0)) seen by Python), "
    + String(format: "%.1f MB file, generated in %.2f s; best of %d", size / 1e6, generated, repetitions))
print("".padding(toLength: 40, withPad: " ", startingAt: 0) + "     Swift          Python     Swift/Python")
print(row("load (read + check + decode), s", swift["load"], python["load"], unit: "s "))
print("  of which reading the bytes: " + String(format: "%.3f s", swift["read"] ?? .nan)
    + String(format: "; JSONDecoder alone (no syntax check): %.3f s", swift["decodeOnly"] ?? .nan))
print(row("encode to bytes, s", swift["encode"], python["encode"], unit: "s "))
print(row("save (encode + write + fsync + rename)", swift["save"], python["save"], unit: "s "))
print("  CPU time, Swift: " + String(format: "load %.3f s, encode %.3f s, save %.3f s",
    swift["loadCPU"] ?? .nan, swift["encodeCPU"] ?? .nan, swift["saveCPU"] ?? .nan))
print(row("peak RSS during load", (swift["loadPeakKiB"] ?? 0) / mib, (python["loadPeakKiB"] ?? 0) / mib, unit: "MiB"))
print(row("peak RSS during encode to bytes", (swift["encodePeakKiB"] ?? 0) / mib, (python["savePeakKiB"] ?? 0) / mib, unit: "MiB"))
print(row("peak RSS during save", (swift["savePeakKiB"] ?? 0) / mib, (python["savePeakKiB"] ?? 0) / mib, unit: "MiB"))
print(String(format: "Swift process resident with the board loaded, before saving: %.1f MiB",
    (swift["beforeSaveKiB"] ?? 0) / mib))
print(String(format: "Swift process baseline before loading: %.1f MiB; load throughput %.1f MB/s (Python %.1f MB/s)",
    (swift["baselineKiB"] ?? 0) / mib, size / 1e6 / (swift["load"] ?? .nan), size / 1e6 / (python["load"] ?? .nan)))
