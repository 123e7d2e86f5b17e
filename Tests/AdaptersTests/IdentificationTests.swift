import Adapters
import Foundation
import ItemProviders
import Testing

@Suite("Identification: one answer for what a payload is, whichever way it arrives")
struct IdentificationTests {
    let registry = AdapterRegistry.standard()

    @Test func withNoHintTheContentDecidesAndSaysWhy() throws {
        let identification = registry.identify(try fixtureData("trello/simple-project-board.json"), hint: nil)
        #expect(identification.declaredType == nil)
        #expect(identification.type == .trelloBoardExport)
        #expect(identification.evidence.count == 2)
        #expect(identification.evidence.last?.contains("only a Trello board export has") == true)
    }

    @Test func aDeclaredTypeIsKeptUnlessTheContentSaysMore() throws {
        let kanban = try fixtureData("markdown-obsidian-kanban.md")
        #expect(registry.identify(kanban, hint: .markdown).type == .obsidianKanban)
        #expect(registry.identify(kanban, hint: .markdown).offeredTypes == [.obsidianKanban, .markdown])
        #expect(registry.identify(kanban, hint: .html).type == .html)
        let opml = Data("<?xml version=\"1.0\"?><opml version=\"2.0\"><body/></opml>".utf8)
        #expect(registry.identify(opml, hint: .xml).type == .opml)
        #expect(registry.identify(opml, hint: .data).declaredType == nil)
    }

    /// The line Chrome's and Firefox's XML viewer writes before the document when the page is saved or copied.
    static let viewerLine = "This XML file does not appear to have any style information associated with it. "
        + "The document tree is shown below.\n"

    @Test("text before the XML root (a browser's viewer line) does not hide a Jira export or an OPML outline", arguments: [
        ("jira/focalboard-jira-export.xml", UTType.jiraIssueXML), ("opml/scripting-states.opml", UTType.opml),
    ])
    func textBeforeTheXMLRootIsSkipped(fixture: String, type: UTType) throws {
        let saved = Data(Self.viewerLine.utf8) + (try fixtureData(fixture))
        for hint in [nil, UTType.xml, UTType.data] {
            let identification = registry.identify(saved, hint: hint)
            #expect(identification.type == type, "\(String(describing: hint))")
        }
        #expect(registry.identify(saved, hint: nil).evidence.last?.contains("a browser's XML viewer line") == true)
        let outcome = try ConversionPlanner(registry: registry).plan(offering: [.data], goal: .board)
            .execute(.data(saved, name: "saved.xml"))
        let direct = try ConversionPlanner(registry: registry).plan(offering: [type], goal: .board)
            .execute(.data(try fixtureData(fixture), name: "saved.xml"))
        #expect(outcome.board != nil && outcome.board == direct.board)
        #expect(outcome.board?.lists.flatMap(\.cards).isEmpty == false)
    }

    @Test func textFollowedByOtherMarkupStaysText() {
        let text = Data("Paste this into the page:\n<div class=\"note\">hello</div>\n".utf8)
        #expect(registry.identify(text, hint: nil).type != .html)
    }

    @Test func bytesOfABinaryFormatDeclaredAsTextAreTakenForWhatTheyAre() throws {
        // A PDF named notes.txt: the name says text, the bytes carry PDF's magic.
        let pdf = Data("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n".utf8)
        let identification = registry.identify(pdf, hint: .plainText)
        #expect(identification.declaredType == .plainText)
        #expect(identification.type == .pdf)
        #expect(identification.evidence.last?.contains("the bytes decide") == true)
        // Text that merely looks like markup keeps its declared type: only formats that are not text override.
        let markdown = Data("# Notes\n\n<div>inline HTML</div>\n- [ ] task\n".utf8)
        #expect(registry.identify(markdown, hint: .markdown).type == .markdown)
        #expect(registry.identify(Data("plain words\n".utf8), hint: .plainText).type == .plainText)
    }

    @Test func aPlanFromPlainJSONWaitsForTheContent() throws {
        let plan = try ConversionPlanner(registry: registry).plan(offering: [.json], goal: .board)
        #expect(plan.identifiesContent)
        #expect(plan.sourceType == .json)
        // With no adapter for anything JSON may be, nothing is planned.
        let textOnly = AdapterRegistry()
        textOnly.register(PlainTextAdapter())
        #expect(throws: AdapterError.self) { try ConversionPlanner(registry: textOnly).plan(offering: [.json], goal: .board) }
    }

    @Test func aTrelloExportOfferedAsJSONComesThroughAProviderWhole() throws {
        let data = try fixtureData("trello/simple-project-board.json")
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .json) { done in
            done(data, nil)
            return nil
        }
        let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
        let outcome = try conversion.runAndWait(from: provider, name: "export.json")
        #expect(outcome.identification?.type == .trelloBoardExport)
        #expect(outcome.executedPlan?.sourceType == .trelloBoardExport)
        let direct = try ConversionPlanner(registry: registry).plan(offering: [.trelloBoardExport], goal: .board)
            .execute(.data(data, name: "export.json"))
        #expect(outcome.board == direct.board)
    }

    @Test func brokenJSONIsASyntaxErrorThatKeepsItsCause() throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .json) { done in
            done(Data("{\"lists\": [1,,2]}".utf8), nil)
            return nil
        }
        let conversion = try ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
        let error = #expect(throws: AdapterError.self) { try conversion.runAndWait(from: provider, name: "broken.json") }
        #expect(error?.code == .malformedInput)
        #expect(error?.location == "1:13" || error?.location == "1:14")
        #expect(error?.cause is BoardFormatError)
    }
}
