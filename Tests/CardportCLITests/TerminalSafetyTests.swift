import Adapters
import Boards
import Foundation
import Testing
import UniformTypes

@testable import cardport

/// Text from a board or a payload reaches the terminal as text: escape sequences in card titles, list names,
/// file names and adapter names are removed, never obeyed, wherever `cardport` prints them.
@Suite struct TerminalSafetyTests {
    typealias Support = CommandLineSupport

    /// What a hostile export puts in its text: OSC 52 (write the clipboard), OSC 0 (set the window title,
    /// ended by ST), CSI 2J (clear the screen), the 8-bit CSI, a bell and a backspace.
    static let clipboardWrite = "\u{1B}]52;c;ZWNobyBvd25lZA==\u{07}"
    static let windowTitle = "\u{1B}]0;owned\u{1B}\\"
    static let clearScreen = "\u{1B}[2J\u{1B}[H"
    static let eightBitCSI = "\u{9B}31m"

    /// Whether `text` holds anything a terminal acts on: ESC, BEL, backspace, or a C1 control.
    static func holdsControls(_ text: String, allowingNewlines: Bool = true) -> Bool {
        text.unicodeScalars.contains { scalar in
            if allowingNewlines && scalar == "\n" { return false }
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }

    /// A board file whose names and titles carry escape sequences, as JSON escapes.
    static func hostileBoard(in folder: URL, name: String = "board.json") throws -> String {
        func json(_ text: String) -> String {
            String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        }
        let text = """
            {"format": "cardport.board", "version": 1, "id": "b", "name": \(json("Plans" + windowTitle)),
             "labels": [{"id": "x", "name": \(json("ur" + clearScreen + "gent")), "color": "red"}],
             "lists": [{"id": "l", "name": \(json("To" + eightBitCSI + " Do")), "cards": [
               {"id": "c", "title": \(json("Pay " + clipboardWrite + "the bills\u{08}\u{08}ééé 付款")), "labels": ["x"]}]}]}
            """
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("escape sequences are removed whole, controls dropped, printable Unicode kept")
    func neutralText() {
        #expect(MessageText.neutral("Pay " + Self.clipboardWrite + "now") == "Pay now")
        #expect(MessageText.neutral("a" + Self.windowTitle + "b") == "ab")
        #expect(MessageText.neutral(Self.clearScreen + "Done") == "Done")
        #expect(MessageText.neutral("red" + Self.eightBitCSI + "!") == "red!")
        #expect(MessageText.neutral("\u{9D}8;;http://x\u{9C}link") == "link")
        #expect(MessageText.neutral("\u{1B}(Bplain\u{1B}c") == "plain")
        #expect(MessageText.neutral("tab\there\nnext\r\n") == "tab here next  ")
        #expect(MessageText.neutral("tab\there\nnext\r\n", keepingLines: true) == "tab\there\nnext\n")
        #expect(MessageText.neutral("bell\u{07}\u{7F}\u{00}") == "bell")
        // An unterminated OSC swallows the rest, as a terminal would.
        #expect(MessageText.neutral("ok\u{1B}]0;never ends") == "ok")
        let unicode = "Ünïcödé 付款 👩🏽‍💻 ½ ∑"
        #expect(MessageText.neutral(unicode) == unicode)
    }

    @Test("show prints a hostile board's text without its escape sequences, with or without colours")
    func show() throws {
        try Support.withFolder { folder in
            let board = try Self.hostileBoard(in: folder)
            let result = try CardportProcess.run(["show", board, "--width", "120"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!Self.holdsControls(result.standardOutput), "\(result.standardOutput.debugDescription)")
            #expect(result.standardOutput.contains("Pay the billsééé 付款"))
            #expect(result.standardOutput.contains("To Do (1)"))
            #expect(result.standardOutput.contains("[urgent]"))
            #expect(result.lines.first == "Plans")

            guard TerminalRun.isAvailable else { return }
            let coloured = try TerminalRun.run(["show", board, "--width", "120"], removing: ["NO_COLOR"])
            #expect(coloured.contains("\u{1B}[1m"), "colours stay: \(coloured.debugDescription)")
            for hostile in ["\u{1B}]", "\u{1B}[2J", "\u{1B}[H", "\u{9B}", "\u{07}", "\u{08}"] {
                #expect(!coloured.contains(hostile), "\(hostile.debugDescription) in \(coloured.debugDescription)")
            }
        }
    }

    @Test("inspect prints a hostile file name and board name without their escape sequences")
    func inspect() throws {
        try Support.withFolder { folder in
            let board = try Self.hostileBoard(in: folder, name: "board" + Self.clearScreen + ".json")
            let result = try CardportProcess.run(["inspect", board])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(!Self.holdsControls(result.standardOutput), "\(result.standardOutput.debugDescription)")
            #expect(result.standardOutput.contains("board:       Plans\n"))
            #expect(result.standardOutput.contains("board.json"))
        }
    }

    @Test("error messages and warnings name a hostile path without its escape sequences")
    func errors() throws {
        try Support.withFolder { folder in
            let missing = folder.appendingPathComponent("gone" + Self.clipboardWrite + ".json").path
            let shown = try CardportProcess.run(["show", missing])
            #expect(shown.status == 66)
            #expect(!Self.holdsControls(shown.standardError), "\(shown.standardError.debugDescription)")
            #expect(shown.standardError.contains("gone.json"))

            let payload = folder.appendingPathComponent("notes" + Self.windowTitle + ".txt").path
            try Data("A card\n".utf8).write(to: URL(fileURLWithPath: payload))
            let board = try Self.hostileBoard(in: folder)
            let dropped = try CardportProcess.run(["drop", board, "--list", "Nowhere" + Self.clearScreen, "--item", ".txt=\(payload)"])
            #expect(dropped.status == 64)
            #expect(!Self.holdsControls(dropped.standardError), "\(dropped.standardError.debugDescription)")
        }
    }

    /// An adapter as a third party could register one, with a name that carries escape sequences.
    struct HostileNamedExporter: BoardExporter {
        var name: String { "Evil" + TerminalSafetyTests.windowTitle + "Adapter" + TerminalSafetyTests.clearScreen }
        var writableTypes: [UTType] { [.plainText] }
        func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
            ExportResult(data: Data(), warnings: [])
        }
    }

    @Test("the adapters listing prints an adapter's name without its escape sequences")
    func adapters() {
        let registry = AdapterRegistry()
        registry.register(HostileNamedExporter())
        let lines = AdapterListing(registry).lines
        #expect(lines == ["EvilAdapter  writes public.plain-text"])
    }
}
