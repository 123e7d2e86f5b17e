import Foundation
import Markup

extension HTMLBlockReader {
    /// Column names that give a card's title; the first column does when none matches.
    static let titleColumnNames: Set<String> = ["title", "name", "summary", "task", "card", "item", "subject"]

    /// A card from a list item: its lines, a checklist of its nested items, and the links in those items.
    mutating func card(from item: HTMLListReader.Item) -> Card {
        var card = card(from: item.lines)
        if !item.checklist.isEmpty {
            var checklist = Checklist(id: ids.next("checklist"), name: "Checklist")
            for entry in item.checklist {
                checklist.items.append(ChecklistItem(id: ids.next("item"), text: entry.text, done: entry.done))
            }
            card.checklists.append(checklist)
        }
        // A checklist item holds text only: its links are the card's.
        attachLinks(item.checklistLinks, to: &card)
        return card
    }

    /// A card from lines of text: the first line is the title, the others the notes; links are attached,
    /// and the first one titles a card without text.
    mutating func card(from lines: some Collection<HTMLLine>) -> Card {
        var card = Card(id: ids.next("card"), title: "", source: Source(system: "html"))
        var notes: [String] = []
        var firstLink: HTMLLine.Link?
        var links: [HTMLLine.Link] = []
        for line in lines {
            if !line.text.isEmpty {
                var text = line.text[...]
                if card.title.isEmpty, HTMLText.isCollapsed(line.text) {
                    // The usual line, one line of running text already collapsed: the title as it is, uncopied.
                    card.title = line.text
                    text = text[text.endIndex...]
                } else if card.title.isEmpty {
                    // Preformatted text keeps its line breaks: its first line titles the card, the rest are notes.
                    // A line break is one byte in UTF-8: found by the byte, with no walk over characters.
                    let breakOffset: Int? = text.withUTF8 { bytes in
                        guard let start = bytes.baseAddress, let found = memchr(start, 0x0A, bytes.count) else { return nil }
                        return UnsafeRawPointer(start).distance(to: found)
                    }
                    let lineEnd = breakOffset.map { text.utf8.index(text.startIndex, offsetBy: $0) } ?? text.endIndex
                    var firstLine = text[..<lineEnd]
                    card.title = firstLine.withUTF8(HTMLText.collapsed)
                    text = lineEnd == text.endIndex ? text[lineEnd...] : text[text.utf8.index(after: lineEnd)...]
                }
                if !text.isEmpty { notes.append(String(text)) }
            }
            if firstLink == nil { firstLink = line.links.first }
            links += line.links
        }
        // Once for all the lines: the addresses already attached are gathered once a call.
        attachLinks(links, to: &card)
        if !notes.isEmpty { card.notes = notes.joined(separator: "\n") }
        if card.title.isEmpty, let firstLink { card.title = firstLink.href.trimmingWhitespace }
        // A title that is a bare web address (a link whose text is its address, or no text) reads as the
        // plain text rule has it (`WebLinkTitle`); the address stays the card's link.
        if let readable = WebLinkTitle.title(of: card.title) {
            if card.source?.url != card.title, !card.attachments.contains(where: { $0.url == card.title }) {
                card.attachments.append(Attachment(id: ids.next("attachment"), name: card.title, url: card.title))
            }
            card.title = readable
        }
        return card
    }

    /// A card per row. The first row names the columns when it is all `th` cells, sits in a `thead`, or has a
    /// cell named like a title column (spreadsheets copy headers as plain `td`). The title column (Title,
    /// Name, Summary, Task… else the first) gives the title; the other non-empty cells go to the notes as
    /// `Column: value` lines (just the value without a header). Rows without text make no card.
    mutating func readTable(_ rows: [HTMLTableReader.Row]) {
        guard let first = rows.first else { return }
        let texts = rows.map { row in row.cells.map(HTMLLine.joinedText) }
        let hasHeader = first.isInHead || (!first.cells.isEmpty && first.isAllHeaderCells)
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
            attachLinks(rows[rowIndex].cells.flatMap { $0.flatMap(\.links) }, to: &card)
            if card.title.isEmpty, let first = notes.first { card.title = first }
            addCard(card)
        }
    }

    /// Attaches `http`, `https` and `mailto` links (once each); a Trello card link becomes the card's source
    /// instead; relative links are counted for a warning.
    mutating func attachLinks(_ links: [HTMLLine.Link], to card: inout Card) {
        guard !links.isEmpty else { return }
        // The card's attachment addresses, so a paragraph of many links costs each link once.
        var attached = Set(card.attachments.map(\.url))
        for link in links {
            let href = link.href.trimmingWhitespace
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
            guard attached.insert(href).inserted else { continue }
            card.attachments.append(Attachment(id: ids.next("attachment"), name: link.text.isEmpty ? href : link.text, url: href))
        }
    }
}
