import Foundation
import StreamingJSON

/// Reads a list of GitHub issues as a board: the REST API's array (`GET /repos/OWNER/REPO/issues`) or the
/// output of `gh issue list --json number,title,body,state,labels,assignees,author,milestone,url,createdAt,…`;
/// one issue as an object (`GET /repos/OWNER/REPO/issues/N`, `gh issue view N --json …`) is read as a list of one.
///
/// One card per issue, in two lists, `Open` and `Closed` (closed issues are done):
/// - title and body (Markdown, kept as it is) as title and notes;
/// - labels with their colours (`#rrggbb`); assignees as members and the author as reporter, in the board's
///   people directory (by login, with the name when the list has it);
/// - the milestone as a custom field `Milestone` (an option per milestone title);
/// - created date; the issue's page as the source URL and as a reference link; `gh`'s comments as comments;
///   the closing date and state reason in the card's `extra["github"]`.
///
/// Pull requests (REST elements with `pull_request`) are skipped and counted unless
/// ``ImportOptions/includePullRequests`` is set; then they become cards with the label `pull request`. The
/// REST list only counts comments; those are reported as not carried. Stateless and `Sendable`.
public struct GitHubIssuesImporter: BoardImporter {
    /// `github`.
    public var name: String { "github" }
    /// `com.github.issues-json`.
    public var readableTypes: [UTType] { [.gitHubIssuesJSON] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as a GitHub issue list, or as one issue when the JSON is an object.
    /// - Throws: ``AdapterError``: `malformedInput` for bad JSON (with line, column and path),
    ///   `unexpectedContent` when the JSON is neither an array of objects nor an object with a title.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        var issues: [GitHubIssue] = []
        do {
            try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                let kind = try reader.peek()
                if kind == .object {
                    // One issue, as the REST API answers for a single issue and `gh issue view --json` writes; an
                    // object with no title (GitHub allows none empty) is not one.
                    let issue = try GitHubIssue(reading: &reader)
                    guard !issue.title.isEmpty else {
                        throw AdapterError(
                            code: .unexpectedContent,
                            message: "the JSON object is not a GitHub issue: it has no \"title\"",
                            input: input.name, location: "(top level)")
                    }
                    issues.append(issue)
                    return
                }
                guard kind == .array else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "the JSON is \(kind), not a GitHub issue list (an array of issues) or an issue",
                        input: input.name, location: "(top level)")
                }
                try reader.forEachElement { reader, index in
                    guard try reader.peek() == .object else {
                        throw AdapterError(
                            code: .unexpectedContent, message: "issue \(index) is not an object",
                            input: input.name, location: "[\(index)]")
                    }
                    issues.append(try GitHubIssue(reading: &reader))
                }
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: input.name)
        }
        return build(issues, options: options, input: input.name)
    }

    private func build(_ issues: [GitHubIssue], options: ImportOptions, input: String) -> ImportResult {
        var ids = ImportIDs(prefix: "github")
        var losses = ImportLosses()
        var board = Board(id: "github-import", name: Self.repository(of: issues) ?? "GitHub issues")
        var open = BoardList(id: "github-list-open", name: "Open")
        var closed = BoardList(id: "github-list-closed", name: "Closed")
        var labels: [String: String] = [:]
        var people: [String: String] = [:]
        var milestoneField: Int?
        var dates = CSVDateReader()

        func personID(_ person: GitHubIssue.Person) -> String {
            let key = person.login.isEmpty ? person.name : person.login
            if let id = people[key] { return id }
            let id = "github-user-" + key
            people[key] = id
            board.people.append(Person(id: id, name: person.name, username: person.login.isEmpty ? nil : person.login))
            return id
        }
        func labelID(_ name: String, color: String?) -> String {
            if let id = labels[name] { return id }
            let id = ids.next("label")
            labels[name] = id
            board.labels.append(Label(id: id, name: name, color: color.map { $0.hasPrefix("#") ? $0 : "#" + $0 }))
            return id
        }
        // Milestone option ids by title, so an issue finds its milestone in constant time.
        var milestoneOptions: [String: String] = [:]
        func milestoneValue(_ title: String) -> CustomFieldValue {
            let index = milestoneField ?? {
                board.customFields.append(CustomField(id: "github-field-milestone", name: "Milestone", kind: .option))
                milestoneField = board.customFields.count - 1
                return board.customFields.count - 1
            }()
            if let optionID = milestoneOptions[title] {
                return CustomFieldValue(fieldID: board.customFields[index].id, value: .option(optionID))
            }
            let option = CustomFieldOption(id: ids.next("milestone"), name: title)
            milestoneOptions[title] = option.id
            board.customFields[index].options.append(option)
            return CustomFieldValue(fieldID: board.customFields[index].id, value: .option(option.id))
        }

        var pullRequests = 0
        for issue in issues {
            if issue.isPullRequest && !options.includePullRequests {
                pullRequests += 1
                continue
            }
            var card = Card(id: issue.number.map { "github-issue-\($0)" } ?? ids.next("card"), title: issue.title)
            card.notes = issue.body
            card.labelIDs = issue.labels.filter { !$0.name.isEmpty }.map { labelID($0.name, color: $0.color) }
            if issue.isPullRequest { card.labelIDs.append(labelID("pull request", color: nil)) }
            card.members = issue.assignees.map(personID)
            card.reporter = issue.author.map(personID)
            card.created = issue.createdAt.flatMap { dates.read($0)?.date }
            if let milestone = issue.milestone { card.customFields.append(milestoneValue(milestone)) }
            let number = issue.number.map { "#\($0)" }
            card.source = Source(system: "github", id: issue.number.map(String.init), url: issue.url ?? issue.apiURL)
            if let url = issue.url { card.links.append(CardLink(kind: .reference, url: url, title: number)) }
            for comment in issue.comments {
                card.comments.append(Comment(
                    id: ids.next("comment"), author: comment.author,
                    date: dates.read(comment.createdAt)?.date ?? card.created ?? Date(timeIntervalSince1970: 0),
                    text: comment.body))
            }
            losses.record(issue.commentCount, "comments", outcome: "not in the file (the REST list only counts them)")
            var extra: [String: ExtraValue] = [:]
            if let closedAt = issue.closedAt { extra["closedAt"] = .string(closedAt) }
            if let reason = issue.stateReason { extra["stateReason"] = .string(reason) }
            if !extra.isEmpty { card.extra["github"] = .object(extra) }
            if issue.state.lowercased() == "closed" || issue.state.lowercased() == "merged" {
                card.done = true
                closed.cards.append(card)
            } else {
                open.cards.append(card)
            }
        }
        losses.record(pullRequests, "pull requests", outcome: "skipped (--include-pull-requests imports them)")
        board.lists = [open, closed]
        var warnings: [AdapterWarning] = []
        if issues.isEmpty { warnings.append(AdapterWarning("the list holds no issues")) }
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// `OWNER/REPO`, from the first issue's page address.
    private static func repository(of issues: [GitHubIssue]) -> String? {
        guard let url = issues.lazy.compactMap(\.url).first, let components = URLComponents(string: url) else { return nil }
        let parts = components.path.split(separator: "/")
        return parts.count >= 2 ? "\(parts[0])/\(parts[1])" : nil
    }
}
