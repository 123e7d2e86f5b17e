// ServeBoard: `cardport serve` at size. A board of N cards (10,000 by default) is served on loopback; a plain
// HTTP/1.1 client on a keep-alive connection measures the first response of the page, then D drops (10,000 by
// default) of a card between two lists, each answered only once the board is saved, and the process's
// resident memory every 1,000 drops.
//
//     swift run -c release --package-path Benchmarks ServeBoard [--cards N] [--drops D]
import BoardServer
import Boards
import Foundation

#if canImport(Glibc)
import Glibc
#endif

func option(_ name: String, _ fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return Int(arguments[index + 1]) ?? fallback
}


/// A board of `count` cards in 20 lists, with labels, notes and checklists on some.
func makeBoard(_ count: Int) -> Board {
    let labels = ["green", "yellow", "orange", "red", "purple", "blue"].map { Label(id: "l-\($0)", name: $0, color: $0) }
    var lists = (0..<20).map { BoardList(id: "list-\($0)", name: "List \($0)") }
    for index in 0..<count {
        var card = Card(id: "card-\(index)", title: "Card number \(index): something to do")
        if index % 3 == 0 { card.labelIDs = [labels[index % labels.count].id] }
        if index % 5 == 0 { card.notes = "Notes for card \(index).\nA second line." }
        if index % 7 == 0 {
            card.checklists = [Checklist(id: "cl-\(index)", name: "Steps", items: (0..<3).map {
                ChecklistItem(id: "ci-\(index)-\($0)", text: "Step \($0)", done: $0 == 0)
            })]
        }
        lists[index % 20].cards.append(card)
    }
    return Board(id: "bench", name: "Benchmark board", labels: labels, lists: lists)
}

func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    return kilobytes / 1024
}

/// A blocking HTTP/1.1 client over one keep-alive TCP connection.
final class Connection {
    let socket: Int32
    var buffer: [UInt8] = []

    init(port: Int) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        precondition(connected == 0, "could not connect")
    }

    /// Sends a request and returns (status, body).
    func send(_ method: String, _ path: String, headers: [String: String], body: String = "") -> (Int, String) {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n" + body
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            precondition(count > 0, "write failed")
            sent += count
        }
        let head = readUntilHeadEnd()
        let lines = head.split(separator: "\r\n")
        let status = Int(lines.first?.split(separator: " ")[1] ?? "0") ?? 0
        let length = lines.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        while buffer.count < length { fill() }
        let responseBody = String(decoding: buffer[..<length], as: UTF8.self)
        buffer.removeFirst(length)
        return (status, responseBody)
    }

    func readUntilHeadEnd() -> String {
        while true {
            if let end = findHeadEnd() {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                return head
            }
            fill()
        }
    }

    func findHeadEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    func fill() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
        precondition(count > 0, "connection closed")
        buffer += chunk[..<count]
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

@main
struct ServeBoard {
    static func main() async throws {
        let cardCount = option("--cards", 10_000)
        let dropCount = option("--drops", 10_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-serve-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.json").path
        var file = BoardFile(path: path)
        try file.save(makeBoard(cardCount))
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

        let token = "00112233445566778899aabbccddeeff"
        let server = try BoardServer(configuration: BoardServerConfiguration(boardPath: path, port: 0, token: token))
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let serving = Task {
            try await server.application(onReady: { port in portContinuation.yield(port) }).run()
        }
        var portIterator = ports.makeAsyncIterator()
        guard let port = await portIterator.next() else { fatalError("the server did not start") }

        let report = await Task.detached { () -> [String] in
            var lines: [String] = []
            let connection = Connection(port: port)
            let cookie = ["Cookie": "cardport_token=\(token)"]
            let clock = ContinuousClock()

            var start = clock.now
            let (firstStatus, firstPage) = connection.send("GET", "/", headers: cookie)
            let first = milliseconds(clock.now - start)
            precondition(firstStatus == 200, "GET / answered \(firstStatus)")
            var pages: [Double] = []
            for _ in 0..<20 {
                start = clock.now
                _ = connection.send("GET", "/", headers: cookie)
                pages.append(milliseconds(clock.now - start))
            }
            pages.sort()
            lines.append("board: \(cardCount) cards in 20 lists, \(fileBytes) bytes on disk; page \(firstPage.utf8.count) bytes")
            lines.append(String(format: "first response (GET /, the first request): %.1f ms; next 20: median %.1f ms, max %.1f ms",
                                first, percentile(pages, 0.5), pages.last ?? 0))

            let post = cookie.merging(["Origin": "http://127.0.0.1", "Content-Type": "application/json"]) { a, _ in a }
            var version = 1
            var latencies: [Double] = []
            var memory: [Double] = [residentMegabytes()]
            for drop in 0..<dropCount {
                // Card 0 goes back and forth between the tops of list 1 and list 0.
                let destination = drop % 2 == 0 ? "list-1" : "list-0"
                let above = drop % 2 == 0 ? "card-1" : "card-20"
                let body = #"{"version":\#(version),"cardIDs":["card-0"],"pointer":{"listID":"\#(destination)","cardID":"\#(above)","fraction":0.1}}"#
                start = clock.now
                let (status, answer) = connection.send("POST", "/api/move", headers: post, body: body)
                latencies.append(milliseconds(clock.now - start))
                precondition(status == 200, "drop \(drop) answered \(status): \(answer)")
                version += 1
                if (drop + 1) % 1000 == 0 { memory.append(residentMegabytes()) }
            }
            let sorted = latencies.sorted()
            lines.append(String(format: "drop to saved (POST /api/move, %d drops, each saved before its answer): p50 %.1f ms, p99 %.1f ms, max %.1f ms",
                                dropCount, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0))
            lines.append("resident memory (MiB) before the drops and after every 1,000: "
                + memory.map { String(format: "%.0f", $0) }.joined(separator: ", "))
            return lines
        }.value

        for line in report { print(line) }
        serving.cancel()
    }
}
