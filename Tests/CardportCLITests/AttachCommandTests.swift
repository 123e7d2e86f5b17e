import Boards
import CardportTestSupport
import Foundation
import Locking
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files attached from the command line: `edit … --attach FILE` and `import FILE --into BOARD` of a file no
/// adapter reads, kept in the board's file store beside it.
@Suite struct AttachCommandTests {
    typealias Support = CommandLineSupport

    /// The first bytes of a PNG file: its signature and an IHDR chunk header, which is what sniffing looks at.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        + Data(count: 48)

    /// The edit tests' board ("To Do" [Write the report, Call Ann], "Done" [Old]) and its folder.
    func withBoard(_ body: (_ folder: URL, _ board: String) throws -> Void) throws {
        try EditCommandTests().withBoard { board in
            try body(URL(fileURLWithPath: board).deletingLastPathComponent(), board)
        }
    }

    func load(_ board: String) throws -> Board {
        try BoardFormat.decode(Data(contentsOf: URL(fileURLWithPath: board)), file: board)
    }

    @Test func editAttachKeepsTheFileWithTheBoard() throws {
        try withBoard { folder, board in
            let picture = folder.appendingPathComponent("screenshot.png")
            try Self.png.write(to: picture)
            let result = try CardportProcess.run(["edit", board, "card", "Call Ann", "--attach", picture.path])
            #expect(result.status == 0, "\(result.standardError)")
            try FileManager.default.removeItem(at: picture)

            let card = try load(board).card(named: "Call Ann")
            let attachment = try #require(card.attachments.first)
            #expect(attachment.name == "screenshot.png" && attachment.mimeType == "image/png")
            #expect(attachment.bytes == Self.png.count)
            #expect(card.cover?.attachmentID == attachment.id)
            let blob = folder.appendingPathComponent("board.json.files/\(attachment.digest!)")
            #expect(try Data(contentsOf: blob) == Self.png)
            #expect(try String(contentsOfFile: board, encoding: .utf8).contains("\"version\" : 3"))
        }
    }

    @Test func editAttachOfAMissingFileNamesItAndChangesNothing() throws {
        try withBoard { folder, board in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let missing = folder.appendingPathComponent("nowhere.pdf").path
            let result = try CardportProcess.run(["edit", board, "card", "Call Ann", "--done", "--attach", missing])
            #expect(result.status == 66)
            #expect(result.standardError.contains(missing))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test func importIntoOfAFileNoAdapterReadsMakesACardCarryingIt() throws {
        try withBoard { folder, board in
            let picture = folder.appendingPathComponent("diagram.png")
            try Self.png.write(to: picture)
            let result = try CardportProcess.run(["import", picture.path, "--into", board, "--list", "Done", "--json"])
            #expect(result.status == 0, "\(result.standardError)")
            let summary = try Support.object(result.standardOutput)
            #expect(summary["title"] as? String == "diagram.png" && summary["cover"] as? Bool == true)

            let done = try #require(try load(board).lists.first { $0.name == "Done" })
            #expect(done.cards.map(\.title) == ["Old", "diagram.png"])
            let attachment = try #require(done.cards[1].attachments.first)
            #expect(attachment.mimeType == "image/png")
            #expect(done.cards[1].cover?.attachmentID == attachment.id)
            #expect(FileManager.default.fileExists(atPath: board + ".files/" + attachment.digest!))
        }
    }

    @Test func aCardMovedToAnotherBoardTakesItsFiles() throws {
        try withBoard { folder, board in
            let picture = folder.appendingPathComponent("screenshot.png")
            try Self.png.write(to: picture)
            #expect(try CardportProcess.run(["edit", board, "card", "Call Ann", "--attach", picture.path]).status == 0)
            let other = folder.appendingPathComponent("other.json").path
            let markdown = folder.appendingPathComponent("other.md")
            try Data("## Inbox\n- Hello\n".utf8).write(to: markdown)
            #expect(try CardportProcess.run(["import", markdown.path, "-o", other]).status == 0)

            let moved = try CardportProcess.run(["move", board, "Call Ann", "--to", "Inbox", "--to-board", other])
            #expect(moved.status == 0, "\(moved.standardError)")
            let attachment = try #require(try load(other).card(named: "Call Ann").attachments.first)
            #expect(attachment.url == "other.json.files/" + attachment.digest!)
            #expect(try Data(contentsOf: URL(fileURLWithPath: other + ".files/" + attachment.digest!)) == Self.png)
        }
    }

    /// Killing `cardport` while it stores a 50 MB file leaves a board that loads, and no card that points at a
    /// missing or partial file; the next edit clears what the killed writer left.
    @Test func killedWhileAttachingLeavesNoPartialFile() throws {
        try withBoard { folder, board in
            let big = folder.appendingPathComponent("big.bin")
            var bytes = Data(count: 50 << 20)
            bytes.withUnsafeMutableBytes { buffer in
                var state: UInt64 = 0x9E37_79B9_7F4A_7C15
                for index in stride(from: 0, to: buffer.count, by: 8) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    buffer.storeBytes(of: state, toByteOffset: index, as: UInt64.self)
                }
            }
            try bytes.write(to: big)
            let store = board + ".files"

            let process = Process()
            process.executableURL = try CardportProcess.executable()
            process.arguments = ["edit", board, "card", "Call Ann", "--attach", big.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let exit = ExitWatch(process)
            try ProcessLaunch.run(process)
            // Wait for the partial blob, the temporary file the writer fills, then kill the writer.
            var sawPartial = false
            while !exit.wait(seconds: 0) && !sawPartial {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []
                sawPartial = names.contains { $0.hasPrefix(".") && $0.contains(".cardport-") }
            }
            kill(process.processIdentifier, SIGKILL)
            try #require(exit.wait(seconds: 30), "cardport edit outlived SIGKILL")

            let loaded = try load(board)
            for attachment in loaded.lists.flatMap(\.cards).flatMap(\.attachments) where attachment.digest != nil {
                #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/" + attachment.digest!)) == bytes)
            }
            let next = try CardportProcess.run(["edit", board, "card", "Old", "--done"])
            #expect(next.status == 0, "\(next.standardError)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []
            #expect(!left.contains { $0.contains(".cardport-") }, "\(left)")
        }
    }
}
