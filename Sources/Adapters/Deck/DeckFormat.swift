import Foundation
import StreamingJSON

/// Recognises a Nextcloud Deck export by its keys, without decoding it.
///
/// - An object with `boards` and `version` (what `occ deck:export` writes, `version` first), or with `stacks`
///   and `title` (one board, as Deck's API and web interface write it) is a Deck export.
/// - An array whose first element is an object with `stacks` and `title` (Deck's API list of boards with their
///   details) is one too; only that first element is read.
///
/// Pure, safe from any thread.
public enum DeckFormat {
    /// Whether an object with these top-level keys is a Deck export.
    public static func matches(topLevelKeys keys: [String]) -> Bool {
        (keys.contains("boards") && keys.contains("version")) || (keys.contains("stacks") && keys.contains("title"))
    }

    /// Whether `data` is a JSON array whose first element is a Deck board.
    public static func looksLikeBoardArray(_ data: Data) -> Bool {
        var keys: [String] = []
        do {
            try JSONReader.read(data, maximumDepth: 64) { reader in
                guard try reader.peek() == .array else { throw FirstElementRead() }
                try reader.forEachElement { reader, _ in
                    guard try reader.peek() == .object else { throw FirstElementRead() }
                    try reader.forEachMember { reader, key in
                        keys.append(key)
                        try reader.skipValue()
                    }
                    throw FirstElementRead()
                }
            }
        } catch {
            // The first element's keys decide, whatever follows it.
        }
        return keys.contains("stacks") && keys.contains("title")
    }

    private struct FirstElementRead: Error {}
}
