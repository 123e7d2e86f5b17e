import Dispatch
import CardportTestSupport
import Foundation
import Locking
import Testing

@testable import Boards

#if canImport(Glibc)
import Glibc
#endif

/// The one writer behind every output file: create-if-absent in the commit, links followed, special files and
/// read-only files refused, owner, group and mode kept, stale temporary files removed.
@Suite struct AtomicWriterTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("out.md")
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesANewFileWhole() throws {
        try AtomicWriter(path: path).write(Data("hello\n".utf8))
        #expect(try text(path) == "hello\n")
        #expect(folder.contents == ["out.md"])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o644)
    }

    @Test func refusesAnExistingFileWithoutForce() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: BoardStorageError.self) { try AtomicWriter(path: path).write(Data("new".utf8)) }
        #expect(error?.code == .fileExists)
        #expect(error?.description == "\(path): the file exists; nothing was written.")
        #expect(try text(path) == "old")
        try AtomicWriter(path: path, force: true).write(Data("new".utf8))
        #expect(try text(path) == "new")
        #expect(folder.contents == ["out.md"])
    }

    /// Finding 1: the existence check was separate from the rename, so racing writers all "won".
    @Test func ofTwentyConcurrentWritersToANewPathExactlyOneWins() throws {
        let outcomes = Locked<[Int: Result<Void, BoardStorageError>]>([:])
        let target = path
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            let result = Result<Void, BoardStorageError> { () throws(BoardStorageError) in
                try AtomicWriter(path: target).write(Data("writer \(index)\n".utf8))
            }
            outcomes.withLock { $0[index] = result }
        }
        let results = outcomes.withLock { $0 }
        let winners = results.filter { if case .success = $0.value { true } else { false } }.map(\.key)
        #expect(winners.count == 1)
        for (_, result) in results {
            if case .failure(let error) = result { #expect(error.code == .fileExists) }
        }
        if let winner = winners.first { #expect(try text(path) == "writer \(winner)\n") }
        #expect(folder.contents == ["out.md"])
    }

    /// Finding 2: `--force` turned FIFOs, folders and links into regular files.
    @Test func specialFilesAreRefusedEvenWhenForced() throws {
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let subfolder = folder.file("sub")
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)
        let socketPath = folder.file("sock")
        let socketDescriptor = try Self.bindSocket(socketPath)
        defer { close(socketDescriptor) }
        var cases = [(fifo, "a named pipe (FIFO)"), (subfolder, "a folder"), (socketPath, "a socket")]
        let device = folder.file("null")
        // /dev/null is device 1:3; mknod needs CAP_MKNOD, so the case is tried only where it works.
        if mknod(device, S_IFCHR | 0o666, dev_t(0x0103)) == 0 { cases.append((device, "a device")) }
        let linkToFIFO = folder.file("link-to-pipe")
        try FileManager.default.createSymbolicLink(atPath: linkToFIFO, withDestinationPath: fifo)
        cases.append((linkToFIFO, "a named pipe (FIFO)"))
        for (target, kind) in cases {
            for force in [false, true] {
                var before = stat()
                #expect(lstat(target, &before) == 0)
                let error = #expect(throws: BoardStorageError.self) { try AtomicWriter(path: target, force: force).write(Data("x".utf8)) }
                #expect(error?.code == .notRegularFile)
                #expect(error?.message.contains(kind) == true, "\(target): \(error?.message ?? "")")
                var after = stat()
                #expect(lstat(target, &after) == 0)
                #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino)
            }
        }
        #expect(!folder.contents.contains { $0.contains(".cardport-") })
    }

    /// Finding 2 and 4: a forced write through a symbolic link replaces its target and keeps the link.
    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let real = folder.file("real.md")
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        let link = folder.file("link.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.md")
        let refused = #expect(throws: BoardStorageError.self) { try AtomicWriter(path: link).write(Data("new".utf8)) }
        #expect(refused?.code == .fileExists)
        try AtomicWriter(path: link, force: true).write(Data("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.md")
        #expect(try text(real) == "new")
        #expect(folder.contents == ["link.md", "real.md"])
    }

    @Test func aLinkToAMissingFileIsRefused() throws {
        let link = folder.file("dangling.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.md")
        let error = #expect(throws: BoardStorageError.self) { try AtomicWriter(path: link, force: true).write(Data("x".utf8)) }
        #expect(error?.code == .notRegularFile)
        #expect(folder.contents == ["dangling.md"])
    }

    /// Finding 3: a read-only file was rewritten (and left read-only).
    @Test func aReadOnlyFileIsRefusedUnlessForcedAndKeepsItsMode() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o444) == 0)
        var writer = AtomicWriter(path: path)
        writer.replacesExisting = true
        let error = #expect(throws: BoardStorageError.self) { try writer.write(Data("new".utf8)) }
        #expect(error?.code == .readOnly)
        #expect(error?.message.contains("read-only") == true)
        #expect(try text(path) == "old")
        try AtomicWriter(path: path, force: true).write(Data("new".utf8))
        #expect(try text(path) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another owner"))
    func ownerGroupAndModeAreKept() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chown(path, 4321, 8765) == 0)
        #expect(chmod(path, 0o640) == 0)
        try AtomicWriter(path: path, force: true).write(Data("new".utf8))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 4321 && info.st_gid == 8765 && info.st_mode & 0o7777 == 0o640)
    }

    /// Item 3: a killed writer's temporary file goes with the next write; other files that look alike stay.
    @Test func staleTemporaryFilesAreRemovedByTheNextWrite() throws {
        let stale = [".out.md.cardport-Ab12Cd", ".out.md.cardport-zzzzzz"]
        let kept = [".out.md.backup", ".out.md.cardport-toolongname", ".other.md.cardport-Ab12Cd"]
        for name in stale + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file(name))) }
        try AtomicWriter(path: path).write(Data("new".utf8))
        #expect(folder.contents == (kept + ["out.md"]).sorted())
    }

    @Test func aWriterWaitsForTheLockThenFailsNamingTheHolder() throws {
        let lock = try FolderLock(folder: folder.path, wait: .zero, file: path, noun: "file")
        var writer = AtomicWriter(path: path)
        writer.wait = .milliseconds(30)
        let error = #expect(throws: BoardStorageError.self) { try writer.write(Data("x".utf8)) }
        #expect(error?.code == .locked)
        #expect(error?.holderProcessID == getpid())
        #expect(error?.message.contains("process \(getpid())") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = consume lock
        try writer.write(Data("x".utf8))
        #expect(try text(path) == "x")
    }

    static func bindSocket(_ path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw CocoaError(.fileWriteUnknown) }
        return descriptor
    }
}
