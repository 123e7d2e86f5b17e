import Dispatch
import Foundation
import Locking
import Testing

@testable import BoardServer

@Suite("The server's log never holds up an answer")
struct ServerLogTests {
    /// A reader that does not read: every write returns at once, what does not fit is left out and counted, and
    /// once the reader reads again the next line says how many lines it missed.
    @Test func aStalledReaderCostsLinesNotAnswers() {
        let reading = DispatchSemaphore(value: 0)
        let written = Locked<[String]>([])
        let log = ServerLog { data in
            reading.wait()
            written.withLock { $0.append(String(decoding: data, as: UTF8.self)) }
        }
        let line = String(repeating: "x", count: 1023) + "\n"
        let count = ServerLog.limit / line.utf8.count + 10
        for _ in 0..<count { log.write(line) }  // Returns although nothing has been written.

        let queued = ServerLog.limit / line.utf8.count
        for _ in 0..<queued { reading.signal() }
        #expect(waitUntil { written.withLock { $0.count } == queued })
        log.write("after\n")
        reading.signal()
        #expect(waitUntil { written.withLock { $0.count } == queued + 1 })
        #expect(written.withLock { $0.last } == "cardport: serve: 10 log lines left out while standard error was not read\nafter\n")
    }

    /// A reader that keeps up (2,000 lines, well under the backlog limit) loses nothing, in order.
    @Test func aReaderThatKeepsUpGetsEveryLineInOrder() {
        let written = Locked("")
        let log = ServerLog { data in written.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        let lines = (0..<2000).map { "GET /cards/\($0) 200 0.1 ms\n" }
        for line in lines { log.write(line) }
        #expect(waitUntil { written.withLock { $0.hasSuffix(lines.last!) } })
        #expect(written.withLock { $0 } == lines.joined())
    }

    /// Polls `condition` for up to ten seconds.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            usleep(1000)
        }
        return condition()
    }
}
