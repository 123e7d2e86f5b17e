import Foundation
import PropertyBased
import Testing

@testable import Boards

/// The native format as `JSONEncoder` writes it through the model's `Codable` conformances: the reference the
/// hand-written writer must match byte for byte, errors included.
enum ReferenceEncoder {
    static func encode(_ board: Board) throws(BoardFormatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(board)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch let EncodingError.invalidValue(_, context) {
            throw BoardFormatError(
                code: .unencodable, message: context.debugDescription,
                location: BoardFormat.jsonPath(context.codingPath))
        } catch {
            throw BoardFormatError(code: .unencodable, message: "\(error)")
        }
    }
}

/// Encodes in chunks of `chunkSize` and joins them.
func chunkedEncoding(_ board: Board, chunkSize: Int) throws -> (data: Data, chunks: Int) {
    var data = Data()
    var chunks = 0
    let finished = try BoardFormat.encode(board, chunkSize: chunkSize) { chunk in
        data.append(contentsOf: chunk)
        chunks += 1
        return true
    }
    #expect(finished)
    return (data, chunks)
}

@Suite struct BoardJSONWriterTests {
    @Test func writesTheSameBytesAsJSONEncoder() async {
        await propertyCheck(count: 300, input: BoardGen.board) { board in
            let written = try BoardFormat.encode(board)
            #expect(written == (try ReferenceEncoder.encode(board)))
        }
    }

    @Test func chunksJoinToTheSameBytes() async {
        await propertyCheck(count: 100, input: BoardGen.board, Gen.int(in: 1...400)) { board, chunkSize in
            let chunked = try chunkedEncoding(board, chunkSize: chunkSize)
            #expect(chunked.data == (try BoardFormat.encode(board)))
        }
    }

    @Test func escapesEveryControlCharacterQuoteAndBackslashAsJSONEncoderDoes() throws {
        let special = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
            + ["\"", "\\", "/", "\u{7F}", "\u{80}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "🚀",
                "👩‍👩‍👧", "e\u{301}", "\r\n", ""]
        let text = special.joined()
        let card = Card(
            id: "c/1", title: text, notes: special.reversed().joined(), labelIDs: special, members: special,
            source: Source(system: text, id: "", url: "https://example.com/a/b?c=\"d\""))
        let board = Board(
            id: text, name: "", notes: text, labels: special.map { Label(id: $0, name: $0, color: $0) },
            lists: [BoardList(id: "", name: text, cards: [card])])
        #expect(try BoardFormat.encode(board) == ReferenceEncoder.encode(board))
    }

    @Test func writesEveryOptionalValueAndFlagAsJSONEncoderDoes() throws {
        let date = Date(timeIntervalSince1970: 1_625_936_518.633)
        let full = Card(
            id: "full", title: "Full", notes: "n", archived: true, labelIDs: ["l"],
            checklists: [Checklist(id: "k", name: "K", items: [
                ChecklistItem(id: "i1", text: "a", done: true), ChecklistItem(id: "i2", text: "", done: false),
            ])],
            comments: [Comment(id: "m", author: "", date: date, text: "")],
            attachments: [
                Attachment(id: "a1", name: "f", url: "u", mimeType: "text/plain", bytes: 0),
                Attachment(id: "a2", name: "", url: "", mimeType: nil, bytes: nil),
                Attachment(id: "a3", name: "", url: "", mimeType: nil, bytes: Int.max),
                Attachment(id: "a4", name: "", url: "", mimeType: nil, bytes: Int.min),
            ],
            due: date, start: date, dueComplete: true, members: ["x"], source: Source(system: "s"))
        let board = Board(
            id: "b", name: "B", labels: [Label(id: "l", name: "", color: nil)],
            lists: [
                BoardList(id: "L1", name: "", archived: true, cards: [full, Card(id: "empty", title: "")], cardLimit: -3),
                BoardList(id: "L2", name: "Two", cardLimit: 0),
                BoardList(id: "L3", name: "Three"),
            ])
        #expect(try BoardFormat.encode(board) == ReferenceEncoder.encode(board))
        #expect(try BoardFormat.encode(Board(id: "", name: "")) == ReferenceEncoder.encode(Board(id: "", name: "")))
    }

    @Test(arguments: [
        -62_167_219_200_000.0,  // 0000-01-01T00:00:00.000Z
        253_402_300_799_999.0,  // 9999-12-31T23:59:59.999Z
        -1.0, 0.0, 0.4, 0.5, 951_782_400_000.0,  // before 1970, the epoch, rounding, 2000-02-29
    ])
    func writesDatesAsJSONEncoderDoes(milliseconds: Double) throws {
        let date = Date(timeIntervalSince1970: milliseconds / 1000)
        let card = Card(
            id: "c", title: "", comments: [Comment(id: "m", author: "", date: date, text: "")], due: date, start: date)
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "", cards: [card])])
        #expect(try BoardFormat.encode(board) == ReferenceEncoder.encode(board))
    }

    @Test(arguments: [
        (Card(id: "c", title: "", due: Date(timeIntervalSince1970: 4e11)), "lists[1].cards[1].due"),
        (Card(id: "c", title: "", start: Date(timeIntervalSince1970: -7e10)), "lists[1].cards[1].start"),
        (Card(id: "c", title: "", comments: [
            Comment(id: "m0", author: "", date: Date(timeIntervalSince1970: 0), text: ""),
            Comment(id: "m1", author: "", date: Date(timeIntervalSince1970: 1e12), text: ""),
        ]), "lists[1].cards[1].comments[1].date"),
    ])
    func refusesDatesOutsideFourDigitYearsAsJSONEncoderDoes(card: Card, path: String) throws {
        let board = Board(id: "b", name: "", lists: [
            BoardList(id: "L0", name: ""), BoardList(id: "L1", name: "", cards: [Card(id: "ok", title: ""), card]),
        ])
        let written = #expect(throws: BoardFormatError.self) { try BoardFormat.encode(board) }
        let streamed = #expect(throws: BoardFormatError.self) { try chunkedEncoding(board, chunkSize: 1) }
        let reference = #expect(throws: BoardFormatError.self) { try ReferenceEncoder.encode(board) }
        #expect(written == reference)
        #expect(streamed == reference)
        #expect(written?.code == .unencodable && written?.path == path)
    }

    @Test func streamingHandsOverChunksAfterCardsAndStopsWhenAsked() throws {
        let cards = (0..<50).map { Card(id: "c\($0)", title: String(repeating: "x", count: 100)) }
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "", cards: cards)])
        let (data, chunks) = try chunkedEncoding(board, chunkSize: 1000)
        #expect(data == (try BoardFormat.encode(board)))
        #expect(chunks > 1 && chunks < 50)

        var calls = 0
        var received = Data()
        let finished = try BoardFormat.encode(board, chunkSize: 1000) { chunk in
            calls += 1
            received.append(contentsOf: chunk)
            return calls < 2
        }
        #expect(!finished)
        #expect(calls == 2)
        #expect(try BoardFormat.encode(board).starts(with: received))
    }
}
