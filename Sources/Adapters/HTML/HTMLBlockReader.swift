import Markup

/// Reads the structure of an HTML page or fragment into lists and cards, one parse event at a time.
///
/// The rules, in document order:
/// - a heading (`h1`–`h6`) starts a list named by its text; what follows it becomes that list's cards;
/// - a list (`ul`, `ol`, `menu`) gives a card per item; items of lists nested in an item become checklist
///   items of that card (see ``HTMLListReader``);
/// - a table gives a card per row (see ``HTMLBlockReader/readTable(_:)``);
/// - any other line of text (a paragraph, a `<br>`-separated line, text between blocks) gives a card;
/// - in every card, `http`, `https` and `mailto` links become attachments named by their text, except a
///   Trello card link (`trello.com/c/…`), which becomes the card's source.
///
/// Headings, lists and tables are recognised wherever the running text of the page holds them, inside inline
/// elements too (a `span` or a custom element around a table); the line they interrupt ends there. Inside a
/// heading, list item or cell, they are read as text. Cards before the first heading go to a list named by
/// the page's `<title>`, or "Cards" without one. Elements hidden with `hidden`, `aria-hidden="true"`,
/// `display: none` or `visibility: hidden` are left out with all they hold, and counted in ``losses``; `pre`
/// keeps its line breaks.
///
/// Fed by ``HTMLStreamReader`` as the parser goes, or from a parsed tree (``HTMLEventReader/read(_:)``); only the part being
/// read (one heading, list or table) is held, never the document.
struct HTMLBlockReader: HTMLEventReader {
    private(set) var lists: [BoardList] = []
    private(set) var warnings: [AdapterWarning] = []
    var ids = ImportIDs(prefix: "html")
    /// The part of the page being read.
    private enum Part {
        case text
        case heading
        case list
        case table
    }

    private var part = Part.text
    /// The running text between headings, lists and tables.
    private var text = HTMLFlowReader()
    /// The reader of the heading being read, kept from heading to heading so its buffers are reused.
    private var heading = HTMLFlowReader()
    private var list = HTMLListReader()
    private var table = HTMLTableReader()
    var skippedRelativeLinks = 0
    /// Hidden elements left out by the lists and tables already read and by the block reader itself.
    private var hiddenCount = 0
    /// What the page held that the board does not carry, filled by ``finish()``.
    private(set) var losses = ImportLosses()
    /// Whether the list for cards before the first heading was made (it is then the first list).
    private var madeDefaultList = false
    /// The name of the list for cards before the first heading; a streamed page learns its title late, so it
    /// may change until ``finish()``.
    var defaultListName: String
    /// The name of the list for cards before the first heading when the page has no title.
    static let unnamedListName = "Cards"

    init(defaultListName: String) {
        self.defaultListName = defaultListName
    }

    /// Reads a start tag.
    mutating func start(name: String, attributes: [MarkupAttribute]) {
        let kind = HTMLElementKind(name)
        switch part {
        case .heading: heading.start(kind, attributes: attributes)
        case .list: list.start(kind, attributes: attributes)
        case .table: table.start(kind, attributes: attributes)
        case .text:
            guard !text.isSkipping else { return text.start(kind, attributes: attributes) }
            if !attributes.isEmpty, HTMLFlowReader.isHidden(attributes) {
                hiddenCount += 1
                return text.start(.skipped, attributes: [])
            }
            switch kind {
            case .heading:
                flushText()
                part = .heading
            case .list:
                flushText()
                list = HTMLListReader()
                part = .list
            case .table:
                flushText()
                table = HTMLTableReader()
                part = .table
            default:
                text.start(kind, attributes: attributes)
            }
        }
    }

    /// Reads an end tag.
    mutating func end() {
        switch part {
        case .heading:
            guard heading.depth == 0 else { return heading.end() }
            lists.append(BoardList(id: ids.next("list"), name: HTMLLine.joinedText(heading.takeLines())))
            part = .text
        case .list:
            guard list.end() else { return }
            part = .text
            hiddenCount += list.hiddenCount
            for item in list.items {
                let made = card(from: item)
                if !made.title.isEmpty || !made.checklists.isEmpty || !made.attachments.isEmpty { addCard(made) }
            }
        case .table:
            guard table.end() else { return }
            part = .text
            hiddenCount += table.hiddenCount
            readTable(table.rows)
        case .text:
            text.end()
        }
    }

    /// Reads a run of UTF-8 text.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch part {
        case .heading: heading.text(bytes)
        case .list: list.text(bytes)
        case .table: table.text(bytes)
        case .text: text.text(bytes)
        }
    }

    /// Reads a run of text.
    mutating func text(_ string: String) {
        var string = string
        string.withUTF8 { text($0) }
    }

    /// The lists read, with warnings for what was left out. Parts still open (a list without its end tag at
    /// the end of a fragment) are read as they are.
    mutating func finish() -> ([BoardList], [AdapterWarning]) {
        while part != .text { end() }
        flushText()
        if madeDefaultList { lists[0].name = defaultListName.isEmpty ? Self.unnamedListName : defaultListName }
        // A heading with nothing after it (a table of contents, an empty section) makes no list.
        if lists.contains(where: { !$0.cards.isEmpty }) { lists.removeAll { $0.cards.isEmpty } }
        losses.record(
            hiddenCount + text.hiddenCount + heading.hiddenCount, "hidden elements",
            outcome: "left out (hidden on the page with hidden, aria-hidden or CSS)")
        if skippedRelativeLinks > 0 {
            warnings.append(AdapterWarning(
                "\(skippedRelativeLinks) links were not attached: only absolute http, https and mailto links are"))
        }
        return (lists, warnings)
    }

    /// Each line of running text read since the last heading, list or table becomes a card.
    private mutating func flushText() {
        for line in text.takeLines() { addCard(card(from: CollectionOfOne(line))) }
    }

    mutating func addCard(_ card: consuming Card) {
        if lists.isEmpty {
            lists.append(BoardList(id: ids.next("list"), name: defaultListName))
            madeDefaultList = true
        }
        lists[lists.count - 1].cards.append(card)
    }
}
