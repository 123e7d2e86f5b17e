import CardportTestSupport
import Foundation

/// The repository's sample payloads and a scratch folder for the command tests.
enum CommandLineSupport {
    /// `Samples/Payloads/NAME` in this checkout.
    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/Payloads/\(name)").path
    }

    /// Every sample payload and the type `cardport inspect` should find for it.
    static let samples: [(file: String, type: String)] = [
        ("trello-simple-project-board.json", "com.trello.board-export"),
        ("native-board.json", "app.cardport.board"),
        ("release-checklist.md", "net.daringfireball.markdown"),
        ("obsidian-kanban.md", "md.obsidian.kanban"),
        ("errands.txt", "public.plain-text"),
        ("browser-list-copy.html", "public.html"),
        ("workflowy.opml", "org.opml.opml"),
        ("jira-export.xml", "com.atlassian.jira.issue-xml"),
        ("native-board.cardportxml", "app.cardport.board-xml"),
    ]

    /// A new empty folder, removed by `body`'s end.
    static func withFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// The JSON object a command printed.
    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }

    /// A board file's lists as (name, card titles), read with JSONSerialization rather than the module.
    static func lists(ofBoard path: String) throws -> [(name: String, cards: [String])] {
        let board = try object(String(contentsOfFile: path, encoding: .utf8))
        let lists = board["lists"] as? [[String: Any]] ?? []
        return lists.map { list in
            ((list["name"] as? String) ?? "", ((list["cards"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String })
        }
    }
}

/// `cardport` run inside a pseudo-terminal by util-linux's `script`, so that its standard output and standard
/// error are terminals, as they are for a person typing the command.
enum TerminalRun {
    static let script = "/usr/bin/script"

    /// Whether `script` is installed (the terminal tests are skipped without it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// What the terminal showed (standard output and standard error together). `environment` entries are added
    /// to this process's environment; `removing` names variables to unset.
    static func run(_ arguments: [String], environment: [String: String] = [:], removing: [String] = []) throws -> String {
        let executable = try CardportProcess.executable().path
        let command = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-tty-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command, "/dev/null"]
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        for name in removing { variables[name] = nil }
        process.environment = variables
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.runToExit()
        return try String(contentsOf: output, encoding: .utf8)
    }
}
