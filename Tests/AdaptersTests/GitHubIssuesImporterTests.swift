import Foundation
import Testing

@testable import Adapters

@Suite("GitHub issue lists → cards")
struct GitHubIssuesImporterTests {
    private func read(_ name: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try GitHubIssuesImporter().importBoard(from: .file(fixtureFile("GitHub/\(name)")), as: .gitHubIssuesJSON, options: options)
    }

    @Test("the real lists are recognised as GitHub issue lists from their content")
    func recognised() throws {
        for name in ["rest-d3fc-issues.json", "gh-anysoftkeyboard-issues.json", "rest-probot-issues.json"] {
            #expect(identified(.json, try fixtureData("GitHub/\(name)")) == .gitHubIssuesJSON)
        }
        #expect(identified(.json, Data("[1, 2]".utf8)) == .json)
        #expect(identified(.json, Data(#"[{"title": "x"}]"#.utf8)) == .json)
    }

    @Test("gh issue list with a subset of its fields (no state, no URL) is recognised and imported", arguments: [
        ("gh-isp-number-title.json", 26, "104", "[Code Quality] Stale Store Actions Cleanup"),
        ("gh-isp-labels-number-title.json", 3, "92", "🏃 SPRINT BOARD"),
    ])
    func ghSubsets(name: String, count: Int, firstNumber: String, lastTitle: String) throws {
        let data = try fixtureData("GitHub/\(name)")
        #expect(AdapterRegistry.standard().identify(data, hint: nil).type == .gitHubIssuesJSON)
        #expect(AdapterRegistry.standard().identify(data, hint: .json).type == .gitHubIssuesJSON)
        let board = try read(name).board
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.count == count)
        #expect(cards.allSatisfy { !$0.done && !$0.title.isEmpty })
        #expect(cards.last?.title == lastTitle)
        #expect(cards.first?.source?.id == firstNumber)
    }

    @Test("one issue from the REST API (an object, not a list) imports as a done card with its author and dates")
    func singleRESTIssue() throws {
        let outcome = try importAsAUser("GitHub/rest-react-issue-10191.json")
        #expect(outcome.identification?.type == .gitHubIssuesJSON)
        let board = try #require(outcome.board)
        #expect(board.name == "facebook/react")
        #expect(board.lists.map(\.name) == ["Open", "Closed"])
        #expect(board.lists[0].cards.isEmpty)
        #expect(board.lists[1].cards.count == 1)
        let card = try #require(board.lists[1].cards.first)
        #expect(card.title == "Consider re-licensing to AL v2.0, as RocksDB has just done")
        #expect(card.done)
        #expect(card.reporter.map(board.displayName(ofPerson:)) == "wohali")
        #expect(card.members.isEmpty && card.labelIDs.isEmpty)
        #expect(card.created == Date(timeIntervalSince1970: 1_500_156_238))  // 2017-07-15T22:03:58Z
        #expect(card.extra["github"] == .object(["closedAt": .string("2017-08-19T00:14:20Z")]))
        #expect(card.source == Source(system: "github", id: "10191", url: "https://github.com/facebook/react/issues/10191"))
        #expect(card.notes.contains("As a user of React.JS in an ASF top-level project (Apache CouchDB)"))
        #expect(outcome.losses.entries.contains { $0.kind == "comments" && $0.count == 126 })
        #expect(throws: AdapterError.self) {
            try GitHubIssuesImporter().importBoard(from: .data(Data("3".utf8), name: "n.json"), as: .gitHubIssuesJSON, options: ImportOptions())
        }
    }

    @Test("gh issue list --json title,body,labels (no number, no state) imports every issue with its labels")
    func ghTitleBodyLabels() throws {
        let outcome = try importAsAUser("GitHub/gh-cyf-title-body-labels.json")
        #expect(outcome.identification?.type == .gitHubIssuesJSON)
        let board = try #require(outcome.board)
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["[TECH ED] Example coursework", "MRE: Broken image"])
        #expect(cards.allSatisfy { !$0.done && $0.members.isEmpty })
        #expect(board.lists[0].cards.count == 2)
        let names = board.labelNames(cards[0].labelIDs)
        #expect(names.count == 21)
        #expect(names.first == "🎯 Topic Communication")
        #expect(names.last == "📍 React")
        #expect(board.labels.first?.color == "#3964D1")
        #expect(cards[1].labelIDs.isEmpty)
        #expect(cards[0].notes.contains("This example coursework is a placeholder to test emoji reaction voting."))
    }

    @Test("labels of a gh subset keep their colours")
    func ghSubsetLabels() throws {
        let board = try read("gh-isp-labels-number-title.json").board
        let card = try #require(board.lists.flatMap(\.cards).first)
        let names = card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
        #expect(names == ["documentation", "architecture"])
        #expect(board.labels.first?.color == "#0075ca")
        #expect(identified(.json, Data(#"[{"title": "x", "url": "https://example.com"}]"#.utf8)) == .json)
    }

    @Test("REST list: pull requests skipped and counted; the issue's page is its link; comments only counted")
    func restShape() throws {
        let result = try read("rest-d3fc-issues.json")
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["Should we be merging enter and update"])
        let card = cards[0]
        #expect(card.source == Source(system: "github", id: "22", url: "https://github.com/d3fc/d3fc-data-join/issues/22"))
        #expect(card.links == [CardLink(kind: .reference, url: "https://github.com/d3fc/d3fc-data-join/issues/22", title: "#22")])
        #expect(card.reporter.map(result.board.displayName(ofPerson:)) == "ColinEberhardt")
        #expect(card.created == Date(timeIntervalSince1970: 1_474_953_890))
        #expect(result.losses.entries.contains { $0.kind == "pull requests" && $0.count == 2 })
        #expect(result.losses.entries.contains { $0.kind == "comments" && $0.count == 4 })
        #expect(result.board.name == "d3fc/d3fc-series")
    }

    @Test("--include-pull-requests imports them, labelled, with the labels' colours")
    func pullRequests() throws {
        let result = try read("rest-d3fc-issues.json", options: ImportOptions(includePullRequests: true))
        let board = result.board
        #expect(board.lists.flatMap(\.cards).count == 3)
        #expect(board.labels.first { $0.name == "greenkeeper" }?.color == "#ededed")
        #expect(board.labels.contains { $0.name == "pull request" })
        #expect(!result.losses.entries.contains { $0.kind == "pull requests" })
    }

    @Test("gh issue list --json: open issues in Open, authors in the people directory")
    func ghShape() throws {
        let board = try read("gh-anysoftkeyboard-issues.json").board
        #expect(board.lists.map(\.name) == ["Open", "Closed"])
        #expect(board.lists[0].cards.map(\.id) == ["github-issue-4656", "github-issue-4639", "github-issue-4587"])
        #expect(board.people.map(\.username) == ["ilyaza", "azazar", "menny"])
        #expect(board.people.last?.name == "Menny Even Danan")
        #expect(board.lists[0].cards[2].notes.hasPrefix("- Update the minimum API level to be 23"))
    }

    @Test("closed issues are done, in Closed; milestones and assignees are kept; gh comments become comments")
    func closedAndMilestones() throws {
        let json = """
            [{"number": 7, "title": "Crash", "state": "CLOSED", "closedAt": "2024-02-01T00:00:00Z",
              "milestone": {"title": "v1.0", "number": 1}, "assignees": [{"login": "kim", "name": "Kim"}],
              "labels": [{"name": "bug", "color": "d73a4a"}], "url": "https://github.com/o/r/issues/7",
              "comments": [{"author": {"login": "lee"}, "body": "fixed", "createdAt": "2024-01-31T10:00:00Z"}]}]
            """
        let board = try GitHubIssuesImporter().importBoard(
            from: .data(Data(json.utf8), name: "i.json"), as: .gitHubIssuesJSON, options: ImportOptions()).board
        let card = try #require(board.lists[1].cards.first)
        #expect(card.done)
        #expect(card.members.map(board.displayName(ofPerson:)) == ["Kim"])
        let field = try #require(board.customFields.first)
        #expect(field.name == "Milestone")
        #expect(card.customFields.first?.value == .option(field.options[0].id))
        #expect(field.options.map(\.name) == ["v1.0"])
        #expect(card.comments.map(\.text) == ["fixed"])
        #expect(card.comments.map(\.author) == ["lee"])
        #expect(card.extra["github"] == .object(["closedAt": .string("2024-02-01T00:00:00Z")]))
    }

    @Test("bad JSON, and JSON that is neither a list nor an issue, fail with the place")
    func badInput() throws {
        for (json, location) in [("[{\"number\": 1,}]", "1:15"), ("{\"a\": 1}", "(top level)")] {
            let error = try #require(throws: AdapterError.self) {
                try GitHubIssuesImporter().importBoard(from: .data(Data(json.utf8), name: "i.json"), as: .gitHubIssuesJSON, options: ImportOptions())
            }
            #expect(error.location == location, "\(error)")
        }
    }

    @Test("a real REST list of one repository: the pull request skipped, a label's colour, two authors, task lists kept as written")
    func restProbot() throws {
        let result = try read("rest-probot-issues.json")
        let board = result.board
        #expect(board.name == "bkeepers/PRobot")
        #expect(board.lists.map(\.name) == ["Open", "Closed"])
        #expect(board.lists[0].cards.map(\.id) == ["github-issue-21", "github-issue-17"])
        #expect(board.lists[0].cards.map(\.title) == ["Actions to implement", "[Behavior] Auto-assign maintainer to new issues"])
        #expect(board.lists[1].cards.isEmpty)
        #expect(board.lists[0].cards.allSatisfy { !$0.done && $0.members.isEmpty && $0.customFields.isEmpty && $0.extra.isEmpty })
        let actions = board.lists[0].cards[0]
        #expect(actions.labelIDs.compactMap { id in board.labels.first { $0.id == id } } == [
            Label(id: actions.labelIDs[0], name: "hacktoberfest", color: "#ffa500"),
        ])
        #expect(actions.notes.hasPrefix("Here are a list of actions that need implemented."))
        #expect(actions.notes.contains("## Issues\n- [x] assign (#19)\n- [x] comment (#13)\n- [ ] create issue\n"))
        #expect(actions.notes.hasSuffix("- [ ] remove from team\n"))
        #expect(actions.source == Source(system: "github", id: "21", url: "https://github.com/bkeepers/PRobot/issues/21"))
        #expect(actions.links == [CardLink(kind: .reference, url: "https://github.com/bkeepers/PRobot/issues/21", title: "#21")])
        #expect(actions.created == Date(timeIntervalSince1970: 1_476_142_144))  // 2016-10-10T23:29:04Z
        #expect(board.lists[0].cards.map { $0.reporter.map(board.displayName(ofPerson:)) } == ["bkeepers", "benbalter"])
        #expect(board.people.map(\.username) == ["bkeepers", "benbalter"])
        #expect(result.losses.entries.contains { $0.kind == "pull requests" && $0.count == 1 })
        #expect(result.losses.entries.contains { $0.kind == "comments" && $0.count == 3 })

        // Asked for, the pull request is a card of its own, its body's CRLF line ends as written.
        let all = try read("rest-probot-issues.json", options: ImportOptions(includePullRequests: true)).board
        #expect(all.lists[0].cards.map(\.id) == ["github-issue-62", "github-issue-21", "github-issue-17"])
        let pull = all.lists[0].cards[0]
        #expect(pull.labelIDs.compactMap { id in all.labels.first { $0.id == id }?.name } == ["pull request"])
        #expect(pull.source?.url == "https://github.com/bkeepers/PRobot/pull/62")
        #expect(pull.notes.hasPrefix("This is the beginning of figuring out timers (#32). The goal is to be able to do something like this:\r\n\r\n```js\r\n"))
        #expect(pull.notes.hasSuffix("  - [ ] Update saved config on changes\r\n\r\ncc @mcolyer @lee-dohm"))
    }
}
