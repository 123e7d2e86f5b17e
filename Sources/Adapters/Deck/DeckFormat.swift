import Foundation
import StreamingJSON

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

    /// Whether `data` is a JSON array whose first element is a Deck board.
    public static func looksLikeBoardArray(_ data: Data) -> Bool {
        isBoard(firstElementKeys(of: data, under: nil))
    }

    /// Whether `data` is a JSON object whose `boards` is an array whose first element is a Deck board: what
    /// Deck's web interface downloads, with no `version` beside `boards` (`occ deck:export` writes one).
    public static func looksLikeBoardsObject(_ data: Data) -> Bool {
        isBoard(firstElementKeys(of: data, under: "boards"))
    }

    private static func isBoard(_ keys: [String]) -> Bool {
        keys.contains("stacks") && keys.contains("title")
    }

    /// The keys of the first element of the array that is `data` (`member` nil) or the value of the top-level
    /// object's `member`; empty when there is no such array or its first element is not an object. Only that
    /// element is read.
    private static func firstElementKeys(of data: Data, under member: String?) -> [String] {
        var keys: [String] = []
        func readFirstElement(_ reader: inout JSONReader) throws {
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
        do {
            try JSONReader.read(data, maximumDepth: 64) { reader in
                guard let member else { return try readFirstElement(&reader) }
                guard try reader.peek() == .object else { throw FirstElementRead() }
                try reader.forEachMember { reader, key in
                    if key == member { try readFirstElement(&reader) } else { reader.skipValueUnchecked() }
                }
            }
        } catch {
            // The first element's keys decide, whatever follows it.
        }
        return keys
    }

    private struct FirstElementRead: Error {}
}
