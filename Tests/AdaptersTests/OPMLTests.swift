import Foundation
import PropertyBased
import Testing

@testable import Adapters

@Suite("OPML outlines")
struct OPMLTests {
    private func read(_ input: AdapterInput) throws -> ImportResult {
        try OPMLImporter().importBoard(from: input, as: UTType.opml, options: ImportOptions())
    }

    @Test("a Workflowy export: level 1 lists, level 2 cards with notes, deeper levels checklist items")
    func workflowy() throws {
        let board = try read(MarkupFixtures.input("workflowy.opml")).board
        #expect(board.lists.map(\.name) == ["Home", "Work", "Someday"])
        #expect(board.lists[0].cards.map(\.title) == ["Groceries", "Fix the <b>leaky</b> tap"])
        #expect(board.lists[0].cards[0].notes == "Saturday market, bring bags")
        let items = try #require(board.lists[0].cards[0].checklists.first?.items)
        #expect(items.map(\.text) == ["Eggs", "Bread & butter"])
        #expect(items.map(\.done) == [true, false])
        let deep = try #require(board.lists[1].cards.first?.checklists.first?.items)
        #expect(deep.map(\.text) == ["Collect numbers", "Revenue", "Churn"])
        #expect(deep.map(\.done) == [false, true, false])
        #expect(board.lists[2].cards.isEmpty)
    }

    @Test("a real Workflowy sample: _complete=\"true\" outlines below a card are done checklist items")
    func workflowyCompleteAttribute() throws {
        let outcome = try importAsAUser("opml/tana-workflowy-sample.opml")
        let board = try #require(outcome.board)
        #expect(board.lists.map(\.name) == ["Hello"])
        #expect(board.lists[0].cards.map(\.title) == ["This is a workflowy node"])
        let card = board.lists[0].cards[0]
        #expect(!card.done)
        let items = try #require(card.checklists.first?.items)
        #expect(items.map(\.text) == [
            "This is a child with a #tag", "This is also a child, with the same #tag",
            "The <b>bold</b>, the <u>underlined</u> and the <i>italic</i>", "More nodes here", "Tasks",
            "Completed task 1", "Completed task 2",
        ])
        #expect(items.map(\.done) == [false, false, false, false, false, true, true])
    }

    @Test("Dynalist's complete attribute and multi-line notes; the head title names the board")
    func dynalist() throws {
        let board = try read(MarkupFixtures.input("dynalist.opml")).board
        #expect(board.name == "Reading list")
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.notes == "Lent to Sam\nAsk for it back")
        #expect(card.checklists.first?.items.map(\.done) == [true, false])
    }

    @Test("an outliner's check-off (_status=\"checked\", as Fargo, Concord and Drummer write it) marks cards and items done")
    func statusChecked() throws {
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0">
              <head><title>Chores</title></head>
              <body>
                <outline text="This week">
                  <outline text="Pay the rent" _status="checked"/>
                  <outline text="Move the car">
                    <outline text="Find the keys" _status="checked"/>
                    <outline text="Park it" _status="unchecked"/>
                  </outline>
                </outline>
              </body>
            </opml>
            """
        let board = try read(.data(Data(opml.utf8), name: "chores.opml")).board
        let cards = try #require(board.lists.first?.cards)
        #expect(cards.map(\.done) == [true, false])
        #expect(cards[1].checklists.first?.items.map(\.done) == [true, false])
        #expect(cards[0].extra["opmlAttributes"] == nil)
    }

    @Test("a Logseq export reads its blocks as text")
    func logseq() throws {
        let board = try read(MarkupFixtures.input("logseq.opml")).board
        #expect(board.lists.first?.cards.map(\.title) == ["TODO Prepare the sprint demo"])
        #expect(board.lists.first?.cards.first?.checklists.first?.items.map(\.text) == ["DONE Record the screen capture"])
    }

    @Test("export then import gives back lists, cards, notes and checklist items")
    func propertyRoundTrip() async {
        await propertyCheck(count: 150, input: MarkupBoardGen.board) { board in
            let result = try OPMLExporter().export(board, as: UTType.opml, options: ExportOptions())
            let back = try read(.data(result.data, name: "board.opml")).board
            #expect(back.name == board.name)
            #expect(back.lists.map(\.name) == board.lists.map(\.name))
            #expect(back.lists.map { $0.cards.map(\.title) } == board.lists.map { $0.cards.map(\.title) })
            #expect(back.lists.map { $0.cards.map(\.notes) } == board.lists.map { $0.cards.map(\.notes) })
            let items = { (board: Board) in
                board.lists.map { $0.cards.map { $0.checklists.flatMap(\.items).map { [$0.text, "\($0.done)"] } } }
            }
            #expect(items(back) == items(board))
        }
    }

    @Test("what OPML cannot carry is named in a warning")
    func warnings() throws {
        let result = try OPMLExporter().export(RichBoard.board, as: UTType.opml, options: ExportOptions())
        let message = result.warnings.map(\.message).joined()
        for part in ["labels", "comments", "attachments", "dates", "members"] { #expect(message.contains(part)) }
    }

    @Test("XML that is not OPML is unexpected content")
    func notOPML() throws {
        let error = try #require(throws: AdapterError.self) { try read(MarkupFixtures.input(text: "<rss><channel/></rss>")) }
        #expect(error.code == .unexpectedContent)
    }

    @Test("a real feed list with no folders: every feed a card of a Feeds list, with its site and feed URLs")
    func netNewsWireDefaultFeeds() throws {
        let result = try read(.file(fixtureFile("opml/netnewswire-default-feeds.opml")))
        let board = result.board
        #expect(board.name == "Default Feeds")
        #expect(board.lists.map(\.name) == ["Feeds"])
        let cards = board.lists[0].cards
        #expect(cards.count == 16)
        #expect(cards.first?.title == "inessential.com")
        #expect(cards.first?.links == [
            CardLink(kind: .reference, url: "http://inessential.com/", title: "htmlUrl"),
            CardLink(kind: .reference, url: "http://inessential.com/feed.json", title: "xmlUrl"),
        ])
        #expect(cards.last?.links.map(\.url) == ["https://xcoders.org/", "https://xcoders.org/feed.json"])
        #expect(cards.allSatisfy { $0.links.count == 2 })
        #expect(cards.first?.extra["opmlAttributes"] == .object(["type": .string("rss"), "version": .string("RSS")]))
        #expect(result.losses.isEmpty)
    }

    @Test("a real feed list with a folder: top-level feeds and folder feeds keep their names, URLs and attributes")
    func netNewsWireSubs() throws {
        let board = try read(.file(fixtureFile("opml/netnewswire-subs-trimmed.opml"))).board
        #expect(board.lists.map(\.name) == ["Feeds", "Programming"])
        #expect(board.lists[0].cards.map(\.title) == [
            "Daring Fireball", "Swift Blog - Apple Developer", "Julia Evans", "Erica Sadun", "chat & code",
        ])
        // An empty htmlUrl is kept as the source wrote it.
        #expect(board.lists[0].cards[2].links.map(\.url) == ["", "http://jvns.ca/atom.xml"])
        #expect(board.lists[1].cards.map(\.title) == ["iOS Unit Testing", "A List Apart: The Full Feed", "We ❤ Swift"])
        #expect(board.lists[1].cards[1].links.map(\.url) == ["http://alistapart.com", "http://feeds.feedburner.com/alistapart/main"])
        #expect(board.lists[1].extra.isEmpty)
    }

    @Test("a real Drummer outline: the country a list, regions cards, states checklist items; dates kept or counted")
    func drummerStates() throws {
        let result = try read(.file(fixtureFile("opml/scripting-states.opml")))
        let board = result.board
        #expect(board.name == "States")
        #expect(board.lists.map(\.name) == ["United States"])
        let regions = board.lists[0].cards
        #expect(regions.map(\.title) == [
            "Far West", "Great Plains", "Mid-Atlantic", "Midwest", "Mountains", "New England", "South", "Southwest",
        ])
        #expect(regions.map { $0.checklists.flatMap(\.items).count } == [6, 5, 5, 10, 5, 6, 10, 3])
        #expect(regions[7].checklists.first?.items.map(\.text) == ["Arizona", "New Mexico", "Texas"])
        // The lists' and cards' `created` dates are kept; the states' cannot be (checklist items have no extra).
        #expect(regions[0].extra["opmlAttributes"] == .object(["created": .string("Tue, 15 Mar 2005 16:35:45 GMT")]))
        #expect(result.losses.entries.map(\.description) == ["50 attributes of outlines below the card level not carried"])
    }

    @Test("real feed lists come back the same after an OPML export", arguments: [
        "opml/netnewswire-default-feeds.opml", "opml/netnewswire-subs-trimmed.opml", "opml/scripting-states.opml",
    ])
    func realRoundTrip(name: String) throws {
        let board = try read(.file(fixtureFile(name))).board
        let written = try OPMLExporter().export(board, as: UTType.opml, options: ExportOptions())
        #expect(written.warnings.isEmpty)
        let again = try read(.data(written.data, name: "again.opml")).board
        #expect(again == board)
    }

    @Test("notes and URLs below the card level go into the card's notes; doubly escaped text is unescaped; done cards")
    func deepNotesAndEscapes() throws {
        let opml = """
            <opml version="2.0"><head><title>Plan</title></head><body>
            <outline text="Work">
              <outline text="Tom &amp;amp; Jerry" _note="card note" _complete="true">
                <outline text="Step" _note="deep note"><outline text="Deeper" url="https://example.org/x" icon="star"/></outline>
              </outline>
            </outline></body></opml>
            """
        let result = try read(MarkupFixtures.input(text: opml))
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.title == "Tom & Jerry")
        #expect(card.done)
        #expect(card.notes == "card note\n\nStep: deep note\n\nDeeper: https://example.org/x")
        #expect(card.checklists.first?.items.map(\.text) == ["Step", "Deeper"])
        #expect(result.losses.entries.map(\.description) == ["1 attributes of outlines below the card level not carried"])
    }
}
