import Adapters
import Foundation
import Testing

@Suite struct AdapterInputTests {
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let url = try fixtureFile("markdown-release-checklist.md")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let error = #expect(throws: AdapterError.self) {
            try AdapterInput.file(url).readAdapterData(maximumBytes: size - 1)
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.input == url.path)
        #expect(error?.message.contains("\(size) bytes") == true)
        #expect(try AdapterInput.file(url).readAdapterData(maximumBytes: size).count == size)
    }

    @Test func bytesOverTheLimitAreRefusedToo() {
        let error = #expect(throws: AdapterError.self) {
            try AdapterInput.data(Data(count: 10), name: "drop item 1").readAdapterData(maximumBytes: 9)
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.input == "drop item 1")
    }

    @Test func aMissingFileIsUnreadableAndNamed() {
        let url = URL(fileURLWithPath: "/nonexistent/board.cardport")
        let error = #expect(throws: AdapterError.self) { try AdapterInput.file(url).readAdapterData() }
        #expect(error?.code == .unreadableInput)
        #expect(error?.input == url.path)
    }

    @Test func aPipeIsReadToItsEndAndHeldToTheLimit() throws {
        // `/dev/stdin` or `<(curl …)` handed over as a file: no size to check, so the limit applies as it reads.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("payload").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let payload = Data(repeating: UInt8(ascii: "x"), count: 3 << 20)
        for (limit, succeeds) in [(payload.count, true), (payload.count - 1, false)] {
            let writer = Thread {
                guard let handle = FileHandle(forWritingAtPath: pipe) else { return }
                try? handle.write(contentsOf: payload)
                try? handle.close()
            }
            writer.start()
            let read = Result { try AdapterInput.file(URL(fileURLWithPath: pipe)).readAdapterData(maximumBytes: limit) }
            // The last chunk is what passes the limit, so the writer has finished before the read gives up.
            switch read {
            case .success(let bytes): #expect(succeeds && bytes == payload)
            case .failure(let error): #expect(!succeeds && (error as? AdapterError)?.code == .limitExceeded)
            }
        }
    }
}
