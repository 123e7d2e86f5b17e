import Foundation
import StreamingJSON

/// Recognises a GitHub issue list: a JSON array whose first element is an object with `number` and `title`,
/// and `state` or a URL (`html_url`, `url`) beside them, as both the REST API and `gh issue list --json` write.
///
/// Only the first element is read, so a large list is not parsed to be recognised. Pure, safe from any thread.
public enum GitHubIssuesFormat {
    /// Whether `data` looks like a GitHub issue list.
    public static func looksLikeIssueList(_ data: Data) -> Bool {
        var keys: Set<String> = []
        do {
            try JSONReader.read(data, maximumDepth: 64) { reader in
                guard try reader.peek() == .array else { throw FirstElementRead() }
                try reader.forEachElement { reader, _ in
                    guard try reader.peek() == .object else { throw FirstElementRead() }
                    try reader.forEachMember { reader, key in
                        keys.insert(key)
                        try reader.skipValue()
                    }
                    throw FirstElementRead()
                }
            }
        } catch {
            // The first element's keys decide, whatever follows it.
        }
        return keys.contains("number") && keys.contains("title")
            && (keys.contains("state") || keys.contains("html_url") || keys.contains("url"))
    }

    private struct FirstElementRead: Error {}
}
