import Boards
import Foundation

/// Reads `text/x-moz-url`, the links a browser's drag carries with their pages' titles (Firefox offers it for a
/// dragged link, tab or address bar, Chromium too on Linux): one card per link, titled by its page.
///
/// The payload is lines that alternate between an address and its title (`https://example.com/\nExample\n…`),
/// in UTF-8, or in UTF-16 as Firefox puts it on an X11 selection (with or without a byte order mark); any line
/// endings. Each address becomes a card:
/// - titled by the title line, its whitespace collapsed; a title longer than 300 characters is cut at a word and
///   given whole in the notes, as for a line of plain text;
/// - without a title (an empty or missing title line), titled as a bare address is in plain text: a web address
///   by its host and path (`WebLinkTitle`: `github.com/apple/swift/issues/123`), a local file by its name, any
///   other address as it is written;
/// - an `http`, `https`, `mailto` or `file` address is attached to the card as a link named by the title, as the
///   HTML reader attaches `<a href="…">Title</a>`; an address of another kind (`javascript:`, `data:`) is not a
///   link: it is kept in the card's notes as text and counted in the losses.
///
/// The cards go in one list, `Links`. Nothing is written in this type. A value type, safe from any thread.
public struct MozURLAdapter: BoardImporter {
    /// `moz-url`.
    public var name: String { "moz-url" }
    /// `org.mozilla.moz-url` (`text/x-moz-url`).
    public var readableTypes: [UTType] { [.mozURL] }

    /// The name of the one list the cards go in.
    static let listName = "Links"

    /// Creates the adapter.
    public init() {}

    /// Reads the links and their titles as cards.
    /// - Throws: ``AdapterError``: `unsupportedType` for another type, `unexpectedContent` for a 0-byte input,
    ///   `malformedInput` for text that does not decode (with line and byte offset), `limitExceeded` beyond
    ///   ``ImportOptions/maximumInputBytes``.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        var lines = try textLines(of: input, as: type, options: options).map { line in
            line.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\u{0}")))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var list = BoardList(id: "list-1", name: Self.listName)
        var warnings: [AdapterWarning] = []
        var index = 0
        while index < lines.count {
            let address = lines[index]
            let title = index + 1 < lines.count ? Self.collapsed(lines[index + 1]) : ""
            let line = index + 1
            index += 2
            guard !address.isEmpty else { continue }
            var card = Card(id: "card-\(list.cards.count + 1)", title: title, source: Source(system: name))
            if title.isEmpty {
                card.title = address
                card.tidyLineTitle(fileURLs: true)
            } else {
                card.tidyLineTitle(fileURLs: false)
            }
            if Self.isLink(address) {
                card.attachLink(address, name: title.isEmpty ? nil : title)
            } else {
                card.notes = card.notes.isEmpty ? address : address + "\n\n" + card.notes
                warnings.append(AdapterWarning(
                    "“\(address.prefix(40))” is not a web, mail or file address; it is kept as text in the card's notes",
                    location: "line \(line)", loss: Self.notALink))
            }
            list.cards.append(card)
        }
        let board = Board(id: "board", name: TodoTxtAdapter.boardName(input.name), lists: [list])
        var losses = ImportLosses()
        losses.record(lossesOf: warnings)
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// What an address that is not a link counts as in the losses.
    static let notALink = ImportLosses.Kind("addresses that are not web, mail or file links", outcome: "kept in card notes as text")

    /// Whether `address` may be a card's link: `http`, `https`, `mailto` or `file`.
    static func isLink(_ address: String) -> Bool {
        let lowered = address.prefix(8).lowercased()
        return ["http://", "https://", "mailto:", "file:/"].contains { lowered.hasPrefix($0) }
    }

    /// `text` with each run of whitespace as one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
