import DesktopTestSupport
import Foundation
import Testing

/// `cardport copy` as xclip behaves: it returns to the shell at once, serves from the background, outlives the
/// terminal, and says whether a clipboard manager took the cards when it stops.
@Suite("cardport copy in the background")
struct BackgroundCopyTests {
    @Test("cardport copy returns at once, serves from the background and survives a hang-up")
    func copyServesFromTheBackground() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            // The command must end by itself while the clipboard stays served: run() waits for the end of both
            // of its output streams, so a server holding them open would fail this by timing out.
            let copy = try await DesktopCommandTests.cardport(["copy", board, "Call Ann"], on: display)
            #expect(!copy.timedOut && copy.status == 0, "cardport copy: \(copy.text) \(copy.errorText)")
            let line = copy.text.split(separator: "\n").first { $0.contains("from the background (process ") }
            let pid = try #require(line.flatMap { text -> pid_t? in
                let digits = text.split(separator: "(process ").last?.prefix { $0.isNumber }
                return digits.flatMap { pid_t($0) }
            }, "cardport copy: \(copy.text)")
            defer { kill(pid, SIGTERM) }

            let pasted = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-o"], on: display)
            #expect(pasted.text == "Call Ann\n")

            // The terminal closing: the server ignores the hang-up and keeps serving.
            #expect(kill(pid, SIGHUP) == 0)
            let again = try await ExternalProgram.run(["xclip", "-selection", "clipboard", "-o"], on: display)
            #expect(again.text == "Call Ann\n")
            #expect(kill(pid, 0) == 0, "the background server is still running")
        }
    }

    @Test("cardport copy --foreground says on stopping that no clipboard manager took the cards")
    func foregroundSaysNoManagerTookTheCards() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        try await DesktopCommandTests.withBoard { _, board in
            let copy = try ExternalProgram.launch(
                [try CardportProcess.executable().path, "copy", board, "Call Ann", "--foreground"], on: display)
            defer { copy.stop() }
            #expect(try await copy.waitForOutput("serving until"), "cardport copy: \(copy.output)")
            copy.send(signal: SIGHUP)
            #expect(try await copy.waitForExit())
            #expect(copy.status == 0)
            #expect(copy.output.contains("no clipboard manager runs; the cards leave the clipboard now"))
        }
    }
}
