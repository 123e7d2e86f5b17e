import Adapters
import Foundation
import Testing

/// How text payloads are decoded, through the plain text importer: encodings, line endings, bad bytes.
@Suite struct TextPayloadTests {
    func titles(_ input: AdapterInput) throws -> [String] {
        let board = try PlainTextAdapter().importBoard(from: input, as: .plainText, options: ImportOptions()).board
        return board.lists.flatMap(\.cards).map(\.title)
    }

    @Test func crlfLineEndingsAreOneLineBreak() throws {
        let input = AdapterInput.file(try fixtureFile("text-errands-crlf.txt"))
        let board = try PlainTextAdapter().importBoard(from: input, as: .plainText, options: ImportOptions()).board
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["Buy milk", "Call the plumber", "Water the plants"])
        #expect(cards[1].checklists.first?.items.map(\.text) == ["Pay the invoice"])
        #expect(cards[1].checklists.first?.items.map(\.done) == [true])
        #expect(!cards.contains { $0.title.contains("\r") })
    }

    @Test func oldMacLineEndingsAndAUTF8ByteOrderMarkAreRead() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("one\rtwo\r".utf8)
        #expect(try titles(.data(data, name: "mac.txt")) == ["one", "two"])
    }

    @Test func utf16WithAByteOrderMarkIsDecodedEitherWay() throws {
        let little = try titles(.file(try fixtureFile("text-errands-utf16le.txt")))
        #expect(little == ["Café order", "Résumé review"])
        let big = try titles(.file(try fixtureFile("text-errands-utf16be.txt")))
        #expect(big == ["Café order", "Résumé review"])
    }

    @Test func invalidUTF8IsAnErrorWithTheLineAndByteOffset() throws {
        let url = try fixtureFile("text-invalid-utf8.txt")
        let error = #expect(throws: AdapterError.self) { try titles(.file(url)) }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "line 2, byte 18")
        #expect(error?.input == url.path)
        #expect(error?.message.contains("not valid UTF-8") == true)
    }

    @Test func overlongAndSurrogateEncodingsAreRejected() {
        for bytes: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE2, 0x82]] {
            let error = #expect(throws: AdapterError.self) { try titles(.data(Data(bytes), name: "bad")) }
            #expect(error?.code == .malformedInput)
        }
    }

    @Test func anUnpairedSurrogateInUTF16IsAnError() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00]
        let error = #expect(throws: AdapterError.self) { try titles(.data(Data(bytes), name: "bad16")) }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "line 1, byte 4")
    }

    @Test func utf32IsReadNotMisreadAsUTF16() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00]
        #expect(try titles(.data(Data(bytes), name: "wide")) == ["a"])
        let broken: [UInt8] = [0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00, 0x00, 0xD8, 0x00, 0x00]
        let error = #expect(throws: AdapterError.self) { try titles(.data(Data(broken), name: "wide")) }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "line 1, byte 8")
        #expect(error?.message.contains("UTF-32LE") == true)
    }

    @Test func aZeroByteFileIsAClearError() throws {
        let url = try fixtureFile("text-empty.txt")
        for adapter: any BoardImporter in [PlainTextAdapter(), MarkdownAdapter(), ObsidianKanbanAdapter()] {
            let error = #expect(throws: AdapterError.self) {
                try adapter.importBoard(from: .file(url), as: adapter.readableTypes[0], options: ImportOptions())
            }
            #expect(error?.code == .unexpectedContent)
            #expect(error?.message.contains("empty (0 bytes)") == true)
        }
    }

    @Test func inputLargerThanTheLimitIsRefused() {
        let options = ImportOptions(maximumInputBytes: 4)
        let error = #expect(throws: AdapterError.self) {
            try PlainTextAdapter().importBoard(from: .data(Data("12345".utf8), name: "big"), as: .plainText, options: options)
        }
        #expect(error?.code == .limitExceeded)
    }

    @Test func aMissingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/cards.txt")
        let error = #expect(throws: AdapterError.self) { try titles(.file(url)) }
        #expect(error?.code == .unreadableInput)
        #expect(error?.input == url.path)
    }
}
