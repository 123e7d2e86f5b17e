import Foundation

/// Recognises a GitHub issue list: a JSON array whose first element is an object with a `title` and the keys of
/// an issue beside it (see `matches(firstIssueKeys:)`), as the REST API and `gh issue list --json` with any
/// subset of its fields write.
///
/// Only the first element is read, so a large list is not parsed to be recognised. Pure, safe from any thread.
public enum GitHubIssuesFormat {
    /// The keys of an issue that only `gh` (camel case) or the REST API (snake case) writes.
    static let issueOnlyKeys: Set<String> = [
        "createdAt", "closedAt", "updatedAt", "stateReason", "reactionGroups", "isPinned", "projectItems",
        "projectCards", "html_url", "repository_url", "comments_url", "closed_at", "state_reason", "node_id",
    ]
    /// Keys `gh issue list --json` and the REST API write for an issue, any of which a subset may carry.
    static let issueKeys: Set<String> = issueOnlyKeys.union([
        "number", "state", "url", "labels", "assignees", "author", "user", "milestone", "body", "comments", "closed",
    ])

    /// Whether the keys of a list's first object are an issue's: a `title` with a `number` (what
    /// `gh issue list --json number,title` writes, with or without more fields), a `title` with a `url` and one
    /// more key of an issue (`--json title,url,labels`), a `title` with a `body` and `labels`
    /// (`--json title,body,labels`), or a `title` with a key only an issue has (`createdAt`, `stateReason`,
    /// `html_url`…). `state` is not needed: a subset of `gh`'s fields may leave it out.
    public static func matches(firstIssueKeys keys: Set<String>) -> Bool {
        guard keys.contains("title") else { return false }
        if keys.contains("number") || !keys.isDisjoint(with: issueOnlyKeys) { return true }
        if keys.contains("body") && keys.contains("labels") { return true }
        return keys.contains("url") && keys.intersection(issueKeys).count >= 2
    }

    /// Whether an object with these top-level keys is one issue (the REST API's `GET …/issues/N`,
    /// `gh issue view --json`): a `title` and a `number` beside a key only an issue has. Stricter than a list's
    /// first element: a lone object with a title and a number is too common to be taken for an issue.
    public static func matches(issueKeys keys: [String]) -> Bool {
        keys.contains("title") && keys.contains("number") && keys.contains(where: issueOnlyKeys.contains)
    }
}
