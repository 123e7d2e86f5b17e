/// Jira's XML export of issues: the type the Jira importer reads.
public enum JiraFormat {
    /// `com.atlassian.jira.issue-xml`, imported, conforming to `public.xml`.
    public static let type = UTType(importedAs: "com.atlassian.jira.issue-xml", conformingTo: .xml)
}
