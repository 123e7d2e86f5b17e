import Foundation
import Testing

@testable import Adapters

/// Every text and JSON reader, and the recognition before it, reads a payload in UTF-16 or UTF-32 (either byte
/// order, with a byte order mark or, as RFC 4627 tells it, without one) as it reads the same text in UTF-8.
@Suite("Text and JSON in UTF-8, UTF-16 and UTF-32 alike")
struct TextEncodingTests {
    /// A real file per reader, named as a user names it (the extension is the declared type).
    static let fixtures = [
        "trello/simple-project-board.json", "Wekan/wekan-creator-board.json", "Deck/nextcloud-deck-complete.json",
        "Taiga/wekan-taiga-project-dump.json", "GitHub/gh-anysoftkeyboard-issues.json",
        "Focalboard/personal-goals.jsonl", "todotxt/anansi-basic-todo.txt", "taskpaper/welcome.taskpaper",
        "markdown-release-checklist.md", "obsidian/kanban-parser-full-board.md", "text-errands-crlf.txt",
        "CSV/plane-issues.csv", "CSV/jira-fr-cned.csv",
    ]

    /// A Unicode encoding other than UTF-8, with or without its byte order mark.
    struct Form: CustomTestStringConvertible, Sendable {
        var encoding: String.Encoding
        var mark: [UInt8]
        var testDescription: String {
            let name = [String.Encoding.utf16LittleEndian: "UTF-16LE", .utf16BigEndian: "UTF-16BE",
                        .utf32LittleEndian: "UTF-32LE", .utf32BigEndian: "UTF-32BE"][encoding] ?? "?"
            return name + (mark.isEmpty ? " without a mark" : " with a mark")
        }

        func encode(_ utf8: Data) throws -> Data {
            let text = try #require(String(data: utf8, encoding: .utf8))
            let body = try #require(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).data(using: encoding)
            return Data(mark) + (try #require(body))
        }

        static let all: [Form] = [
            Form(encoding: .utf16LittleEndian, mark: [0xFF, 0xFE]), Form(encoding: .utf16LittleEndian, mark: []),
            Form(encoding: .utf16BigEndian, mark: [0xFE, 0xFF]), Form(encoding: .utf16BigEndian, mark: []),
            Form(encoding: .utf32LittleEndian, mark: [0xFF, 0xFE, 0, 0]), Form(encoding: .utf32LittleEndian, mark: []),
            Form(encoding: .utf32BigEndian, mark: [0, 0, 0xFE, 0xFF]), Form(encoding: .utf32BigEndian, mark: []),
        ]
    }

    let registry = AdapterRegistry.standard()

    /// What the one road makes of `input` declared as `type`: what it was identified as, and the board.
    func imported(_ input: AdapterInput, declaredAs type: UTType) throws -> (UTType?, Board?) {
        let plan = try ConversionPlanner(registry: registry).plan(offering: [type], goal: .board)
        let outcome = try plan.execute(input)
        return (outcome.executedPlan.flatMap { plan in
            plan.steps.lazy.compactMap { step -> UTType? in
                if case .importBoard(_, let type) = step { return type }
                return nil
            }.first
        }, outcome.board)
    }

    @Test(arguments: fixtures, Form.all)
    func aReaderReadsTheFixtureAsFromUTF8(_ fixture: String, _ form: Form) throws {
        let utf8 = try fixtureData(fixture)
        let encoded = try form.encode(utf8)
        // A name's extension no type declares (`.jsonl`) declares nothing: the content decides.
        let declared = UTType(filenameExtension: (fixture as NSString).pathExtension).flatMap { $0.isDynamic ? nil : $0 }
            ?? .data
        // Recognition: the same type, with the declared type as the hint and with none.
        #expect(registry.identify(encoded, hint: declared).type == registry.identify(utf8, hint: declared).type)
        #expect(registry.identify(encoded, hint: nil).type == registry.identify(utf8, hint: nil).type)
        // Reading: the same board, from bytes and from a file.
        let expected = try imported(.data(utf8, name: fixture), declaredAs: declared)
        #expect(expected.1 != nil)
        let fromData = try imported(.data(encoded, name: fixture), declaredAs: declared)
        #expect(fromData.0 == expected.0)
        #expect(fromData.1 == expected.1)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardport-encoding-\(UUID().uuidString)-" + (fixture as NSString).lastPathComponent)
        try encoded.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try imported(.file(url), declaredAs: declared)
        #expect(fromFile.1?.lists == expected.1?.lists)
    }

    @Test func aCardportBoardReadsInUTF16AndUTF32() throws {
        let board = try #require(try imported(.data(try fixtureData("trello/simple-project-board.json"), name: "t.json"),
                                              declaredAs: .json).1)
        let native = try NativeBoardAdapter().export(board, as: .cardportBoard, options: ExportOptions()).data
        let expected = try imported(.data(native, name: "b.cardport"), declaredAs: .cardportBoard).1
        #expect(expected != nil)
        for form in Form.all {
            let read = try imported(.data(try form.encode(native), name: "b.cardport"), declaredAs: .cardportBoard).1
            #expect(read == expected, "\(form.testDescription)")
            #expect(registry.identify(try form.encode(native), hint: .json).type == .cardportBoard)
        }
    }

    @Test func detectionFollowsTheMarkThenRFC4627() {
        #expect(TextEncoding.detect([0xEF, 0xBB, 0xBF, 0x7B]) == (.utf8, 3))
        #expect(TextEncoding.detect([0xFF, 0xFE, 0, 0, 0x7B, 0, 0, 0]) == (.utf32LittleEndian, 4))
        #expect(TextEncoding.detect([0, 0, 0xFE, 0xFF]) == (.utf32BigEndian, 4))
        #expect(TextEncoding.detect([0xFF, 0xFE, 0x7B, 0]) == (.utf16LittleEndian, 2))
        #expect(TextEncoding.detect([0xFE, 0xFF, 0, 0x7B]) == (.utf16BigEndian, 2))
        #expect(TextEncoding.detect([0x7B, 0, 0x0A, 0]) == (.utf16LittleEndian, 0))
        #expect(TextEncoding.detect([0, 0x7B, 0, 0x0A]) == (.utf16BigEndian, 0))
        #expect(TextEncoding.detect([0x7B, 0, 0, 0]) == (.utf32LittleEndian, 0))
        #expect(TextEncoding.detect([0, 0, 0, 0x7B]) == (.utf32BigEndian, 0))
        #expect(TextEncoding.detect(Array("{\"a\"".utf8)) == (.utf8, 0))
        #expect(TextEncoding.detect(Array("é".utf8)) == (.utf8, 0))
    }

    @Test func utf16JSONThatDoesNotDecodeNamesTheLineAndByte() {
        // `[` then a line feed, then a lone high surrogate before `]`.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x5B, 0, 0x0A, 0, 0x00, 0xD8, 0x5D, 0]
        let error = #expect(throws: AdapterError.self) {
            _ = try TextPayload.utf8Bytes(of: Data(bytes), input: "bad.json")
        }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "line 2, byte 6")
    }
}
