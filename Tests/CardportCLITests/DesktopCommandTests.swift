import DesktopTestSupport
import Foundation
import Testing

/// `cardport copy`, `paste` and `drop-window` against applications nobody here wrote (xclip, a GTK 4 window
/// driven by xdotool), each test on an Xvfb of its own.
@Suite("Desktop commands under Xvfb")
struct DesktopCommandTests {
    static let boardMarkdown = "## To Do\n- Write the report\n- Call Ann\n## Done\n- Old\n"

    /// A board made by `cardport import` in a new folder; `body` gets the folder and the board's path.
    static func withBoard(_ body: (URL, String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = folder.appendingPathComponent("board.md")
        try Data(boardMarkdown.utf8).write(to: markdown)
        let board = folder.appendingPathComponent("board.json").path
        let imported = try CardportProcess.run(["import", markdown.path, "-o", board])
        #expect(imported.status == 0, "\(imported.standardError)")
        try await body(folder, board)
    }

    /// `cardport` with `arguments` on `display`, to the end.
    static func cardport(_ arguments: [String], on display: VirtualDisplay) async throws -> ExternalProgram.Finished {
        try await ExternalProgram.run([try CardportProcess.executable().path] + arguments, on: display)
    }

    /// Starts `xclip -quiet … -i` owning `input` and waits until it says it owns the clipboard.
    static func xclipOwning(_ input: Data, arguments: [String] = [], on display: some TestDesktop) async throws -> ExternalProgram {
        let xclip = try ExternalProgram.launch(
            ["xclip", "-quiet", "-selection", "clipboard"] + arguments + ["-i"], on: display, input: input)
        #expect(try await xclip.waitForOutput("Waiting for selection requests"), "xclip: \(xclip.output)")
        return xclip
    }

    @Test("a card copied with cardport copy is pasted by xclip as HTML and as text")
    func copyToXclip() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let copy = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "copy", board, "Write the report", "--foreground"], on: display)
            defer { copy.stop() }
            #expect(try await copy.waitForOutput("serving until"), "cardport copy: \(copy.output)")

            let targets = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", "TARGETS", "-o"], on: display)
            let listed = Set(targets.text.split(separator: "\n").map(String.init))
            #expect(listed.isSuperset(of: ["text/html", "UTF8_STRING", "text/markdown", "application/vnd.cardport.board+json"]))

            let html = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", "text/html", "-o"], on: display)
            #expect(html.text.contains("Write the report"))
            #expect(!html.text.contains("Call Ann"), "only the copied card travels")
            // A fragment to paste into another document, as a card drag offers it: no page around it.
            #expect(html.text.hasPrefix("<main") && !html.text.lowercased().contains("<html"))

            let text = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-o"], on: display)
            // Plain text is what `cardport export --cards … --as public.plain-text` writes: the titles, one per line.
            #expect(text.text == "Write the report\n")

            // Another application copying ends the command, successfully.
            let other = try await Self.xclipOwning(Data("theirs".utf8), on: display)
            defer { other.stop() }
            #expect(try await copy.waitForExit())
            #expect(copy.status == 0)
        }
    }

    @Test("text copied by xclip is pasted onto a list, at a position, and the command says which type it took")
    func pasteText() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let xclip = try await Self.xclipOwning(Data("Buy milk\nCall Bob".utf8), on: display)
            defer { xclip.stop() }
            let paste = try await Self.cardport(["paste", board, "--list", "Done", "--at", "0"], on: display)
            #expect(paste.status == 0, "\(paste.errorText)")
            #expect(paste.text.contains("pasted 2 cards into 'Done' from UTF8_STRING"))
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Buy milk", "Call Bob", "Old"])
        }
    }

    @Test("what a pasted document cannot carry is said as a warning, as drop says it")
    func pasteWarnsOfWhatIsLeftOut() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let note = Data("---\ntags: [errands]\n---\n- [ ] Buy stamps\n".utf8)
            let xclip = try await Self.xclipOwning(note, arguments: ["-t", "text/markdown"], on: display)
            defer { xclip.stop() }
            let paste = try await Self.cardport(["paste", board, "--list", "Done"], on: display)
            #expect(paste.status == 0, "\(paste.errorText)")
            #expect(paste.errorText.contains("warning: \(board): lines 1–3: the front matter is not imported"),
                    "\(paste.errorText)")
            #expect(try CommandLineSupport.lists(ofBoard: board).first { $0.name == "Done" }?.cards == ["Old", "Buy stamps"])
        }
    }

    @Test("a file copied by xclip as text/uri-list is pasted as a card named after the file")
    func pasteFile() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { folder, board in
            let (file, paste) = try await Self.pastePlan(from: folder, into: board, on: display)
            #expect(paste.text.contains("from text/uri-list"))
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "To Do" }?.cards == ["Write the report", "Call Ann", "plan.md"])
            // The file is copied into the board's store: the board keeps it when the file goes.
            let attachment = try #require(try Self.attachments(of: "plan.md", inBoard: board).first)
            #expect(attachment["name"] as? String == "plan.md")
            let digest = try #require(attachment["sha256"] as? String)
            try FileManager.default.removeItem(at: file)
            #expect(FileManager.default.contents(atPath: board + ".files/" + digest) == Data("# Plan\n".utf8))
        }
    }

    @Test("with --link a pasted file stays a link to where it is")
    func pasteFileAsLink() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { folder, board in
            let (file, _) = try await Self.pastePlan(from: folder, into: board, ["--link"], on: display)
            let attachment = try #require(try Self.attachments(of: "plan.md", inBoard: board).first)
            #expect(attachment["url"] as? String == file.absoluteString)
            #expect(attachment["sha256"] == nil)
            #expect(!FileManager.default.fileExists(atPath: board + ".files"))
        }
    }

    /// Writes `plan.md` in `folder`, has xclip offer it as a file manager does (`text/uri-list`), and pastes it
    /// into To Do with `cardport paste` and `extra` arguments, which must succeed.
    static func pastePlan(from folder: URL, into board: String, _ extra: [String] = [], on display: VirtualDisplay)
        async throws -> (file: URL, paste: ExternalProgram.Finished)
    {
        let file = folder.appendingPathComponent("plan.md")
        try Data("# Plan\n".utf8).write(to: file)
        let xclip = try await Self.xclipOwning(
            Data("\(file.absoluteString)\r\n".utf8), arguments: ["-t", "text/uri-list"], on: display)
        defer { xclip.stop() }
        let paste = try await Self.cardport(["paste", board, "--list", "To Do"] + extra, on: display)
        #expect(paste.status == 0, "\(paste.errorText)")
        return (file, paste)
    }

    /// A real PNG: the table sample's screenshot from the documentation.
    static func sampleImage() throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent("docs/images/sample-table.png"))
    }

    /// Attaches the sample image to the card titled `card` with `cardport edit --attach` (it becomes the card's
    /// cover) and removes the original, so that only the board's store holds it; the image's bytes.
    static func attachSampleImage(to card: String, inBoard board: String, folder: URL) throws -> Data {
        let png = try sampleImage()
        let picture = folder.appendingPathComponent("whiteboard.png")
        try png.write(to: picture)
        let attached = try CardportProcess.run(["edit", board, "card", card, "--attach", picture.path])
        #expect(attached.status == 0, "\(attached.standardError)")
        try FileManager.default.removeItem(at: picture)
        return png
    }

    /// The attachments of the card titled `title` in the board file at `board`, as its JSON has them.
    static func attachments(of title: String, inBoard board: String) throws -> [[String: Any]] {
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: board))) as? [String: Any]
        let cards = (saved?["lists"] as? [[String: Any]] ?? []).flatMap { $0["cards"] as? [[String: Any]] ?? [] }
        return cards.first { $0["title"] as? String == title }?["attachments"] as? [[String: Any]] ?? []
    }

    @Test("a card whose cover is a stored image is copied as that image, and its files as file URLs")
    func copyCoverImage() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { folder, board in
            let png = try Self.attachSampleImage(to: "Write the report", inBoard: board, folder: folder)

            let copy = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "copy", board, "Write the report", "--foreground"], on: display)
            defer { copy.stop() }
            #expect(try await copy.waitForOutput("serving until"), "cardport copy: \(copy.output)")
            let targets = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", "TARGETS", "-o"], on: display)
            #expect(Set(targets.text.split(separator: "\n").map(String.init)).isSuperset(of: ["image/png", "text/uri-list"]))
            let image = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", "image/png", "-o"], on: display)
            #expect(image.output == png)
            // The stored file as a URL another application can open: the store's own file, not a relative path.
            let links = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-t", "text/uri-list", "-o"], on: display)
            let stored = try #require(links.text.split(separator: "\r\n").first.flatMap { URL(string: String($0)) })
            #expect(stored.isFileURL)
            #expect(FileManager.default.contents(atPath: stored.path) == png)
        }
    }

    @Test("an image copied by xclip as image/png is pasted as a card carrying it, the image its cover")
    func pasteImage() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let png = try Self.sampleImage()
            let xclip = try await Self.xclipOwning(png, arguments: ["-t", "image/png"], on: display)
            defer { xclip.stop() }
            let paste = try await Self.cardport(["paste", board, "--list", "To Do", "--at", "0"], on: display)
            #expect(paste.status == 0, "\(paste.errorText)")
            #expect(paste.text.contains("pasted 1 card into 'To Do' from image/png"))
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: board))) as? [String: Any]
            let lists = saved?["lists"] as? [[String: Any]] ?? []
            let card = try #require((lists.first { $0["name"] as? String == "To Do" }?["cards"] as? [[String: Any]])?.first)
            #expect(card["title"] as? String == "Pasted image.png")
            let attachment = try #require((card["attachments"] as? [[String: Any]])?.first)
            #expect(attachment["mimeType"] as? String == "image/png")
            #expect(attachment["bytes"] as? Int == png.count)
            #expect((card["cover"] as? [String: Any])?["attachment"] as? String == attachment["id"] as? String)
            // The bytes are kept beside the board, whole.
            let digest = try #require(attachment["sha256"] as? String)
            #expect(FileManager.default.contents(atPath: board + ".files/" + digest) == png)
        }
    }

    @Test("a Cardport bundle copied by xclip is pasted with its files into the board's store")
    func pasteBundle() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { folder, board in
            let png = try Self.attachSampleImage(to: "Call Ann", inBoard: board, folder: folder)
            let bundle = folder.appendingPathComponent("team.cardportbundle")
            let exported = try CardportProcess.run(["export", board, "--as", "app.cardport.bundle", "-o", bundle.path])
            #expect(exported.status == 0, "\(exported.standardError)")

            // Another board, in a folder of its own, takes the paste.
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let other = elsewhere.appendingPathComponent("other.json").path
            let made = try CardportProcess.run(["import", "-", "--type", ".md", "-o", other], input: "## Inbox\n- First\n")
            #expect(made.status == 0, "\(made.standardError)")
            let xclip = try await Self.xclipOwning(
                try Data(contentsOf: bundle), arguments: ["-t", "application/vnd.cardport.bundle+zip"], on: display)
            defer { xclip.stop() }
            let paste = try await Self.cardport(["paste", other, "--list", "Inbox"], on: display)
            #expect(paste.status == 0, "\(paste.errorText)")
            #expect(paste.text.contains("pasted 3 cards into 'Inbox' from application/vnd.cardport.bundle+zip"), "\(paste.text)")
            // Nothing was lost on the way: no warning, and the file is in the other board's store, whole.
            #expect(paste.errorText.isEmpty, "\(paste.errorText)")
            let attachment = try #require(try Self.attachments(of: "Call Ann", inBoard: other).first)
            let digest = try #require(attachment["sha256"] as? String)
            #expect(attachment["url"] as? String == "other.json.files/" + digest)
            #expect(FileManager.default.contents(atPath: other + ".files/" + digest) == png)
        }
    }

    @Test("pasting an empty clipboard exits 66 and leaves the board as it was")
    func pasteEmpty() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let paste = try await Self.cardport(["paste", board, "--list", "Done"], on: display)
            #expect(paste.status == 66)
            #expect(paste.errorText.contains("nobody owns the selection"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("a clipboard owner that stalls after answering TARGETS makes paste exit 69, the board unchanged")
    func pasteFromAStalledOwner() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let owner = try MisbehavingClipboardOwner(display: display.name, behaviour: .stallAfterTargets)
            defer { owner.stop() }
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let paste = try await Self.cardport(["paste", board, "--list", "Done", "--timeout", "1"], on: display)
            #expect(paste.status == 69, "\(paste.errorText)")
            #expect(paste.errorText.contains("\(board): CLIPBOARD ("), "\(paste.errorText)")
            #expect(paste.errorText.contains("the owner did not answer within 1"), "\(paste.errorText)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("an owner announcing more than the input limit is refused by paste before anything is read (65)")
    func pasteTooMuch() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await Self.withBoard { _, board in
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 128 << 10)
            let owner = try MisbehavingClipboardOwner(
                display: display.name, behaviour: .incremental(announcing: 4_000_000_000, chunk: chunk, chunks: 16))
            defer { owner.stop() }
            let before = try Data(contentsOf: URL(fileURLWithPath: board))
            let paste = try await Self.cardport(["paste", board, "--list", "Done"], on: display)
            #expect(paste.status == 65, "\(paste.errorText)")
            #expect(paste.errorText.contains("the owner offers 4000000000 bytes, more than the limit of 536870912; nothing was read"),
                    "\(paste.errorText)")
            // Reading the announcement deletes it, which asks for the first chunk; nobody reads that one.
            #expect(owner.chunksSent <= 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == before)
        }
    }

    @Test("without an X11 display the desktop commands exit 69 and say why", arguments: [
        ["copy", "BOARD", "Call Ann"], ["paste", "BOARD", "--list", "Done"], ["drop-window", "BOARD", "--list", "Done"],
    ])
    func noDisplay(_ arguments: [String]) async throws {
        try await Self.withBoard { _, board in
            let result = try CardportProcess.run(arguments.map { $0 == "BOARD" ? board : $0 }, environment: ["DISPLAY": ""])
            #expect(result.status == 69)
            #expect(result.standardError.contains("DISPLAY is not set"))
        }
    }

    /// A GTK 4 window (at the screen's top-left corner, no window manager) drags `notes.txt` onto `cardport
    /// drop-window --list Done --once` beside it, as a hand would; `meanwhile` runs once the window is ready, before
    /// the drag. Returns the file dragged and the drop window, finished.
    static func dragFileOntoDropWindow(
        folder: URL, board: String, on display: VirtualDisplay, meanwhile: () throws -> Void = {}
    ) async throws -> (file: URL, window: ExternalProgram) {
        let file = folder.appendingPathComponent("notes.txt")
        try Data("notes\n".utf8).write(to: file)
        let gtk = try ExternalProgram.launch(
            ["/usr/bin/python3", DesktopHelpers.script("gtk_drag_source.py"), file.path], on: display)
        defer { gtk.stop() }
        let window = try ExternalProgram.launch(
            [try CardportProcess.executable().path, "drop-window", board, "--list", "Done", "--once",
             "--geometry", "400x300+600+100"], on: display)
        defer { window.stop() }
        #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
        #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")
        try meanwhile()

        // Press on the file, move past GTK's drag threshold and over the drop window; let go once the window says
        // the board takes it.
        let drag = try await ExternalProgram.run(
            ["xdotool", "mousemove", "150", "150", "mousedown", "1", "sleep", "0.2", "mousemove", "170", "170",
             "sleep", "0.2", "mousemove", "400", "200", "sleep", "0.2", "mousemove", "700", "200", "sleep", "0.2",
             "mousemove", "720", "220"], on: display)
        #expect(drag.status == 0, "xdotool: \(drag.errorText)")
        #expect(try await window.waitForOutput("the board takes it (copy)"), "drop-window: \(window.output)")
        let release = try await ExternalProgram.run(["xdotool", "mouseup", "1"], on: display)
        #expect(release.status == 0)
        #expect(try await window.waitForExit(), "drop-window: \(window.output)")
        #expect(window.status == 0, "drop-window: \(window.output)")
        #expect(try await gtk.waitForOutput("drag finished"), "GTK: \(gtk.output)")
        return (file, window)
    }

    @Test("a GTK 4 window drags a file onto cardport drop-window and the card appears")
    func dropFromGTK() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 drop") else { return }
        try await Self.withBoard { folder, board in
            let (file, window) = try await Self.dragFileOntoDropWindow(folder: folder, board: board, on: display)
            #expect(window.output.contains("dropped 1 card into 'Done' from a drag offering text/uri-list"))
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Old", "notes.txt"])
            // The dropped file is kept in the board's store, not as a link to where it was.
            let digest = try #require(try Self.attachments(of: "notes.txt", inBoard: board).first?["sha256"] as? String)
            #expect(FileManager.default.contents(atPath: board + ".files/" + digest) == (try Data(contentsOf: file)))
        }
    }

    @Test("a drop on cardport drop-window keeps an edit another program saved while the window was open")
    func dropWindowKeepsAnEditSavedMeanwhile() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 drop") else { return }
        try await Self.withBoard { folder, board in
            _ = try await Self.dragFileOntoDropWindow(folder: folder, board: board, on: display) {
                // Another program edits the board while the window is open.
                let edit = try CardportProcess.run(["edit", board, "card", "Call Ann", "--rename", "Call Ann today"])
                #expect(edit.status == 0, "\(edit.standardError)")
            }
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "To Do" }?.cards == ["Write the report", "Call Ann today"])
            #expect(lists.first { $0.name == "Done" }?.cards == ["Old", "notes.txt"])
        }
    }

    @Test("a card dragged out of cardport drag-window lands in a GTK 4 window")
    func dragToGTK() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        guard try DesktopHelpers.gtkAvailableOrExplain(skipping: "the GTK 4 drag") else { return }
        try await Self.withBoard { _, board in
            let gtk = try ExternalProgram.launch(["/usr/bin/python3", DesktopHelpers.script("gtk_drop_target.py")], on: display)
            defer { gtk.stop() }
            let window = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "drag-window", board, "Write the report", "--once",
                 "--geometry", "400x300+600+100"], on: display)
            defer { window.stop() }
            #expect(try await gtk.waitForOutput("ready"), "GTK: \(gtk.output)")
            #expect(try await window.waitForOutput("drag window ready"), "drag-window: \(window.output)")

            let drag = try await ExternalProgram.run(
                ["xdotool", "mousemove", "700", "200", "mousedown", "1", "sleep", "0.2", "mousemove", "680", "190",
                 "sleep", "0.2", "mousemove", "400", "150", "sleep", "0.2", "mousemove", "150", "150", "sleep", "0.3",
                 "mousemove", "140", "140", "sleep", "0.3", "mouseup", "1"], on: display)
            #expect(drag.status == 0, "xdotool: \(drag.errorText)")

            #expect(try await gtk.waitForOutput("dropped: "), "GTK: \(gtk.output)")
            #expect(gtk.output.contains("dropped: Write the report\\n"))
            #expect(try await window.waitForExit(), "drag-window: \(window.output)")
            #expect(window.status == 0, "drag-window: \(window.output)")
            #expect(window.output.contains("dragged 1 card into window"))
        }
    }
}
