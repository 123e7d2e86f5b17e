extension GitHubIssuesImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.gitHubIssuesJSON] }

    /// A JSON array whose first object has a title beside the keys of an issue (``GitHubIssuesFormat``).
    /// Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, probe.jsonObject == nil, GitHubIssuesFormat.looksLikeIssueList(probe.utf8Data) else {
            return nil
        }
        return Recognition(
            .gitHubIssuesJSON, .likely, evidence: "it is an array whose first object has a title beside the keys of a GitHub issue")
    }
}
