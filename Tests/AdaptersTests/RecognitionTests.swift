import Adapters
import Foundation
import Testing

@Suite struct RecognitionTests {
    func refine(_ json: String, as type: UTType = .json) -> UTType {
        identified(type, Data(json.utf8))
    }

    @Test func aRealTrelloExportIsRefinedToTheTrelloType() throws {
        let data = try fixtureData("refine-trello-productivity-workflow.json")
        #expect(identified(.json, data) == .trelloBoardExport)
        let input = AdapterInput.file(try fixtureFile("refine-trello-productivity-workflow.json"))
        #expect(try standardAdapters.identify(input, hint: .json).type == .trelloBoardExport)
    }

    @Test func aCardportBoardIsRefinedByItsFormatKey() throws {
        let board = try BoardFormat.encode(Board(id: "b", name: "n"))
        #expect(identified(.json, board) == .cardportBoard)
        #expect(refine(#"{"version": 1, "format" : "cardport.board"}"#) == .cardportBoard)
        #expect(refine(#"{"format": "something.else", "lists": []}"#) == .json)
    }

    @Test func otherJSONStaysJSON() {
        #expect(refine(#"{"lists": [], "cards": []}"#) == .json)  // no key only Trello has
        #expect(refine(#"[{"lists": [], "cards": [], "prefs": {}}]"#) == .json)  // not an object
        #expect(refine("") == .json)
        #expect(refine("{") == .json)
        #expect(refine(#"{"name": "x"}"#) == .json)
    }

    @Test func onlyTopLevelKeysCount() {
        let nested = #"{"data": {"lists": [], "cards": [], "prefs": {}}, "note": "\"lists\": \"cards\", \"prefs\""}"#
        #expect(refine(nested) == .json)
        let trello = #"{"id": "1", "desc": "a } ] \" tricky { [ string", "lists": [{"a": [1, {"b": 2}]}], "cards": [], "prefs": {}}"#
        #expect(refine(trello) == .trelloBoardExport)
        #expect(refine("\u{FEFF}" + #"{"format": "cardport.board"}"#) == .cardportBoard)
    }

    @Test func aBrokenValueDoesNotHideTheKeysThatTellTheFormat() {
        // The importer then names the broken place; identification must still send the payload to it.
        #expect(refine(#"{"user_stories": [{"tags": ["x",]}], "us_statuses": []}"#) == .taigaProjectExport)
        #expect(refine(#"{"lists": [{"name": tru}], "cards": [], "prefs": {}}"#) == .trelloBoardExport)
        // Where the top-level object itself breaks, the keys before the break still count.
        #expect(refine(#"{"lists": [], "cards": [], "prefs": {"#) == .trelloBoardExport)
    }

    @Test func specificAndUnrelatedTypesAreLeftAlone() {
        #expect(refine(#"{"format": "cardport.board"}"#, as: .trelloBoardExport) == .trelloBoardExport)
        // `public.data` says nothing: the content decides.
        #expect(refine(#"{"format": "cardport.board"}"#, as: .data) == .cardportBoard)
        #expect(refine("---\nkanban-plugin: basic\n---\n", as: .html) == .html)
    }

    @Test func markdownWithKanbanFrontMatterIsAnObsidianBoard() throws {
        #expect(identified(.markdown, try fixtureData("markdown-obsidian-kanban.md")) == .obsidianKanban)
        #expect(refine("---\r\nkanban-plugin: board\r\n---\r\n\r\n## A\r\n", as: .markdown) == .obsidianKanban)
        #expect(refine("---\nkanban-plugin: basic\n---\n", as: .plainText) == .obsidianKanban)
        #expect(identified(.markdown, try fixtureData("markdown-release-checklist.md")) == .markdown)
        #expect(refine("---\ntitle: x\n---\nkanban-plugin: basic\n", as: .markdown) == .markdown)
        #expect(refine("text\n---\nkanban-plugin: basic\n---\n", as: .markdown) == .markdown)
        #expect(refine("---\nkanban-plugin:\n---\n", as: .markdown) == .markdown)
    }
}

/// Recognition owned by the adapters: one answer, whatever order they were registered in, and a refusal to
/// guess between two equally sure.
@Suite("Recognition: each adapter recognises its own content")
struct AdapterRecognitionTests {
    /// One real payload of every format an adapter recognises, with the type it is.
    static func corpus() throws -> [(name: String, data: Data, type: UTType)] {
        let vikunja = try ZipTestArchive.make([.file("VERSION", "v0.22.1"), .file("data.json", "[]")])
        let focalboard = try ZipTestArchive.make([
            .file("version.json", #"{"version":1}"#), .file("b1/board.jsonl", try String(contentsOf: try fixtureFile("Focalboard/company-goals.jsonl"), encoding: .utf8)),
        ])
        let viewerLine = "This XML file does not appear to have any style information associated with it.\n"
        return [
            ("native", try BoardFormat.encode(Board(id: "b", name: "n")), .cardportBoard),
            ("trello", try fixtureData("trello/simple-project-board.json"), .trelloBoardExport),
            ("wekan", try fixtureData("Wekan/wekan-creator-board.json"), .wekanBoardExport),
            ("deck", try fixtureData("Deck/nextcloud-deck-export.json"), .deckExport),
            ("taiga", try fixtureData("Taiga/wekan-taiga-project-dump.json"), .taigaProjectExport),
            ("github", try fixtureData("GitHub/gh-isp-number-title.json"), .gitHubIssuesJSON),
            ("focalboard lines", try fixtureData("Focalboard/company-goals.jsonl"), .focalboardBoard),
            ("focalboard archive", focalboard, .focalboardArchive),
            ("vikunja", vikunja, .vikunjaExport),
            ("obsidian", try fixtureData("markdown-obsidian-kanban.md"), .obsidianKanban),
            ("todo.txt", try fixtureData("todotxt/anansi-basic-todo.txt"), .todoTxt),
            ("opml", try fixtureData("opml/scripting-states.opml"), .opml),
            ("jira", try fixtureData("jira/focalboard-jira-export.xml"), .jiraIssueXML),
            ("jira saved from a browser", Data(viewerLine.utf8) + (try fixtureData("jira/focalboard-jira-export.xml")), .jiraIssueXML),
            ("markdown", try fixtureData("markdown-release-checklist.md"), .markdown),
            ("html", try fixtureData("html/h2m-turndown-demo.html"), .html),
        ]
    }

    @Test func everyFormatIsRecognisedWithNothingDeclared() throws {
        for payload in try Self.corpus() {
            let identification = standardAdapters.identify(payload.data, hint: nil)
            #expect(identification.type == payload.type, "\(payload.name): \(identification)")
            #expect(!identification.isAmbiguous, "\(payload.name)")
        }
    }

    @Test func theAnswerDoesNotDependOnTheOrderOfRegistration() throws {
        let adapters: [any Adapter] = AdapterRegistry.standard().importers
        let corpus = try Self.corpus()
        let expected = corpus.map { standardAdapters.identify($0.data, hint: nil) }
        // Reversed, and every rotation: each adapter comes first once, and last once.
        let orders = [Array(adapters.reversed())] + adapters.indices.map { Array(adapters[$0...] + adapters[..<$0]) }
        for (round, order) in orders.enumerated() {
            let registry = AdapterRegistry()
            registry.register(order)
            for (payload, answer) in zip(corpus, expected) {
                #expect(registry.identify(payload.data, hint: nil) == answer, "\(payload.name), round \(round)")
            }
            #expect(registry.identifiableTypes(from: .json) == standardAdapters.identifiableTypes(from: .json))
        }
    }

    @Test func theRegistryAsksEveryAdapterAndSortsTheAnswers() throws {
        let probe = PayloadProbe(data: try fixtureData("trello/simple-project-board.json"))
        #expect(probe.form == .json)
        let answers = standardAdapters.recognitions(of: probe)
        #expect(answers.first?.type == .trelloBoardExport)
        #expect(answers.first?.adapterName == "trello")
        #expect(answers.first?.confidence == .certain)
        #expect(answers.map(\.confidence) == answers.map(\.confidence).sorted(by: >))
    }

    @Test func theTypesAGeneralPayloadMayTurnOutToBeComeFromTheAdapters() {
        let json = standardAdapters.identifiableTypes(from: .json)
        for type in [UTType.cardportBoard, .trelloBoardExport, .wekanBoardExport, .deckExport, .taigaProjectExport,
                     .trelloCard, .gitHubIssuesJSON, .focalboardBoard] {
            #expect(json.contains(type), "\(type.identifier)")
        }
        #expect(standardAdapters.identifiableTypes(from: .zip) == [.cardportBundle, .focalboardArchive, .vikunjaExport])
        #expect(standardAdapters.identifiableTypes(from: .xml).contains(.jiraIssueXML))
        #expect(standardAdapters.identifiableTypes(from: .plainText).contains(.todoTxt))
        #expect(standardAdapters.identifiableTypes(from: .trelloBoardExport).isEmpty)
        // An adapter registered later takes part: its types are offered too.
        let registry = AdapterRegistry.standard()
        registry.register(TasksRecognizer(name: "tasks-a", type: TestTypes.tasksA))
        #expect(registry.identifiableTypes(from: .json).contains(TestTypes.tasksA))
    }

    @Test func anAdapterRegisteredAtRunTimeRecognisesItsContent() throws {
        let registry = AdapterRegistry.standard()
        registry.register(TasksRecognizer(name: "tasks-a", type: TestTypes.tasksA))
        let tasks = Data(#"{"tasks": [{"title": "Water the plants"}], "owner": "ann"}"#.utf8)
        let identification = registry.identify(tasks, hint: .json)
        #expect(identification.type == TestTypes.tasksA)
        #expect(identification.evidence.last == "the tasks-a adapter recognises it: its top-level object has tasks and owner")
        let outcome = try ConversionPlanner(registry: registry).plan(offering: [.json], goal: .board)
            .execute(.data(tasks, name: "tasks.json"))
        #expect(outcome.board?.name == "tasks-a")
        // A certain answer of a built-in adapter beats a likely one.
        let trello = try fixtureData("trello/simple-project-board.json")
        #expect(registry.identify(trello, hint: nil).type == .trelloBoardExport)
    }

    @Test func twoAdaptersEquallySureOfDifferentTypesMakeThePayloadAmbiguous() throws {
        let registry = AdapterRegistry.standard()
        registry.register(TasksRecognizer(name: "tasks-a", type: TestTypes.tasksA))
        registry.register(TasksRecognizer(name: "tasks-b", type: TestTypes.tasksB))
        let tasks = Data(#"{"tasks": [], "owner": "ann"}"#.utf8)
        let identification = registry.identify(tasks, hint: nil)
        #expect(identification.isAmbiguous)
        #expect(identification.type == .json)
        #expect(identification.candidates.map(\.adapterName) == ["tasks-a", "tasks-b"])
        let error = try #require(throws: AdapterError.self) {
            try ConversionPlanner(registry: registry).plan(offering: [.data], goal: .board)
                .execute(.data(tasks, name: "tasks.json"))
        }
        #expect(error.code == .unexpectedContent)
        #expect(error.input == "tasks.json")
        #expect(error.message.contains("--type \(TestTypes.tasksA.identifier) or --type \(TestTypes.tasksB.identifier)"))
    }

    @Test func theProbeWorksItsFactsOutFromTheBytes() throws {
        let saved = PayloadProbe(
            data: Data("Saved from the viewer\n<?xml version=\"1.0\"?>\n<!-- RSS generated by JIRA -->\n<rss version=\"0.92\">".utf8),
            declaredType: .plainText, fileName: "Export.XML")
        #expect(saved.form == .plainText)
        #expect(saved.xmlRoot?.name == "rss")
        #expect(saved.xmlRoot?.linesBefore == 1)
        #expect(saved.xmlRoot?.commentMentions("JIRA") == true)
        #expect(saved.fileExtension == "xml")
        #expect(saved.jsonObject == nil)
        let json = PayloadProbe(data: Data(#"{"format": "cardport.board", "lists": [{"deep": [[[]]]}], "n": 2}"#.utf8))
        #expect(json.jsonObject?.keys == ["format", "lists", "n"])
        #expect(json.jsonObject?.strings == ["format": "cardport.board"])
        let zip = PayloadProbe(data: try ZipTestArchive.make([.file("VERSION", "1"), .file("data.json", "[]")]))
        #expect(zip.form == .zip)
        #expect(zip.zipEntryPaths == ["VERSION", "data.json"])
    }
}

/// An importer of a made-up format (a JSON object with `tasks` and `owner`) that recognises it as `type`.
struct TasksRecognizer: RecognizingImporter {
    var name: String
    var type: UTType
    var readableTypes: [UTType] { [type] }
    var recognizableTypes: [UTType] { [type] }

    func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, let object = probe.jsonObject, object.has("tasks"), object.has("owner") else {
            return nil
        }
        return Recognition(type, .likely, evidence: "its top-level object has tasks and owner")
    }

    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        ImportResult(board: Board(id: "t", name: name))
    }
}
