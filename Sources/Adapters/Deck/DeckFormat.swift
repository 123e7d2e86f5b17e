import Foundation

/// Recognises a Nextcloud Deck export by its keys, without decoding it.
///
/// - An object with `boards` and `version` (what `occ deck:export` writes, `version` first), or with `stacks`
///   and `title` (one board, as Deck's API and web interface write it) is a Deck export.
/// - An array whose first element is an object with `stacks` and `title` (Deck's API list of boards with their
///   details) is one too, and so is an object whose `boards` is such an array (what Deck's web interface
///   downloads, with no `version`); only that first element is read.
///
/// Pure, safe from any thread.
public enum DeckFormat {
    /// Whether an object with these top-level keys is a Deck export.
    public static func matches(topLevelKeys keys: [String]) -> Bool {
        (keys.contains("boards") && keys.contains("version")) || (keys.contains("stacks") && keys.contains("title"))
    }

    /// Whether `data` is a JSON object whose `boards` is an array whose first element is a Deck board: what
    /// Deck's web interface downloads, with no `version` beside `boards` (`occ deck:export` writes one).
    public static func looksLikeBoardsObject(_ data: Data) -> Bool {
        isBoard(keys: JSONTopLevel.firstElementKeys(of: data, under: "boards"))
    }

    /// Whether an object with these keys (an array's first element) is a Deck board: `stacks` and `title`.
    public static func isBoard(keys: [String]) -> Bool {
        keys.contains("stacks") && keys.contains("title")
    }
}
