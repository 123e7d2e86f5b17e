import CardportTestSupport
import DesktopTestSupport
import Foundation
import Testing

/// `cardport drop-window` with no `--list`: every open list is a drop zone, and a drop goes to the one under the
/// pointer.
@Suite("cardport drop-window's lists as drop zones")
struct DropWindowZonesTests {
    /// Starts `cardport drop-window BOARD --once` with `extra` arguments in a 600×300 window at the screen's
    /// corner, and gives it once it is ready, with its window id.
    static func openDropWindow(_ board: String, _ extra: [String] = [], on display: VirtualDisplay) async throws
        -> (window: ExternalProgram, id: String)
    {
        let window = try ExternalProgram.launch(
            [try CardportProcess.executable().path, "drop-window", board, "--once", "--geometry", "600x300+0+0"] + extra,
            on: display)
        #expect(try await window.waitForOutput("drop window ready"), "drop-window: \(window.output)")
        let id = try #require(window.output.firstMatch(of: /\(window (\d+)\)/)?.1)
        return (window, String(id))
    }

    /// Plays a drag offering `item` (`TYPE=FILE`) into the drop window `id` at `point` with `cardport drag-into`,
    /// and waits for the window (started with `--once`) to finish with exit 0.
    static func drag(_ item: String, at point: String, into id: String, _ window: ExternalProgram,
                     on display: VirtualDisplay) async throws {
        let drag = try await DesktopCommandTests.cardport(
            ["drag-into", "--window", id, "--at", point, "--item", item], on: display)
        #expect(drag.status == 0, "drag-into: \(drag.text) \(drag.errorText)")
        #expect(try await window.waitForExit(), "drop-window: \(window.output)")
        #expect(window.status == 0, "drop-window: \(window.output)")
    }

    @Test("text dragged over the third list lands in it, after its last card")
    func aDropGoesToTheListUnderThePointer() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            for arguments in [["add-list", "Doing"], ["add-list", "Someday"], ["list", "Someday", "--archive"]] {
                let edit = try CardportProcess.run(["edit", board] + arguments)
                #expect(edit.status == 0, "\(edit.standardError)")
            }
            let (window, id) = try await Self.openDropWindow(board, on: display)
            defer { window.stop() }
            // The archived list is no zone: three columns of 189 pixels, the third from x 402.
            #expect(window.output.contains("drops go to 'To Do', 'Done', 'Doing'"), "\(window.output)")
            let note = folder.appendingPathComponent("note.txt")
            try Data("Buy milk\n".utf8).write(to: note)
            try await Self.drag("text/plain=\(note.path)", at: "500,150", into: id, window, on: display)
            #expect(window.output.contains("dropped 1 card into 'Doing'"), "\(window.output)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Doing" }?.cards == ["Buy milk"])
            #expect(lists.first { $0.name == "To Do" }?.cards == ["Write the report", "Call Ann"])
        }
    }

    @Test("with --list the window is that list alone, and --at places the drop")
    func oneListWithAPosition() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let (window, id) = try await Self.openDropWindow(board, ["--list", "To Do", "--at", "0"], on: display)
            defer { window.stop() }
            #expect(window.output.contains("drops go to 'To Do' in"), "\(window.output)")
            let note = folder.appendingPathComponent("note.txt")
            try Data("First thing\n".utf8).write(to: note)
            // Anywhere in the window: its one zone is To Do.
            try await Self.drag("text/plain=\(note.path)", at: "550,250", into: id, window, on: display)
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "To Do" }?.cards == ["First thing", "Write the report", "Call Ann"])
        }
    }

    @Test("an image dragged over a list becomes a card carrying it, the image its cover")
    func anImageBecomesACard() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { folder, board in
            let png = try DesktopCommandTests.sampleImage()
            let image = folder.appendingPathComponent("shot.png")
            try png.write(to: image)
            let (window, id) = try await Self.openDropWindow(board, on: display)
            defer { window.stop() }
            // Two columns: Done is the second, from x 304.
            try await Self.drag("image/png=\(image.path)", at: "450,150", into: id, window, on: display)
            #expect(window.output.contains("Dropped image.png, kept in the board's store"), "\(window.output)")
            let lists = try CommandLineSupport.lists(ofBoard: board)
            #expect(lists.first { $0.name == "Done" }?.cards == ["Old", "Dropped image.png"])
            let attachment = try #require(try DesktopCommandTests.attachments(of: "Dropped image.png", inBoard: board).first)
            #expect(attachment["mimeType"] as? String == "image/png")
            let digest = try #require(attachment["sha256"] as? String)
            #expect(FileManager.default.contents(atPath: board + ".files/" + digest) == png)
        }
    }

    @Test func atWithoutAListIsAUsageError() throws {
        let result = try CardportProcess.run(["drop-window", "board.json", "--at", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--at needs --list"))
    }
}
