/// What a CSV column can become on a card: the names `--map` takes (`list=State,title=Name`).
public enum CSVField: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The row's id in its tool (`Issue id`, `Task ID`): kept as the card's source id, and what parent
    /// columns point at.
    case id
    /// A second, human id (Jira's `Issue key`): the card's source id when present.
    case key
    /// The card's title. The one field a mapping cannot do without.
    case title
    /// The list (status, section, column) the card goes into.
    case list
    /// The card's notes.
    case description
    /// Labels; several columns, or several values in a cell, each become one.
    case labels
    /// A label `Type: …` (Jira's `Issue Type`).
    case type
    /// The people assigned: card members, in the board's people directory.
    case assignees
    /// The person who reported or created it.
    case reporter
    /// The due date.
    case due
    /// The start date.
    case start
    /// The creation date.
    case created
    /// Whether it is done: a yes-like value (`true`, `yes`, `done`…) or any date (`Completed At`).
    case done
    /// Whether it is archived: yes-like values, as for `done`.
    case archived
    /// The priority: a custom field of kind option.
    case priority
    /// The estimate (story points, time estimate): a custom field of kind number.
    case estimate
    /// The milestone or fix version: a custom field of kind option.
    case milestone
    /// The sprint, cycle or iteration: a custom field of kind text.
    case sprint
    /// Comments; Jira writes `date;author;text`, others plain text.
    case comments
    /// Attachments as links; Jira writes `date;author;name;url`, others URLs.
    case attachments
    /// Checklist items, one per line, `[x] ` marking done ones (Cardport's own CSV).
    case checklist
    /// The parent: an id, key or title of another row; the card gets a parent link, the parent a child link.
    case parent
    /// The row's address in its tool: the card's source URL.
    case url
    /// The board's name (Trello's `Board Name`, Jira's `Project name`), taken from the first row.
    case board

    /// The field's name, as `--map` takes it.
    public var description: String { rawValue }

    /// The field's place in ``allCases``, for tables with a row per field: a field's own hash is its name's.
    var ordinal: Int {
        switch self {
        case .id: 0
        case .key: 1
        case .title: 2
        case .list: 3
        case .description: 4
        case .labels: 5
        case .type: 6
        case .assignees: 7
        case .reporter: 8
        case .due: 9
        case .start: 10
        case .created: 11
        case .done: 12
        case .archived: 13
        case .priority: 14
        case .estimate: 15
        case .milestone: 16
        case .sprint: 17
        case .comments: 18
        case .attachments: 19
        case .checklist: 20
        case .parent: 21
        case .url: 22
        case .board: 23
        }
    }

    /// Whether every matching column counts (Jira repeats `Labels`, `Comment`, `Sprint`), not just the first.
    var takesEveryColumn: Bool {
        switch self {
        case .labels, .assignees, .comments, .attachments, .sprint, .done, .checklist: true
        default: false
        }
    }
}
