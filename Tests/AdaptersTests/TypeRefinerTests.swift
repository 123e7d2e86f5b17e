import Adapters
import Foundation
import Testing

@Suite struct TypeRefinerTests {
    func refine(_ json: String, as type: UTType = .json) -> UTType {
        TypeRefiner.refine(type, data: Data(json.utf8))
    }

    @Test func aRealTrelloExportIsRefinedToTheTrelloType() throws {
        let data = try fixtureData("refine-trello-productivity-workflow.json")
        #expect(TypeRefiner.refine(.json, data: data) == .trelloBoardExport)
        let input = AdapterInput.file(try fixtureFile("refine-trello-productivity-workflow.json"))
        #expect(try TypeRefiner.refine(.json, input: input) == .trelloBoardExport)
    }

    @Test func aCardportBoardIsRefinedByItsFormatKey() throws {
        let board = try BoardFormat.encode(Board(id: "b", name: "n"))
        #expect(TypeRefiner.refine(.json, data: board) == .cardportBoard)
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
        #expect(refine(#"{"format": "cardport.board"}"#, as: .data) == .data)
        #expect(refine("---\nkanban-plugin: basic\n---\n", as: .html) == .html)
    }

    @Test func markdownWithKanbanFrontMatterIsAnObsidianBoard() throws {
        #expect(TypeRefiner.refine(.markdown, data: try fixtureData("markdown-obsidian-kanban.md")) == .obsidianKanban)
        #expect(refine("---\r\nkanban-plugin: board\r\n---\r\n\r\n## A\r\n", as: .markdown) == .obsidianKanban)
        #expect(refine("---\nkanban-plugin: basic\n---\n", as: .plainText) == .obsidianKanban)
        #expect(TypeRefiner.refine(.markdown, data: try fixtureData("markdown-release-checklist.md")) == .markdown)
        #expect(refine("---\ntitle: x\n---\nkanban-plugin: basic\n", as: .markdown) == .markdown)
        #expect(refine("text\n---\nkanban-plugin: basic\n---\n", as: .markdown) == .markdown)
        #expect(refine("---\nkanban-plugin:\n---\n", as: .markdown) == .markdown)
    }
}
