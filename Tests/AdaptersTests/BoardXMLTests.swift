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

    @Test("any board's export validates and reads back as the same board")
    func propertyRoundTrip() async throws {
        let schema = try BoardXMLFormat.schema()
        await propertyCheck(count: 150, input: MarkupBoardGen.board) { board in
            let data = try export(board).data
            try schema.validate(Array(data))
            #expect(try read(data) == board)
        }
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
}
