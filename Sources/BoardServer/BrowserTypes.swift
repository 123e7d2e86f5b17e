import Adapters
import Foundation
import UniformTypes

/// How the data types a browser shows in a drag (`text/uri-list`, `text/html`, a file's MIME type) become the
/// uniform types an item provider offers, in fidelity order.
///
/// The rules:
/// - Cardport's own board JSON (`application/vnd.cardport.board+json`, what a card dragged out of a served
///   board carries) is richest, then other specific types (a file's), then `text/html`, then `text/x-moz-url`
///   (links with their pages' titles, as Firefox and Chromium drag them), then `text/uri-list`, then
///   `text/plain`: a title beats a bare address. A browser lists types in no particular order, so this order
///   is the server's.
/// - `text/x-moz-url` is read by the `MozURLAdapter`: a card per link, titled by its page.
/// - `text/uri-list` is read as plain text: its links, one per line, without `#` comment lines; a web link
///   becomes a card titled by its host and path (`github.com/apple/swift/issues/123`) with the link attached,
///   or an attachment when dropped onto a card.
/// - A type no registry declares becomes a dynamic type; no adapter reads it, so it is never chosen.
/// - A file is identified when its bytes arrive: by its MIME type, else its name's extension, else its first
///   bytes; then refined by its content (JSON holding a Trello export, Markdown with Kanban front matter).
enum BrowserTypes {
    /// Cardport's board JSON as a browser data type.
    static let cardportBoard = "application/vnd.cardport.board+json"

    /// The uniform type a browser data type stands for.
    static func uniformType(_ browserType: String) -> UTType {
        _ = UTType.cardportBoard  // Registers Cardport's declarations in the shared registry.
        switch browserType.lowercased() {
        case "text/uri-list", "text/plain", "text": return .utf8PlainText
        case "text/html": return .html
        case "text/x-moz-url": return .mozURL
        case cardportBoard: return .cardportBoard
        default:
            return UTType(mimeType: browserType.lowercased()) ?? .data
        }
    }

    /// The item's browser types, richest first.
    static func fidelityOrder(_ types: [String]) -> [String] {
        func rank(_ type: String) -> Int {
            switch type.lowercased() {
            case cardportBoard: 0
            case "text/html": 2
            case "text/x-moz-url": 3
            case "text/uri-list": 4
            case "text/plain", "text": 5
            default: 1
            }
        }
        return types.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }

    /// The browser type the registry reads best from an item offering `types`, or nil when it reads none.
    static func chosenType(offering types: [String], registry: AdapterRegistry) -> String? {
        let ordered = fidelityOrder(types)
        let planner = ConversionPlanner(registry: registry)
        guard let plan = try? planner.plan(offering: ordered.map(uniformType), goal: .board) else { return nil }
        return ordered[plan.sourceRank]
    }

    /// What a file's bytes are, most specific first: the type its MIME type or its name declares, refined by its
    /// content through `AdapterRegistry.identify(_:hint:fileName:)` — the identification `cardport import`,
    /// `convert`, `inspect` and `drop` use, in which external adapters take part.
    static func identify(_ data: Data, mimeType: String, name: String?, registry: AdapterRegistry) -> [UTType] {
        var declared: UTType?
        let mime = mimeType.lowercased()
        if !mime.isEmpty, mime != "application/octet-stream", let type = UTType(mimeType: mime), type.isDeclared {
            declared = type
        }
        if declared == nil, let name, let dot = name.lastIndex(of: "."),
            let type = UTType(filenameExtension: String(name[name.index(after: dot)...])), type.isDeclared
        {
            declared = type
        }
        return registry.identify(data, hint: declared, fileName: name).offeredTypes
    }

    /// The text of a `text/uri-list`: its links, one per line, without comments.
    static func uriListText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .joined(separator: "\n")
    }
}
