import CardportTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every input is looked at before it is read: a board or payload too large is refused from its size, a device,
/// a folder, a link loop or an unreadable file gets Cardport's own message and the exit code the manual gives, and
/// a named pipe is still read once, whole.
@Suite struct InputCheckTests {
    typealias Support = CommandLineSupport

    /// A board made by `cardport import` from two Markdown lists, in `folder`.
    static func board(in folder: URL) throws -> String {
        let markdown = folder.appendingPathComponent("board.md")
        try Data("## To Do\n- Write the report\n## Done\n- Old\n".utf8).write(to: markdown)
        let board = folder.appendingPathComponent("board.json").path
        let imported = try CardportProcess.run(["import", markdown.path, "-o", board, "-q"])
        #expect(imported.status == 0, "\(imported.standardError)")
        return board
    }

    /// Runs `command` in `/bin/sh` with `$CARDPORT` set to the executable, as a person would type a pipeline.
    static func shell(_ command: String, in folder: URL) throws -> CardportProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["CARDPORT": try CardportProcess.executable().path]) { $1 }
        let output = folder.appendingPathComponent("shell.out"), errors = folder.appendingPathComponent("shell.err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: output), errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? outputHandle.close(); try? errorHandle.close() }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.runToExit()
        return CardportProcess.Result(
            status: process.terminationStatus, standardOutput: try String(contentsOf: output, encoding: .utf8),
            standardError: try String(contentsOf: errors, encoding: .utf8))
    }

    static let foundationText = ["NSCocoaErrorDomain", "Error Domain", "UserInfo", "The operation could not be completed"]

    // MARK: - Boards checked from their size

    @Test("a 2 GiB sparse board is refused from its size by show and drop, naming the file and the limit")
    func hugeBoard() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("huge.json").path
            #expect(FileManager.default.createFile(atPath: board, contents: Data()))
            #expect(truncate(board, off_t(2) << 30) == 0)
            let clip = folder.appendingPathComponent("clip.txt").path
            try Data("A card\n".utf8).write(to: URL(fileURLWithPath: clip))
            for arguments in [["show", board], ["drop", board, "--list", "To Do", "--item", ".txt=\(clip)"]] {
                let result = try CardportProcess.run(arguments)
                #expect(result.status == 65, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains(
                    "\(board): The board file is 2147483648 bytes (2 GiB), more than the 536870912 bytes (512 MiB) a board file may be"),
                        "\(result.standardError)")
                #expect(result.standardError.contains("the command line cannot raise this limit"))
            }
            var info = stat()
            #expect(stat(board, &info) == 0 && info.st_size == off_t(2) << 30)
        }
    }

    // MARK: - Item files: Cardport's messages, the manual's exit codes

    @Test("drop --item refuses a device, a folder, a link loop and a dangling link with exit 66 and its own words")
    func itemFilesThatAreNoInput() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let loop = folder.appendingPathComponent("loop.txt").path
            #expect(symlink(loop, loop) == 0)
            let dangling = folder.appendingPathComponent("dangling.txt").path
            #expect(symlink(folder.appendingPathComponent("gone.txt").path, dangling) == 0)
            let cases: [(file: String, says: String)] = [
                ("/dev/null", "--item 1: /dev/null: is a device, not a file"),
                ("/dev/zero", "--item 1: /dev/zero: is a device, not a file"),
                (folder.path, "--item 1: \(folder.path): is a folder, not a file"),
                (loop, "--item 1: \(loop): is a symbolic link loop"),
                (dangling, "--item 1: \(dangling): is a symbolic link to a missing file"),
            ]
            for (file, says) in cases {
                let result = try CardportProcess.run(["drop", board, "--list", "To Do", "--item", ".txt=\(file)"])
                #expect(result.status == 66, "\(file): \(result.standardError)")
                #expect(result.standardError.contains(says), "\(file): \(result.standardError)")
                for text in Self.foundationText { #expect(!result.standardError.contains(text), "\(result.standardError)") }
                #expect(!result.standardError.contains("permission"), "\(result.standardError)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("a named pipe given as an item is read once, whole")
    func itemFromAPipe() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            #expect(mkfifo(folder.appendingPathComponent("clip.txt").path, 0o600) == 0)
            let result = try Self.shell(
                "printf 'From a pipe\\n' > clip.txt & \"$CARDPORT\" drop board.json --list 'To Do' --item .txt=clip.txt", in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try Support.lists(ofBoard: board).first?.cards == ["Write the report", "From a pipe"])
        }
    }

    @Test("a file this user may not read is 66, said as a permission problem only when it is one")
    func unreadableFile() throws {
        // Only root can make a file another user cannot read and run the command as that user.
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        try Support.withFolder { folder in
            #expect(chmod(folder.path, 0o777) == 0)
            let board = try Self.board(in: folder)
            #expect(chmod(board, 0o666) == 0)
            let secret = folder.appendingPathComponent("secret.txt").path
            try Data("Private\n".utf8).write(to: URL(fileURLWithPath: secret))
            #expect(chmod(secret, 0o600) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            for arguments in [["drop", board, "--list", "To Do", "--item", ".txt=\(secret)"], ["inspect", secret]] {
                let result = try Self.shell(
                    "exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$CARDPORT\" "
                        + arguments.map { "'\($0)'" }.joined(separator: " "), in: folder)
                #expect(result.status == 66, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains("\(secret): cannot be read: permission denied"), "\(result.standardError)")
                for text in Self.foundationText { #expect(!result.standardError.contains(text), "\(result.standardError)") }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("import refuses a device given as the payload instead of reading it without end")
    func devicePayload() throws {
        let result = try CardportProcess.run(["import", "/dev/zero", "-o", "-"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("/dev/zero: is a device, not a file"), "\(result.standardError)")
    }

    // MARK: - Output paths

    @Test("-o /dev/stdout into a pipe writes to standard output")
    func outputToDevStdoutInAPipe() throws {
        try Support.withFolder { folder in
            _ = try Self.board(in: folder)
            let result = try Self.shell(
                "\"$CARDPORT\" export board.json --as .md -o /dev/stdout | cat > out.md", in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.isEmpty, "\(result.standardError)")
            let written = try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
            #expect(written.contains("## To Do\n\n- Write the report\n"))
        }
    }

    @Test("an output path that is a symbolic link loop is said to be one")
    func outputLinkLoop() throws {
        try Support.withFolder { folder in
            let board = try Self.board(in: folder)
            let loop = folder.appendingPathComponent("loop.md").path
            #expect(symlink(loop, loop) == 0)
            let result = try CardportProcess.run(["export", board, "--as", ".md", "-o", loop, "--force"])
            #expect(result.status == 73)
            #expect(result.standardError.contains("\(loop): it is a symbolic link loop"), "\(result.standardError)")
            #expect(!result.standardError.contains("missing file"))
        }
    }

    // MARK: - Markdown from a format without markup

    @Test("a CSV description's <script> stays text when the board is written as Markdown")
    func csvNotesInMarkdown() throws {
        try Support.withFolder { folder in
            let csv = folder.appendingPathComponent("tasks.csv")
            try Data("Title,Description,Status\nPay rent,\"<script>alert(1)</script>\",To Do\n".utf8).write(to: csv)
            let result = try CardportProcess.run(["convert", csv.path, "--to", ".md", "-q"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!result.standardOutput.contains("<script>"), "\(result.standardOutput)")
            #expect(result.standardOutput.contains("\\<script\\>alert(1)\\</script\\>"), "\(result.standardOutput)")
        }
    }
}
