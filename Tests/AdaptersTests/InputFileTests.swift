import Foundation
import Testing

@testable import Adapters

/// Input files are read, never mapped: a file another program truncates or extends while it is read gives a
/// clean `inputChanged` error naming the file, never SIGBUS, and a whole file reads as its bytes.
@Suite struct InputFileTests {
    private func temporaryFile(bytes count: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString).json")
        try Data((0..<count).map { UInt8(truncatingIfNeeded: $0 % 251) }).write(to: url)
        return url
    }

    @Test func aWholeFileReadsAsItsBytes() throws {
        let url = try temporaryFile(bytes: 200_000)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try InputFile(url: url, maximumBytes: 1 << 20, chunkSize: 4096)
        #expect(Data(file.bytes) == (try Data(contentsOf: url)))
    }

    @Test func aFileTruncatedWhileReadIsAnInputChangedError() throws {
        let url = try temporaryFile(bytes: 1 << 20)
        defer { try? FileManager.default.removeItem(at: url) }
        var truncated = false
        let error = #expect(throws: AdapterError.self) {
            _ = try InputFile(url: url, maximumBytes: 1 << 21, chunkSize: 64 * 1024) { _ in
                guard !truncated else { return }
                truncated = true
                #expect(truncate(url.path, 100_000) == 0)
            }
        }
        #expect(truncated)
        #expect(error?.code == .inputChanged)
        #expect(error?.input == url.path)
        #expect(error?.message.contains("1048576 bytes, then ended after 100000") == true)
    }

    @Test func aFileThatGrowsWhileReadIsAnInputChangedError() throws {
        let url = try temporaryFile(bytes: 100_000)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: AdapterError.self) {
            _ = try InputFile(url: url, maximumBytes: 1 << 20, chunkSize: 4096) { done in
                guard done == 4096 else { return }
                let handle = try! FileHandle(forWritingTo: url)
                handle.seekToEndOfFile()
                handle.write(Data("more".utf8))
                try? handle.close()
            }
        }
        #expect(error?.code == .inputChanged)
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
        let url = try temporaryFile(bytes: 10_000)
        defer { try? FileManager.default.removeItem(at: url) }
        var reads = 0
        let error = #expect(throws: AdapterError.self) {
            _ = try InputFile(url: url, maximumBytes: 9_999) { _ in reads += 1 }
        }
        #expect(error?.code == .limitExceeded)
        #expect(reads == 0)
    }

    @Test func releasedPagesReadAsZerosAndTheRestIsKept() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let url = try temporaryFile(bytes: 64 * page)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try InputFile(url: url, maximumBytes: 1 << 24)
        let original = Data(file.bytes)
        file.releasePages(before: 20 * page + 100)
        file.releasePages(before: 10 * page)  // behind what is already released: nothing happens
        // The first whole page inside the buffer onwards, up to the last whole page before the offset, is zeros;
        // the bytes before that first page boundary (next to malloc's record) and all after the offset are kept.
        let base = Int(bitPattern: file.bytes.baseAddress!)
        let firstReleased = (base + page - 1) / page * page - base
        let endReleased = (base + 20 * page + 100) / page * page - base
        #expect(file.bytes[firstReleased..<endReleased].allSatisfy { $0 == 0 })
        #expect(Data(file.bytes[..<firstReleased]) == original[..<firstReleased])
        #expect(Data(file.bytes[endReleased...]) == original[endReleased...])
    }
}
