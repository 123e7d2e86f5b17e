import DesktopTestSupport
import DesktopWayland
import Foundation
import Locking
import Testing

/// The Wayland clipboard against a real compositor (headless sway) and wl-clipboard's `wl-copy` and `wl-paste`
/// as the other applications.
@Suite(.serialized) struct WaylandClipboardTests {
    /// Runs `wl-paste` in the compositor's session; its standard output.
    private func paste(_ arguments: [String], in compositor: HeadlessCompositor) throws -> Data {
        let process = try program("wl-paste", arguments, in: compositor)
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return output
    }

    /// Copies `input` with `wl-copy --foreground` (it serves until another client takes the selection) and
    /// waits until the compositor's selection offers `type`.
    @discardableResult
    private func copy(_ input: Data, type: String, in compositor: HeadlessCompositor) throws -> Process {
        let process = try program("wl-copy", ["--foreground", "--type", type], in: compositor)
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let types = String(decoding: try paste(["--list-types"], in: compositor), as: UTF8.self)
            if types.split(separator: "\n").contains(Substring(type)) { return process }
            usleep(20_000)
        }
        process.terminate()
        throw HeadlessCompositor.Unavailable(reason: "wl-copy did not take the selection")
    }

    private func program(_ name: String, _ arguments: [String], in compositor: HeadlessCompositor) throws -> Process {
        guard let path = findExecutable(name) else {
            throw HeadlessCompositor.Unavailable(reason: "\(name) is not installed (apt-get install wl-clipboard)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = compositor.environment
        process.standardError = FileHandle.nullDevice
        return process
    }

    @Test func readsWhatAnotherApplicationCopiedTypeByType() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let first = try copy(Data("- [ ] Write the report\n".utf8), type: "text/markdown", in: compositor)
        defer { first.terminate() }
        let clipboard = try WaylandClipboard(displayName: compositor.socket)
        #expect(try clipboard.offeredTypes().contains("text/markdown"))
        #expect(try clipboard.data(type: "text/markdown") == Data("- [ ] Write the report\n".utf8))
        // A type the owner does not offer is a typed refusal, not an empty answer.
        #expect(throws: WaylandError.self) { try clipboard.data(type: "image/png") }
        // A new copy replaces the selection the same connection sees.
        let second = try copy(Data("plain".utf8), type: "text/plain", in: compositor)
        defer { second.terminate() }
        let types = try clipboard.offeredTypes()
        #expect(!types.contains("text/markdown"))
        #expect(try clipboard.data(type: "text/plain") == Data("plain".utf8))
    }

    @Test func servesWhatItOwnsToOtherApplicationsUntilOneCopiesSomethingElse() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let clipboard = try WaylandClipboard(displayName: compositor.socket)
        let representations = [
            (type: "text/markdown", data: Data("- Call Ann\n".utf8)),
            (type: "text/plain;charset=utf-8", data: Data("Call Ann".utf8)),
        ]
        let ready = DispatchSemaphore(value: 0)
        let served = DispatchSemaphore(value: 0)
        let failure = Locked<WaylandError?>(nil)
        Thread.detachNewThread {
            do throws(WaylandError) {
                try clipboard.serve(representations, ready: { ready.signal() })
            } catch {
                failure.withLock { $0 = error }
            }
            served.signal()
        }
        #expect(ready.wait(timeout: .now() + 20) == .success)
        let listed = String(decoding: try paste(["--list-types"], in: compositor), as: UTF8.self)
        #expect(listed.split(separator: "\n").map(String.init) == ["text/markdown", "text/plain;charset=utf-8"])
        #expect(try paste(["--no-newline", "--type", "text/markdown"], in: compositor) == Data("- Call Ann\n".utf8))
        #expect(try paste(["--no-newline", "--type", "text/plain;charset=utf-8"], in: compositor) == Data("Call Ann".utf8))
        // Another application copying ends the serving, as it ends xclip's or wl-copy's.
        let other = try copy(Data("something else".utf8), type: "text/plain", in: compositor)
        defer { other.terminate() }
        #expect(served.wait(timeout: .now() + 20) == .success)
        #expect(failure.withLock { $0 }?.message == nil)
    }

    @Test func anAnswerOverTheLimitStopsTheTransfer() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let owner = try copy(Data(repeating: UInt8(ascii: "x"), count: 3 << 20), type: "text/plain", in: compositor)
        defer { owner.terminate() }
        let clipboard = try WaylandClipboard(displayName: compositor.socket)
        do {
            _ = try clipboard.data(type: "text/plain", maximumBytes: 1 << 20)
            Issue.record("a 3 MiB answer passed a 1 MiB limit")
        } catch {
            #expect(error.code == .tooLarge)
        }
    }

    @Test func noCompositorIsATypedErrorNamingTheSocket() {
        do {
            _ = try WaylandClipboard(displayName: "/nonexistent/wayland-9")
            Issue.record("connected to nothing")
        } catch {
            #expect(error.code == .noCompositor)
            #expect(error.message.contains("/nonexistent/wayland-9"))
        }
    }
}
