import CardportTestSupport
import Foundation
import Testing

/// The README's promises: its runnable shell blocks run as shown, its links lead somewhere, and it stays short.
///
/// A block is runnable when the line before its ```sh fence is `<!-- readme-test: run -->`. It runs in bash
/// (`set -euo pipefail`) from the package's folder with the built `cardport` first on the `PATH`; inside it,
/// `swift run cardport ARGS` runs that same `cardport` (building again from inside `swift test` would wait for
/// this run's own build lock), and `swift test` is this run itself, so it is skipped. The blocks run one after
/// another, in README order: the tour's later blocks use the board its first block made.
@Suite(.serialized) struct ReadmeTests {
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The runnable blocks, each with the README line its fence is on.
    static func runnableBlocks() throws -> [(line: Int, script: String)] {
        let lines = try readme().components(separatedBy: "\n")
        var blocks: [(Int, String)] = []
        var index = 0
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces) == "<!-- readme-test: run -->",
               index + 1 < lines.count, lines[index + 1].hasPrefix("```sh") {
                var body: [String] = []
                var end = index + 2
                while end < lines.count, !lines[end].hasPrefix("```") { body.append(lines[end]); end += 1 }
                blocks.append((index + 2, body.joined(separator: "\n")))
                index = end
            }
            index += 1
        }
        return blocks
    }

    @Test func theReadmeIsAFrontDoorUnder400Lines() throws {
        let count = try Self.readme().components(separatedBy: "\n").count
        #expect(count < 400, "README.md has \(count) lines")
    }

    @Test func theTwoCommandsAndTheTourAreMarkedRunnable() throws {
        let blocks = try Self.runnableBlocks()
        #expect(blocks.count >= 5)
        #expect(blocks.first?.script.contains("swift run cardport import Samples/Payloads/") == true)
        #expect(blocks.first?.script.contains("swift test") == true)
    }

    @Test(arguments: try ReadmeTests.runnableBlocks().map(\.line))
    func aRunnableBlockRunsAsShown(line: Int) throws {
        let script = try #require(try Self.runnableBlocks().first { $0.line == line }?.script)
        let cardport = try CardportProcess.executable()
        let prelude = """
            set -euo pipefail
            swift() {
              case "$1 ${2-}" in
                "run cardport") shift 2; cardport "$@" ;;
                "test "*) echo "(swift test: this run)" ;;
                *) echo "README test: 'swift $*' is not run here" >&2; return 64 ;;
              esac
            }

            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", prelude + script]
        process.currentDirectoryURL = Self.packageFolder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = cardport.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-block-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.runToExit()
        let printed = try String(contentsOf: output, encoding: .utf8)
        #expect(process.terminationStatus == 0, "README.md:\(line) exited \(process.terminationStatus):\n\(printed)")
    }

    @Test func everyLinkToAFileOfThePackageLeadsToOne() throws {
        let readme = try Self.readme()
        let links = readme.matches(of: /\]\(([^)#:]+)\)/).map { String($0.output.1) }
        #expect(links.count > 10)
        for link in links {
            let path = Self.packageFolder.appendingPathComponent(link).path
            #expect(FileManager.default.fileExists(atPath: path), "README.md links to \(link), which does not exist")
        }
    }

    @Test func theInstallStepInstallsTheManPageThatIsCommitted() throws {
        #expect(try Self.readme().contains("install -m 644 docs/cardport.1"))
        #expect(FileManager.default.fileExists(atPath: Self.packageFolder.appendingPathComponent("docs/cardport.1").path))
    }
}

/// The documentation's snippets (`Snippets/*.swift`) are built with the package; each also runs to the end,
/// checking what its article says it shows.
@Suite struct DocumentationSnippetTests {
    @Test(arguments: ["GettingStarted", "WritingAnAdapter", "TestingDropsHeadlessly", "PortingFromApplePlatforms",
                      "ArticleExamples"])
    func aSnippetRunsToItsEnd(name: String) throws {
        let executable = try CardportProcess.executable().deletingLastPathComponent().appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "\(name) is not built")
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = ReadmeTests.packageFolder   // the snippets read Samples/ from there
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.runToExit()
        #expect(process.terminationStatus == 0, "swift run \(name) exited \(process.terminationStatus)")
    }
}
