import DesktopTestSupport
import DesktopTransfer
import Foundation
import ItemProviders
import Locking
import Testing
import UniformTypes

/// Cardport owning the clipboard, read by xclip.
@Suite("Selection owner, read by xclip")
struct SelectionOwnerTests {
    /// A provider of a card as HTML and plain text that counts which representations were loaded.
    static func cardProvider(loads: Locked<[String]>) -> ItemProvider {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html) { completion in
            loads.withLock { $0.append("html") }
            completion(Data("<p><b>Write the report</b></p>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .utf8PlainText) { completion in
            loads.withLock { $0.append("text") }
            completion(Data("Write the report — café".utf8), nil)
            return nil
        }
        return provider
    }

    @Test("xclip lists the provider's types as targets, and loads HTML without loading the text")
    func targetsAndOneType() async throws {
        try await withDisplay { display, connection in
            let loads = Locked<[String]>([])
            let owner = SelectionOwner(connection: connection, provider: Self.cardProvider(loads: loads))
            try await offPool { try owner.acquire() }

            let targets = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "TARGETS", "-o"], on: display)
            let listed = targets.text.split(separator: "\n").map(String.init)
            #expect(listed.contains("text/html"))
            #expect(listed.contains("UTF8_STRING"))
            #expect(listed.contains("text/plain;charset=utf-8"))
            #expect(listed.contains("MULTIPLE"))
            #expect(loads.withLock { $0 }.isEmpty, "listing targets loads nothing")

            let html = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "text/html", "-o"], on: display)
            #expect(html.text == "<p><b>Write the report</b></p>")
            #expect(loads.withLock { $0 } == ["html"])

            let text = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-o"], on: display)
            #expect(text.text == "Write the report — café")
            #expect(owner.servedTargets.contains("UTF8_STRING"))
        }
    }

    @Test("Latin-1 STRING requests get ISO 8859-1 bytes")
    func latin1String() async throws {
        try await withDisplay { display, connection in
            let owner = SelectionOwner(connection: connection, provider: Self.cardProvider(loads: Locked([])))
            try await offPool { try owner.acquire() }
            let string = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "STRING", "-o"], on: display)
            #expect(string.output == Data("Write the report \u{3f} caf".utf8) + Data([0xe9]))
        }
    }

    @Test("the primary selection is served the same way")
    func primary() async throws {
        try await withDisplay { display, connection in
            let owner = SelectionOwner(connection: connection, selection: "PRIMARY",
                                       provider: Self.cardProvider(loads: Locked([])))
            try await offPool { try owner.acquire() }
            let text = try await ExternalProgram.run(["xclip", "-selection", "primary", "-o"], on: display)
            #expect(text.text == "Write the report — café")
        }
    }

    @Test("10 MB go to xclip by INCR, byte for byte")
    func largeByIncr() async throws {
        try await withDisplay { display, connection in
            let payload = Data(String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 384_616).utf8).prefix(10_000_000)
            let provider = ItemProvider(item: payload, typeIdentifier: UTType.utf8PlainText.identifier)
            let owner = SelectionOwner(connection: connection, provider: provider)
            try await offPool { try owner.acquire() }
            #expect(payload.count > connection.maximumChunk)
            let read = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "UTF8_STRING", "-o"], on: display)
            #expect(!read.timedOut)
            #expect(read.output.count == payload.count)
            #expect(read.output == payload)
        }
    }

    @Test("taking the clipboard in another application ends the ownership")
    func lostToAnotherApplication() async throws {
        try await withDisplay { display, connection in
            let owner = SelectionOwner(connection: connection, provider: Self.cardProvider(loads: Locked([])))
            try await offPool { try owner.acquire() }
            let lost = DispatchSemaphore(value: 0)
            owner.whenLost { lost.signal() }
            let xclip = try ExternalProgram.launch(
                ["xclip", "-quiet", "-selection", "clipboard", "-i"], on: display, input: Data("theirs".utf8))
            defer { xclip.stop() }
            let signalled = try await offPool { lost.wait(timeout: .now() + .seconds(30)) == .success }
            #expect(signalled)
            #expect(!owner.isOwner)
        }
    }
}
