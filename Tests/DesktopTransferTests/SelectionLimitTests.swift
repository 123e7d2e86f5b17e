import DesktopTestSupport
import DesktopTransfer
import Foundation
import Testing

/// The reader's size limit applies while a transfer arrives: an owner that announces too much is refused before
/// a chunk is taken, and one that sends `INCR` chunks past the limit is stopped at the chunk that passes it.
@Suite("Selection reader, its size limit")
struct SelectionLimitTests {
    static let chunk = Data(repeating: UInt8(ascii: "x"), count: 128 << 10)

    @Test("an INCR transfer is stopped at the chunk that passes the limit, not collected whole")
    func chunksPastTheLimit() async throws {
        try await withDisplay { display, connection in
            // The owner claims a small size and would send 8 MiB.
            let owner = try MisbehavingClipboardOwner(
                display: display.name, behaviour: .incremental(announcing: 4096, chunk: Self.chunk, chunks: 64))
            defer { owner.stop() }
            var reader = SelectionReader(connection: connection, timeout: .seconds(10))
            reader.maximumBytes = 1 << 20
            let error = await #expect(throws: DesktopTransferError.self) { try await reader.read(target: "UTF8_STRING") }
            #expect(error?.code == .tooLarge)
            #expect(error?.message == "the owner sent more than the limit of 1048576 bytes; the transfer was stopped there")
            // 1 MiB is 8 chunks; the 9th passes the limit and ends the transfer (its deletion may still have
            // asked for a 10th, which nobody reads). Without the limit all 64 would be read.
            #expect((9...10).contains(owner.chunksSent), "\(owner.chunksSent) chunks sent")
        }
    }

    @Test("an owner announcing more than the limit is refused before anything is read")
    func announcedPastTheLimit() async throws {
        try await withDisplay { display, connection in
            let owner = try MisbehavingClipboardOwner(
                display: display.name, behaviour: .incremental(announcing: 4_000_000_000, chunk: Self.chunk, chunks: 16))
            defer { owner.stop() }
            let reader = SelectionReader(connection: connection, timeout: .seconds(10))
            let error = await #expect(throws: DesktopTransferError.self) { try await reader.read(target: "UTF8_STRING") }
            #expect(error?.code == .tooLarge)
            #expect(error?.message == "the owner offers 4000000000 bytes, more than the limit of 536870912; nothing was read")
            // Reading the announcement deletes it, which asks for the first chunk; nobody reads that one.
            #expect(owner.chunksSent <= 1)
        }
    }

    @Test("an INCR transfer within the limit arrives whole")
    func withinTheLimit() async throws {
        try await withDisplay { display, connection in
            let owner = try MisbehavingClipboardOwner(
                display: display.name, behaviour: .incremental(announcing: 1 << 20, chunk: Self.chunk, chunks: 8))
            defer { owner.stop() }
            var reader = SelectionReader(connection: connection, timeout: .seconds(10))
            reader.maximumBytes = 1 << 20
            let data = try await reader.read(target: "UTF8_STRING")
            #expect(data.count == 1 << 20)
            #expect(owner.chunksSent == 9)
        }
    }
}
