import DesktopTestSupport
import DesktopWayland
import Foundation
import Testing

/// sway's IPC as `cardport drag-into` speaks it, against a real sway (headless): where windows are and what they
/// are called, and a socket that never answers.
@Suite(.serialized) struct SwayIPCTests {
    @Test func findsAWindowByItsTitleAppIDAndIDWithItsPlaceOnTheOutput() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let ipc = SwayIPC(socketPath: try #require(compositor.environment["SWAYSOCK"]))
        let window = try WaylandWindow(displayName: compositor.socket, title: "Sway IPC test",
                                       appID: "org.example.SwayIPCTest", width: 200, height: 100)
        defer { window.close() }
        window.draw { pixels, _, height, stride in memset(pixels, 0xFF, height * stride) }
        let found = try #require(try await Self.window(titled: "Sway IPC test", through: ipc),
                                 "sway never listed the window; sway said: \(compositor.log.suffix(1_000))")
        #expect(found.appID == "org.example.SwayIPCTest")
        #expect(found.pid == Int(getpid()))
        #expect(found.visible)
        #expect(found.rect.width > 0 && found.rect.height > 0)
        let tree = try ipc.tree()
        // The one headless output is the whole layout.
        #expect(tree.layout == SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768))
        let inside = found.rect
        #expect(inside.x >= 0 && inside.y >= 0 && inside.x + inside.width <= 1024 && inside.y + inside.height <= 768)
        #expect(tree.windows(named: "Sway IPC test").map(\.id) == [found.id])
        #expect(tree.windows(named: "org.example.SwayIPCTest").map(\.id) == [found.id])
        #expect(tree.windows(named: String(found.id)).map(\.id) == [found.id])
        #expect(tree.windows(named: "Sway IPC").isEmpty, "a title matches exactly")
        #expect(tree.windows(named: "Sway IPC test", excludingProcess: Int(getpid())).isEmpty)
    }

    @Test func aCommandSwayRefusesIsAnErrorCarryingWhatSwaySaid() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let ipc = SwayIPC(socketPath: try #require(compositor.environment["SWAYSOCK"]))
        let error = #expect(throws: WaylandError.self) { try ipc.run("no-such-command") }
        #expect(error?.message.contains("sway refused 'no-such-command'") == true, "\(String(describing: error))")
    }

    @Test func aSocketThatNeverAnswersEndsInATimeoutNotAHang() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-ipc-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("silent.sock").path
        // A listening socket that accepts nothing: the connection succeeds, no answer ever comes.
        let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(server >= 0)
        defer { close(server) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(server, 4) == 0)
        let ipc = SwayIPC(socketPath: path, timeout: .seconds(1))
        let error = try await offPool { () -> WaylandError? in
            do throws(WaylandError) {
                _ = try ipc.tree()
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.code == .timeout, "\(String(describing: error))")
    }

    @Test func noSocketIsAClearErrorNamingIt() throws {
        let error = #expect(throws: WaylandError.self) {
            try SwayIPC(socketPath: "/nonexistent/sway-ipc.sock").tree()
        }
        #expect(error?.code == .noWindowList)
        #expect(error?.message.contains("no sway IPC answers at '/nonexistent/sway-ipc.sock'") == true)
    }

    /// The window titled `title` in sway's tree once sway has mapped it (it does when the window has drawn);
    /// nil when it never appears within 20 s.
    static func window(titled title: String, through ipc: SwayIPC) async throws -> SwayWindow? {
        let deadline = Date().addingTimeInterval(20)
        repeat {
            if let window = try await offPool({ try ipc.tree() }).windows.first(where: { $0.name == title && $0.rect.width > 0 }) { return window }
            try await Task.sleep(for: .milliseconds(50))  // Polls sway's tree until the window is mapped.
        } while Date() < deadline
        return nil
    }
}
