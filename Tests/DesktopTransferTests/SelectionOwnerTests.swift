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

/// Protocol targets answered by the owner itself.
@Suite("Selection owner, protocol targets")
struct SelectionOwnerProtocolTests {
    @Test("each text target is served from the plain text registered, not from an earlier Markdown representation")
    func exactRepresentation() async throws {
        try await withDisplay { display, connection in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: UTType("net.daringfireball.markdown") ?? .plainText) { completion in
                completion(Data("## Cards\n- Write the report".utf8), nil)
                return nil
            }
            provider.registerDataRepresentation(for: .utf8PlainText) { completion in
                completion(Data("Write the report".utf8), nil)
                return nil
            }
            let owner = SelectionOwner(connection: connection, provider: provider)
            try await offPool { try owner.acquire() }
            let text = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-o"], on: display)
            #expect(text.text == "Write the report")
            let markdown = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "text/markdown", "-o"], on: display)
            #expect(markdown.text == "## Cards\n- Write the report")
        }
    }

    @Test("TIMESTAMP gives the time the selection was taken")
    func timestamp() async throws {
        try await withDisplay { display, connection in
            let owner = SelectionOwner(connection: connection, provider: ItemProvider(object: "x"))
            try await offPool { try owner.acquire() }
            let stamp = try await ExternalProgram.run(
                ["xclip", "-selection", "clipboard", "-t", "TIMESTAMP", "-o"], on: display)
            #expect(stamp.status == 0)
            #expect(!stamp.output.isEmpty)
            #expect(owner.servedTargets == ["TIMESTAMP"])
        }
    }

    @Test("MULTIPLE converts each pair and marks the one it cannot with None")
    func multiple() async throws {
        try await withDisplay { display, connection in
            let loads = Locked<[String]>([])
            let owner = SelectionOwner(connection: connection, provider: SelectionOwnerTests.cardProvider(loads: loads))
            try await offPool { try owner.acquire() }

            // A requestor of its own, as a clipboard manager would be.
            let requestor = try X11Connection(displayName: display.name)
            defer { requestor.close() }
            let window = requestor.createHiddenWindow()
            let (html, text, png) = (requestor.atom("_P_HTML"), requestor.atom("_P_TEXT"), requestor.atom("_P_PNG"))
            let pairs = [requestor.atom("text/html"), html, requestor.atom("UTF8_STRING"), text,
                         requestor.atom("image/png"), png]
            let multiple = requestor.atom("_P_MULTIPLE")
            requestor.changeProperty(window, property: multiple, type: requestor.atom("ATOM_PAIR"), values: pairs)
            let answered = DispatchSemaphore(value: 0)
            let reply = Locked<UInt32?>(nil)
            requestor.addHandler(for: window) { event in
                if case .selectionNotify(_, _, _, _, let property) = event {
                    reply.withLock { $0 = property }
                    answered.signal()
                }
            }
            requestor.convertSelection(requestor.atom("CLIPBOARD"), target: requestor.atom("MULTIPLE"),
                                       property: multiple, requestor: window, time: 0)
            #expect(try await offPool { answered.wait(timeout: .now() + .seconds(30)) == .success })
            #expect(reply.withLock { $0 } == multiple)

            let result = requestor.getProperty(window, property: multiple, delete: false)?.values32
            #expect(result == [pairs[0], html, pairs[2], text, pairs[4], 0], "image/png is refused with None")
            let htmlValue = requestor.getProperty(window, property: html, delete: false)?.data
            let textValue = requestor.getProperty(window, property: text, delete: false)?.data
            #expect(htmlValue == Data("<p><b>Write the report</b></p>".utf8))
            #expect(textValue == Data("Write the report — café".utf8))
            #expect(Set(loads.withLock { $0 }) == ["html", "text"])
        }
    }
}

/// Handing the clipboard to a clipboard manager (ICCCM's SAVE_TARGETS).
@Suite("Selection owner, clipboard manager")
struct ClipboardManagerTests {
    @Test("without a clipboard manager the hand-over says no at once")
    func noManager() async throws {
        try await withDisplay { _, connection in
            let owner = SelectionOwner(connection: connection, provider: ItemProvider(object: "x"))
            try await offPool { try owner.acquire() }
            #expect(try await offPool { owner.handOverToClipboardManager() } == false)
        }
    }

    @Test("a clipboard manager asked to SAVE_TARGETS reads the targets and the data before the owner leaves")
    func saveTargets() async throws {
        try await withDisplay { display, connection in
            let loads = Locked<[String]>([])
            let owner = SelectionOwner(connection: connection, provider: SelectionOwnerTests.cardProvider(loads: loads))
            try await offPool { try owner.acquire() }

            // A minimal clipboard manager on a connection of its own: it owns CLIPBOARD_MANAGER and, asked for
            // SAVE_TARGETS, reads the clipboard's TARGETS and its HTML, then answers.
            let manager = try X11Connection(displayName: display.name)
            defer { manager.close() }
            let window = manager.createHiddenWindow()
            manager.setSelectionOwner(window, selection: manager.atom("CLIPBOARD_MANAGER"), time: 0)
            let saved = Locked<(targets: [String], html: Data?)>(([], nil))
            manager.addHandler(for: window) { event in
                guard case .selectionRequest(let time, _, let requestor, let selection, let target, let property) = event,
                      manager.atomName(target) == "SAVE_TARGETS" else { return }
                let reader = SelectionReader(connection: manager)
                // It blocks until the reads are done: a thread of its own, not one of Dispatch's the reads need.
                Thread.detachNewThread {
                    let done = DispatchSemaphore(value: 0)
                    reader.targets { result in
                        saved.withLock { $0.targets = (try? result.get()) ?? [] }
                        reader.read(target: "text/html") { html in
                            saved.withLock { $0.html = try? html.get().data }
                            done.signal()
                        }
                    }
                    done.wait()
                    manager.changeProperty(requestor, property: property, type: manager.atom("NULL"), format: 32, data: Data())
                    manager.sendSelectionNotify(requestor: requestor, selection: selection, target: target,
                                                property: property, time: time)
                }
            }
            let handedOver = try await offPool { owner.handOverToClipboardManager(timeout: .seconds(30)) }
            #expect(handedOver)
            let result = saved.withLock { $0 }
            #expect(result.targets.contains("text/html"))
            #expect(result.html == Data("<p><b>Write the report</b></p>".utf8))
        }
    }
}
