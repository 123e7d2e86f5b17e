import Foundation
import Testing

/// `cardport types guess FILE|-`: a file's type from its name and first bytes, as GLib guesses it.
@Suite struct TypesGuessCommandTests {
    private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-guess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file
    }

    @Test func aPDFNamedTxtIsTextByNameAndExplainSaysTheBytesArePDF() throws {
        let file = try temporaryFile("notes.txt", Array("%PDF-1.4\n".utf8))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let plain = try CardportProcess.run(["types", "guess", file.path])
        #expect(plain.status == 0)
        #expect(plain.lines == ["text/plain\tpublic.plain-text"])
        let explained = try CardportProcess.run(["types", "guess", file.path, "--explain"])
        #expect(explained.lines.contains("bytes: application/pdf (magic, priority 50)"))
        #expect(explained.lines.contains { $0.hasPrefix("because: ") && $0.contains("the bytes say application/pdf instead") })
    }

    @Test func standardInputIsGuessedByItsBytesOrByTheNameGiven() throws {
        let pdf = "%PDF-1.4\n"
        let unnamed = try CardportProcess.run(["types", "guess", "-", "--mime"], input: pdf)
        #expect(unnamed.lines == ["application/pdf"])
        let named = try CardportProcess.run(["types", "guess", "-", "--name", "photo.gif", "--json"], input: pdf)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(named.standardOutput.utf8)) as? [String: Any])
        #expect(object["mimeType"] as? String == "image/gif")
        #expect(object["contentDisagrees"] as? Bool == true)
        #expect((object["content"] as? [String: Any])?["mimeType"] as? String == "application/pdf")
    }

    @Test func guessAndLookupGiveOneTypeForACFileAndAFolderIsPublicFolder() throws {
        let file = try temporaryFile("x.c", Array("#include <stdio.h>\nint main(void) { return 0; }\n".utf8))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(try CardportProcess.run(["types", "guess", file.path]).lines == ["text/x-csrc\tpublic.c-source"])
        let lookup = try CardportProcess.run(["types", "lookup", "--extension", "c"])
        #expect(lookup.lines.first?.hasPrefix("public.c-source") == true, "\(lookup.lines)")
        let folder = FileManager.default.temporaryDirectory
        #expect(try CardportProcess.run(["types", "guess", folder.path]).lines == ["inode/directory\tpublic.folder"])
    }

    @Test func aFIFOAndADeviceAreNamedByTheirKindWithoutReading() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // No writer ever opens the FIFO: reading it would block, so an answer shows it was not read.
        let guessed = try CardportProcess.run(["types", "guess", fifo.path, "--explain"])
        #expect(guessed.status == 0)
        #expect(guessed.lines.first?.hasPrefix("inode/fifo\t") == true, "\(guessed.lines)")
        #expect(guessed.lines.contains { $0.contains("FIFO, which has no content to read") })
        #expect(try CardportProcess.run(["types", "guess", "/dev/null", "--mime"]).lines == ["inode/chardevice"])
    }

    @Test func aFolderIsADirectoryAndAMissingFileExits66() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(try CardportProcess.run(["types", "guess", folder.path, "--mime"]).lines == ["inode/directory"])
        let missing = try CardportProcess.run(["types", "guess", "/nonexistent/cardport-nope.txt"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("/nonexistent/cardport-nope.txt: no such file"))
    }
}
