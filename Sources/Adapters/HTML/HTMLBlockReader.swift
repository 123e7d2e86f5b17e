import Foundation
import Markup

/// Reads the structure of an HTML page or fragment into lists and cards.
///
/// The rules, in document order:
/// - a heading (`h1`–`h6`) starts a list named by its text; what follows it becomes that list's cards;
/// - a list (`ul`, `ol`, `menu`) gives a card per item; items of lists nested in an item become checklist
///   items of that card (deeper levels too, in order), checked when they hold a checked checkbox;
/// - a table gives a card per row (see ``readTable(_:)``);
/// - any other line of text (a paragraph, a `<br>`-separated line, text between blocks) gives a card;
/// - in every card, `http`, `https` and `mailto` links become attachments named by their text, except a
///   Trello card link (`trello.com/c/…`), which becomes the card's source.
///
/// Cards before the first heading go to a list named by the page's `<title>`, or an unnamed one.
struct HTMLBlockReader {
    private(set) var lists: [BoardList] = []
    private(set) var warnings: [AdapterWarning] = []
    private var ids = ImportIDs(prefix: "html")
    private var pending = HTMLFlowReader()
    private var skippedRelativeLinks = 0
    /// Whether the list for cards before the first heading was made (it is then the first list).
    private var madeDefaultList = false
    /// The name of the list for cards before the first heading; a streamed page learns its title late, so it
    /// may change until ``finish()``.
    var defaultListName: String

    init(defaultListName: String) {
        self.defaultListName = defaultListName
    }

    /// Reads the children of `element` (the body, or the part of it between clipboard fragment markers).
    mutating func read(_ nodes: [MarkupNode]) {
        for node in nodes {
            switch node {
            case .text(let text): pending.readText(text)
            case .comment: break
            case .element(let element): readElement(element)
            }
        }
    }

    /// Reads a run of text between blocks (part of the current line).
    mutating func readText(_ text: String) {
        pending.readText(text)
    }

    /// The lists read, with warnings for what was left out.
    mutating func finish() -> ([BoardList], [AdapterWarning]) {
        flushPending()
        if madeDefaultList { lists[0].name = defaultListName }
        // A heading with nothing after it (a table of contents, an empty section) makes no list.
        if lists.contains(where: { !$0.cards.isEmpty }) { lists.removeAll { $0.cards.isEmpty } }
        if skippedRelativeLinks > 0 {
            warnings.append(AdapterWarning(
                "\(skippedRelativeLinks) links were not attached: only absolute http, https and mailto links are"))
        }
        return (lists, warnings)
    }

    /// Reads one element of the page's structure (a heading, list, table, block, or inline content).
    mutating func readElement(_ element: MarkupElement) {
        let name = element.name
        if HTMLFlowReader.skipped.contains(name) { return }
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flushPending()
            let title = HTMLLine.joinedText(HTMLFlowReader.lines(of: element))
            lists.append(BoardList(id: ids.next("list"), name: title))
        case "ul", "ol", "menu":
            flushPending()
            readList(element)
        case "table":
            flushPending()
            readTable(element)
        default:
            if HTMLFlowReader.blocks.contains(name) || Self.containsStructure(element) {
                flushPending()
                read(element.children)
                flushPending()
            } else {
                pending.readInline(element)
            }
        }
    }

    /// Whether an element not known as a block (a custom element such as Google Sheets'
    /// `google-sheets-html-origin`, or a `span` or `font` around a list) holds headings, lists or tables, and
    /// so is read as structure rather than as a line of text.
    private static func containsStructure(_ element: MarkupElement) -> Bool {
        for case .element(let child) in element.children {
            switch child.name {
            case "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "menu", "table": return true
            default: if containsStructure(child) { return true }
            }
        }
        return false
    }

    /// Each line of text read since the last block becomes a card: a block starts or ends.
    mutating func flushPending() {
        for line in pending.finish() { addCard(card(from: [line])) }
        pending = HTMLFlowReader()
    }

    // MARK: - Lists

    private mutating func readList(_ list: MarkupElement) {
        for case .element(let item) in list.children {
            if item.name == "ul" || item.name == "ol" {
                readList(item)
                continue
            }
            var reader = HTMLFlowReader(excluding: Self.listNames)
            reader.read(item)
            var card = card(from: reader.finish())
            var checklist = Checklist(id: "", name: "Checklist")
            collectChecklistItems(from: reader.excludedElements, into: &checklist)
            if !checklist.items.isEmpty {
                checklist.id = ids.next("checklist")
                card.checklists.append(checklist)
            }
            if !card.title.isEmpty || !card.checklists.isEmpty || !card.attachments.isEmpty { addCard(card) }
        }
    }

    private static let listNames: Set<String> = ["ul", "ol", "menu"]

    /// The items of nested lists, depth first, as checklist items.
    private mutating func collectChecklistItems(from lists: [MarkupElement], into checklist: inout Checklist) {
        for nested in lists {
            for case .element(let item) in nested.children {
                if Self.listNames.contains(item.name) {
                    collectChecklistItems(from: [item], into: &checklist)
                    continue
                }
                var reader = HTMLFlowReader(excluding: Self.listNames)
                reader.read(item)
                let lines = reader.finish()
                let text = HTMLLine.joinedText(lines)
                if !text.isEmpty {
                    checklist.items.append(ChecklistItem(
                        id: ids.next("item"), text: text, done: lines.contains { $0.checked == true }))
                }
                collectChecklistItems(from: reader.excludedElements, into: &checklist)
            }
        }
    }

    // MARK: - Tables

    /// Column names that give a card's title; the first column does when none matches.
    static let titleColumnNames: Set<String> = ["title", "name", "summary", "task", "card", "item", "subject"]

    /// A card per row. The first row names the columns when it is all `th` cells, sits in a `thead`, or has a
    /// cell named like a title column (spreadsheets copy headers as plain `td`). The title column (Title,
    /// Name, Summary, Task… else the first) gives the title; the other non-empty cells go to the notes as
    /// `Column: value` lines (just the value without a header). Nested tables are read as cell text.
    private mutating func readTable(_ table: MarkupElement) {
        var rows: [(cells: [MarkupElement], inHead: Bool)] = []
        func collectRows(_ element: MarkupElement, inHead: Bool) {
            for child in element.childElements {
                switch child.name {
                case "tr": rows.append((child.childElements.filter { $0.name == "td" || $0.name == "th" }, inHead))
                case "thead": collectRows(child, inHead: true)
                case "tbody", "tfoot": collectRows(child, inHead: false)
                default: break
                }
            }
        }
        collectRows(table, inHead: false)
        guard let first = rows.first else { return }
        let cellLines = rows.map { row in row.cells.map { HTMLFlowReader.lines(of: $0) } }
        let texts = cellLines.map { row in row.map(HTMLLine.joinedText) }
        let hasHeader = first.inHead || (!first.cells.isEmpty && first.cells.allSatisfy { $0.name == "th" })
            || texts[0].contains { Self.titleColumnNames.contains($0.lowercased()) }
        let columns = hasHeader ? texts[0] : []
        let titleColumn = columns.firstIndex { Self.titleColumnNames.contains($0.lowercased()) } ?? 0
        for rowIndex in (hasHeader ? 1 : 0)..<rows.count {
            let values = texts[rowIndex]
            guard values.contains(where: { !$0.isEmpty }) else { continue }
            var card = Card(id: ids.next("card"), title: titleColumn < values.count ? values[titleColumn] : "")
            var notes: [String] = []
            for (column, value) in values.enumerated() where column != titleColumn && !value.isEmpty {
                if hasHeader {
                    let name = column < columns.count && !columns[column].isEmpty ? columns[column] : "Column \(column + 1)"
                    notes.append("\(name): \(value)")
                } else {
                    notes.append(value)
                }
            }
            card.notes = notes.joined(separator: "\n")
            card.source = Source(system: "html")
            attachLinks(cellLines[rowIndex].flatMap { $0.flatMap(\.links) }, to: &card)
            if card.title.isEmpty, let first = notes.first { card.title = first }
            addCard(card)
        }
    }

    // MARK: - Cards

    /// A card from lines of text: the first line is the title, the others the notes.
    private mutating func card(from lines: [HTMLLine]) -> Card {
        var card = Card(id: ids.next("card"), title: "", source: Source(system: "html"))
        var notes: [String] = []
        var firstLink: HTMLLine.Link?
        for line in lines {
            if !line.collapsedText.isEmpty {
                if card.title.isEmpty { card.title = line.collapsedText } else { notes.append(line.collapsedText) }
            }
            if !line.links.isEmpty {
                if firstLink == nil { firstLink = line.links[0] }
                attachLinks(line.links, to: &card)
            }
        }
        if !notes.isEmpty { card.notes = notes.joined(separator: "\n") }
        if card.title.isEmpty, let firstLink { card.title = firstLink.href }
        return card
    }

    private mutating func attachLinks(_ links: [HTMLLine.Link], to card: inout Card) {
        for link in links {
            let href = link.href.trimmingCharacters(in: .whitespacesAndNewlines)
            if let shortLink = HTMLText.trelloCardShortLink(href) {
                if card.source?.system != "trello" {
                    card.source = Source(system: "trello", id: shortLink, url: href)
                    continue
                }
            }
            guard HTMLText.isSafeLink(href) else {
                if !href.isEmpty, !href.hasPrefix("#") { skippedRelativeLinks += 1 }
                continue
            }
            guard !card.attachments.contains(where: { $0.url == href }) else { continue }
            card.attachments.append(Attachment(id: ids.next("attachment"), name: link.text.isEmpty ? href : link.text, url: href))
        }
    }

    private mutating func addCard(_ card: Card) {
        if lists.isEmpty {
            lists.append(BoardList(id: ids.next("list"), name: defaultListName))
            madeDefaultList = true
        }
        lists[lists.count - 1].cards.append(card)
    }
}
