import Foundation
import PropertyBased
import StreamingJSON
import Testing

@testable import Boards

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

/// The native format as the README describes it, asserted on the bytes: what is read back, the order of keys,
/// the layout, the escapes, the dates, and a golden file written by earlier builds that must not change.
@Suite struct BoardJSONWriterTests {
    private func text(_ board: Board) throws -> String {
        String(decoding: try BoardFormat.encode(board), as: UTF8.self)
    }

    @Test func everyBoardReadsBackAsItself() async {
        await propertyCheck(count: 300, input: BoardGen.board) { board in
            let written = try BoardFormat.encode(board)
            #expect(try BoardFormat.decode(written) == board)
        }
    }

    @Test func keysAreInCodeUnitOrderInEveryObject() async {
        await propertyCheck(count: 100, input: BoardGen.board) { board in
            let written = try BoardFormat.encode(board)
            var unordered: [String] = []
            try JSONReader.read(written, maximumDepth: 512) { reader in
                try Self.walk(&reader, unordered: &unordered)
            }
            #expect(unordered.isEmpty, "keys out of order at \(unordered)")
        }
    }

    /// Collects the paths of objects whose keys are not sorted by UTF-8 code units.
    private static func walk(_ reader: inout JSONReader, unordered: inout [String]) throws {
        switch try reader.peek() {
        case .object:
            var previous: String?
            try reader.forEachMember { reader, member in
                let key = member.string
                if let previous, !previous.utf8.lexicographicallyPrecedes(key.utf8) {
                    unordered.append(reader.pathDescription)
                }
                previous = key
                try walk(&reader, unordered: &unordered)
            }
        case .array:
            try reader.forEachElement { reader, _ in try walk(&reader, unordered: &unordered) }
        default:
            try reader.skipValue()
        }
    }

    @Test func chunksJoinToTheSameBytes() async {
        await propertyCheck(count: 100, input: BoardGen.board, Gen.int(in: 1...400)) { board, chunkSize in
            let chunked = try chunkedEncoding(board, chunkSize: chunkSize)
            #expect(chunked.data == (try BoardFormat.encode(board)))
        }
    }

    @Test func theSmallestBoardIsLaidOutAsTheReadmeShows() throws {
        #expect(try text(Board(id: "b", name: "B")) == """
            {
              "format" : "cardport.board",
              "id" : "b",
              "name" : "B",
              "version" : 1
            }

            """)
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "Todo", cards: [
            Card(id: "c", title: "T", labelIDs: ["x", "y"]),
        ])])
        #expect(try text(board) == """
            {
              "format" : "cardport.board",
              "id" : "b",
              "lists" : [
                {
                  "cards" : [
                    {
                      "id" : "c",
                      "labels" : [
                        "x",
                        "y"
                      ],
                      "title" : "T"
                    }
                  ],
                  "id" : "L",
                  "name" : "Todo"
                }
              ],
              "name" : "",
              "version" : 1
            }

            """)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersOnly() throws {
        let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let title = controls + "\"\\/\u{7F}\u{2028}\u{2029}\u{FEFF}🚀e\u{301}"
        let written = try text(Board(id: title, name: ""))
        let expected = #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
            + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"#
            + #"\"\\/"# + "\u{7F}\u{2028}\u{2029}\u{FEFF}🚀e\u{301}\""
        #expect(written.contains("\"id\" : " + expected + ",\n"))
        #expect(try BoardFormat.decode(Data(written.utf8)).id == title)
    }

    @Test(arguments: [
        (-62_167_219_200_000, "0000-01-01T00:00:00.000Z"),
        (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
        (0, "1970-01-01T00:00:00.000Z"),
        (951_782_400_000, "2000-02-29T00:00:00.000Z"),
        (1_625_936_518_633, "2021-07-10T17:01:58.633Z"),
    ] as [(Int64, String)])
    func writesDatesWithMillisecondsInUTC(milliseconds: Int64, expected: String) throws {
        let card = Card(id: "c", title: "", due: date(milliseconds: milliseconds))
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "", cards: [card])])
        #expect(try text(board).contains("\"due\" : \"\(expected)\""))
        #expect(try BoardFormat.decode(BoardFormat.encode(board)) == board)
    }

    @Test func leavesOutEmptyValuesFalseFlagsAndNil() throws {
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "", cards: [Card(id: "c", title: "")])])
        let written = try text(board)
        for key in ["notes", "archived", "labels", "members", "checklists", "comments", "attachments", "due", "start",
            "source", "cover", "extra", "people", "customFields", "cardLimit", "done", "links"]
        {
            #expect(!written.contains("\"\(key)\""), "\(key) is written for an empty value")
        }
    }

    /// A version 2 board as earlier builds wrote it (the bytes `JSONEncoder` gave with sorted keys and pretty
    /// printing): the writer must keep giving them, and the reader must read them as the board.
    @Test func theGoldenVersion2FileIsWrittenAndReadUnchanged() throws {
        let golden = try fixture("golden-version2.json")
        #expect(try BoardFormat.encode(BoardFormatVersion2Tests.fullBoard) == golden)
        #expect(try BoardFormat.decode(golden) == BoardFormatVersion2Tests.fullBoard)
    }

    @Test(arguments: [
        (Card(id: "c", title: "", due: Date(timeIntervalSince1970: 4e11)), "lists[1].cards[1].due"),
        (Card(id: "c", title: "", start: Date(timeIntervalSince1970: -7e10)), "lists[1].cards[1].start"),
        (Card(id: "c", title: "", comments: [
            Comment(id: "m0", author: "", date: Date(timeIntervalSince1970: 0), text: ""),
            Comment(id: "m1", author: "", date: Date(timeIntervalSince1970: 1e12), text: ""),
        ]), "lists[1].cards[1].comments[1].date"),
    ])
    func refusesDatesOutsideFourDigitYearsNamingThePath(card: Card, path: String) throws {
        let board = Board(id: "b", name: "", lists: [
            BoardList(id: "L0", name: ""), BoardList(id: "L1", name: "", cards: [Card(id: "ok", title: ""), card]),
        ])
        let written = #expect(throws: BoardFormatError.self) { try BoardFormat.encode(board) }
        let streamed = #expect(throws: BoardFormatError.self) { try chunkedEncoding(board, chunkSize: 1) }
        #expect(written?.code == .unencodable && written?.path == path)
        #expect(streamed == written)
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
