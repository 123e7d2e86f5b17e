import Foundation
import Testing

@testable import Adapters

@Suite("CSV → cards")
struct CSVImporterTests {
    private func read(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try CSVImporter().importBoard(from: .data(Data(text.utf8), name: "tasks.csv"), as: .commaSeparatedText, options: options)
    }

    private func labelNames(_ card: Card, _ board: Board) -> [String] {
        card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
    }

    /// Jira's header as Jira Cloud writes it: repeated Labels, Comment, Sprint and Attachment columns.
    private let jira = #"""
        Summary,Issue key,Issue id,Parent id,Issue Type,Status,Priority,Assignee,Reporter,Labels,Labels,Description,Comment,Comment,Attachment,Sprint,Sprint,Created,Due date,Custom field (Story Points),Watchers
        Login fails,CP-1,10001,,Bug,In Progress,High,Ana García,Bob,ui,auth,"Steps:
        1. open
        2. ""click""",09/Jan/24 3:55 PM;acc1;first,10/Jan/24 9:00 AM;acc2;second; with a semicolon,09/Jan/24 3:55 PM;acc1;shot.png;https://x.example/a/1,Sprint 1,Sprint 2,08/Jan/24 2:10 PM,15/Jan/24 12:00 AM,3,Bob
        Sub thing,CP-2,10002,10001,Sub-task,To Do,Low,,Bob,,,,,,,,,08/Jan/24 2:11 PM,,,
        Shipped,CP-3,10003,,Task,Done,Medium,Bob,Ana García,,,,,,,,,08/Jan/24 2:12 PM,,x5,

        """#

    @Test("a Jira export of N rows gives N cards in lists named by its statuses, in Jira's order")
    func jiraRowsAndLists() throws {
        let result = try read(jira)
        let board = result.board
        #expect(board.lists.map(\.name) == ["To Do", "In Progress", "Done"])
        #expect(board.lists.flatMap(\.cards).count == 3)
        #expect(board.lists.map { $0.cards.map(\.title) } == [["Sub thing"], ["Login fails"], ["Shipped"]])
    }

    @Test("Jira's repeated columns all count; quoted newlines stay in one card")
    func jiraRepeatedColumns() throws {
        let board = try read(jira).board
        let card = board.lists[1].cards[0]
        #expect(labelNames(card, board) == ["ui", "auth", "Type: Bug"])
        #expect(card.notes == "Steps:\n1. open\n2. \"click\"")
        #expect(card.comments.map(\.text) == ["first", "second; with a semicolon"])
        #expect(card.comments.map(\.author) == ["acc1", "acc2"])
        #expect(card.attachments.map(\.name) == ["shot.png"])
        #expect(card.attachments.map(\.url) == ["https://x.example/a/1"])
        let sprint = try #require(board.customFields.first { $0.name == "Sprint" })
        #expect(card.customFields.first { $0.fieldID == sprint.id }?.value == .text("Sprint 1, Sprint 2"))
        #expect(card.source == Source(system: "jira", id: "CP-1", url: nil))
        #expect(card.extra["csv"] == .object(["Watchers": .string("Bob")]))
    }

    @Test("people go into the directory once; priority and estimate become custom fields")
    func jiraPeopleAndFields() throws {
        let board = try read(jira).board
        #expect(board.people.map(\.name) == ["Ana García", "Bob"])
        let card = board.lists[1].cards[0]
        #expect(card.members.map(board.displayName(ofPerson:)) == ["Ana García"])
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "Bob")
        let priority = try #require(board.customFields.first { $0.name == "Priority" })
        #expect(priority.kind == .option)
        #expect(priority.options.map(\.name) == ["High", "Low", "Medium"])
        let estimate = try #require(board.customFields.first { $0.name == "Estimate" })
        #expect(card.customFields.first { $0.fieldID == estimate.id }?.value == .number("3"))
    }

    @Test("sub-tasks are cards linked to their parent, and the parent to them")
    func jiraSubtasks() throws {
        let board = try read(jira).board
        let parent = board.lists[1].cards[0]
        let child = board.lists[0].cards[0]
        #expect(child.links == [CardLink(kind: .parent, cardID: parent.id)])
        #expect(parent.links == [CardLink(kind: .child, cardID: child.id)])
    }

    @Test("dates read in Jira's form; a Done status marks the card done")
    func jiraDatesAndDone() throws {
        let board = try read(jira).board
        let card = board.lists[1].cards[0]
        #expect(card.created == Date(timeIntervalSince1970: 1_704_723_000))  // 2024-01-08 14:10 UTC
        #expect(card.due == Date(timeIntervalSince1970: 1_705_276_800))  // 2024-01-15 00:00 UTC
        #expect(board.lists[2].cards[0].done)
        #expect(!card.done)
    }

    @Test("what cannot be carried is counted: an estimate that is not a number")
    func losses() throws {
        let result = try read(jira)
        #expect(result.losses.entries.contains { $0.kind == "estimate values that are not numbers" && $0.count == 1 })
        let shipped = result.board.lists[2].cards[0]
        #expect(shipped.extra["Estimate"] == .string("x5"))
    }

    @Test("Spanish Jira headers map through the same preset, with ';' as the delimiter")
    func spanishJira() throws {
        let text = """
            Tipo de Incidencia;Prioridad;Clave de incidencia;ID de la incidencia;Resumen;Informador;Creada;Estado;Responsable;Resuelta
            Tarea;Alta;SD-1;100;Configurar servidor;Lucía;09/ene/24 15:54;Abierto;Pedro;
            Error;Baja;SD-2;101;Corregir login;Lucía;10/ene/24 9:00;Cerrado;;10/ene/24 11:00

            """
        let result = try read(text)
        let board = result.board
        #expect(try CSVImporter.mapping(for: text.split(separator: "\n")[0].split(separator: ";").map(String.init), options: ImportOptions()).preset == .jira)
        #expect(board.lists.map(\.name) == ["Abierto", "Cerrado"])
        #expect(board.lists.flatMap(\.cards).map(\.title) == ["Configurar servidor", "Corregir login"])
        let closed = board.lists[1].cards[0]
        #expect(closed.done)
        #expect(closed.created == Date(timeIntervalSince1970: 1_704_877_200))  // 2024-01-10 09:00 UTC
        #expect(board.lists[0].cards[0].members.map(board.displayName(ofPerson:)) == ["Pedro"])
    }

    @Test("Jira Cloud's Spanish headers keep the assignee: Persona asignada is the assignee column")
    func spanishJiraCloudAssignee() throws {
        let text = """
            Resumen,Clave de incidencia,ID de la incidencia,Tipo de Incidencia,Estado,Prioridad,Persona asignada,Informador,Creada
            Configurar servidor,SD-1,100,Tarea,En curso,Alta,Pedro Gómez,Lucía,09/ene/24 15:54
            Corregir login,SD-2,101,Error,Tareas por hacer,Baja,Ana Ruiz,Lucía,10/ene/24 9:00

            """
        let result = try read(text)
        let board = result.board
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["Corregir login", "Configurar servidor"])
        #expect(cards.map { $0.members.map(board.displayName(ofPerson:)) } == [["Ana Ruiz"], ["Pedro Gómez"]])
        #expect(cards.allSatisfy { $0.extra["csv"] == nil })
    }

    @Test("Jira's German, Brazilian Portuguese and Japanese headers map to the same fields", arguments: [
        "Zusammenfassung,Vorgangsschlüssel,Vorgangstyp,Status,Priorität,Bearbeiter,Autor,Beschreibung",
        "Zusammenfassung,Vorgangsschlüssel,Vorgangstyp,Status,Priorität,Zugewiesene Person,Autor,Beschreibung",
        "Resumo,Chave da item,Tipo de item,Status,Prioridade,Responsável,Relator,Descrição",
        "要約,課題キー,課題タイプ,ステータス,優先度,担当者,報告者,説明",
    ])
    func translatedJiraHeaders(header: String) throws {
        let text = header + "\nFix the build,CP-7,Bug,In Progress,High,Ana,Bob,It fails\n"
        let columns = header.split(separator: ",").map(String.init)
        #expect(try CSVImporter.mapping(for: columns, options: ImportOptions()).preset == .jira)
        let board = try read(text).board
        let card = try #require(board.lists.first?.cards.first)
        #expect(board.lists.map(\.name) == ["In Progress"])
        #expect(card.title == "Fix the build")
        #expect(card.notes == "It fails")
        #expect(card.members.map(board.displayName(ofPerson:)) == ["Ana"])
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "Bob")
        #expect(card.source?.id == "CP-7")
        #expect(labelNames(card, board) == ["Type: Bug"])
    }

    @Test("a Notion date range sets the start to its first date and the due date to its last")
    func notionDateRange() throws {
        let text = """
            Name,Assign,Date,Status,Tags
            Plan the offsite,Ana,"October 8, 2021 → October 29, 2021",In progress,ops
            Book the venue,Ana,"November 2, 2021",Not started,

            """
        let board = try read(text).board
        let cards = board.lists.flatMap(\.cards)
        let plan = try #require(cards.first { $0.title == "Plan the offsite" })
        #expect(plan.start == Date(timeIntervalSince1970: 1_633_651_200))  // 2021-10-08
        #expect(plan.due == Date(timeIntervalSince1970: 1_635_465_600))  // 2021-10-29
        #expect(plan.startIsAllDay && plan.dueIsAllDay)
        let book = try #require(cards.first { $0.title == "Book the venue" })
        #expect(book.start == nil)
        #expect(book.due == Date(timeIntervalSince1970: 1_635_811_200))  // 2021-11-02
    }

    @Test("a Notion database whose title column is named after the database reads its first column as the title")
    func notionTitleNamedAfterTheDatabase() throws {
        let text = """
            Project Name,Status,Owner,Dates,Created time
            Website relaunch,In progress,Ana,"October 8, 2021 → October 29, 2021","October 1, 2021 9:15 AM"
            Hiring plan,Done,Bo,,"October 2, 2021 10:00 AM"

            """
        let header = ["Project Name", "Status", "Owner", "Dates", "Created time"]
        #expect(CSVPreset.detect(header: header) == .notion)
        let board = try read(text).board
        #expect(board.lists.map(\.name) == ["In progress", "Done"])
        #expect(board.lists.flatMap(\.cards).map(\.title) == ["Website relaunch", "Hiring plan"])
        #expect(board.lists[1].cards[0].done)
        #expect(board.lists[0].cards[0].created == Date(timeIntervalSince1970: 1_633_079_700))  // 2021-10-01 09:15 UTC
    }

    @Test("each preset is recognised by its header")
    func presetDetection() {
        let headers: [(String, [String])] = [
            ("trello", ["Card ID", "Card Name", "Card URL", "List Name", "Labels"]),
            ("asana", ["Task ID", "Created At", "Completed At", "Name", "Section/Column", "Assignee"]),
            ("clickup", ["Task ID", "Task Name", "Task Content", "Status", "Tags"]),
            ("linear", ["ID", "Team", "Title", "Description", "Status", "Cycle Name", "Assignee"]),
            ("taiga", ["ref", "subject", "description", "status", "is_closed", "tags"]),
            ("github-projects", ["Title", "URL", "Assignees", "Status", "Labels", "Repository"]),
            ("notion", ["Name", "Status", "Tags", "Created time"]),
            ("jira", ["Summary", "Issue key", "Issue id", "Status"]),
            ("generic", ["Name", "State"]),
        ]
        for (name, header) in headers {
            #expect(CSVPreset.detect(header: header).name == name, "\(header)")
        }
    }

    @Test("ClickUp's bracketed lists split into labels and members; Asana's Completed At marks done")
    func clickUpAndAsana() throws {
        let clickUp = try read("""
            Task ID,Task Name,Task Content,Status,Tags,Assignees,Priority
            a1,"Design landing, v2",Hero copy,in progress,"[web, design]","[Ana, Bo]",high
            a2,Ship it,,complete,[],[],

            """).board
        #expect(clickUp.lists.map(\.name) == ["in progress", "complete"])
        let card = clickUp.lists[0].cards[0]
        #expect(labelNames(card, clickUp) == ["web", "design"])
        #expect(card.members.map(clickUp.displayName(ofPerson:)) == ["Ana", "Bo"])
        #expect(clickUp.lists[1].cards[0].done)

        let asana = try read("""
            Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task
            1,2024-05-01,2024-05-03,2024-05-03,Write brief,Doing,Kim,kim@example.org,,2024-05-10,"copy,urgent",Notes here,Launch,
            2,2024-05-01,,2024-05-02,Check facts,Doing,,,,,,,Launch,Write brief

            """).board
        #expect(asana.name == "Launch")
        let brief = asana.lists[0].cards[0]
        #expect(brief.done)
        #expect(brief.dueIsAllDay)
        #expect(labelNames(brief, asana) == ["copy", "urgent"])
        #expect(asana.lists[0].cards[1].links == [CardLink(kind: .parent, cardID: brief.id)])
    }

    @Test("every field --map names reads its own columns: each field has its own row in the builder's table")
    func everyFieldHasItsOwnPlace() {
        #expect(CSVField.allCases.map(\.ordinal) == Array(CSVField.allCases.indices))
    }

    @Test("--map picks columns the preset would not, and --preset overrides the header's")
    func mapAndPreset() throws {
        let text = "Name,State,Tags,Deadline\nFix roof,Later,\"home, urgent\",2024-06-01\n"
        let board = try read(text, options: ImportOptions(csvMapping: "list=State,labels=Tags,due=Deadline")).board
        #expect(board.lists.map(\.name) == ["Later"])
        let card = board.lists[0].cards[0]
        #expect(labelNames(card, board) == ["home", "urgent"])
        #expect(card.due == Date(timeIntervalSince1970: 1_717_200_000))
        #expect(card.dueIsAllDay)

        #expect(throws: AdapterError.self) { try read(text, options: ImportOptions(csvMapping: "list=Nope")) }
        #expect(throws: AdapterError.self) { try read(text, options: ImportOptions(csvMapping: "colour=Tags")) }
        #expect(throws: AdapterError.self) { try read(text, options: ImportOptions(csvPreset: "nope")) }
        let generic = try read("Summary,Issue key\nA,K-1\n", options: ImportOptions(csvPreset: "generic")).board
        #expect(generic.lists.flatMap(\.cards).first?.source == Source(system: "csv"))
    }

    @Test("a UTF-8 BOM, UTF-16 with a BOM, and Windows-1252 with a warning all read")
    func encodings() throws {
        let text = "Title,Status\nCafé ñandú,Doing\n"
        var bom = Data([0xEF, 0xBB, 0xBF]); bom.append(Data(text.utf8))
        var utf16 = Data([0xFF, 0xFE]); utf16.append(text.data(using: .utf16LittleEndian)!)
        let latin = text.data(using: .windowsCP1252)!
        for (data, warned) in [(bom, false), (utf16, false), (latin, true)] {
            let result = try CSVImporter().importBoard(from: .data(data, name: "t.csv"), as: .commaSeparatedText, options: ImportOptions())
            #expect(result.board.lists.first?.cards.first?.title == "Café ñandú")
            #expect(result.warnings.contains { $0.message.contains("Windows-1252") } == warned)
        }
    }

    @Test("tab-delimited files read")
    func tabs() throws {
        let board = try read("Title\tStatus\nOne\tA\nTwo\tB\n").board
        #expect(board.lists.map(\.name) == ["A", "B"])
    }

    @Test("a ragged row, an unterminated quote and a header without a title column fail with the place")
    func badInput() throws {
        let cases: [(String, String)] = [
            ("Title,Status\nA,B\nC,D,E\n", "3:5"),
            ("Title,Status\nA,B\nC\n", "3:2"),
            ("Title,Status\nA,\"B\nC,D\n", "2:3"),
            ("Foo,Bar\n1,2\n", "1:1"),
            ("", "1:1"),
        ]
        for (text, location) in cases {
            let error = try #require(throws: AdapterError.self) { try read(text) }
            #expect(error.location == location, "\(text.debugDescription): \(error)")
            #expect(error.input == "tasks.csv")
        }
    }

    @Test("a large file streams from disk: rows counted and read in order")
    func fileInput() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-csv-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: url) }
        var text = "Title,Status,Notes\n"
        for index in 0..<5000 { text += "Card \(index),S\(index % 3),\"line\nbreak \(index)\"\n" }
        try Data(text.utf8).write(to: url)
        let board = try CSVImporter().importBoard(from: .file(url), as: .commaSeparatedText, options: ImportOptions()).board
        #expect(board.lists.flatMap(\.cards).count == 5000)
        #expect(board.lists[0].cards[1].title == "Card 3")
        #expect(board.lists[0].cards[1].notes == "line\nbreak 3")
    }
}
