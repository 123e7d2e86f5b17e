import Foundation
import Markup

/// Reads an OPML 2.0 outline (as Workflowy, Dynalist, OmniOutliner, Logseq and feed readers export it) as a
/// board.
///
/// Level-1 outlines become lists, level-2 outlines cards (`_note` gives the notes, `_complete` the done state,
/// `url`, `htmlUrl` and `xmlUrl` links named after their attribute), and everything deeper becomes checklist
/// items of its level-2 card, depth first, in one checklist named "Checklist"; a card or an item is done when
/// `_complete` or `complete` is `true`, or when `_status` is `checked` (an outliner's check-off). A deeper
/// outline's note and URLs go into its card's notes, one paragraph per outline (`text: note`). A level-1
/// outline with no children and a URL (a feed list without folders) is a card of a list named "Feeds". Other
/// attributes of lists and cards (`type`, `title`, `created`, …) are kept in their `extra` as
/// `opmlAttributes`; those of deeper outlines are counted as losses. Text that is HTML-escaped a second time
/// (`&amp;amp;`) is unescaped once more. The head's `title` names the board. Stateless and `Sendable`.
public struct OPMLImporter: BoardImporter {
    /// `opml`.
    public var name: String { "opml" }
    /// `OPMLFormat.type`.
    public var readableTypes: [UTType] { [UTType.opml] }

    /// The attributes that hold URLs, in the order cards' links are made.
    static let urlAttributes = ["url", "htmlUrl", "xmlUrl"]
    /// The attributes the importer maps to the model.
    static let modelledAttributes: Set<String> = Set(["text", "_note", "_complete", "complete", "_status"] + urlAttributes)
    /// The name of the list that holds feeds written straight under the body.
    static let feedListName = "Feeds"

    /// Creates the importer.
    public init() {}

    /// Reads `input` as OPML.
    /// - Throws: ``AdapterError``: `malformedInput` for XML that does not parse, `unexpectedContent` when the
    ///   document is not `<opml>` with a `<body>`, `limitExceeded` past the options' limits.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let root = try input.parseXML(options: options).root
        guard root.name == "opml", let body = root.firstChild(named: "body") else {
            throw AdapterError(
                code: .unexpectedContent, message: "the document is not OPML: it needs an <opml> element with a <body>",
                input: input.name, location: root.location)
        }
        var ids = ImportIDs(prefix: "opml")
        var losses = ImportLosses()
        var board = Board(id: "opml-import", name: Self.unescaped(root.firstChild(named: "head")?.childText("title") ?? ""))
        var feedList: Int?
        for listOutline in body.childElements(named: "outline") {
            let children = listOutline.childElements(named: "outline")
            if children.isEmpty, Self.urlAttributes.contains(where: { listOutline.attribute($0) != nil }) {
                if feedList == nil {
                    board.lists.append(BoardList(id: ids.next("list"), name: Self.feedListName))
                    feedList = board.lists.count - 1
                }
                board.lists[feedList!].cards.append(Self.card(listOutline, ids: &ids, losses: &losses))
                continue
            }
            var list = BoardList(id: ids.next("list"), name: Self.text(listOutline))
            // Lists have no notes or links: a list outline's attributes other than its text are all kept.
            let attributes = Self.otherAttributes(listOutline, modelled: ["text"])
            if !attributes.isEmpty { list.extra["opmlAttributes"] = .object(attributes) }
            for cardOutline in children {
                list.cards.append(Self.card(cardOutline, ids: &ids, losses: &losses))
            }
            board.lists.append(list)
        }
        return ImportResult(board: board, losses: losses)
    }

    /// A level-2 outline (or a feed) as a card, with everything below it.
    private static func card(_ outline: MarkupElement, ids: inout ImportIDs, losses: inout ImportLosses) -> Card {
        var card = Card(
            id: ids.next("card"), title: text(outline), notes: outline.attribute("_note") ?? "",
            source: Source(system: "opml"))
        card.done = isComplete(outline)
        card.links = urlAttributes.compactMap { name in
            outline.attribute(name).map { CardLink(kind: .reference, url: $0, title: name) }
        }
        let attributes = otherAttributes(outline)
        if !attributes.isEmpty { card.extra["opmlAttributes"] = .object(attributes) }
        var items: [ChecklistItem] = []
        var paragraphs: [String] = []
        func collect(_ parent: MarkupElement) {
            for child in parent.childElements(named: "outline") {
                let itemText = text(child)
                items.append(ChecklistItem(id: ids.next("item"), text: itemText, done: isComplete(child)))
                var said: [String] = []
                if let note = child.attribute("_note"), !note.isEmpty { said.append(note) }
                said += urlAttributes.compactMap { child.attribute($0) }
                if !said.isEmpty { paragraphs.append("\(itemText): \(said.joined(separator: "\n"))") }
                losses.record(otherAttributes(child).count, "attributes of outlines below the card level")
                collect(child)
            }
        }
        collect(outline)
        if !paragraphs.isEmpty {
            card.notes = ([card.notes].filter { !$0.isEmpty } + paragraphs).joined(separator: "\n\n")
        }
        if !items.isEmpty { card.checklists = [Checklist(id: ids.next("checklist"), name: "Checklist", items: items)] }
        return card
    }

    /// An outline's `text` (OPML's required attribute), falling back to `title`.
    private static func text(_ outline: MarkupElement) -> String {
        unescaped(outline.attribute("text") ?? outline.attribute("title") ?? "")
    }

    /// The attributes the model does not hold, by name (a `title` equal to the text is not kept).
    private static func otherAttributes(
        _ outline: MarkupElement, modelled: Set<String> = modelledAttributes
    ) -> [String: ExtraValue] {
        var kept: [String: ExtraValue] = [:]
        for attribute in outline.attributes where !modelled.contains(attribute.name) {
            if attribute.name == "title", outline.attribute("text") == nil || attribute.value == outline.attribute("text") {
                continue
            }
            kept[attribute.name] = .string(attribute.value)
        }
        return kept
    }

    /// Whether an outline is checked off: `_complete` or `complete` is `true` or `1` (Workflowy, Dynalist), or
    /// `_status` is `checked` (the check-off of Fargo, Concord, Little Outliner and Drummer).
    private static func isComplete(_ outline: MarkupElement) -> Bool {
        if outline.attribute("_status")?.lowercased() == "checked" { return true }
        let value = outline.attribute("_complete") ?? outline.attribute("complete")
        return value?.lowercased() == "true" || value == "1"
    }

    /// Text that a feed reader HTML-escaped before writing it as XML (`Tom &amp;amp; Jerry` reads as
    /// `Tom &amp; Jerry`), unescaped once more; other text as it is.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&"), text.range(of: #"&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);"#, options: .regularExpression) != nil
        else { return text }
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[amp...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"),
               let decoded = entity(String(after[after.index(after: amp)..<semicolon]))
            {
                result.append(decoded)
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after.dropFirst()
            }
        }
        return result + rest
    }

    private static func entity(_ name: String) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
