import Foundation
import PropertyBased
import Testing

@testable import Boards

/// Generators of random boards: empty strings, text from all over Unicode, nil colours, and dates with
/// millisecond precision from 1900 to 2100.
enum BoardGen {
    /// Text of 0–12 characters mixing ASCII (quotes, backslashes, slashes, control characters), DEL and the C1
    /// controls, accented Latin and combining marks, CJK, right-to-left scripts, the line and paragraph
    /// separators (U+2028, U+2029), specials up to U+FFFD (byte order mark included) and emoji.
    static let text = Gen.oneOf(
        Gen.ascii.eraseToAnySequence(),
        Gen.character(in: "\u{00}"..."\u{1F}").eraseToAnySequence(),
        Gen.character(in: "\u{7F}"..."\u{A0}").eraseToAnySequence(),
        Gen.character(in: "\u{300}"..."\u{36F}").eraseToAnySequence(),
        Gen.character(in: "\u{2028}"..."\u{202F}").eraseToAnySequence(),
        Gen.character(in: "\u{FEFF}"..."\u{FEFF}").eraseToAnySequence(),
        Gen.character(in: "\u{FFF0}"..."\u{FFFD}").eraseToAnySequence(),
        Gen.character(in: "\u{C0}"..."\u{17F}").eraseToAnySequence(),
        Gen.character(in: "\u{5D0}"..."\u{5EA}").eraseToAnySequence(),
        Gen.character(in: "\u{4E00}"..."\u{4FFF}").eraseToAnySequence(),
        Gen.character(in: "\u{1F600}"..."\u{1F64F}").eraseToAnySequence()
    ).string(of: 0...12)

    static let id = Gen.letterOrNumber.string(of: 1...8)

    /// Whole milliseconds from 1900 to 2100.
    static let moment = Gen.int64(in: -2_208_988_800_000...4_102_444_800_000).map { date(milliseconds: $0) }

    static let label = zip(id, text, Gen.element(of: ["green", "sky_dark", "red", ""]).optional)
        .map { Label(id: $0, name: $1, color: $2 ?? nil) }

    static let item = zip(id, text, Gen.bool).map { ChecklistItem(id: $0, text: $1, done: $2) }

    static let checklist = zip(id, text, item.array(of: 0...3)).map { Checklist(id: $0, name: $1, items: $2) }

    static let comment = zip(id, text, moment, text).map { Comment(id: $0, author: $1, date: $2, text: $3) }

    static let attachment = zip(id, text, text, text.optional, Gen.int(in: 0...Int(Int32.max)).optional)
        .map { Attachment(id: $0, name: $1, url: $2, mimeType: $3, bytes: $4) }

    static let source = zip(text, text.optional, text.optional).map { Source(system: $0, id: $1, url: $2) }

    static let card = zip(
        zip(id, text, text, Gen.bool, id.array(of: 0...3)),
        zip(checklist.array(of: 0...2), comment.array(of: 0...2), attachment.array(of: 0...2)),
        zip(moment.optional, moment.optional, Gen.bool, text.array(of: 0...2), source.optional)
    ).map { head, parts, rest in
        Card(
            id: head.0, title: head.1, notes: head.2, archived: head.3, labelIDs: head.4,
            checklists: parts.0, comments: parts.1, attachments: parts.2,
            due: rest.0, start: rest.1, dueComplete: rest.2, members: rest.3, source: rest.4)
    }

    static let list = zip(id, text, Gen.bool, card.array(of: 0...4), Gen.int(in: 0...20).optional)
        .map { BoardList(id: $0, name: $1, archived: $2, cards: $3, cardLimit: $4) }

    static let board = zip(id, text, text, label.array(of: 0...4), list.array(of: 0...4))
        .map { Board(id: $0, name: $1, notes: $2, labels: $3, lists: $4) }
}

@Suite struct BoardRoundTripTests {
    @Test func writingThenReadingGivesTheSameBoard() async {
        await propertyCheck(count: 200, input: BoardGen.board) { board in
            let data = try BoardFormat.encode(board)
            #expect(try BoardFormat.decode(data) == board)
        }
    }

    @Test func readingThenWritingGivesTheSameBytes() async {
        await propertyCheck(count: 100, input: BoardGen.board) { board in
            let data = try BoardFormat.encode(board)
            #expect(try BoardFormat.encode(BoardFormat.decode(data)) == data)
        }
    }

    @Test func everyWrittenFileIsJSONOtherToolsRead() async {
        await propertyCheck(count: 100, input: BoardGen.board) { board in
            let data = try BoardFormat.encode(board)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["format"] as? String == "cardport.board")
        }
    }
}
