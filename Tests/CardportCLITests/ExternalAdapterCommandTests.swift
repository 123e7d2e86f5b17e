import CardportTestSupport
import Foundation
import Testing

/// The commands with external adapters installed: the shipped Taskwarrior sample, and faulty plugins.
@Suite struct ExternalAdapterCommandTests {
    /// `Samples/Adapters` in this checkout.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Adapters")

    /// A real `task export` file shipped with the sample.
    static let export = samples.appendingPathComponent("taskwarrior/Fixtures/taskwarrior-testdata-export.json").path

    /// The environment that installs the sample adapters, and nothing from the user's own data folder.
    static func environment(_ extra: String? = nil) -> [String: String] {
        ["CARDPORT_ADAPTER_PATH": ([extra].compactMap { $0 } + [samples.path]).joined(separator: ":"),
         "XDG_DATA_HOME": "/nonexistent"]
    }

    @Test func adaptersListsTheInstalledSampleAndWarnsAboutABadManifest() throws {
        try CommandLineSupport.withFolder { folder in
            let bad = folder.appendingPathComponent("broken")
            try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
            try Data(#"{"name": "broken", "reads": "x"}"#.utf8).write(to: bad.appendingPathComponent("adapter.json"))
            let result = try CardportProcess.run(["adapters"], environment: Self.environment(folder.path))
            #expect(result.status == 0)
            let line = try #require(result.lines.first { $0.hasPrefix("taskwarrior ") })
            #expect(line.contains("reads  com.taskwarrior.export"))
            #expect(result.standardOutput.contains("external " + Self.samples.appendingPathComponent("taskwarrior").path))
            #expect(result.standardError.contains("skipped an external adapter: \(bad.path)/adapter.json"))
            let without = try CardportProcess.run(["adapters"], environment: ["XDG_DATA_HOME": "/nonexistent"])
            #expect(!without.standardOutput.contains("taskwarrior"))
        }
    }

    @Test func importRecognisesATaskExportByContent() throws {
        try CommandLineSupport.withFolder { folder in
            let board = folder.appendingPathComponent("tasks.cardport").path
            let result = try CardportProcess.run(["import", Self.export, "-o", board], environment: Self.environment())
            #expect(result.status == 0, "\(result.standardError)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.map(\.name) == ["No project", "wth", "colortask"])
            #expect(lists.map(\.cards.count).reduce(0, +) == 33)
        }
    }

    @Test func twoAdaptersEquallySureOfATaskExportStopWithExit65NamingBoth() throws {
        try CommandLineSupport.withFolder { folder in
            // A second adapter that claims task exports with the same hints, as another type.
            let rival = folder.appendingPathComponent("tasks-rival")
            try FileManager.default.createDirectory(at: rival, withIntermediateDirectories: true)
            try Data("""
                {"name": "tasks-rival", "executable": "run", "reads": ["org.example.tasks"],
                 "recognition": {"magic": ["["], "jsonKeys": ["uuid", "description", "status", "entry"]},
                 "UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.example.tasks", "UTTypeConformsTo": ["public.json"]}]}
                """.utf8).write(to: rival.appendingPathComponent("adapter.json"))
            try writeExecutable("#!/bin/sh\nexit 1\n", to: rival.appendingPathComponent("run").path)
            let board = folder.appendingPathComponent("tasks.cardport").path
            let ambiguous = try CardportProcess.run(
                ["import", Self.export, "-o", board], environment: Self.environment(folder.path))
            #expect(ambiguous.status == 65)
            #expect(ambiguous.standardError.contains("the content is ambiguous"))
            #expect(ambiguous.standardError.contains("--type com.taskwarrior.export or --type org.example.tasks"))
            #expect(!FileManager.default.fileExists(atPath: board))
            let chosen = try CardportProcess.run(
                ["import", Self.export, "--type", "com.taskwarrior.export", "-o", board],
                environment: Self.environment(folder.path))
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(try CommandLineSupport.lists(ofBoard: board).map(\.cards.count).reduce(0, +) == 33)
        }
    }

    @Test func inspectAndTypeNameTheExternalAdapter() throws {
        let result = try CardportProcess.run(
            ["inspect", Self.export, "--type", "com.taskwarrior.export", "--json"], environment: Self.environment())
        #expect(result.status == 0, "\(result.standardError)")
        let report = try CommandLineSupport.object(result.standardOutput)
        #expect(report["adapter"] as? String == "taskwarrior")
        #expect(report["type"] as? String == "com.taskwarrior.export")
    }

    @Test func convertGoesThroughTheExternalReaderToMarkdown() throws {
        let result = try CardportProcess.run(
            ["convert", Self.export, "--to", ".md", "-o", "-"], environment: Self.environment())
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Start and Stop task using 's'"))
    }

    @Test func aPluginThatHangsIsExit69NamingIt() throws {
        try CommandLineSupport.withFolder { folder in
            let plugin = folder.appendingPathComponent("sleepy")
            try FileManager.default.createDirectory(at: plugin, withIntermediateDirectories: true)
            try Data("""
                {"name": "sleepy", "executable": "run", "reads": ["org.example.sleepy"], "limits": {"seconds": 1},
                 "UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.example.sleepy", "UTTypeConformsTo": ["public.data"],
                   "UTTypeTagSpecification": {"public.filename-extension": ["sleepy"]}}]}
                """.utf8).write(to: plugin.appendingPathComponent("adapter.json"))
            try writeExecutable("#!/bin/sh\nexec sleep 60\n", to: plugin.appendingPathComponent("run").path)
            let payload = folder.appendingPathComponent("in.sleepy")
            try Data("zzz".utf8).write(to: payload)
            let result = try CardportProcess.run(
                ["import", payload.path, "-o", folder.appendingPathComponent("out.cardport").path],
                environment: ["CARDPORT_ADAPTER_PATH": folder.path, "XDG_DATA_HOME": "/nonexistent"])
            #expect(result.status == 69)
            #expect(result.standardError.contains("the external adapter “sleepy” did not finish within its time limit"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.cardport").path))
        }
    }

    @Test func badDataThePluginReportsIsExit65AtItsPlace() throws {
        try CommandLineSupport.withFolder { folder in
            let bad = folder.appendingPathComponent("bad.json")
            try Data("[\n{\"description\": \"a\",\n  \"uuid\": }\n]".utf8).write(to: bad)
            let result = try CardportProcess.run(
                ["import", bad.path, "--type", "com.taskwarrior.export", "-o", folder.appendingPathComponent("o.cardport").path],
                environment: Self.environment())
            #expect(result.status == 65)
            #expect(result.standardError.contains("\(bad.path): 3:11: taskwarrior: not JSON"))
        }
    }
}
