import CardportTestSupport
import Foundation
import Testing

/// `--max-input-size` moves the limit `import`, `convert` and `inspect` put on a payload, and `drop` on a dropped
/// item's file: one over it is refused from its size with exit 65, naming the file and the limit, and nothing is
/// written; under it, it is read as usual.
@Suite struct InputSizeOptionTests {
    typealias Support = CommandLineSupport

    /// A Markdown payload of 3,000 to 4,000 bytes, in `folder`.
    static func payload(in folder: URL) throws -> String {
        let lines = (1...120).map { "- Card number \($0) of the list" }.joined(separator: "\n")
        let path = folder.appendingPathComponent("plan.md").path
        try Data(("## To Do\n" + lines + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect((3_000...4_000).contains(size))
        return path
    }

    @Test("import, convert and inspect refuse a payload over --max-input-size, naming the file and the limit, and write nothing")
    func aPayloadOverTheLimitIsRefused() throws {
        try Support.withFolder { folder in
            let payload = try Self.payload(in: folder)
            let board = folder.appendingPathComponent("board.json").path
            let markdown = folder.appendingPathComponent("out.txt").path
            for arguments in [
                ["import", payload, "-o", board, "--max-input-size", "2K"],
                ["convert", payload, "--to", ".txt", "-o", markdown, "--max-input-size", "2048"],
                ["inspect", payload, "--max-input-size", "2K"],
            ] {
                let result = try CardportProcess.run(arguments)
                #expect(result.status == 65, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains("\(payload): the input is"), "\(result.standardError)")
                #expect(result.standardError.contains("more than the limit of 2048"), "\(result.standardError)")
                #expect(result.standardError.contains("--max-input-size raises the limit"), "\(result.standardError)")
            }
            #expect(!FileManager.default.fileExists(atPath: board))
            #expect(!FileManager.default.fileExists(atPath: markdown))
        }
    }

    @Test("drop refuses an item's file over --max-input-size before the board is touched, and drops it under a larger one")
    func aDroppedFileOverTheLimitIsRefused() throws {
        try Support.withFolder { folder in
            let payload = try Self.payload(in: folder)
            let board = folder.appendingPathComponent("board.json").path
            #expect(try CardportProcess.run(["import", payload, "-o", board, "-q"]).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let drop = ["drop", board, "--list", "To Do", "--item", "net.daringfireball.markdown=\(payload)"]
            let refused = try CardportProcess.run(drop + ["--max-input-size", "2K"])
            #expect(refused.status == 65, "\(refused.standardError)")
            #expect(refused.standardError.contains("more than the limit of 2048"), "\(refused.standardError)")
            #expect(refused.standardError.contains("--max-input-size raises the limit"), "\(refused.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
            let dropped = try CardportProcess.run(drop + ["--max-input-size", "4K"])
            #expect(dropped.status == 0, "\(dropped.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) != before)
        }
    }

    @Test("inspect reads a payload under --max-input-size")
    func inspectReadsUnderTheLimit() throws {
        try Support.withFolder { folder in
            let result = try CardportProcess.run(["inspect", try Self.payload(in: folder), "--max-input-size", "4K"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("120"), "\(result.standardOutput)")
        }
    }

    @Test("a limit above the payload, in any unit, imports it whole", arguments: ["4K", "4096", "1M", "1mib", "3G", "1T"])
    func aPayloadUnderTheLimitIsRead(_ size: String) throws {
        try Support.withFolder { folder in
            let payload = try Self.payload(in: folder)
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", payload, "-o", board, "-q", "--max-input-size", size])
            #expect(result.status == 0, "\(size): \(result.standardError)")
            let shown = try CardportProcess.run(["show", board])
            #expect(shown.standardOutput.contains("Card number 120 of the list"), "\(shown.standardOutput)")
        }
    }

    @Test("a size that is not a whole number of bytes, K, M, G or T is a usage error", arguments: [
        "0", "-5", "1.5G", "12X", "K", "", "99999999999T", "٣M",
    ])
    func aMalformedSizeIsAUsageError(_ size: String) throws {
        try Support.withFolder { folder in
            let payload = try Self.payload(in: folder)
            let result = try CardportProcess.run(
                ["import", payload, "-o", folder.appendingPathComponent("board.json").path, "--max-input-size", size])
            #expect(result.status == 64, "\(size): \(result.standardError)")
            #expect(result.standardError.contains("--max-input-size"), "\(result.standardError)")
        }
    }
}
