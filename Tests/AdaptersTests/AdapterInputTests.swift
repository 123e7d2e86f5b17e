import Adapters
import Foundation
import Testing

@Suite struct AdapterInputTests {
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let url = try fixtureURL("markdown-release-checklist.md")
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
}
