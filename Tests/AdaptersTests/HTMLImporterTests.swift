import Foundation
import Testing

@testable import Adapters

@Suite("HTML → cards")
struct HTMLImporterTests {
    let importer = HTMLImporter()

    private func read(_ input: AdapterInput) throws -> ImportResult {
        try importer.importBoard(from: input, as: .html, options: ImportOptions())
    }

    private func read(_ html: String) throws -> ImportResult {
        try read(MarkupFixtures.input(text: html))
    }

    @Test("a browser copy of a list: a card per item, nested items as checklist items, links attached")
    func chromeListCopy() throws {
        let board = try read(MarkupFixtures.input("chrome-list-copy.html")).board
        #expect(board.lists.map(\.name) == ["Release 2.4 checklist"])
        let cards = board.lists[0].cards
        #expect(cards.map(\.title) == [
            "Freeze the main branch", "Update translations", "Read the release process again",
            "Tag <v2.4.0> — café time",
        ])
        let checklist = try #require(cards[1].checklists.first)
        #expect(checklist.items.map(\.text) == ["German & French", "Japanese", "Portuguese", "pt-BR"])
        #expect(checklist.items.map(\.done) == [false, true, false, false])
        #expect(cards[2].attachments.map(\.url) == ["https://example.com/docs/release-process"])
        #expect(cards[2].attachments.map(\.name) == ["release process"])
        #expect(cards[0].attachments.isEmpty && cards[0].checklists.isEmpty)
    }

    @Test("a dragged Trello card link, in Windows' CF_HTML wrapper: one card whose source is the Trello card")
    func trelloLinkDrag() throws {
        let board = try read(MarkupFixtures.input("trello-link-drag-windows.html")).board
        let cards = MarkupFixtures.cards(board)
        #expect(cards.count == 1)
        #expect(cards.first?.title == "Ship release notes")
        #expect(cards.first?.source == Source(
            system: "trello", id: "Qm4v8xYz", url: "https://trello.com/c/Qm4v8xYz/17-ship-release-notes"))
        #expect(cards.first?.attachments.isEmpty == true)
    }

    @Test("a plain link becomes a card titled by its text with the URL attached")
    func plainLink() throws {
        let cards = MarkupFixtures.cards(try read("<a href=\"https://swift.org/blog/\">Swift  blog</a>").board)
        #expect(cards.map(\.title) == ["Swift blog"])
        #expect(cards.first?.attachments.map(\.url) == ["https://swift.org/blog/"])
    }

    @Test("a Google Sheets copy: header row of plain cells names the columns, Task gives the title")
    func googleSheets() throws {
        let cards = MarkupFixtures.cards(try read(MarkupFixtures.input("google-sheets-table.html")).board)
        #expect(cards.map(\.title) == ["Migrate billing to the new API", "Write \"getting started\" guide"])
        #expect(cards[0].notes == "Owner: Priya\nStatus: In progress\nEstimate (h): 8")
        #expect(cards[1].notes == "Owner: Tomás\nEstimate (h): 3")
    }

    @Test("a LibreOffice copy: Summary gives the title even when it is not the first column")
    func libreOffice() throws {
        let result = try read(MarkupFixtures.input("libreoffice-table.html"))
        let cards = MarkupFixtures.cards(result.board)
        #expect(cards.map(\.title) == ["Renew the TLS certificate", "Tidy the runbook"])
        #expect(cards[0].notes == "Priority: High\nDue: 2024-06-28")
        #expect(cards[1].notes == "Priority: Low")
        #expect(cards[1].attachments.map(\.url) == ["https://wiki.example.org/Runbook"])
    }

    @Test("a table without a header: first cell is the title, the other cells are note lines")
    func headerlessTable() throws {
        let cards = MarkupFixtures.cards(try read("<table><tr><td>Buy milk<td>2 litres<td>today<tr><td>Call Bo</table>").board)
        #expect(cards.map(\.title) == ["Buy milk", "Call Bo"])
        #expect(cards[0].notes == "2 litres\ntoday")
    }

    @Test("a Wikipedia-style page: headings start lists, scripts and styles ignored, relative links not attached")
    func wikipediaPage() throws {
        let result = try read(MarkupFixtures.input("wikipedia-style-page.html"))
        let board = result.board
        #expect(board.name == "Kanban board - Wikipedia")
        #expect(board.lists.map(\.name) == ["Kanban board", "Components", "Tools", "References"])
        let intro = board.lists[0].cards.map(\.title)
        #expect(intro.first == "Not to be confused with Kanban.")
        #expect(intro.contains { $0.hasPrefix("A kanban board is one of the tools") && $0.hasSuffix("[1]") })
        #expect(board.lists[1].cards.map(\.title) == [
            "Boards usually have these parts:", "Columns – each column represents a stage",
            "Cards – each card is a work item", "WIP limits – the most cards a column may hold",
        ])
        #expect(board.lists[1].cards[1].checklists.first?.items.map(\.text) == ["To do", "Doing", "Done"])
        #expect(board.lists[2].cards.map(\.title) == ["Trello", "Wekan"])
        #expect(board.lists[2].cards[0].notes == "First release: 2011\nLicense: Proprietary")
        #expect(board.lists[2].cards[0].attachments.map(\.url) == ["https://trello.com"])
        let everything = "\(board)"
        #expect(!everything.contains("RLCONF") && !everything.contains("wgBackendResponseTime"))
        #expect(!everything.contains("mw-parser-output .hatnote"))
        #expect(result.warnings.contains { $0.message.contains("links were not attached") })
    }

    @Test("paragraphs and br-separated lines each give a card; whitespace collapses; comments are ignored")
    func paragraphsAndLines() throws {
        let html = "<p>First\n   paragraph</p><p>Line one<br>Line&nbsp;two<BR/>  <!-- hidden --> </p><div>Third &amp; last</div>"
        #expect(MarkupFixtures.cards(try read(html).board).map(\.title) == [
            "First paragraph", "Line one", "Line two", "Third & last",
        ])
    }

    @Test("only the part between StartFragment and EndFragment is read")
    func fragmentMarkers() throws {
        let html = "<html><body>Before<!--StartFragment--><p>Inside</p><!--EndFragment-->After</body></html>"
        #expect(MarkupFixtures.cards(try read(html).board).map(\.title) == ["Inside"])
    }

    @Test("unclosed tags are recovered")
    func unclosedTags() throws {
        let html = "<ul><li>One<li>Two<ul><li>Two-a</ul><li>Three"
        let cards = MarkupFixtures.cards(try read(html).board)
        #expect(cards.map(\.title) == ["One", "Two", "Three"])
        #expect(cards[1].checklists.first?.items.map(\.text) == ["Two-a"])
    }

    @Test("nested lists give checklist items depth first; the item's own text leaves them out")
    func nestedChecklistOrder() throws {
        let html = "<ul><li>Card <ul><li>A<ul><li><input type=checkbox checked>A1</ul><li>B</ul> tail<li>Next</ul>"
        let cards = MarkupFixtures.cards(try read(html).board)
        #expect(cards.map(\.title) == ["Card tail", "Next"])
        let items = try #require(cards.first?.checklists.first).items
        #expect(items.map(\.text) == ["A", "A1", "B"])
        #expect(items.map(\.done) == [false, true, false])
    }

    @Test("a list or table inside an inline element is still read as structure, ending the line around it")
    func structureInsideInline() throws {
        let html = "<span>Before <ul><li>Item</ul> after</span><p>Next</p>"
            + "<font><table><tr><th>Task<th>Owner<tr><td>Write<td>Ana</table></font>"
        let cards = MarkupFixtures.cards(try read(html).board)
        #expect(cards.map(\.title) == ["Before", "Item", "after", "Next", "Write"])
        #expect(cards.last?.notes == "Owner: Ana")
    }

    @Test("inside an item or a cell, tables, headings and scripts are text or nothing, never more cards")
    func structureInsideItems() throws {
        let html = "<ul><script>var x = '<li>no'</script><li>Plan <table><tr><td>a<td>b</table></ul>"
            + "<table><tr><td><h2>Cell heading</h2> text</table>"
        let board = try read(html).board
        #expect(board.lists.count == 1)
        #expect(MarkupFixtures.cards(board).map(\.title) == ["Plan", "Cell heading text"])
        #expect(MarkupFixtures.cards(board).first?.notes == "a b")
    }

    @Test("javascript: links are never attached")
    func unsafeLinks() throws {
        let cards = MarkupFixtures.cards(try read("<a href=\"javascript:alert(1)\">Click</a>").board)
        #expect(cards.map(\.title) == ["Click"])
        #expect(cards.first?.attachments.isEmpty == true)
    }

    @Test("HTML with no text gives an empty board and a warning")
    func noText() throws {
        let result = try read("<html><head><style>p{}</style></head><body><script>x()</script></body></html>")
        #expect(result.board.lists.isEmpty)
        #expect(!result.warnings.isEmpty)
    }

    @Test("a type that is not HTML is refused")
    func wrongType() throws {
        let error = try #require(throws: AdapterError.self) {
            try importer.importBoard(from: MarkupFixtures.input(text: "<p>x</p>"), as: .json, options: ImportOptions())
        }
        #expect(error.code == .unsupportedType)
    }

    @Test("pre keeps its line breaks and indentation; a list without a heading or title is named Cards")
    func preformattedAndUnnamed() throws {
        let html = "<ul><li>Run it<pre>\nmake test\n  --filter Jira\n</pre></li></ul>"
        let board = try read(html).board
        #expect(board.lists.map(\.name) == ["Cards"])
        #expect(board.lists[0].cards.map(\.title) == ["Run it"])
        #expect(board.lists[0].cards[0].notes == "make test\n  --filter Jira")
        #expect(try read("<pre>one\n  two</pre>").board.lists[0].cards.map(\.notes) == ["  two"])
        // The first line ends at the line break even after a combining mark, an emoji or a carriage return.
        let card = try #require(try read("<pre>Ship 🚀 cafe\u{301}\r\n  then the rest\nand more</pre>").board.lists.first?.cards.first)
        #expect(card.title == "Ship 🚀 cafe\u{301}")
        #expect(card.notes == "  then the rest\nand more")
    }

    @Test("a colspan cell keeps the cells after it under their own columns")
    func colspan() throws {
        let html = """
            <table><tr><th>Title</th><th>Owner</th><th>Due</th><th>State</th></tr>
            <tr><td>Ship</td><td colspan="2">nobody yet</td><td>open</td></tr></table>
            """
        let card = try #require(try read(html).board.lists.first?.cards.first)
        #expect(card.notes == "Owner: nobody yet\nState: open")
    }

    @Test("text hidden with hidden, aria-hidden, display:none or visibility:hidden is not imported")
    func hiddenText() throws {
        let html = """
            <h2>Todo</h2><ul><li>Visible<span style="display: none">secret</span></li></ul>
            <p hidden>hidden paragraph</p><div style="visibility:hidden"><ul><li>ghost</li></ul></div>
            <p aria-hidden="true">icon text</p><p>Shown</p>
            """
        let cards = try read(html).board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["Visible", "Shown"])
    }

    // MARK: - Real pages (Fixtures/html, see PROVENANCE)

    @Test("a real table test: bad spans count as 1, colspan pads, rowspan repeats the cell down its column")
    func realSpans() throws {
        let result = try read(.file(fixtureFile("html/h2m-col-row-span.html")))
        let cards = try #require(result.board.lists.first?.cards)
        #expect(result.board.lists.map(\.name) == ["Cards"])
        #expect(cards.map(\.title) == ["A1", "wide cell", "A2", "tall cell", "tall cell", "A3", "big cell", "big cell", "A3"])
        // The tall cell belongs to its row and the one below; that row's own cells stay under their columns.
        #expect(cards.map(\.notes) == ["B1\nC1", "B1", "B2\nC2", "B1\nC1", "A2\nB2", "B3\nC3", "B1", "A2", "B3\nC3"])
        #expect(result.losses.isEmpty && result.warnings.isEmpty)
    }

    @Test("a real demo page: headings name lists, code keeps its lines, links are attached, options are cards")
    func realTurndownDemo() throws {
        let result = try read(.file(fixtureFile("html/h2m-turndown-demo.html")))
        let board = result.board
        #expect(board.lists.map(\.name) == ["Turndown Demo", "Usage"])
        let intro = try #require(board.lists[0].cards.first)
        #expect(intro.title == "This demonstrates turndown – an HTML to Markdown converter in JavaScript.")
        #expect(intro.attachments.map(\.url) == ["https://github.com/domchristie/turndown"])
        let usage = board.lists[1].cards
        #expect(usage.count == 11)
        #expect(usage[0].title == "var turndownService = new TurndownService()")
        #expect(usage[0].notes == "console.log(\n  turndownService.turndown('<h1>Hello world</h1>')\n)")
        #expect(usage[1].attachments.map(\.url) == ["http://commonmark.org/"])
        #expect(usage[2...].map(\.title).first == "headingStyle (setext or atx)")
        #expect(usage.last?.title == "linkReferenceStyle (full, collapsed, or shortcut)")
        #expect(result.losses.isEmpty)
    }

    @Test("a real navigation menu: nested link lists become checklists; every relative link is counted, nested ones too")
    func realNavigation() throws {
        let result = try read(.file(fixtureFile("html/h2m-nav-nested-list.html")))
        let cards = try #require(result.board.lists.first?.cards)
        #expect(cards.map(\.title) == ["Startseite", "Die Gruppe", "Medien", "Karriere"])
        #expect(cards.map { $0.checklists.flatMap(\.items).count } == [0, 5, 4, 6])
        #expect(cards[2].checklists.first?.items.map(\.text) == ["Aktuelle Meldungen", "Pressearchiv", "Pressekontakt", "Einblicke"])
        #expect(cards.allSatisfy { $0.attachments.isEmpty })
        #expect(result.warnings.map(\.message) == ["19 links were not attached: only absolute http, https and mailto links are"])
    }

    @Test("links in nested items are attached to the item's card, as checklist items hold text only")
    func nestedItemLinks() throws {
        let html = #"<ul><li>Read<ul><li><a href="https://example.org/a">Part A</a></li><li>Part B</li></ul></li></ul>"#
        let card = try #require(try read(html).board.lists.first?.cards.first)
        #expect(card.checklists.first?.items.map(\.text) == ["Part A", "Part B"])
        #expect(card.attachments.map(\.url) == ["https://example.org/a"])
        #expect(card.attachments.map(\.name) == ["Part A"])
    }

    @Test("hidden list items and table rows give no card, hidden cells are empty, and all are counted")
    func hiddenItemsRowsAndCells() throws {
        let html = """
            <h2>Todo</h2><ul><li>Shown</li><li hidden>ghost<ul><li>sub</li></ul></li></ul>
            <table><tr><th>Title</th><th>Owner</th><th>State</th></tr>
            <tr style="display: none"><td>Gone</td><td>x</td><td>y</td></tr>
            <tr><td>Kept</td><td aria-hidden="true">secret</td><td>open</td></tr></table>
            """
        let result = try read(html)
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["Shown", "Kept"])
        #expect(result.board.lists.flatMap(\.cards).last?.notes == "State: open")
        #expect(result.losses.entries.map(\.description) == [
            "3 hidden elements left out (hidden on the page with hidden, aria-hidden or CSS)",
        ])
    }
}
