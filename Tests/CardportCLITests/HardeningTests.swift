import CardportTestSupport
import Foundation
import Locking
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The command line as a hostile or unlucky user runs it: racing writers, special files, links, read-only
/// boards, kills mid-save, huge widths, and every error kept to one clear line. Each test names the finding of
/// the hardening review it pins.
@Suite struct HardeningTests {
    typealias Support = CommandLineSupport

    /// Starts every run at once, then waits for all; standard output and error go to files.
    static func runConcurrently(_ runs: [[String]]) throws -> [CardportProcess.Result] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-race-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var started: [(Process, ExitWatch, URL, URL, FileHandle, FileHandle)] = []
        for (index, arguments) in runs.enumerated() {
            let out = folder.appendingPathComponent("\(index).out"), err = folder.appendingPathComponent("\(index).err")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            let process = Process()
            process.executableURL = try CardportProcess.executable()
            process.arguments = arguments
            let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
            process.standardOutput = outHandle
            process.standardError = errHandle
            process.standardInput = FileHandle.nullDevice
            started.append((process, ExitWatch(process), out, err, outHandle, errHandle))
        }
        for run in started { try ProcessLaunch.run(run.0) }
        return try started.map { process, exit, out, err, outHandle, errHandle in
            guard exit.wait(seconds: 300) else {
                exit.stop(process)
                throw ChildProcessTimeout(command: ["cardport"] + (process.arguments ?? []), seconds: 300)
            }
            try? outHandle.close()
            try? errHandle.close()
            return CardportProcess.Result(
                status: process.terminationStatus, standardOutput: try String(contentsOf: out, encoding: .utf8),
                standardError: try String(contentsOf: err, encoding: .utf8))
        }
    }

    /// A board file made from the native sample, in `folder`.
    static func board(in folder: URL, named name: String = "board.json") throws -> String {
        let board = folder.appendingPathComponent(name).path
        let made = try CardportProcess.run(["import", Support.sample("native-board.json"), "-o", board, "-q"])
        #expect(made.status == 0, "\(made.standardError)")
        return board
    }

    // MARK: - Finding 1: racing writers to a new output

    @Test func tenConcurrentConvertsToOneNewFileHaveOneWinner() throws {
        try Support.withFolder { folder in
            let out = folder.appendingPathComponent("out.md").path
            let results = try Self.runConcurrently(
                Array(repeating: ["convert", Support.sample("errands.txt"), "--to", ".md", "-o", out, "-q"], count: 10))
            #expect(results.count { $0.status == 0 } == 1)
            #expect(results.count { $0.status == 73 } == 9)
            for result in results where result.status == 73 { #expect(result.standardError.contains("\(out): ")) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.md"])
        }
    }

    // MARK: - Finding 2: --force and special files

    @Test func forcedOutputsRefuseFIFOsAndFoldersAndKeepLinks() throws {
        try Support.withFolder { folder in
            let fifo = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let fifoRun = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".md", "-o", fifo, "--force"])
            #expect(fifoRun.status == 73)
            #expect(fifoRun.standardError.contains("\(fifo): it is a named pipe (FIFO)"))
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

            let folderRun = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".md", "-o", folder.path])
            #expect(folderRun.status == 73)
            #expect(folderRun.standardError.contains("it is a folder"))
            #expect(!folderRun.standardError.contains("the file exists"))

            let real = folder.appendingPathComponent("real.md").path
            try Data("old".utf8).write(to: URL(fileURLWithPath: real))
            let link = folder.appendingPathComponent("link.md").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
            let linkRun = try CardportProcess.run(["export", Support.sample("native-board.json"), "--as", ".md", "-o", link, "--force", "-q"])
            #expect(linkRun.status == 0, "\(linkRun.standardError)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
            #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("# "))
        }
    }

    // MARK: - Findings 3 and 4: read-only and linked boards

    @Test func aReadOnlyBoardIsRefusedUnlessForced() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            #expect(chmod(board, 0o444) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let refused = try CardportProcess.run(["import", Support.sample("errands.txt"), "--into", board, "-q"])
            #expect(refused.status == 73)
            #expect(refused.standardError.contains("\(board): the board is read-only"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
            let forced = try CardportProcess.run(["import", Support.sample("errands.txt"), "--into", board, "-q", "--force"])
            #expect(forced.status == 0, "\(forced.standardError)")
            #expect(try Support.lists(ofBoard: board).flatMap(\.cards).contains("Buy milk"))
            #expect(try FileManager.default.attributesOfItem(atPath: board)[.posixPermissions] as? Int == 0o444)
        }
    }

    @Test func importAndDropThroughALinkedBoardKeepTheLink() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let link = folder.appendingPathComponent("link.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: board)
            let imported = try CardportProcess.run(["import", Support.sample("errands.txt"), "--into", link, "-q"])
            #expect(imported.status == 0, "\(imported.standardError)")
            let clip = folder.appendingPathComponent("clip.txt")
            try Data("Dropped through the link\n".utf8).write(to: clip)
            let list = try Support.lists(ofBoard: board)[0].name
            let dropped = try CardportProcess.run(["drop", link, "--list", list, "--item", ".txt=\(clip.path)"])
            #expect(dropped.status == 0, "\(dropped.standardError)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == board)
            let cards = try Support.lists(ofBoard: board).flatMap(\.cards)
            #expect(cards.contains("Buy milk") && cards.contains("Dropped through the link"))
        }
    }

    // MARK: - Finding 8 and item 2: concurrent edits queue; the wait is bounded

    @Test func twentyConcurrentImportsIntoOneBoardAllLand() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let before = try Support.lists(ofBoard: board)
            var runs: [[String]] = []
            for index in 0..<20 {
                let payload = folder.appendingPathComponent("card-\(index).txt")
                try Data("Card number \(index)\n".utf8).write(to: payload)
                runs.append(["import", payload.path, "--into", board, "--list", before[0].name, "-q", "--wait", "60"])
            }
            let results = try Self.runConcurrently(runs)
            #expect(results.map(\.status) == Array(repeating: 0, count: 20), "\(results.map(\.standardError))")
            let cards = try Support.lists(ofBoard: board)[0].cards
            #expect(Set((0..<20).map { "Card number \($0)" }).isSubset(of: Set(cards)))
            #expect(cards.count == before[0].cards.count + 20)
        }
    }

    @Test func aHeldLockEndsTheEditWithExit75NamingTheHolder() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
            #expect(flock(descriptor, LOCK_EX) == 0)
            defer { close(descriptor) }
            let result = try CardportProcess.run(["import", Support.sample("errands.txt"), "--into", board, "--wait", "0.2"])
            #expect(result.status == 75)
            #expect(result.standardError.contains("process \(getpid())"))
            #expect(result.standardError.contains("--wait"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    // MARK: - Item 7: SIGKILL at random points of a save

    @Test func killedSavesLeaveTheOldBoardOrTheNewOneAndTheNextSaveCleansUp() throws {
        try Support.withFolder { folder in
            // A board of half a megabyte, so reading and saving it take a good part of each run.
            let board = try Self.board(in: folder)
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            var lists = object["lists"] as? [[String: Any]] ?? []
            lists[0]["cards"] = (0..<2000).map { ["id": "bulk\($0)", "title": "Bulk card \($0) " + String(repeating: "é", count: 100)] }
            object["lists"] = lists
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: board))
            let payload = Support.sample("errands.txt")
            let arguments = ["import", payload, "--into", board, "-q"]
            // Kill points spread over one whole run's span and a little past it.
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try CardportProcess.run(arguments).status == 0)
            let span = (clock.now - start) * 1.5
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                let before = try Data(contentsOf: URL(fileURLWithPath: board))
                let beforeLists = try Support.lists(ofBoard: board).count
                let process = Process()
                process.executableURL = try CardportProcess.executable()
                process.arguments = arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let exit = ExitWatch(process)
                try ProcessLaunch.run(process)
                let microseconds = Double(span.components.seconds) * 1e6 + Double(span.components.attoseconds) / 1e12
                usleep(UInt32(Double.random(in: 0..<max(1, microseconds), using: &generator)))
                kill(process.processIdentifier, SIGKILL)
                try #require(exit.wait(seconds: 30), "cardport outlived SIGKILL")
                // Old bytes, or a whole new board that parses and holds one more list: never a mix.
                let after = try Data(contentsOf: URL(fileURLWithPath: board))
                if after != before { #expect(try Support.lists(ofBoard: board).count == beforeLists + 1) }
            }
            let finished = try CardportProcess.run(arguments)
            #expect(finished.status == 0, "\(finished.standardError)")
            // The board and its history, and no temporary file left behind.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["board.json", "board.json.history"])
        }
    }

    // MARK: - Findings 6 and 8: one clear line per error

    @Test func everyErrorIsOneShortLineNamingWhatIsWrong() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            // A large board: listing all its lists or printing it would flood the terminal.
            let large = folder.appendingPathComponent("large.json").path
            var object = try Support.object(String(contentsOfFile: board, encoding: .utf8))
            let lists = (0..<500).map { ["id": "L\($0)", "name": "List \($0) " + String(repeating: "x", count: 100), "cards": []] as [String: Any] }
            object["lists"] = lists
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: large))
            let clip = folder.appendingPathComponent("clip.txt").path
            try Data("clip\n".utf8).write(to: URL(fileURLWithPath: clip))
            let existing = folder.appendingPathComponent("existing.md").path
            try Data("x".utf8).write(to: URL(fileURLWithPath: existing))
            let missing = folder.appendingPathComponent("missing.json").path
            let cases: [(arguments: [String], names: String, says: String)] = [
                (["drop", large, "--list", "Nowhere", "--item", ".txt=\(clip)"], large, "No list has the id or name 'Nowhere'"),
                (["drop", board, "--list", "Nowhere", "--item", clip], "--item 1", "'\(clip)' is not TYPE=FILE"),
                (["drop", board, "--list", "Nowhere", "--item", ".txt=\(missing)"], missing, "no such file"),
                (["drop", board, "--list", "Nowhere", "--at", "-1", "--item", ".txt=\(clip)"], "--at", "--at must be 0 or more"),
                (["import", clip, "--into", large, "--list", "Nowhere"], large, "No list has the id or name 'Nowhere'"),
                (["import", clip, "--into", board, "--at", "-1"], "--at", "--at must be 0 or more"),
                (["import", clip, "--into", board, "--at", "99"], board, "--at 99"),
                (["import", clip, "--into", board, "--wait", "-1"], "--wait", "--wait must be 0 or more"),
                (["import", clip, "--into", missing], missing, ""),
                (["import", clip, "-o", existing], existing, "the file exists"),
                (["import", clip, "-o", folder.path, "--force"], folder.path, "it is a folder"),
                (["export", board, "--as", ".md", "-o", existing], existing, "the file exists"),
                (["export", missing, "--as", ".md"], missing, ""),
                (["convert", clip, "--to", ".md", "-o", folder.path], folder.path, "it is a folder"),
                (["show", large, "--width", "100000"], "--width", "--width must be 20 to 1000"),
                (["show", large, "--width", "-5"], "--width", "--width must be 20 to 1000"),
                (["show", missing], missing, ""),
            ]
            for (arguments, names, says) in cases {
                let result = try CardportProcess.run(arguments)
                let lines = result.standardError.split(separator: "\n")
                #expect(result.status != 0, "\(arguments)")
                #expect(result.standardError.contains(names), "\(arguments): \(result.standardError)")
                #expect(says.isEmpty || result.standardError.contains(says), "\(arguments): \(result.standardError)")
                #expect(result.standardError.utf8.count < 1000, "\(arguments): \(result.standardError.utf8.count) bytes")
                for debugSyntax in ["Optional(", "Board(", "BoardList(", "Card(", "[\"", "Swift.", "Boards."] {
                    #expect(!result.standardError.contains(debugSyntax), "\(arguments): \(result.standardError)")
                }
                // The error and a hint; argument parser's usage errors add their usage lines after a blank one.
                let message = lines.prefix { !$0.hasPrefix("Usage:") }
                #expect(message.count <= 2, "\(arguments): \(result.standardError)")
            }
        }
    }

    // MARK: - Finding 7: bounded width

    @Test func aHugeColumnsIsCappedAtAThousand() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let result = try CardportProcess.run(["show", board], environment: ["COLUMNS": "1000000"])
            #expect(result.status == 0)
            let widest = result.lines.map(\.count).max() ?? 0
            #expect(widest <= 1000 && widest > 200)
        }
    }
}
