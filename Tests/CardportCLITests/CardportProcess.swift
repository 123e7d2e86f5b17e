import CardportTestSupport
import Foundation

/// The built `cardport` executable, run as a subprocess the way a user or a script runs it.
struct CardportProcess {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output split into lines, without the final empty one.
        var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var searched: [String]
        var description: String { "no cardport executable in \(searched.joined(separator: ", "))" }
    }

    /// The executable: in the build products folder that holds the test bundle.
    static func executable() throws -> URL {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("cardport")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotBuilt(searched: folders.map(\.path))
    }

    /// The URL of a fixture file of this test target.
    static func fixture(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw NotBuilt(searched: ["Fixtures/\(name)"])
        }
        return url
    }

    /// Runs `cardport` with `arguments`, feeding it `input` on standard input, and waits for it to end.
    ///
    /// Output goes to temporary files rather than pipes, so a large output cannot block the child.
    /// `environment` entries are added to this process's environment for the child; `executable` runs another
    /// copy of `cardport` than the built one.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], executable: URL? = nil
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardport-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("stdin")
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)

        let process = Process()
        process.executableURL = try executable ?? Self.executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = try FileHandle(forReadingFrom: inURL)
        let stdout = try FileHandle(forWritingTo: outURL)
        let stderr = try FileHandle(forWritingTo: errURL)
        defer { try? stdin.close(); try? stdout.close(); try? stderr.close() }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.runToExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8))
    }
}
