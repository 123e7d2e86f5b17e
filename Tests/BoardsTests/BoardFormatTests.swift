import Foundation
import Testing

@testable import Boards

@Suite struct BoardFormatTests {
    @Test func theIssueExampleVerbatimIsRefusedAtItsPlaceholderDate() throws {
        let data = try fixture("issue-example.json")
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(data, file: "example.json") }
        #expect(error?.code == .invalidShape)
        #expect(error?.path == "lists[0].cards[0].comments[0].date")
        #expect(error?.description.hasPrefix("example.json: lists[0].cards[0].comments[0].date: ") == true)
    }

    @Test func theIssueExampleWithADateReadsEveryKey() throws {
        let board = try BoardFormat.decode(try fixture("issue-example-dated.json"))
        #expect(board.id == "…" && board.name == "…" && board.notes == "…")
        #expect(board.labels == [Label(id: "…", name: "…", color: "green")])
        let list = try #require(board.lists.first)
        #expect(board.lists.count == 1 && !list.archived && list.cardLimit == nil && list.id == "…")
        let card = try #require(list.cards.first)
        #expect(card.title == "…" && card.notes == "…" && !card.archived && !card.dueComplete)
        #expect(card.labelIDs == ["<label id>"])
        #expect(card.due == date(milliseconds: 1_625_936_518_633))
        #expect(card.start == nil)
        #expect(card.members == ["…"])
        #expect(card.checklists == [Checklist(id: "…", name: "…", items: [ChecklistItem(id: "…", text: "…", done: true)])])
        #expect(card.comments == [Comment(id: "…", author: "…", date: date(milliseconds: 1_625_992_200_000), text: "…")])
        #expect(card.attachments == [Attachment(id: "…", name: "…", url: "…", mimeType: "…", bytes: 123)])
        #expect(card.source == Source(system: "trello", id: "…", url: "…"))
    }

    @Test func aLeadingUTF8ByteOrderMarkIsIgnored() throws {
        // Some Windows editors save JSON with a byte order mark; RFC 8259 lets a reader ignore it.
        let plain = try fixture("issue-example-dated.json")
        #expect(try BoardFormat.decode(Data([0xEF, 0xBB, 0xBF]) + plain) == BoardFormat.decode(plain))
        let broken = Data([0xEF, 0xBB, 0xBF]) + Data("{\n  \"format\": ,\n}".utf8)
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(broken) }
        #expect(error?.line == 2, "positions still count from the first character after the mark")
    }

    @Test func writingTheExampleBackGivesTheSameBoard() throws {
        let board = try BoardFormat.decode(try fixture("issue-example-dated.json"))
        #expect(try BoardFormat.decode(try BoardFormat.encode(board)) == board)
    }

    @Test func writesTheDocumentedKeyNames() throws {
        let card = Card(
            id: "c", title: "t", notes: "n", archived: true, labelIDs: ["l"],
            checklists: [Checklist(id: "k", name: "K", items: [ChecklistItem(id: "i", text: "x", done: true)])],
            comments: [Comment(id: "m", author: "a", date: date(milliseconds: 0), text: "hi")],
            attachments: [Attachment(id: "f", name: "F", url: "https://x", mimeType: "text/plain", bytes: 3)],
            due: date(milliseconds: 1_625_936_518_633), start: date(milliseconds: -1), dueComplete: true,
            members: ["ann"], source: Source(system: "trello", id: "s", url: "https://trello.com/c/s"))
        let board = Board(
            id: "b", name: "B", notes: "N", labels: [Label(id: "l", name: "", color: "green")],
            lists: [BoardList(id: "L", name: "List", archived: true, cards: [card], cardLimit: 5)])
        let json = try #require(try JSONSerialization.jsonObject(with: BoardFormat.encode(board)) as? [String: Any])
        #expect(Set(json.keys) == ["format", "version", "id", "name", "notes", "labels", "lists"])
        #expect(json["format"] as? String == "cardport.board")
        #expect(json["version"] as? Int == 1)
        let list = try #require((json["lists"] as? [[String: Any]])?.first)
        #expect(Set(list.keys) == ["id", "name", "archived", "cardLimit", "cards"])
        let written = try #require((list["cards"] as? [[String: Any]])?.first)
        #expect(
            Set(written.keys) == [
                "id", "title", "notes", "archived", "labels", "due", "start", "dueComplete", "members",
                "checklists", "comments", "attachments", "source",
            ])
        #expect(written["due"] as? String == "2021-07-10T17:01:58.633Z")
        #expect(written["start"] as? String == "1969-12-31T23:59:59.999Z")
        let comment = try #require((written["comments"] as? [[String: Any]])?.first)
        #expect(comment["date"] as? String == "1970-01-01T00:00:00.000Z")
        #expect(Set(comment.keys) == ["id", "author", "date", "text"])
        let item = try #require(((written["checklists"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
        #expect(Set(item.keys) == ["id", "text", "done"])
        let attachment = try #require((written["attachments"] as? [[String: Any]])?.first)
        #expect(Set(attachment.keys) == ["id", "name", "url", "mimeType", "bytes"])
        #expect(Set(try #require(written["source"] as? [String: Any]).keys) == ["system", "id", "url"])
    }

    @Test func leavesOutEmptyArraysFalseAndNull() throws {
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "L", name: "", cards: [Card(id: "c", title: "")])])
        let text = String(decoding: try BoardFormat.encode(board), as: UTF8.self)
        for key in ["notes", "labels", "archived", "cardLimit", "due", "start", "dueComplete", "members",
            "checklists", "comments", "attachments", "source", "null", "false"]
        {
            #expect(!text.contains(key), "\(key) should be left out")
        }
        #expect(try BoardFormat.decode(Data(text.utf8)) == board)
    }

    @Test func acceptsEveryOptionalKeyMissing() throws {
        let text = #"{"format":"cardport.board","version":1,"id":"b","lists":[{"id":"L","cards":[{"id":"c"}]}],"#
            + #""labels":[{"id":"l"}]}"#
        let board = try BoardFormat.decode(Data(text.utf8))
        #expect(board == Board(id: "b", name: "", labels: [Label(id: "l")], lists: [BoardList(id: "L", name: "", cards: [Card(id: "c", title: "")])]))
    }

    @Test func acceptsExplicitNullsAndIgnoresUnknownKeys() throws {
        let text = #"{"format":"cardport.board","version":1,"id":"b","name":"B","notes":null,"theme":"dark","#
            + #""lists":[{"id":"L","name":"x","archived":null,"cardLimit":null,"cards":[{"id":"c","title":"t","due":null,"source":null,"cover":{}}]}]}"#
        let board = try BoardFormat.decode(Data(text.utf8))
        #expect(board.lists[0].cards[0] == Card(id: "c", title: "t"))
    }

    @Test func refusesAnotherFormat() throws {
        let trello = #"{"id":"5f","name":"Trello board","lists":[],"cards":[]}"#
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(trello.utf8), file: "t.json") }
        #expect(error?.code == .wrongFormat)
        #expect(error?.message.contains("cardport.board") == true)
        let other = #"{"format":"cardport.deck","version":1,"id":"b","name":"B"}"#
        let second = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(other.utf8)) }
        #expect(second?.code == .wrongFormat)
        #expect(second?.message.contains("cardport.deck") == true)
    }

    @Test(arguments: [BoardFormat.version + 1, 99])
    func refusesANewerVersion(version: Int) throws {
        let text = #"{"format":"cardport.board","version":\#(version),"id":"b","name":"B","lists":{"new":"shape"}}"#
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8), file: "new.json") }
        #expect(error?.code == .unsupportedVersion)
        #expect(error?.message.contains("version \(version)") == true)
        #expect(error?.file == "new.json")
    }

    @Test func refusesAVersionThatIsNotANumber() throws {
        let text = #"{"format":"cardport.board","version":"1","id":"b","name":"B"}"#
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8)) }
        #expect(error?.code == .invalidShape)
        #expect(error?.path == "version")
    }

    @Test func namesTheJSONPathOfAShapeError() throws {
        let text = """
            {"format":"cardport.board","version":1,"id":"b","name":"B","lists":[
              {"id":"a","name":"A"},{"id":"b","name":"B"},
              {"id":"c","name":"C","cards":[{"id":"x","title":42}]}]}
            """
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8)) }
        #expect(error?.code == .invalidShape)
        #expect(error?.path == "lists[2].cards[0].title")
        let missing = #"{"format":"cardport.board","version":1,"id":"b","lists":[{"name":"A"}]}"#
        let second = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(missing.utf8)) }
        #expect(second?.path == "lists[0].id")
        #expect(second?.message.contains("\"id\"") == true)
    }

    @Test func refusesADateThatIsNotISO8601() throws {
        let text = #"{"format":"cardport.board","version":1,"id":"b","lists":[{"id":"L","cards":[{"id":"c","due":"10/07/2021"}]}]}"#
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8)) }
        #expect(error?.path == "lists[0].cards[0].due")
        #expect(error?.message.contains("10/07/2021") == true)
    }

    @Test(arguments: [
        // (text, line, column)
        ("{\n  \"format\": \"cardport.board\",\n  \"version\": 1,\n  \"id\": x\n}", 4, 9),
        ("{\"a\": [1, 2,]}", 1, 13),
        ("{\"a\": 1} trailing", 1, 10),
        ("{\"a\": 1", 1, 8),
        ("{\n\"é€\": 01}", 2, 8),
        ("{\"a\" 1}", 1, 6),
        ("{\"a\": \"tab\there\"}", 1, 11),
        ("{\"a\": tru}", 1, 10),
        ("", 1, 1),
    ])
    func reportsLineAndColumnOfMalformedJSON(text: String, line: Int, column: Int) throws {
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8), file: "bad.json") }
        #expect(error?.code == .malformedJSON)
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.description.hasPrefix("bad.json:\(line):\(column): ") == true)
    }

    @Test func theSameBoardAlwaysGivesTheSameBytes() throws {
        let board = try BoardFormat.decode(try fixture("issue-example-dated.json"))
        #expect(try BoardFormat.encode(board) == (try BoardFormat.encode(board)))
    }

    @Test func refusesToWriteADateOutsideFourDigitYears() throws {
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "L", name: "", cards: [Card(id: "c", title: "", due: Date(timeIntervalSince1970: 4e11))])])
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.encode(board) }
        #expect(error?.code == .unencodable)
        #expect(error?.path == "lists[0].cards[0].due")
    }

    @Test func invalidUTF8IsRefusedWithoutACrash() throws {
        var data = Data(#"{"format":"cardport.board","version":1,"id":"b","name":""#.utf8)
        data.append(contentsOf: [0xC3, 0x28, 0xFF])
        data.append(contentsOf: Data(#""}"#.utf8))
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(data, file: "latin.json") }
        #expect(error?.code == .malformedJSON)
        #expect(error?.file == "latin.json")
    }

    @Test func deepNestingIsRefusedWithoutACrash() throws {
        let depth = 100_000
        let text = #"{"format":"cardport.board","version":1,"id":"b","name":"","x":"#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8)) }
        #expect(error?.code == .malformedJSON)
    }
}
