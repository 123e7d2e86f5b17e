import Foundation
import Testing

@testable import Adapters
@testable import cardport

/// A file truncated while `cardport` reads it ends the command with `EX_IOERR` (74) and a message naming the
/// file, the way any I/O failure does, instead of a crash.
@Suite struct InputChangedTests {
    @Test func aFileTruncatedWhileReadExitsWithIOError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).json")
        try Data(repeating: UInt8(ascii: " "), count: 256 * 1024).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: AdapterError.self) {
            _ = try InputFile(url: url, maximumBytes: 1 << 20, chunkSize: 16 * 1024) { done in
                if done == 16 * 1024 { _ = truncate(url.path, 1000) }
            }
        }
        let failure = CommandFailure(try #require(error))
        #expect(failure.exitCode.rawValue == 74)
        #expect(failure.message.contains(url.path))
        #expect(failure.message.contains("changed while it was read"))
    }
}
