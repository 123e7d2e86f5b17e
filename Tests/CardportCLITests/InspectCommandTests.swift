import Foundation
import Testing

/// `cardport inspect` run as a subprocess: type, adapter and counts for every sample.
@Suite struct InspectCommandTests {
    typealias Support = CommandLineSupport

    @Test(arguments: CommandLineSupport.samples)
    func everySampleIsRecognised(sample: (file: String, type: String)) throws {
        let result = try CardportProcess.run(["inspect", Support.sample(sample.file), "--json", "-q"])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try Support.object(result.standardOutput)
        #expect(report["type"] as? String == sample.type)
        #expect(Set(report.keys) == ["file", "type", "declaredType", "identifiedType", "evidence", "adapter", "board", "counts", "warnings"])
    }

    @Test func trelloCountsMatchTheExport() throws {
        let path = Support.sample("trello-simple-project-board.json")
        let export = try Support.object(String(contentsOfFile: path, encoding: .utf8))
        let lists = export["lists"] as? [[String: Any]] ?? []
        let cards = export["cards"] as? [[String: Any]] ?? []
        let checklists = export["checklists"] as? [[String: Any]] ?? []
        let items = checklists.flatMap { $0["checkItems"] as? [[String: Any]] ?? [] }
        let comments = (export["actions"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "commentCard" }

        let result = try CardportProcess.run(["inspect", path, "--json"])
        let counts = try #require(try Support.object(result.standardOutput)["counts"] as? [String: Any])
        #expect(counts["lists"] as? Int == lists.count)
        #expect(counts["archivedLists"] as? Int == lists.count { $0["closed"] as? Bool == true })
        #expect(counts["cards"] as? Int == cards.count)
        #expect(counts["checklists"] as? Int == checklists.count)
        #expect(counts["checklistItems"] as? Int == items.count)
        #expect(counts["checklistItemsDone"] as? Int == items.count { $0["state"] as? String == "complete" })
        #expect(counts["comments"] as? Int == comments.count)
        #expect(counts["labels"] as? Int == (export["labels"] as? [Any])?.count)
        #expect(counts["attachments"] as? Int == cards.reduce(0) { $0 + (($1["attachments"] as? [Any])?.count ?? 0) })
    }

    @Test func textReportNamesTypeAndAdapter() throws {
        let result = try CardportProcess.run(["inspect", Support.sample("obsidian-kanban.md"), "-q"])
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("type:") && $0.contains("md.obsidian.kanban") && $0.contains("refined from net.daringfireball.markdown") })
        #expect(result.lines.contains("adapter:     obsidian-kanban"))
    }

    @Test func standardInputIsSniffed() throws {
        let board = try String(contentsOfFile: Support.sample("native-board.json"), encoding: .utf8)
        let result = try CardportProcess.run(["inspect", "-", "--json"], input: board)
        #expect(try Support.object(result.standardOutput)["type"] as? String == "app.cardport.board")
    }

    @Test func failures() throws {
        #expect(try CardportProcess.run(["inspect", "/nonexistent"]).status == 66)
        let notJSON = try CardportProcess.run(["inspect", "-", "--type", ".json"], input: "{\"a\": tru}")
        #expect(notJSON.status == 65)
        #expect(notJSON.standardError.contains("<stdin>: 1:"))
        let unknown = try CardportProcess.run(["inspect", "-", "--type", "public.png"], input: "x")
        #expect(unknown.status == 65)
        #expect(unknown.standardError.contains("no importer reads"))
    }
}
