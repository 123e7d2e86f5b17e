import Foundation
import Markup

/// Writes a board as an OPML 2.0 outline: lists at level 1, cards at level 2 (notes as `_note`, done as
/// `_complete="true"`, links named `url`, `htmlUrl` or `xmlUrl` as those attributes, a card's other first link
/// as `url`), checklist items at level 3 (`_complete="true"` when done). The attributes an OPML import kept in
/// a list's or card's `extra` (`opmlAttributes`) are written back.
///
/// OPML has no place for labels, dates, members, comments, attachments, sources, checklist names or ids; a
/// warning says which of them the board had. Stateless and `Sendable`.
public struct OPMLExporter: BoardExporter {
    /// `opml`.
    public var name: String { "opml" }
    /// `OPMLFormat.type`.
    public var writableTypes: [UTType] { [UTType.opml] }

    /// Creates the exporter.
    public init() {}

    /// Writes `board` as UTF-8 OPML.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for another type.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: UTType.opml) else {
            throw AdapterError(code: .unsupportedType, message: "the OPML exporter writes \(UTType.opml.identifier), not \(type.identifier)")
        }
        var writer = MarkupWriter(mode: .xml)
        var dropped: Set<String> = []
        writer.writeRaw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.startElement("opml", [("version", "2.0")])
        writer.newline(indent: 1)
        writer.startElement("head")
        writer.element("title", text: board.name)
        writer.endElement()
        writer.newline(indent: 1)
        writer.startElement("body")
        for list in board.lists where options.includeArchived || !list.archived {
            writer.newline(indent: 2)
            writer.startElement("outline", [("text", list.name)] + Self.keptAttributes(list.extra))
            for card in list.cards where options.includeArchived || !card.archived {
                writer.newline(indent: 3)
                var attributes: [(String, String?)] = [
                    ("text", card.title), ("_note", card.notes.isEmpty ? nil : card.notes),
                    ("_complete", card.done ? "true" : nil),
                ]
                let named = card.links.filter { $0.url != nil && OPMLImporter.urlAttributes.contains($0.title ?? "") }
                let others = card.links.filter { $0.url != nil && !OPMLImporter.urlAttributes.contains($0.title ?? "") }
                attributes += named.map { ($0.title ?? "url", $0.url) }
                if !named.contains(where: { $0.title == "url" }), let first = others.first {
                    attributes.append(("url", first.url))
                    if others.count > 1 { dropped.insert("links beyond one per card") }
                } else if !others.isEmpty {
                    dropped.insert("links beyond one per card")
                }
                writer.startElement("outline", attributes + Self.keptAttributes(card.extra))
                for item in card.checklists.flatMap(\.items) {
                    writer.newline(indent: 4)
                    writer.emptyElement("outline", [("text", item.text), ("_complete", item.done ? "true" : nil)])
                }
                writer.endElement()
                if !card.labelIDs.isEmpty { dropped.insert("labels") }
                if card.due != nil || card.start != nil { dropped.insert("dates") }
                if !card.members.isEmpty { dropped.insert("members") }
                if !card.comments.isEmpty { dropped.insert("comments") }
                if !card.attachments.isEmpty { dropped.insert("attachments") }
                if card.checklists.count > 1 || card.checklists.contains(where: { $0.name != "Checklist" }) {
                    dropped.insert("checklist names")
                }
            }
            writer.endElement()
        }
        writer.newline(indent: 1)
        writer.endElement()
        writer.newline()
        writer.endElement()
        writer.newline()
        var warnings: [AdapterWarning] = []
        if !dropped.isEmpty {
            warnings.append(AdapterWarning("OPML cannot carry the board's \(dropped.sorted().joined(separator: ", ")); they were left out"))
        }
        if writer.replacedCharacterCount > 0 {
            warnings.append(AdapterWarning("\(writer.replacedCharacterCount) control characters XML cannot carry were written as U+FFFD"))
        }
        return ExportResult(data: Data(writer.text.utf8), warnings: warnings)
    }

    /// The attributes an OPML import kept in `extra`, sorted by name.
    private static func keptAttributes(_ extra: [String: ExtraValue]) -> [(String, String?)] {
        guard case .object(let kept) = extra["opmlAttributes"] else { return [] }
        return kept.keys.sorted().compactMap { name in
            if case .string(let value) = kept[name] { (name, value) } else { nil }
        }
    }
}
