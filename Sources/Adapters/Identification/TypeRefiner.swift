import Foundation
import StreamingJSON

/// Refines a general type to the specific one a payload's content shows: `public.json` holding a Trello export
/// becomes `UTType.trelloBoardExport`, Markdown with Obsidian Kanban front matter becomes
/// `UTType.obsidianKanban`.
///
/// The rules, cheapest first, and only for the general types named here (a type that is already specific, such
/// as `app.cardport.board`, is returned as it is):
/// - `public.json`: the keys of the top-level object are scanned with the shared JSON reader without decoding
///   the document (values are skipped unchecked, so a 75 MB export is read once, with no allocation beyond key
///   names, and a broken value does not hide the keys after it: the importer reports it with its place; the
///   scan stops as soon as the answer is known):
///   - `"format": "cardport.board"` → `app.cardport.board`;
///   - a Wekan board export's keys (``WekanFormat``) → `com.wekan.board-export` (before Trello: Wekan's export
///     has `actions` too);
///   - the keys `lists` and `cards`, and at least one key only Trello's export has (`prefs`, `labelNames`,
///     `shortLink`, `shortUrl`, `idOrganization`, `idEnterprise`, `idBoardSource`, `actions`) →
///     `com.trello.board-export`;
///   - a Nextcloud Deck export's keys (``DeckFormat``: `boards` and `version`, or `stacks` and `title`) →
///     `com.nextcloud.deck-export`;
///   - a Taiga project export's keys (``TaigaFormat``: `user_stories` beside `us_statuses`, `memberships` or
///     `roles`) → `io.taiga.project-export`;
///   - one Trello card's keys (`idList` and `idBoard` beside `name`, no `lists` or `cards`) → `com.trello.card`;
///   - an array whose first element has a `title` and the keys of an issue (`number`, or a `url` and another
///     of gh's fields) → `com.github.issues-json` (``GitHubIssuesFormat``); one whose first element has `stacks` and `title` → `com.nextcloud.deck-export`;
///   - JSON lines whose first line is a Focalboard board, or an archive header followed by a block →
///     `com.mattermost.focalboard.board-jsonl` (``FocalboardImporter/looksLikeBoardLines(_:)``);
///   - anything else stays `public.json`.
/// - `public.zip-archive`: the entry names of the archive's directory (read within ``ArchiveLimits``; nothing is
///   inflated): `data.json` and `VERSION` → `io.vikunja.export`; `version.json` and `…/board.jsonl` →
///   `com.mattermost.focalboard.archive`.
/// - `net.daringfireball.markdown`, `public.plain-text`, `public.utf8-plain-text`: front matter (a first line
///   `---`, up to a closing `---` or `...`) with a `kanban-plugin:` key of any non-empty value (the plugin
///   writes `basic`, later versions `board`) → `md.obsidian.kanban`. Only the first 64 KiB are looked at.
/// - `public.plain-text`, `public.utf8-plain-text` (not Markdown): task lines as ``TodoTxtRecognizer`` tells
///   them → `org.todotxt.todo-txt`.
///
/// Text is decoded as every reader decodes it (`TextPayload`): UTF-8, UTF-16 or UTF-32, with or without a
/// byte order mark, so a payload is recognised in whichever of them it is written.
///
/// Pure functions, safe from any thread.
public enum TypeRefiner {
    /// The top-level keys that only a Trello board export has, beside `lists` and `cards`.
    public static let trelloMarkerKeys: Set<String> = [
        "prefs", "labelNames", "shortLink", "shortUrl", "idOrganization", "idEnterprise", "idBoardSource",
        "actions",
    ]

    /// The most specific type `data`, declared as `type`, is known to be.
    public static func refine(_ type: UTType, data: Data) -> UTType {
        if type == .json {
            // UTF-16 and UTF-32 JSON (RFC 4627) are scanned as the UTF-8 the importers read them as.
            let data = (try? TextPayload.utf8Bytes(of: data, input: "")) ?? data
            if let refined = refineJSON(data) { return refined }
            return FocalboardImporter.looksLikeBoardLines(data) ? .focalboardBoard : type
        }
        if type == .zip { return refineZip(data) ?? type }
        if type == .markdown || type == .plainText || type == .utf8PlainText {
            if hasKanbanFrontMatter(data) { return .obsidianKanban }
            if type != .markdown, TodoTxtRecognizer.looksLikeTodoTxt(data) { return .todoTxt }
            return type
        }
        return type
    }

    /// The most specific type the payload of `input`, declared as `type`, is known to be.
    ///
    /// A file is mapped into memory, not copied, and only types with a rule above are read at all.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be read.
    public static func refine(_ type: UTType, input: AdapterInput) throws(AdapterError) -> UTType {
        guard type == .json || type == .zip || type == .markdown || type == .plainText || type == .utf8PlainText else {
            return type
        }
        return refine(type, data: try input.readAdapterData())
    }

    /// Why content was refined to `type`, in words (for ``Identification/evidence``).
    static func evidence(for type: UTType) -> String {
        switch type {
        case .cardportBoard: "its top-level \"format\" is \"\(BoardFormat.identifier)\""
        case .trelloBoardExport: "its top-level object has lists, cards and keys only a Trello board export has"
        case .wekanBoardExport: "its top-level object has _format or swimlanes beside lists and cards, as Wekan's export"
        case .deckExport: "its top-level keys (boards and version, or stacks and title) are a Nextcloud Deck export's"
        case .taigaProjectExport: "its top-level object has user_stories beside Taiga's project keys"
        case .trelloCard: "its top-level object has idList and idBoard beside name, as one Trello card has"
        case .gitHubIssuesJSON: "it is an array whose first object has a title beside the keys of a GitHub issue"
        case .obsidianKanban: "its front matter has a kanban-plugin key"
        case .focalboardBoard: "its first line is a Focalboard board or archive header"
        case .focalboardArchive: "the zip archive holds a version.json and board.jsonl files, as a Focalboard archive does"
        case .vikunjaExport: "the zip archive holds a data.json and a VERSION, as a Vikunja export does"
        default: "its content shows \(type.identifier)"
        }
    }

    private static func refineJSON(_ data: Data) -> UTType? {
        var keys: [String] = []
        var format: String?
        let isObject = JSONReader.scanTopLevelMembers(of: data, maximumDepth: scanDepth) { reader, key in
            keys.append(key)
            if key == "format", try reader.peek() == .string { format = try reader.readString() }
            return format == BoardFormat.identifier || looksLikeTrello(keys)
        }
        guard isObject else {
            if GitHubIssuesFormat.looksLikeIssueList(data) { return .gitHubIssuesJSON }
            return DeckFormat.looksLikeBoardArray(data) ? .deckExport : nil
        }
        if format == BoardFormat.identifier { return .cardportBoard }
        if WekanFormat.matches(topLevelKeys: keys) { return .wekanBoardExport }
        if looksLikeTrello(keys) { return .trelloBoardExport }
        if DeckFormat.matches(topLevelKeys: keys) { return .deckExport }
        if TaigaFormat.matches(topLevelKeys: keys) { return .taigaProjectExport }
        if looksLikeTrelloCard(keys) { return .trelloCard }
        return nil
    }

    /// One Trello card (a card's "Export JSON", the REST API's card, a card dragged out of a board): its list's
    /// and board's ids beside its name, and not a board's `lists` and `cards`.
    private static func looksLikeTrelloCard(_ keys: [String]) -> Bool {
        keys.contains("idList") && keys.contains("idBoard") && keys.contains("name")
            && !keys.contains("lists") && !keys.contains("cards")
    }

    /// How deep a value may nest while the top-level keys are scanned past it: deep enough for any export (the
    /// skipping keeps no stack), so a deep value does not hide the keys after it.
    private static let scanDepth = 4096

    /// A Vikunja export (`data.json` and `VERSION` at the top) or a Focalboard archive (`version.json`, and
    /// `board.jsonl` files one folder down), by the entry names of the archive's directory; nothing is inflated.
    private static func refineZip(_ data: Data) -> UTType? {
        guard ZipArchive.hasZipSignature(data), let archive = try? ZipArchive(data: data, name: "payload") else {
            return nil
        }
        let paths = Set(archive.entries.map(\.path))
        if paths.contains("data.json") && paths.contains("VERSION") { return .vikunjaExport }
        if paths.contains("version.json") && paths.contains(where: { $0.hasSuffix("/board.jsonl") }) {
            return .focalboardArchive
        }
        return nil
    }

    /// Trello's keys, and not Wekan's: Wekan writes `_format` first, so it is seen before any Trello marker.
    private static func looksLikeTrello(_ keys: [String]) -> Bool {
        keys.contains("lists") && keys.contains("cards") && keys.contains { trelloMarkerKeys.contains($0) }
            && !keys.contains("_format") && !keys.contains("swimlanes")
    }

    private static func hasKanbanFrontMatter(_ data: Data) -> Bool {
        let text = TextPayload.leadingText(of: data)
        var lines = TextPayload.splitLines(text).makeIterator()
        guard let first = lines.next(), first.trimmingCharacters(in: .whitespaces) == "---" else { return false }
        while let line = lines.next() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "---" || trimmed == "..." { return false }
            guard trimmed.hasPrefix("kanban-plugin:") else { continue }
            let value = trimmed.dropFirst("kanban-plugin:".count).trimmingCharacters(in: .whitespaces)
            return !value.isEmpty
        }
        return false
    }
}
