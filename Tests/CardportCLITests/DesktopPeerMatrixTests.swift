import DesktopTestSupport
import Foundation
import Testing

/// Cardport against the applications people run beside it: each peer (xclip, a GTK 3 and a GTK 4 application on
/// X11, wl-clipboard and a GTK 4 application on Wayland) × each direction (into Cardport, out of it) × each type a card is moved as (plain text, HTML, a
/// file list, a PNG image), through the clipboard and through drag and drop. The X11 cells run under openbox, a
/// reparenting window manager; the Wayland cells under a headless sway.
///
/// Cells that are not here, and why:
/// - GTK 3 copying HTML or a file list: PyGObject cannot call `gtk_clipboard_set_with_data`, so a GTK 3 peer
///   written in Python offers only text and images (a GTK 3 application in C offers any type).
/// - A GTK 4 drop target taking HTML: PyGObject crashes in `gdk_drop_read_finish`, the one call that reads a
///   drop of a type GTK has no value for.
///
/// Drags on Wayland are played with a virtual pointer (wlroots' `zwlr_virtual_pointer_v1`), as the GTK 4 peer on
/// Wayland gets the input a compositor asks of a client before it may use the clipboard from wtype, a virtual
/// keyboard.
@Suite("Desktop peers × direction × type", .serialized)
struct DesktopPeerMatrixTests {
    /// The application on the other side.
    enum Peer: String, Sendable, CustomTestStringConvertible {
        case xclip, gtk3 = "GTK 3", gtk4 = "GTK 4", wlClipboard = "wl-clipboard", gtk4Wayland = "GTK 4 on Wayland"
        var testDescription: String { rawValue }
        /// The GTK major version the peer script runs.
        var gtkVersion: String { self == .gtk3 ? "3" : "4" }
        /// Whether the peer runs in a Wayland session.
        var onWayland: Bool { self == .wlClipboard || self == .gtk4Wayland }
    }

    /// The type a card travels as.
    enum Kind: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case text = "text/plain", html = "text/html", files = "text/uri-list", image = "image/png"
        var testDescription: String { rawValue }
    }

    static let list = "Done"
    static let card = "Write the report"

    // MARK: The cells

    static let clipboardInto: [(Peer, Kind)] =
        [.xclip, .gtk4, .wlClipboard, .gtk4Wayland].flatMap { peer in Kind.allCases.map { (peer, $0) } }
        + [(.gtk3, .text), (.gtk3, .image)]
    static let clipboardOut: [(Peer, Kind)] =
        [.xclip, .gtk3, .gtk4, .wlClipboard, .gtk4Wayland].flatMap { peer in Kind.allCases.map { (peer, $0) } }
    static let dragInto: [(Peer, Kind)] = [.gtk3, .gtk4, .gtk4Wayland].flatMap { peer in Kind.allCases.map { (peer, $0) } }
    static let dragOut: [(Peer, Kind)] =
        Kind.allCases.map { (.gtk3, $0) } + [.gtk4, .gtk4Wayland].flatMap { [($0, .text), ($0, .files), ($0, .image)] }

    @Test("the clipboard into Cardport: what the peer copies, cardport paste makes a card of", arguments: clipboardInto)
    func pasteFrom(peer: Peer, kind: Kind) async throws {
        try await Self.inSession(for: peer) { session, folder, board in
            let sent = try Self.payload(kind, in: folder)
            let stopOwner = try await Self.copy(sent.data, as: kind, by: peer, in: session, folder: folder)
            defer { stopOwner() }
            let paste = try await ExternalProgram.run(
                [try CardportProcess.executable().path, "paste", board, "--list", Self.list], on: session)
            #expect(paste.status == 0, "paste: \(paste.text) \(paste.errorText)")
            try Self.expectNewCard(in: board, from: sent, kind: kind)
        }
    }

    @Test("the clipboard out of Cardport: what cardport copy offers, the peer pastes", arguments: clipboardOut)
    func copyTo(peer: Peer, kind: Kind) async throws {
        try await Self.inSession(for: peer) { session, folder, board in
            let cover = try DesktopCommandTests.attachSampleImage(to: Self.card, inBoard: board, folder: folder)
            let copy = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "copy", board, Self.card, "--foreground"], on: session)
            defer { copy.stop() }
            #expect(try await copy.waitForOutput("serving until"), "cardport copy: \(copy.output)")
            let received = try await Self.paste(kind, by: peer, in: session, folder: folder)
            try Self.expectCard(received, as: kind, cover: cover, board: board)
        }
    }

    @Test("a drag into Cardport: what the peer drags onto drop-window becomes a card", arguments: dragInto)
    func dropFrom(peer: Peer, kind: Kind) async throws {
        try await Self.inSession(for: peer) { session, folder, board in
            let sent = try Self.payload(kind, in: folder)
            let file = folder.appendingPathComponent("sent")
            try sent.data.write(to: file)
            let source = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), peer.gtkVersion, "drag-source",
                 "\(kind.rawValue)=\(file.path)"], on: session)
            defer { source.stop() }
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drop-window", board, "--list", Self.list, "--once",
                 "--geometry", "400x300+700+200"], on: session)
            defer { window.stop() }
            #expect(try await source.waitForOutput("ready"), "\(peer): \(source.output)")
            #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")

            try await Self.drag(from: "^Peer source$", to: "^Cardport", in: session)

            #expect(try await window.waitForExit(), "drop-window: \(window.output); \(peer): \(source.output)")
            #expect(window.status == 0, "drop-window: \(window.output)")
            try Self.expectNewCard(in: board, from: sent, kind: kind)
        }
    }

    @Test("a drag out of Cardport: the card dragged from drag-window arrives in the peer", arguments: dragOut)
    func dragTo(peer: Peer, kind: Kind) async throws {
        try await Self.inSession(for: peer) { session, folder, board in
            let cover = try DesktopCommandTests.attachSampleImage(to: Self.card, inBoard: board, folder: folder)
            let out = folder.appendingPathComponent("dropped")
            let target = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), peer.gtkVersion, "drop-target",
                 kind.rawValue, out.path], on: session)
            defer { target.stop() }
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drag-window", board, Self.card, "--once",
                 "--geometry", "400x300+700+200"], on: session)
            defer { window.stop() }
            #expect(try await target.waitForOutput("ready"), "\(peer): \(target.output)")
            #expect(try await window.waitForOutput("drag window ready"), "drag-window: \(window.output)")

            try await Self.drag(from: "^Cardport", to: "^Peer target$", in: session)

            #expect(try await target.waitForOutput("dropped "), "\(peer): \(target.output); drag-window: \(window.output)")
            try Self.expectCard(try Data(contentsOf: out), as: kind, cover: cover, board: board)
        }
    }

    // MARK: Sessions and peers

    /// Runs `body` with a board in a new folder, in the session the peer needs: sway for wl-clipboard, else an X
    /// server managed by openbox. Returns without running it, having said why (a failure under CI), when the
    /// session or the peer cannot run here.
    static func inSession(for peer: Peer,
                          _ body: (any TestDesktop, URL, String) async throws -> Void) async throws {
        if peer.onWayland {
            if peer == .gtk4Wayland, let reason = DesktopHelpers.gtkUnavailableReason()
                ?? (findExecutable("wtype") == nil ? "wtype is not installed (apt-get install wtype; .ci/run installs it)" : nil) {
                if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("\(reason)") }
                print("skipped \(peer): \(reason)")
                return
            }
            guard let compositor = try await HeadlessCompositor.startOrExplain() else { return }
            defer { compositor.stop() }
            try await DesktopCommandTests.withBoard { folder, board in try await body(compositor, folder, board) }
        } else {
            guard let (display, manager) = try await WindowManagerDesktopTests.managedDisplay() else { return }
            defer { manager.stop(); display.stop() }
            try await DesktopCommandTests.withBoard { folder, board in try await body(display, folder, board) }
        }
    }

    /// Makes `peer` own the clipboard with `data` as `kind`; what stops it.
    static func copy(_ data: Data, as kind: Kind, by peer: Peer, in session: any TestDesktop,
                     folder: URL) async throws -> () -> Void {
        switch peer {
        case .xclip:
            let xclip = try await DesktopCommandTests.xclipOwning(data, arguments: ["-t", kind.rawValue], on: session)
            return xclip.stop
        case .wlClipboard:
            let compositor = try #require(session as? HeadlessCompositor)
            return try compositor.copy(data, type: kind.rawValue).terminate
        case .gtk3, .gtk4, .gtk4Wayland:
            let file = folder.appendingPathComponent("copied")
            try data.write(to: file)
            let gtk = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), peer.gtkVersion, "copy",
                 "\(kind.rawValue)=\(file.path)"], on: session)
            let copied = peer == .gtk4Wayland
                ? try await pressKeys(until: "copied", in: gtk, session: session)
                : try await gtk.waitForOutput("copied")
            #expect(copied, "\(peer): \(gtk.output)")
            return gtk.stop
        }
    }

    /// What `peer` reads from the clipboard as `kind`.
    static func paste(_ kind: Kind, by peer: Peer, in session: any TestDesktop, folder: URL) async throws -> Data {
        switch peer {
        case .xclip:
            let read = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", kind.rawValue, "-o"],
                                                     on: session)
            #expect(read.status == 0, "xclip: \(read.errorText)")
            return read.output
        case .wlClipboard:
            let read = try await ExternalProgram.run(["wl-paste", "--no-newline", "--type", kind.rawValue], on: session)
            #expect(read.status == 0, "wl-paste: \(read.errorText)")
            return read.output
        case .gtk3, .gtk4, .gtk4Wayland:
            let out = folder.appendingPathComponent("pasted")
            let gtk = try ExternalProgram.launch(
                ["/usr/bin/python3", DesktopHelpers.script("gtk_peer.py"), peer.gtkVersion, "paste", kind.rawValue,
                 out.path], on: session)
            defer { gtk.stop() }
            let pasted = peer == .gtk4Wayland
                ? try await pressKeys(until: "paste", in: gtk, session: session)
                : try await gtk.waitForOutput("paste")
            #expect(pasted && gtk.output.contains("pasted "), "\(peer): \(gtk.output)")
            #expect(try await gtk.waitForExit(), "\(peer): \(gtk.output)")
            return (try? Data(contentsOf: out)) ?? Data()
        }
    }

    /// Presses a key with wtype, a virtual keyboard, until `program` says the key reached it, then waits until it
    /// prints `text`: a Wayland compositor gives the clipboard only to a client that input reached, and a key
    /// pressed before the new window has the focus reaches nobody. False when either never came.
    static func pressKeys(until text: String, in program: ExternalProgram, session: any TestDesktop) async throws -> Bool {
        guard try await program.waitForOutput("window ready") else { return false }
        var said = ""
        // A busy machine (the whole suite runs beside this) can take seconds to hand a key to the window.
        for press in 0..<30 {
            // Should the window have been mapped without the focus, it is given it.
            if press > 0, press % 5 == 0 { (session as? HeadlessCompositor)?.focus(windowTitled: "^Peer clipboard$") }
            let typed = try await ExternalProgram.run(["wtype", "x"], on: session, timeout: .seconds(10))
            if typed.status != 0 { said = typed.errorText }
            if try await program.waitForOutput("key pressed", timeout: .seconds(1)) {
                if try await program.waitForOutput(text, timeout: .seconds(30)) { return true }
                Issue.record("the key reached the window, which then did not say \"\(text)\" in 30 s\(swaySaid(session))")
                return false
            }
        }
        Issue.record("no key reached the window in 30 presses\(said.isEmpty ? "" : "; wtype said: " + said)\(swaySaid(session))")
        return false
    }

    /// The end of what sway logged, for a failure's message.
    static func swaySaid(_ session: any TestDesktop) -> String {
        guard let log = (session as? HeadlessCompositor)?.log, !log.isEmpty else { return "" }
        return "; sway said: " + log.suffix(1_500)
    }

    /// Drags with the pointer from the middle of the window titled `source` to the middle of `target`: xdotool on
    /// an X server, a virtual pointer on sway.
    static func drag(from source: String, to target: String, in session: any TestDesktop) async throws {
        if let compositor = session as? HeadlessCompositor {
            try await compositor.drag(from: source, to: target)
            return
        }
        let display = try #require(session as? VirtualDisplay)
        let from = try #require(try await WindowManager.centre(ofWindowMatching: source, on: display))
        let to = try #require(try await WindowManager.centre(ofWindowMatching: target, on: display))
        try await WindowManagerDesktopTests.drag(from: from, to: to, on: display)
    }

    // MARK: What travels, and what must arrive

    /// What a peer sends as `kind`, and what the card made of it must hold.
    struct Sent {
        var data: Data
        var title: String
        /// The bytes the card must carry in the board's store: a file's own bytes, or an image.
        var file: Data?
    }

    static func payload(_ kind: Kind, in folder: URL) throws -> Sent {
        switch kind {
        case .text:
            return Sent(data: Data("Buy stamps\n".utf8), title: "Buy stamps")
        case .html:
            return Sent(data: Data("<ul><li>Buy <b>stamps</b></li></ul>".utf8), title: "Buy stamps")
        case .files:
            let receipt = folder.appendingPathComponent("receipt.txt")
            let bytes = Data("Paid 12 EUR for stamps.\n".utf8)
            try bytes.write(to: receipt)
            return Sent(data: Data((receipt.absoluteString + "\r\n").utf8), title: "receipt.txt", file: bytes)
        case .image:
            let png = try DesktopCommandTests.sampleImage()
            return Sent(data: png, title: "image.png", file: png)
        }
    }

    /// Checks that the list got exactly one new card, titled as `sent` says (an image card's title ends so),
    /// carrying the sent file in the board's store — an image as its cover.
    static func expectNewCard(in board: String, from sent: Sent, kind: Kind) throws {
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: board))) as? [String: Any]
        let lists = saved?["lists"] as? [[String: Any]] ?? []
        let cards = lists.first { $0["name"] as? String == list }?["cards"] as? [[String: Any]] ?? []
        let titles = cards.compactMap { $0["title"] as? String }
        let added = cards.filter { $0["title"] as? String != "Old" }
        try #require(added.count == 1, "the list holds \(titles)")
        let card = added[0]
        let title = card["title"] as? String ?? ""
        #expect(kind == .image ? title.hasSuffix(sent.title) : title == sent.title, "titles: \(titles)")
        guard let file = sent.file else { return }
        let attachment = try #require((card["attachments"] as? [[String: Any]])?.first, "card: \(card)")
        let digest = try #require(attachment["sha256"] as? String, "attachment: \(attachment)")
        let stored = try #require(FileManager.default.contents(atPath: board + ".files/" + digest))
        if kind == .image {
            // A GTK 3 peer encodes the image again: the same picture, not always the same bytes.
            #expect(pngSize(stored) == pngSize(file))
            #expect((card["cover"] as? [String: Any])?["attachment"] as? String == attachment["id"] as? String)
        } else {
            #expect(stored == file)
        }
    }

    /// Checks what a peer received of the card with the cover `cover`, kept in the store of the board at
    /// `board`, as `kind`.
    static func expectCard(_ received: Data, as kind: Kind, cover: Data, board: String) throws {
        let text = String(decoding: received, as: UTF8.self)
        switch kind {
        case .text:
            #expect(text.contains(card), "received: \(text)")
        case .html:
            #expect(text.contains(card) && text.contains("<"), "received: \(text)")
        case .files:
            let urls = text.split(whereSeparator: \.isNewline).compactMap { URL(string: String($0)) }.filter(\.isFileURL)
            let first = try #require(urls.first, "received: \(text)")
            // The store's own file, which a file manager can open and copy.
            #expect(first.path.hasPrefix(URL(fileURLWithPath: board + ".files").path + "/"), "received: \(text)")
            #expect(pngSize(FileManager.default.contents(atPath: first.path) ?? Data()) == pngSize(cover))
        case .image:
            // A GTK 4 drop target hands over the picture it decoded, encoded again.
            #expect(pngSize(received) == pngSize(cover), "received \(received.count) bytes")
        }
    }

    /// A PNG's width and height from its header, or nil when the data is no PNG.
    static func pngSize(_ data: Data) -> [UInt8]? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return Array(bytes[16..<24])
    }
}
