import Boards
import Foundation
import Locking
import Testing
@testable import BoardServer

#if canImport(Glibc)
import Glibc
#endif

/// The served board's file when it stops being a board file: deleted, replaced by a FIFO. The server must go
/// on answering, say what happened, and never wait on the file.
@Suite struct ServedBoardDiskTests {
    /// Runs `checkDisk()` on the board's queue and waits at most 10 seconds for it, off the task pool.
    /// - Returns: what it returned, or nil when it did not return in time.
    func checkDiskWithin10Seconds(_ served: ServedBoard) async -> Bool? {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Bool?>(nil)
        served.queue.async {
            let loaded = served.checkDisk()
            result.withLock { $0 = loaded }
            done.signal()
        }
        let finished: Bool = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: done.wait(timeout: .now() + 10) == .success) }.start()
        }
        return finished ? result.withLock { $0 } : nil
    }

    @Test func aFIFOInTheBoardsPlaceIsNeverOpenedForReading() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        try FileManager.default.removeItem(atPath: file.path)
        #expect(mkfifo(file.path, 0o600) == 0)
        defer {
            // Frees a reader stuck in open() (the failure this test catches), so the queue can end.
            let writer = open(file.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let loaded = await checkDiskWithin10Seconds(served)
        #expect(loaded == false, "checkDisk() blocked on the FIFO or loaded it")
        guard loaded != nil else { return }
        // Edits meanwhile are refused with what really happened, and the page keeps the board it had.
        let refused = await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.move(.init(version: served.version, cardIDs: ["a"], pointer: .init(listID: "doing")))
            }
        }
        #expect(refused?.status == 409)
        #expect(refused?.message.contains("FIFO") == true)
        #expect(refused?.message.contains("reloaded") == false)
        #expect(served.snapshot().board.lists[1].cards.map(\.id) == ["d"])
        // The board put back is loaded again, and edits go on.
        try FileManager.default.removeItem(atPath: file.path)
        var restored = BoardFile(path: file.path)
        try restored.save(TemporaryBoard.standard())
        #expect(await checkDiskWithin10Seconds(served) == true)
        _ = try await served.perform {
            try served.move(.init(version: served.version, cardIDs: ["a"], pointer: .init(listID: "doing")))
        }
        #expect(try file.titles("doing") == ["Delta", "Alpha"])
    }

    @Test func aServedBoardThatIsAFIFOIsRefusedAtOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.json").path
        #expect(mkfifo(path, 0o600) == 0)
        defer {
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let outcome = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            do { _ = try ServedBoard(path: path) } catch { outcome.withLock { $0 = "\(error)" } }
            done.signal()
        }.start()
        let finished: Bool = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: done.wait(timeout: .now() + 10) == .success) }.start()
        }
        #expect(finished, "loading a FIFO as the board blocked")
        #expect(outcome.withLock { $0 }?.contains("FIFO") == true)
    }

    @Test func anEditAfterTheFileIsDeletedSaysSoAndWritesNothing() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        try FileManager.default.removeItem(atPath: file.path)
        let refused = await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.move(.init(version: 1, cardIDs: ["a"], pointer: .init(listID: "doing")))
            }
        }
        #expect(refused?.status == 409)
        #expect(refused?.message.contains("deleted") == true)
        #expect(refused?.message.contains("has been reloaded") == false)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(served.snapshot().board.lists[1].cards.map(\.id) == ["d"])
    }
}
