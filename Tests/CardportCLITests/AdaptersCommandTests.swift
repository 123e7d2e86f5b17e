import Foundation
import Testing

/// `cardport adapters` run as a subprocess.
@Suite struct AdaptersCommandTests {
    @Test func jsonListsEveryAdapterWithItsTypes() throws {
        let result = try CardportProcess.run(["adapters", "--json"])
        #expect(result.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: entries.compactMap { entry in (entry["name"] as? String).map { ($0, entry) } })
        #expect(Set(byName.keys).isSuperset(of: ["text", "markdown", "obsidian-kanban", "trello", "cardport"]))
        #expect(byName["trello"]?["reads"] as? [String] == ["com.trello.board-export"])
        #expect((byName["text"]?["writes"] as? [String])?.contains("public.plain-text") == true)
        for entry in entries { #expect(Set(entry.keys) == ["name", "reads", "writes", "converts"]) }
    }

    @Test func textNamesEachAdapterOnce() throws {
        let result = try CardportProcess.run(["adapters"])
        #expect(result.status == 0)
        let names = result.lines.compactMap { $0.first == " " ? nil : $0.split(separator: " ").first.map(String.init) }
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(names.contains("markdown"))
    }
}
