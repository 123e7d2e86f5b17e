import Foundation
import Testing

@testable import Adapters

@Suite("Board → CSV → board")
struct CSVExporterTests {
    private func sampleBoard() -> Board {
        let priority = CustomField(
            id: "f1", name: "Priority", kind: .option,
            options: [CustomFieldOption(id: "o1", name: "High"), CustomFieldOption(id: "o2", name: "Low")])
        let points = CustomField(id: "f2", name: "Points", kind: .number)
        var parent = Card(
            id: "c1", title: "=HYPERLINK(\"http://evil\")", notes: "Line one\nLine \"two\", with comma",
            labelIDs: ["l1", "l2"], due: Date(timeIntervalSince1970: 1_717_200_000), members: ["p1", "Zoe"],
            done: true, dueIsAllDay: true, reporter: "p1", created: Date(timeIntervalSince1970: 1_700_000_000),
            customFields: [CustomFieldValue(fieldID: "f1", value: .option("o1")), CustomFieldValue(fieldID: "f2", value: .number("-3"))])
        parent.checklists = [Checklist(id: "k1", name: "Steps", items: [
            ChecklistItem(id: "i1", text: "+ first", done: true), ChecklistItem(id: "i2", text: "second"),
        ])]
        parent.attachments = [Attachment(id: "a1", name: "spec.pdf", url: "https://x.example/spec.pdf")]
        parent.source = Source(system: "csv", url: "https://tracker.example/1")
        parent.links = [CardLink(kind: .child, cardID: "c2")]
        let child = Card(
            id: "c2", title: "@mention me", archived: true, start: Date(timeIntervalSince1970: 1_717_000_000),
            links: [CardLink(kind: .parent, cardID: "c1")])
        return Board(
            id: "b", name: "Roadmap", labels: [Label(id: "l1", name: "ui"), Label(id: "l2", name: "-urgent")],
            lists: [BoardList(id: "L1", name: "Doing", cards: [parent]), BoardList(id: "L2", name: "Later", cards: [child])],
            people: [Person(id: "p1", name: "Ana García")], customFields: [priority, points])
    }

    private func export(_ board: Board) throws -> Data {
        try CSVExporter().export(board, as: .commaSeparatedText, options: ExportOptions()).data
    }

    /// What the documented columns carry, by name rather than id, for comparing boards.
    private struct Projection: Equatable {
        var lists: [String]
        var cards: [[String]]
    }

    private func project(_ board: Board) -> Projection {
        Projection(lists: board.lists.map(\.name), cards: board.lists.flatMap(\.cards).map { card in
            let fields = card.customFields.map { value -> String in
                let field = board.customFields.first { $0.id == value.fieldID }!
                switch value.value {
                case .option(let id): return "\(field.name)=\(field.options.first { $0.id == id }!.name)"
                case .number(let text), .text(let text): return "\(field.name)=\(text)"
                default: return "\(field.name)=?"
                }
            }
            return [
                card.id, card.title, card.notes, card.labelIDs.map { id in board.labels.first { $0.id == id }!.name }.joined(separator: "|"),
                card.members.map(board.displayName(ofPerson:)).joined(separator: "|"),
                card.reporter.map(board.displayName(ofPerson:)) ?? "", "\(card.due?.timeIntervalSince1970 ?? 0)",
                "\(card.dueIsAllDay)", "\(card.start?.timeIntervalSince1970 ?? 0)", "\(card.created?.timeIntervalSince1970 ?? 0)",
                "\(card.done)", "\(card.archived)", card.links.map { "\($0.kind.rawValue):\($0.cardID ?? "")" }.joined(separator: "|"),
                card.source?.url ?? "",
                card.checklists.map { "\($0.name):" + $0.items.map { "\($0.done)/\($0.text)" }.joined(separator: ",") }.joined(separator: "|"),
                card.attachments.map(\.url).joined(separator: "|"), fields.joined(separator: "|"),
            ]
        })
    }

    @Test("a board exported as CSV imports back to the same board")
    func roundTrip() throws {
        let board = sampleBoard()
        let data = try export(board)
        let back = try CSVImporter().importBoard(from: .data(data, name: "board.csv"), as: .commaSeparatedText, options: ImportOptions()).board
        #expect(project(back) == project(board))
        #expect(back.name == "Roadmap")
    }

    @Test("a file saved with CRLF line breaks, inside cells too, gives the same checklists and labels")
    func lineBreaksInsideCellsMayBeCRLF() throws {
        let text = String(decoding: try export(sampleBoard()), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
        let back = try CSVImporter().importBoard(
            from: .data(Data(text.utf8), name: "board.csv"), as: .commaSeparatedText, options: ImportOptions()).board
        let card = try #require(back.lists.first?.cards.first)
        #expect(card.checklists.map(\.name) == ["Steps"])
        #expect(card.checklists.first?.items.map(\.text) == ["+ first", "second"])
        #expect(card.checklists.first?.items.map(\.done) == [true, false])
        #expect(card.labelIDs.compactMap { id in back.labels.first { $0.id == id }?.name } == ["ui", "-urgent"])
    }

    @Test("cells a spreadsheet would run as formulas are written with a leading quote")
    func formulaInjection() throws {
        let text = String(decoding: try export(sampleBoard()), as: UTF8.self)
        #expect(text.contains("'=HYPERLINK"))
        #expect(text.contains("\"'@mention me\"") || text.contains(",'@mention me,"))
        #expect(text.contains("'-3"))
        #expect(!text.contains(",=HYPERLINK"))
        for cell in ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "plain"] {
            #expect(CSVExporter.neutralized(cell) == (cell == "plain" ? cell : "'" + cell))
        }
    }

    @Test("the file opens in a spreadsheet as UTF-8: a byte order mark, CRLF rows, the documented header")
    func spreadsheetShape() throws {
        let data = try export(sampleBoard())
        #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: data.dropFirst(3), as: UTF8.self)
        let header = try #require(text.components(separatedBy: "\r\n").first)
        #expect(header == (CSVExporter.columns + ["Field: Priority (option)", "Field: Points (number)"]).joined(separator: ","))
        #expect(CSVPreset.detect(header: header.components(separatedBy: ",")) == .cardport)
    }

    @Test("comments are not written, and the export says so")
    func commentsWarned() throws {
        var board = sampleBoard()
        board.lists[0].cards[0].comments = [Comment(id: "m", author: "a", date: Date(), text: "hi")]
        let result = try CSVExporter().export(board, as: .commaSeparatedText, options: ExportOptions())
        #expect(result.warnings.contains { $0.message.contains("1 comments") })
    }
}
