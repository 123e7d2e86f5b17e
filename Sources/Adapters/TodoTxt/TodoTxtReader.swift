/// Turns the lines of a todo.txt file into a board, as ``TodoTxtAdapter`` documents.
struct TodoTxtReader {
    /// The `extra` key of a list made from todo.txt: its grouping and value, so the writer knows the list's
    /// name is already on each line.
    static let listExtraKey = "todo.txt.group"
    /// The `extra` key of a card's completion date.
    static let completedExtraKey = "todo.txt.completed"
    /// The id of the `Priority` custom field.
    static let priorityFieldID = "todotxt-priority"

    let grouping: TodoTxtGrouping
    let boardName: String

    private var labels: [Label] = []
    private var labelIDs: [String: String] = [:]
    private var priorities: Set<Character> = []
    private var tagFields: [CustomField] = []
    private var tagFieldIDs: [String: String] = [:]
    private var losses = ImportLosses()

    init(grouping: TodoTxtGrouping, boardName: String) {
        self.grouping = grouping
        self.boardName = boardName
    }

    mutating func read(_ lines: [Substring]) -> ImportResult {
        var groups: [(key: String?, cards: [Card])] = []
        var slots: [String?: Int] = [:]
        for (index, line) in lines.enumerated() {
            guard let task = TodoTxtTask(line: line) else { continue }
            let card = makeCard(task, number: index + 1)
            let key = groupKey(of: task)
            if let slot = slots[key] {
                groups[slot].cards.append(card)
            } else {
                slots[key] = groups.count
                groups.append((key, [card]))
            }
        }
        if grouping == .priority {
            groups.sort { ($0.key ?? "\u{10FFFF}") < ($1.key ?? "\u{10FFFF}") }
        } else if let none = groups.firstIndex(where: { $0.key == nil }) {
            groups.append(groups.remove(at: none))
        }
        let lists = groups.enumerated().map { index, group in
            BoardList(
                id: "todotxt-list-\(index + 1)", name: group.key ?? noGroupName, cards: group.cards,
                extra: [Self.listExtraKey: .object([
                    "by": .string(grouping.rawValue), "value": group.key.map(ExtraValue.string) ?? .null,
                ])])
        }
        var fields: [CustomField] = []
        if !priorities.isEmpty {
            let options = priorities.sorted().map { CustomFieldOption(id: Self.optionID($0), name: String($0)) }
            fields.append(CustomField(id: Self.priorityFieldID, name: "Priority", kind: .option, options: options))
        }
        fields += tagFields
        let board = Board(
            id: "todotxt", name: boardName, labels: labels, lists: lists, customFields: fields)
        return ImportResult(board: board, losses: losses)
    }

    private var noGroupName: String {
        switch grouping {
        case .project: "No project"
        case .context: "No context"
        case .priority: "No priority"
        }
    }

    private func groupKey(of task: TodoTxtTask) -> String? {
        switch grouping {
        case .project: task.projects.first.map { "+" + $0 }
        case .context: task.contexts.first.map { "@" + $0 }
        case .priority: task.priority.map { "(\($0))" }
        }
    }

    static func optionID(_ priority: Character) -> String { "todotxt-priority-\(priority)" }

    private mutating func makeCard(_ task: TodoTxtTask, number: Int) -> Card {
        var card = Card(
            id: "todotxt-line-\(number)", title: task.title,
            source: Source(system: "todo.txt", id: "line \(number)"), done: task.done)
        card.labelIDs = (task.projects.map { "+" + $0 } + task.contexts.map { "@" + $0 }).map { label(named: $0) }
        if let priority = task.priority {
            priorities.insert(priority)
            card.customFields.append(CustomFieldValue(fieldID: Self.priorityFieldID, value: .option(Self.optionID(priority))))
        }
        if let created = task.created, let day = CalendarDay.parse(created[...]) { card.created = day.date }
        if let completed = task.completed { card.extra[Self.completedExtraKey] = .string(completed) }
        var seen: Set<String> = []
        for tag in task.tags {
            guard seen.insert(tag.key).inserted else {
                losses.record(1, "repeated key:value tags", outcome: "not carried (the first on each line is kept)")
                continue
            }
            if tag.key == "due", let day = CalendarDay.parse(tag.value[...]), day.isAllDay {
                card.due = day.date
                card.dueIsAllDay = true
            } else if tag.key == "t", let day = CalendarDay.parse(tag.value[...]), day.isAllDay {
                card.start = day.date
                card.startIsAllDay = true
            } else {
                card.customFields.append(CustomFieldValue(fieldID: field(forKey: tag.key), value: .text(tag.value)))
            }
        }
        return card
    }

    private mutating func label(named name: String) -> String {
        if let id = labelIDs[name] { return id }
        let id = "todotxt-label-\(labels.count + 1)"
        labels.append(Label(id: id, name: name))
        labelIDs[name] = id
        return id
    }

    private mutating func field(forKey key: String) -> String {
        if let id = tagFieldIDs[key] { return id }
        let id = "todotxt-tag-\(tagFields.count + 1)"
        tagFields.append(CustomField(id: id, name: key, kind: .text))
        tagFieldIDs[key] = id
        return id
    }
}
