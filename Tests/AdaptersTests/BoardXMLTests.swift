import Foundation
import PropertyBased
import Testing

@testable import Adapters
import Markup

@Suite("Cardport board XML")
struct BoardXMLTests {
    private func export(_ board: Board) throws -> ExportResult {
        try BoardXMLExporter().export(board, as: UTType.cardportBoardXML, options: ExportOptions())
    }

    private func read(_ data: Data, name: String = "board.xml") throws -> Board {
        try BoardXMLImporter().importBoard(from: .data(data, name: name), as: UTType.cardportBoardXML, options: ImportOptions()).board
    }

    @Test("the type is exported by Cardport and conforms to public.xml")
    func type() {
        #expect(UTType.cardportBoardXML.identifier == "app.cardport.board-xml")
        #expect(UTType.cardportBoardXML.conforms(to: .xml))
    }

    @Test("a rich board's export validates against the shipped schema and reads back the same")
    func richBoard() throws {
        let data = try export(RichBoard.board).data
        try BoardXMLFormat.schema().validate(Array(data), fileName: "rich.xml")
        #expect(try read(data) == RichBoard.board)
    }

    @Test("version 2 parts (people, done, all-day dates, time zone, reporter, created, cover, links, attachment dates) validate and read back")
    func versionTwoParts() throws {
        var board = RichBoard.board
        board.people = [Person(id: "p1", name: "Ada Lovelace", username: "ada", email: "ada@example.org"), Person(id: "p2")]
        var card = board.lists[0].cards[0]
        card.done = true
        card.due = Date(timeIntervalSince1970: 1_785_456_000)
        card.dueIsAllDay = true
        card.timeZone = "Europe/Berlin"
        card.reporter = "p1"
        card.members = ["p1", "Grace"]
        card.created = Date(timeIntervalSince1970: 1_700_000_000.5)
        card.cover = CardCover(color: "green", attachmentID: card.attachments.first?.id, imageURL: "")
        card.links = [
            CardLink(kind: .blocks, cardID: board.lists[0].cards.last?.id, url: "CP-2", title: "Second"),
            CardLink(kind: CardLink.Kind(rawValue: "is caused by"), url: "https://example.org/incident"),
        ]
        if !card.attachments.isEmpty { card.attachments[0].date = Date(timeIntervalSince1970: 1_600_000_000) }
        board.lists[0].cards[0] = card
        let data = try export(board).data
        try BoardXMLFormat.schema().validate(Array(data), fileName: "v2.xml")
        #expect(String(decoding: data, as: UTF8.self).contains(#"version="2""#))
        #expect(try read(data) == board)
    }

    @Test("any board's export validates and reads back as the same board")
    func propertyRoundTrip() async throws {
        let schema = try BoardXMLFormat.schema()
        await propertyCheck(count: 150, input: MarkupBoardGen.board) { board in
            let data = try export(board).data
            try schema.validate(Array(data))
            #expect(try read(data) == board)
        }
    }

    @Test("custom fields, their values and extra values of every kind validate and read back, with no warning")
    func customFieldsAndExtraRoundTrip() async throws {
        let schema = try BoardXMLFormat.schema()
        await propertyCheck(count: 100, input: MarkupBoardGen.fullBoard) { board in
            let result = try export(board)
            try schema.validate(Array(result.data))
            #expect(result.warnings.filter { !$0.message.contains("control characters") }.isEmpty)
            #expect(try read(result.data) == board)
        }
    }

    @Test("real Trello exports go native → XML → native with nothing lost", arguments: realTrelloExports)
    func realTrelloBoardRoundTrip(name: String) throws {
        let board = try importTrello(trelloFixture(name)).board
        #expect(!board.customFields.isEmpty || board.lists.flatMap(\.cards).contains { !$0.extra.isEmpty })
        let result = try export(board)
        try BoardXMLFormat.schema().validate(Array(result.data), fileName: name)
        #expect(result.warnings.isEmpty)
        #expect(try read(result.data) == board)
    }

    @Test("an extra value that is not JSON is refused, naming the line")
    func badExtra() throws {
        let xml = """
            <?xml version="1.0"?>
            <board xmlns="https://cardport.app/xml/board/1" version="2" id="b"><name>B</name>
            <extra key="k">{not json</extra></board>
            """
        let error = try #require(throws: AdapterError.self) { try read(Data(xml.utf8)) }
        #expect(error.code == .malformedInput)
        #expect(error.message.contains("\"k\" is not JSON text"))
        #expect(error.location?.contains("3") == true)
    }

    @Test("the schema refuses a document that breaks it, naming the line")
    func schemaRefuses() throws {
        let xml = """
            <?xml version="1.0"?>
            <board xmlns="https://cardport.app/xml/board/1" id="b">
              <name>x</name>
              <lists><list id="l"><name>L</name><cards>
                <card id="c" due="tomorrow"><title>t</title></card>
              </cards></list></lists>
            </board>
            """
        let error = try #require(throws: MarkupError.self) { try BoardXMLFormat.schema().validate(Array(xml.utf8)) }
        #expect(error.code == .notValid)
        #expect(error.line == 5)
        #expect(error.message.contains("due"))
    }

    @Test("a document that is not a Cardport board is unexpected content; bad values name their line")
    func wrongDocuments() throws {
        let other = try #require(throws: AdapterError.self) { try read(Data("<board id=\"x\"/>".utf8)) }
        #expect(other.code == .unexpectedContent)
        let badDate = """
            <board xmlns="https://cardport.app/xml/board/1" id="b"><name/>
            <lists><list id="l"><name/><cards>
            <card id="c" start="2024-13-01T00:00:00.000Z"><title/></card></cards></list></lists></board>
            """
        let error = try #require(throws: AdapterError.self) { try read(Data(badDate.utf8), name: "bad.xml") }
        #expect(error.code == .malformedInput)
        #expect(error.input == "bad.xml")
        #expect(error.location == "3")
        let missing = try #require(throws: AdapterError.self) {
            try read(Data("<board xmlns=\"https://cardport.app/xml/board/1\"><name/></board>".utf8))
        }
        #expect(missing.message.contains("id"))
    }

    @Test("elements a board does not describe are skipped: the first name, notes, labels and lists count, text inside them is read whole")
    func unusualShapes() throws {
        let xml = """
            <?xml version="1.0"?>
            <board xmlns="https://cardport.app/xml/board/1" id="b">
              <appendix><card id="outside"><title>not read</title></card></appendix>
              <lists>
                <list id="l1" card-limit="3"><name>first <b>list</b><!-- hidden --></name><name>second name</name>
                  <card id="stray"><title>not in cards</title></card>
                  <cards><card id="c1"><title>T<i>i</i>tle</title></card><other/><card id="c2"/></cards>
                  <cards><card id="c3"><title>second cards element</title></card></cards>
                </list>
                <note>not a list</note>
              </lists>
              <lists><list id="ignored"><name>second lists element</name></list></lists>
              <name>Board <![CDATA[<name>]]> &amp; co</name><name>later name</name>
              <labels><label id="x" color="red">Red <b>label</b></label><unknown/></labels>
              <labels><label id="y">second labels element</label></labels>
            </board>
            """
        let board = try read(Data(xml.utf8))
        #expect(board.name == "Board <name> & co")
        #expect(board.notes == "")
        #expect(board.labels == [Label(id: "x", name: "Red label", color: "red")])
        #expect(board.lists.map(\.id) == ["l1"])
        #expect(board.lists.first?.name == "first list")
        #expect(board.lists.first?.cardLimit == 3)
        #expect(board.lists.first?.cards.map(\.id) == ["c1", "c2"])
        #expect(board.lists.first?.cards.map(\.title) == ["Title", ""])
    }

    @Test("of several mistakes the importer reports a label's before a list's, and the first list's first")
    func firstMistakeReported() throws {
        let xml = """
            <board xmlns="https://cardport.app/xml/board/1" id="b"><name/>
            <lists>
            <list id="l1"><name/><cards><card id="c1" due="never"><title/></card></cards></list>
            <list><name/></list>
            </lists>
            <labels><label color="red">no id</label></labels>
            </board>
            """
        let labelFirst = try #require(throws: AdapterError.self) { try read(Data(xml.utf8)) }
        #expect(labelFirst.message == "<label> needs the attribute id")
        #expect(labelFirst.location == "6")
        let withoutLabels = xml.replacingOccurrences(of: "<labels><label color=\"red\">no id</label></labels>", with: "")
        let cardFirst = try #require(throws: AdapterError.self) { try read(Data(withoutLabels.utf8)) }
        #expect(cardFirst.message.contains("\"never\" is not a date"))
        #expect(cardFirst.location == "3")
        let truncated = try #require(throws: AdapterError.self) { try read(Data(withoutLabels.dropLast(9).utf8)) }
        #expect(truncated.code == .malformedInput)
        #expect(!truncated.message.contains("date"))
    }
}
