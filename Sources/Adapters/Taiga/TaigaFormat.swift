/// Recognises a Taiga project export (the JSON dump Taiga's "Export project" writes) by its keys, without
/// decoding it: `user_stories` beside at least one of `us_statuses`, `memberships`, `roles` (every Taiga dump has
/// all of them).
///
/// Pure, safe from any thread.
public enum TaigaFormat {
    /// Whether an object with these top-level keys is a Taiga project export.
    public static func matches(topLevelKeys keys: [String]) -> Bool {
        keys.contains("user_stories")
            && (keys.contains("us_statuses") || keys.contains("memberships") || keys.contains("roles"))
    }
}
