#if os(Linux)
import CardportTestSupport
import Foundation
import Glibc
import Testing

@testable import Boards

/// A real crash between write and rename: this test runs itself again in a child process, which saves a board
/// and is killed with SIGKILL right before the rename. The parent then checks what the crash left on disk.
@Suite struct BoardFileCrashTests {
    static let childVariable = "CARDPORT_TEST_CRASHING_SAVE"
    static let newBoard = Board(id: "new", name: "Written by the process that crashed")

    @Test func aProcessKilledBetweenWriteAndRenameLeavesTheOldFile() throws {
        if let path = ProcessInfo.processInfo.environment[Self.childVariable] {
            // Child: save, and die before the rename.
            var file = BoardFile(path: path)
            _ = try file.load()
            file.faults = StorageFaults { step, _ in
                if step == .rename { kill(getpid(), SIGKILL) }
                return .proceed
            }
            try file.save(Self.newBoard)
            return
        }

        let folder = try TemporaryFolder()
        let path = folder.file("board.json")
        var file = BoardFile(path: path)
        try file.save(sampleBoard())
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--testing-library", "swift-testing", "--filter", "BoardFileCrashTests"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: path]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.runToExit()
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGKILL)

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let leftovers = folder.contents.filter { $0 != "board.json" }
        #expect(leftovers.count == 1)
        if let leftover = leftovers.first {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file(leftover))) == BoardFormat.encode(Self.newBoard))
        }
        var reopened = BoardFile(path: path)
        #expect(try reopened.load() == sampleBoard())
        try reopened.save(Self.newBoard)
        var check = BoardFile(path: path)
        #expect(try check.load() == Self.newBoard)
    }
}
#endif
