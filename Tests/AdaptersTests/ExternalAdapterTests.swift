import Adapters
import CardportTestSupport
import Foundation
import ItemProviders
import Testing

/// External adapters: manifests, discovery, the protocol, and every way a plugin can fail.
@Suite struct ExternalAdapterTests {
    /// `Samples/Adapters` in this checkout: the folder the shipped sample adapters live in.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Adapters")

    /// A folder of adapters made for one test, removed at its end.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-adapters-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes an adapter: `adapter.json` with `manifest`, and a `/bin/sh` program with `script`.
        @discardableResult
        func adapter(_ name: String, manifest: String, script: String = "cat >/dev/null; echo '{}'") throws -> URL {
            let folder = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("adapter.json"))
            let program = folder.appendingPathComponent("run")
            try writeExecutable("#!/bin/sh\n\(script)\n", to: program.path)
            return folder
        }

        /// A manifest reading `type` (declared in it), with `limits` as the manifest's `limits` object.
        static func manifest(_ name: String, type: String = "org.example.widgets", limits: String = "{}") -> String {
            """
            {"name": "\(name)", "executable": "run", "reads": ["\(type)"], "limits": \(limits),
             "recognition": {"magic": ["WIDGETS"], "jsonKeys": []},
             "UTImportedTypeDeclarations": [{"UTTypeIdentifier": "\(type)", "UTTypeConformsTo": ["public.data"]}]}
            """
        }
    }

    /// A board the fault scripts print when they succeed.
    static let oneCardBoard = #"{"format":"cardport.board","version":1,"id":"b","name":"W","lists":[{"id":"l","name":"In","cards":[{"id":"c","title":"Widget"}]}]}"#

    /// Runs the one adapter in `folder` on `payload`.
    static func importWith(_ folder: Folder, _ payload: String = "WIDGETS 1") throws -> ImportResult {
        let discovery = ExternalAdapterDiscovery(folders: [folder.url])
        #expect(discovery.problems.isEmpty, "\(discovery.problems)")
        let adapter = try #require(discovery.adapters.first)
        return try adapter.importBoard(
            from: .data(Data(payload.utf8), name: "widgets.txt"), as: try #require(adapter.readableTypes.first),
            options: ImportOptions())
    }

    /// The adapter error an import with the adapter in `folder` throws.
    static func failure(_ folder: Folder) throws -> AdapterError {
        do {
            _ = try importWith(folder)
        } catch let error as AdapterError {
            return error
        }
        Issue.record("the import did not fail")
        throw CancellationError()
    }

    // MARK: - Manifests and discovery

    @Test func aManifestWithBadJSONIsAProblemNamingTheFileAndPlace() throws {
        let folder = try Folder()
        let bad = try folder.adapter("bad", manifest: "{\n  \"name\": \"bad\",\n  \"reads\": [\"a\", }\n")
        try folder.adapter("good", manifest: Folder.manifest("good", type: "org.example.good"))
        let discovery = ExternalAdapterDiscovery(folders: [folder.url])
        #expect(discovery.adapters.map(\.name) == ["good"])
        let problem = try #require(discovery.problems.first)
        #expect(problem.input == bad.appendingPathComponent("adapter.json").path)
        #expect(problem.location == "3:18")
    }

    @Test func aManifestValueOfTheWrongTypeIsLocatedByItsJSONPath() throws {
        let folder = try Folder()
        try folder.adapter("wrong", manifest: #"{"name": "wrong", "executable": "run", "reads": ["x"], "recognition": {"jsonKeys": ["a", 2]}}"#)
        let problem = try #require(ExternalAdapterDiscovery(folders: [folder.url]).problems.first)
        #expect(problem.code == .unexpectedContent)
        #expect(problem.message.contains("recognition.jsonKeys[1]"))
    }

    @Test func aManifestWithoutAProgramOrWithAnUndeclaredTypeIsAProblem() throws {
        let folder = try Folder()
        try folder.adapter("noprogram", manifest: #"{"name": "noprogram", "reads": ["public.json"]}"#)
        try folder.adapter("undeclared", manifest: #"{"name": "undeclared", "executable": "run", "reads": ["org.example.nowhere"]}"#)
        let problems = ExternalAdapterDiscovery(folders: [folder.url]).problems
        #expect(problems.map(\.location) == ["executable", "reads[0]"])
    }

    @Test func theSearchPathIsTheVariableThenTheXDGDataFolder() {
        let folders = ExternalAdapterDiscovery.folders(environment: [
            "CARDPORT_ADAPTER_PATH": "/opt/a::/opt/b", "XDG_DATA_HOME": "/data", "HOME": "/home/u",
        ])
        #expect(folders.map(\.path) == ["/opt/a", "/opt/b", "/data/cardport/adapters"])
        let fallback = ExternalAdapterDiscovery.folders(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"])
        #expect(fallback.map(\.path) == ["/home/u/.local/share/cardport/adapters"])
    }

    // MARK: - The protocol and its faults

    @Test func aReaderPrintsABoard() throws {
        let folder = try Folder()
        try folder.adapter("widgets", manifest: Folder.manifest("widgets"), script: "cat >/dev/null; echo '\(Self.oneCardBoard)'")
        let result = try Self.importWith(folder)
        #expect(result.board.lists.first?.cards.map(\.title) == ["Widget"])
    }

    @Test func badDataTheProgramReportsIsADataErrorAtItsPlace() throws {
        let folder = try Folder()
        try folder.adapter(
            "widgets", manifest: Folder.manifest("widgets"),
            script: #"cat >/dev/null; echo '{"error": {"message": "no widget count", "line": 3, "column": 7}}' >&2; exit 65"#)
        let error = try Self.failure(folder)
        #expect(error.code == .malformedInput)
        #expect(error.input == "widgets.txt")
        #expect(error.location == "3:7")
        #expect(error.message == "widgets: no widget count")
    }

    @Test func aProgramThatHangsIsStoppedAtItsTimeLimit() throws {
        let folder = try Folder()
        try folder.adapter("hangs", manifest: Folder.manifest("hangs", limits: #"{"seconds": 1}"#), script: "exec sleep 60")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message.contains("“hangs”"))
        #expect(error.message.contains("time limit of 1 s"))
    }

    @Test func aProgramThatCrashesIsAFailureNamingIt() throws {
        let folder = try Folder()
        try folder.adapter("crashes", manifest: Folder.manifest("crashes"), script: "cat >/dev/null; kill -SEGV $$")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message.contains("“crashes” was killed by signal 11"))
    }

    @Test func aProgramThatPrintsGarbageIsAFailureNamingIt() throws {
        let folder = try Folder()
        try folder.adapter("garbage", manifest: Folder.manifest("garbage"), script: "cat >/dev/null; echo 'hello, world'")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message.contains("“garbage” printed output that is not a Cardport board"))
    }

    @Test func aProgramThatPrintsTooMuchIsStoppedAtItsOutputLimit() throws {
        let folder = try Folder()
        try folder.adapter(
            "chatty", manifest: Folder.manifest("chatty", limits: #"{"outputMegabytes": 0.0625}"#), script: "exec yes")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message.contains("output limit of 65536 bytes"))
    }

    @Test func aProgramThatExitsWithAnotherStatusIsAFailureWithItsMessage() throws {
        let folder = try Folder()
        try folder.adapter("fails", manifest: Folder.manifest("fails"), script: "cat >/dev/null; echo 'database locked' >&2; exit 3")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message == "the external adapter “fails” exited with status 3: database locked")
    }

    @Test func aProgramPastItsMemoryLimitIsAFailure() throws {
        let folder = try Folder()
        try folder.adapter(
            "greedy", manifest: Folder.manifest("greedy", limits: #"{"memoryMegabytes": 200}"#),
            script: "cat >/dev/null; exec python3 -c 'x = bytearray(1 << 30)'")
        let error = try Self.failure(folder)
        #expect(error.code == .adapterFailed)
        #expect(error.message.contains("“greedy”"))
    }

    @Test func aProgramThatReadsNothingDoesNotBlockALargeWrite() throws {
        let folder = try Folder()
        try folder.adapter("deaf", manifest: Folder.manifest("deaf"), script: "echo '\(Self.oneCardBoard)'")
        let payload = "WIDGETS " + String(repeating: "x", count: 4 << 20)
        let result = try Self.importWith(folder, payload)
        #expect(result.board.lists.first?.cards.count == 1)
    }

    // MARK: - Recognition and planning

    @Test func recognitionDoesNotDependOnRegistrationOrder() throws {
        let folder = try Folder()
        try folder.adapter("alpha", manifest: Folder.manifest("alpha", type: "org.example.alpha"))
        try folder.adapter("beta", manifest: Folder.manifest("beta", type: "org.example.beta"))
        let adapters = ExternalAdapterDiscovery(folders: [folder.url]).adapters
        let forwards = AdapterRegistry()
        forwards.register(adapters)
        let backwards = AdapterRegistry()
        backwards.register(Array(adapters.reversed()))
        let probe = PayloadProbe(data: Data("WIDGETS 1".utf8))
        for registry in [forwards, backwards] {
            #expect(registry.recognitions(of: probe).map(\.adapterName) == ["alpha", "beta"])
            // Both carry the magic alone (0.25): too little to name a type.
            #expect(registry.recognitions(of: probe).map(\.confidence) == [.weak, .weak])
            #expect(registry.identify(probe.data, hint: nil).type == .plainText)
        }
        #expect(forwards.recognitions(of: PayloadProbe(data: Data("GADGETS".utf8))).isEmpty)
    }

    @Test func theTaskwarriorSampleRecognisesATaskExportButNotATrelloBoard() throws {
        let registry = AdapterRegistry.standard()
        registry.register(ExternalAdapterDiscovery(folders: [Self.samples]))
        let export = try Data(contentsOf: Self.samples.appendingPathComponent("taskwarrior/Fixtures/taskwarrior-testdata-demo.json"))
        let identification = registry.identify(export, hint: .json, fileName: "export.json")
        #expect(identification.type.identifier == "com.taskwarrior.export")
        #expect(identification.evidence.last?.hasPrefix("the taskwarrior adapter recognises it:") == true)
        #expect(identification.evidence.last?.contains("JSON keys uuid, description, status, entry (4 of 4)") == true)
        let trello = try fixtureData("refine-trello-productivity-workflow.json")
        #expect(registry.identify(trello, hint: .json, fileName: "board.json").type == .trelloBoardExport)
        #expect(!registry.recognitions(of: PayloadProbe(data: trello)).contains { $0.adapterName == "taskwarrior" && $0.confidence >= .likely })
    }

    @Test func planningGoesThroughAnExternalReaderToAnyWriter() throws {
        let registry = AdapterRegistry.standard()
        registry.register(ExternalAdapterDiscovery(folders: [Self.samples]))
        let taskwarrior = try #require(UTType("com.taskwarrior.export"))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [taskwarrior], goal: .type(.markdown))
        let names = plan.steps.map { step -> String in
            switch step {
            case .importBoard(let importer, _): "import:\(importer.name)"
            case .export(let exporter, _): "export:\(exporter.name)"
            case .convert(let converter, _): "convert:\(converter.name)"
            }
        }
        #expect(names.first == "import:taskwarrior")
        #expect(names.last?.hasPrefix("export:") == true)
    }

    @Test func anItemProviderLoadsThroughTheAdapterOnlyWhenAsked() throws {
        let folder = try Folder()
        let marker = folder.url.appendingPathComponent("ran")
        try folder.adapter(
            "widgets", manifest: Folder.manifest("widgets"),
            script: "cat >/dev/null; touch '\(marker.path)'; echo '\(Self.oneCardBoard)'")
        let registry = AdapterRegistry.standard()
        registry.register(ExternalAdapterDiscovery(folders: [folder.url]))
        let widgets = try #require(UTType("org.example.widgets"))
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: widgets) { completion in
            completion(Data("WIDGETS 1".utf8), nil)
            return nil
        }
        let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "planning must not run the program")
        let outcome = try conversion.runAndWait(from: provider, name: "drop", importOptions: ImportOptions())
        #expect(FileManager.default.fileExists(atPath: marker.path))
        #expect(outcome.board?.lists.first?.cards.map(\.title) == ["Widget"])
    }
}
