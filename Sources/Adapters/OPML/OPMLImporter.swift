import Foundation
import Markup

/// Reads an OPML 2.0 outline (as Workflowy, Dynalist, OmniOutliner and Logseq export it) as a board.
///
/// Level-1 outlines become lists, level-2 outlines cards (`_note` gives the notes), and everything deeper
/// becomes checklist items of its level-2 card, depth first, in one checklist named "Checklist"; an item is
/// done when `_complete` or `complete` is `true`. A level-1 outline with no children becomes an empty list. The
/// head's `title` names the board. Stateless and `Sendable`.
public struct OPMLImporter: BoardImporter {
    /// `opml`.
    public var name: String { "opml" }
    /// ``OPMLFormat/type``.
    public var readableTypes: [UTType] { [UTType.opml] }

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
        var board = Board(id: "opml-import", name: root.firstChild(named: "head")?.childText("title") ?? "")
        for listOutline in body.childElements(named: "outline") {
            var list = BoardList(id: ids.next("list"), name: Self.text(listOutline))
            for cardOutline in listOutline.childElements(named: "outline") {
                var card = Card(
                    id: ids.next("card"), title: Self.text(cardOutline), notes: cardOutline.attribute("_note") ?? "",
                    source: Source(system: "opml"))
                var items: [ChecklistItem] = []
                func collect(_ outline: MarkupElement) {
                    for child in outline.childElements(named: "outline") {
                        items.append(ChecklistItem(id: ids.next("item"), text: Self.text(child), done: Self.isComplete(child)))
                        collect(child)
                    }
                }
                collect(cardOutline)
                if !items.isEmpty { card.checklists = [Checklist(id: ids.next("checklist"), name: "Checklist", items: items)] }
                list.cards.append(card)
            }
            board.lists.append(list)
        }
        return ImportResult(board: board)
    }

    /// An outline's `text` (OPML's required attribute), falling back to `title`.
    private static func text(_ outline: MarkupElement) -> String {
        outline.attribute("text") ?? outline.attribute("title") ?? ""
    }

    private static func isComplete(_ outline: MarkupElement) -> Bool {
        let value = outline.attribute("_complete") ?? outline.attribute("complete")
        return value?.lowercased() == "true" || value == "1"
    }
}
