import DesktopTestSupport
import DesktopTransfer
import Foundation
import ItemProviders
import Locking
import Testing
import UniformTypes

/// Item providers through a Wayland compositor's clipboard (headless sway), with wl-clipboard as the other
/// application: what it copied becomes a provider whose types a drop target can choose among, and a provider
/// Cardport owns is what it pastes.
@Suite(.serialized) struct WaylandSelectionTests {
    @Test func whatAnotherApplicationCopiedLoadsAsItsUniformTypes() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let owner = try compositor.copy(Data("<b>Call Ann</b>".utf8), type: "text/html")
        defer { owner.terminate() }
        let clipboard = try WaylandClipboard(displayName: compositor.socket)
        let provider = WaylandSelectionReader(clipboard: clipboard).itemProvider(offering: try clipboard.offeredTypes())
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.html.identifier))
        let loaded = Locked<Data?>(nil)
        await withCheckedContinuation { done in
            provider.loadDataRepresentation(forTypeIdentifier: UTType.html.identifier) { data, _ in
                loaded.withLock { $0 = data }
                done.resume()
            }
        }
        #expect(loaded.withLock { $0 } == Data("<b>Call Ann</b>".utf8))
    }

    @Test func aProviderCardportOwnsIsPastedInEachOfItsTypes() async throws {
        guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
        defer { compositor.stop() }
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.html.identifier, visibility: .all) { completion in
            completion(Data("<p>Call Ann</p>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier, visibility: .all) { completion in
            completion(Data("Call Ann".utf8), nil)
            return nil
        }
        let owner = WaylandSelectionOwner(clipboard: try WaylandClipboard(displayName: compositor.socket), provider: provider)
        #expect(owner.mimeTypes.first == "text/html")
        #expect(owner.mimeTypes.contains("UTF8_STRING") && owner.mimeTypes.contains("text/plain") && !owner.mimeTypes.contains("STRING"))
        let ready = DispatchSemaphore(value: 0)
        let served = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? owner.serve(ready: { ready.signal() })
            served.signal()
        }
        #expect(ready.wait(timeout: .now() + 20) == .success)
        #expect(try compositor.paste(["--no-newline", "--type", "text/html"]) == Data("<p>Call Ann</p>".utf8))
        #expect(try compositor.paste(["--no-newline", "--type", "text/plain"]) == Data("Call Ann".utf8))
        let other = try compositor.copy(Data("else".utf8), type: "application/json")
        defer { other.terminate() }
        #expect(served.wait(timeout: .now() + 20) == .success)
    }
}
