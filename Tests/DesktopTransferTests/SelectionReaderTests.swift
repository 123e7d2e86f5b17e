import DesktopTestSupport
import DesktopTransfer
import Foundation
import ItemProviders
import Testing
import UniformTypes

/// Cardport reading what xclip owns.
@Suite("Selection reader, from xclip")
struct SelectionReaderTests {
    @Test("a file list copied by xclip becomes a provider offering it, loaded only when asked")
    func uriList() async throws {
        try await withDisplay { display, connection in
            let uris = "file:///tmp/notes/plan.md\r\n"
            let xclip = try await Self.xclipOwning(Data(uris.utf8), arguments: ["-t", "text/uri-list"], on: display)
            defer { xclip.stop() }
            let reader = SelectionReader(connection: connection)
            let targets = try await reader.targets()
            #expect(targets.contains("text/uri-list"))
            let provider = reader.itemProvider(offering: targets)
            let types = provider.registeredTypeIdentifiers
            #expect(types.count == 1)
            let type = try #require(types.first)
            let data = try await provider.loadData(forTypeIdentifier: type)
            #expect(String(decoding: data, as: UTF8.self) == uris)
        }
    }

    @Test("text copied by xclip is offered as UTF-8 plain text")
    func text() async throws {
        try await withDisplay { display, connection in
            let xclip = try await Self.xclipOwning(Data("Buy milk\nCall Ann".utf8), on: display)
            defer { xclip.stop() }
            let reader = SelectionReader(connection: connection)
            let targets = try await reader.targets()
            let provider = reader.itemProvider(offering: targets)
            #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
            let text = try await provider.loadData(for: .plainText)
            #expect(String(decoding: text, as: UTF8.self) == "Buy milk\nCall Ann")
        }
    }

    @Test("10 MB owned by xclip arrive by INCR, byte for byte")
    func largeByIncr() async throws {
        try await withDisplay { display, connection in
            let payload = Data(String(repeating: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", count: 384_616).utf8).prefix(10_000_000)
            let xclip = try await Self.xclipOwning(payload, on: display)
            defer { xclip.stop() }
            let reader = SelectionReader(connection: connection)
                        let data = try await reader.read(target: "UTF8_STRING")
            #expect(data.count == payload.count)
            #expect(data == payload)
        }
    }

    @Test("an owner that never answers gives a timeout error, not a hang")
    func silentOwner() async throws {
        try await withDisplay { display, connection in
            // Another client that takes the clipboard and then ignores every request.
            let silent = try X11Connection(displayName: display.name)
            defer { silent.close() }
            let window = silent.createHiddenWindow()
            silent.setSelectionOwner(window, selection: silent.atom("CLIPBOARD"), time: 0)
            #expect(connection.selectionOwner(connection.atom("CLIPBOARD")) == window)

            let reader = SelectionReader(connection: connection, timeout: .seconds(1))
            let error = await #expect(throws: DesktopTransferError.self) { try await reader.targets() }
            #expect(error?.code == .timedOut)
            #expect(error?.selection == "CLIPBOARD")
            #expect(error?.target == "TARGETS")
        }
    }

    @Test("nobody owning the clipboard is said at once")
    func noOwner() async throws {
        try await withDisplay { _, connection in
            let reader = SelectionReader(connection: connection)
            let error = await #expect(throws: DesktopTransferError.self) { try await reader.read(target: "UTF8_STRING") }
            #expect(error?.code == .noOwner)
        }
    }

    @Test("without DISPLAY the connection says so")
    func noDisplay() {
        let error = #expect(throws: DesktopTransferError.self) { try X11Connection(displayName: "") }
        #expect(error?.code == .noDisplay)
        #expect(error?.message.contains("DISPLAY") == true)
    }

    /// Starts `xclip -quiet … -i` owning `input` and waits until it says it owns the selection (xclip checks
    /// its ownership before printing that line).
    static func xclipOwning(_ input: Data, arguments: [String] = [], on display: VirtualDisplay) async throws
        -> ExternalProgram
    {
        let xclip = try ExternalProgram.launch(
            ["xclip", "-quiet", "-selection", "clipboard"] + arguments + ["-i"], on: display, input: input)
        let ready = try await xclip.waitForOutput("Waiting for selection requests")
        #expect(ready, "xclip never took the clipboard: \(xclip.output)")
        return xclip
    }
}
