import Adapters
import Foundation
import Testing
@testable import BoardServer

/// A file dropped on the web board in a format only an external adapter reads.
@Suite struct ExternalAdapterDropTests {
    /// `Samples/Adapters` in this checkout: the shipped Taskwarrior adapter.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Adapters")

    @Test func aDroppedTaskExportBecomesCardsThroughTheExternalAdapter() async throws {
        let file = try TemporaryBoard()
        let registry = AdapterRegistry.standard()
        registry.register(ExternalAdapterDiscovery(folders: [Self.samples]))
        let served = try ServedBoard(path: file.path, registry: registry)
        let export = try Data(contentsOf: Self.samples.appendingPathComponent("taskwarrior/Fixtures/taskwarrior-testdata-demo.json"))
        _ = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing"),
                items: [.init(type: "application/json", name: "tasks.json", base64: export.base64EncodedString())]))
        }
        let titles = try file.titles("doing")
        #expect(titles.contains("Filter tasks using `/`"))
        #expect(titles.contains("Show available contexts using `c`"))
        #expect(titles.count == 20)
    }
}
