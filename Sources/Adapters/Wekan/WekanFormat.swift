/// Recognises a Wekan board export by its keys, without decoding it: the key `_format` (Wekan writes
/// `"wekan-board-1.0.0"`, first) beside `lists`, `cards` or `swimlanes`, or `swimlanes` beside `lists` and
/// `cards` (no other board export has swimlanes at the top level).
///
/// A Wekan export also has `actions` (its automation rules), a key Trello's export has too: Wekan is recognised
/// first. Pure, safe from any thread.
public enum WekanFormat {
    /// The value of `_format` in the exports this reader was written for.
    public static let formatIdentifier = "wekan-board-1.0.0"

    /// Whether an object with these top-level keys is a Wekan board export.
    public static func matches(topLevelKeys keys: [String]) -> Bool {
        let hasParts = keys.contains("lists") || keys.contains("cards") || keys.contains("swimlanes")
        return (keys.contains("_format") && hasParts)
            || (keys.contains("swimlanes") && keys.contains("lists") && keys.contains("cards"))
    }
}
