import DesktopTestSupport
import DesktopWayland
import Foundation
import Locking
import Testing

/// The Wayland clipboard against a real compositor (headless sway) and wl-clipboard's `wl-copy` and `wl-paste`
/// as the other applications.
@Suite(.serialized) struct WaylandClipboardTests {
    @Test func readsWhatAnotherApplicationCopiedTypeByType() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let first = try compositor.copy(Data("- [ ] Write the report\n".utf8), type: "text/markdown")
        defer { first.terminate() }
        let clipboard = try WaylandClipboard(displayName: compositor.socket)
        #expect(try clipboard.offeredTypes().contains("text/markdown"))
        #expect(try clipboard.data(type: "text/markdown") == Data("- [ ] Write the report\n".utf8))
        // A type the owner does not offer is a typed refusal, not an empty answer.
        #expect(throws: WaylandError.self) { try clipboard.data(type: "image/png") }
        // A new copy replaces the selection the same connection sees.
        let second = try compositor.copy(Data(#"{"title":"Call Ann"}"#.utf8), type: "application/json")
        defer { second.terminate() }
        let types = try clipboard.offeredTypes()
        #expect(!types.contains("text/markdown"))
        #expect(try clipboard.data(type: "application/json") == Data(#"{"title":"Call Ann"}"#.utf8))
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
        let listed = String(decoding: try compositor.paste(["--list-types"]), as: UTF8.self)
        #expect(listed.split(separator: "\n").map(String.init) == ["text/markdown", "text/plain;charset=utf-8"])
        #expect(try compositor.paste(["--no-newline", "--type", "text/markdown"]) == Data("- Call Ann\n".utf8))
        #expect(try compositor.paste(["--no-newline", "--type", "text/plain;charset=utf-8"]) == Data("Call Ann".utf8))
        // Another application copying ends the serving, as it ends xclip's or wl-copy's.
        let other = try compositor.copy(Data("something else".utf8), type: "text/plain")
        defer { other.terminate() }
        #expect(served.wait(timeout: .now() + 20) == .success)
        #expect(failure.withLock { $0 }?.message == nil)
    }

    @Test func anAnswerOverTheLimitStopsTheTransfer() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let owner = try compositor.copy(Data(repeating: UInt8(ascii: "x"), count: 3 << 20), type: "text/plain")
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
