extension GitHubIssuesImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.gitHubIssuesJSON] }

    /// A JSON array whose first object has a title beside the keys of an issue, or one issue as an object
    /// (``GitHubIssuesFormat``). Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json else { return nil }
        if let object = probe.jsonObject {
            guard GitHubIssuesFormat.matches(issueKeys: object.keys) else { return nil }
            return Recognition(
                .gitHubIssuesJSON, .likely, evidence: "its top-level object has a title and a number beside keys only a GitHub issue has")
        }
        guard GitHubIssuesFormat.matches(firstIssueKeys: Set(probe.jsonFirstElementKeys)) else { return nil }
        return Recognition(
            .gitHubIssuesJSON, .likely, evidence: "it is an array whose first object has a title beside the keys of a GitHub issue")
    }
}
