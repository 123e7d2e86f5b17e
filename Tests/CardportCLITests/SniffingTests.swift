import Foundation
import Testing

/// How `cardport` decides a payload's type: `--type`, else the file name, else the content.
@Suite struct SniffingTests {
    typealias Support = CommandLineSupport

    func sniffedType(_ input: String, arguments: [String] = []) throws -> String? {
        let result = try CardportProcess.run(["inspect", "-", "--json", "-q"] + arguments, input: input)
        let report = try Support.object(result.standardOutput)
        #expect(report["declaredType"] as? String == "public.data")
        return report["identifiedType"] as? String
    }

    @Test func contentDecidesForStandardInput() throws {
        #expect(try sniffedType("Buy milk\n") == "public.plain-text")
        #expect(try sniffedType("# Week\n- [ ] plan\n") == "net.daringfireball.markdown")
        #expect(try sniffedType("\n  {\"format\": \"cardport.board\", \"version\": 1, \"id\": \"b\", \"name\": \"\"}") == "app.cardport.board")
    }

    @Test func theEvidenceSaysWhatDecided() throws {
        let result = try CardportProcess.run(["inspect", Support.sample("trello-simple-project-board.json"), "--json", "-q"])
        let report = try Support.object(result.standardOutput)
        #expect(report["declaredType"] as? String == "public.json")
        #expect(report["identifiedType"] as? String == "com.trello.board-export")
        #expect((report["evidence"] as? [String])?.last?.contains("only a Trello board export has") == true)
    }

    @Test(arguments: CommandLineSupport.samples)
    func eachSampleSniffsWithoutItsName(sample: (file: String, type: String)) throws {
        let content = try String(contentsOfFile: Support.sample(sample.file), encoding: .utf8)
        let result = try CardportProcess.run(["inspect", "-", "--json", "-q"], input: content)
        #expect(try Support.object(result.standardOutput)["type"] as? String == sample.type)
    }

    @Test func typeOptionBeatsNameAndContent() throws {
        let asText = try CardportProcess.run(["inspect", Support.sample("release-checklist.md"), "--type", "text/plain", "--json"])
        #expect(try Support.object(asText.standardOutput)["declaredType"] as? String == "public.plain-text")
    }

    @Test func xmlOfNoKnownRootIsPlainXML() throws {
        // OPML, Jira's export, Cardport's board XML and HTML are the samples above; other roots stay public.xml,
        // which no adapter reads, and the error says which type was looked for.
        for input in ["<rss version=\"2.0\"><channel/></rss>", "<?xml version=\"1.0\"?>\n<note><to>x</to></note>"] {
            let result = try CardportProcess.run(["import", "-", "-o", "-"], input: input)
            #expect(result.status == 65)
            #expect(result.standardError.contains("from public.xml"), "\(result.standardError)")
        }
    }

    @Test func aDotXMLFileIsRefinedByItsRootElement() throws {
        let result = try CardportProcess.run(["inspect", Support.sample("jira-export.xml"), "--json", "-q"])
        #expect(result.status == 0)
        let report = try Support.object(result.standardOutput)
        #expect(report["declaredType"] as? String == "public.xml")
        #expect(report["identifiedType"] as? String == "com.atlassian.jira.issue-xml")
    }
}
