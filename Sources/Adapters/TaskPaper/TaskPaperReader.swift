/// Turns the lines of a TaskPaper (or PlainTasks) document into a board, as ``TaskPaperAdapter`` documents.
struct TaskPaperReader {
    /// The `extra` key of a list made from a project: its tags as written (`@tagged`).
    static let listTagsKey = "taskpaper.tags"
    /// The `extra` key of a list's notes (the notes a project owns directly).
    static let listNotesKey = "taskpaper.notes"
    /// The `extra` key that marks the list of tasks outside any project.
    static let looseTasksKey = "taskpaper.loose"
    /// The `extra` key of a card's `@done` value (its completion date as written).
    static let doneValueKey = "taskpaper.done"

    let options: ImportOptions
    let boardName: String

    private var labels: [Label] = []
    private var fields: [CustomField] = []
    private var labelIDs: [String: String] = [:]
    private var fieldIDs: [String: String] = [:]
    private var losses = ImportLosses()

    init(options: ImportOptions, boardName: String) {
        self.options = options
        self.boardName = boardName
    }

    mutating func read(_ rawLines: [Substring]) throws(AdapterError) -> ImportResult {
        var items: [TaskPaperLine] = []
        for (index, raw) in rawLines.enumerated() {
            if let line = TaskPaperLine(raw, number: index + 1) { items.append(line) }
        }
        // Ownership: each item's parent is the nearest item above it with less indentation, or a project at the
        // same indentation (hand-written files, TaskPaper's own welcome text among them, often leave a
        // project's tasks unindented).
        var parents: [Int?] = Array(repeating: nil, count: items.count)
        var stack: [Int] = []
        for index in items.indices {
            while let top = stack.last, items[top].indent > items[index].indent
                || (items[top].indent == items[index].indent
                    && (items[top].kind != .project || items[index].kind == .project))
            {
                stack.removeLast()
            }
            guard stack.count < options.maximumDepth else {
                throw AdapterError(
                    code: .limitExceeded, message: "items are nested more than \(options.maximumDepth) levels deep",
                    location: "line \(items[index].number)")
            }
            parents[index] = stack.last
            stack.append(index)
        }
        /// The nearest owner that is not a note.
        func owner(_ index: Int) -> Int? {
            var parent = parents[index]
            while let current = parent, items[current].kind == .note { parent = parents[current] }
            return parent
        }

        var lists: [BoardList] = []
        var listOfProject: [Int: Int] = [:]
        var looseList: Int?
        var cardAt: [Int: (list: Int, card: Int)] = [:]
        var boardNotes: [String] = []
        // Notes are gathered line by line and joined once at the end: joining as they come would copy a card's
        // notes so far for every line, quadratic in a long note.
        var cardNotes: [Int: [Int: [String]]] = [:]  // list, card: lines
        var listNotes: [Int: [String]] = [:]

        func projectPath(_ index: Int) -> String {
            // Gathered from the inside out and reversed once: inserting each name at the front would cost the
            // depth for every level, the square of the depth in all.
            var names = [items[index].title]
            var parent = parents[index]
            while let current = parent {
                if items[current].kind == .project { names.append(items[current].title) }
                parent = parents[current]
            }
            return names.reversed().joined(separator: " / ")
        }
        /// The list of the nearest project above `index`, or the list of loose tasks.
        func list(for index: Int) -> Int {
            var parent = parents[index]
            while let current = parent {
                if items[current].kind == .project, let list = listOfProject[current] { return list }
                parent = parents[current]
            }
            if let looseList { return looseList }
            lists.append(BoardList(id: "taskpaper-tasks", name: "Tasks", extra: [Self.looseTasksKey: .bool(true)]))
            looseList = lists.count - 1
            return lists.count - 1
        }
        /// The card a subtask or note belongs to: the nearest card above it.
        func card(above index: Int) -> (list: Int, card: Int)? {
            var parent = parents[index]
            while let current = parent {
                if let found = cardAt[current] { return found }
                parent = parents[current]
            }
            return nil
        }

        for index in items.indices {
            let item = items[index]
            switch item.kind {
            case .project:
                var list = BoardList(id: "taskpaper-line-\(item.number)", name: projectPath(index))
                if parents[index] == nil, item.title == "Archive" { list.archived = true }
                let tagText = item.tags.map { "@" + $0.name + ($0.value.map { "(\($0))" } ?? "") }
                if !tagText.isEmpty { list.extra[Self.listTagsKey] = .string(tagText.joined(separator: " ")) }
                lists.append(list)
                listOfProject[index] = lists.count - 1
            case .task(let mark):
                let ownerIndex = owner(index)
                if let ownerIndex, case .task = items[ownerIndex].kind, let target = card(above: index) {
                    var depth = 0
                    var parent = owner(index)
                    while let current = parent, case .task = items[current].kind, cardAt[current] == nil {
                        depth += 1
                        parent = owner(current)
                    }
                    if depth > 0 { losses.record(1, "nested subtasks", outcome: "flattened into their card's checklist") }
                    addSubtask(item, mark: mark, to: &lists[target.list].cards[target.card])
                } else {
                    let listIndex = list(for: index)
                    lists[listIndex].cards.append(makeCard(item, mark: mark))
                    cardAt[index] = (listIndex, lists[listIndex].cards.count - 1)
                }
            case .note:
                if let target = card(above: index) {
                    cardNotes[target.list, default: [:]][target.card, default: []].append(item.text)
                } else if let ownerIndex = owner(index), items[ownerIndex].kind == .project,
                    let listIndex = listOfProject[ownerIndex]
                {
                    listNotes[listIndex, default: []].append(item.text)
                } else {
                    boardNotes.append(item.text)
                }
            }
        }
        for (list, cards) in cardNotes {
            for (card, lines) in cards {
                // Blank lines before the first line with text start no notes.
                lists[list].cards[card].notes = lines.drop(while: \.isEmpty).joined(separator: "\n")
            }
        }
        for (list, lines) in listNotes { lists[list].extra[Self.listNotesKey] = .string(lines.joined(separator: "\n")) }
        if !options.includeArchived {
            let archived = lists.filter(\.archived)
            losses.record(archived.reduce(0) { $0 + $1.cards.count }, "cards of the Archive project", outcome: "left out (archived lists are not imported)")
            lists.removeAll(where: \.archived)
        }
        let board = Board(
            id: "taskpaper", name: boardName, notes: boardNotes.joined(separator: "\n"), labels: labels,
            lists: lists, customFields: fields)
        return ImportResult(board: board, losses: losses)
    }

    private mutating func makeCard(_ item: TaskPaperLine, mark: TaskPaperLine.Mark) -> Card {
        var card = Card(
            id: "taskpaper-line-\(item.number)", title: item.title,
            source: Source(system: "taskpaper", id: "line \(item.number)"), done: mark == .done)
        if mark == .cancelled, !item.tags.contains(where: { $0.name == "cancelled" }) {
            card.labelIDs.append(label(named: "cancelled"))
        }
        var seen: Set<String> = []
        for tag in item.tags {
            guard seen.insert(tag.name).inserted else {
                losses.record(1, "repeated tags", outcome: "not carried (the first on each task is kept)")
                continue
            }
            let day = tag.value.flatMap { CalendarDay.parse($0[...]) }
            switch (tag.name, tag.value) {
            case ("done", let value):
                card.done = true
                if let value, !value.isEmpty { card.extra[Self.doneValueKey] = .string(value) }
            case ("due", _) where day != nil:
                card.due = day?.date
                card.dueIsAllDay = day?.isAllDay ?? false
            case ("start", _) where day != nil:
                card.start = day?.date
                card.startIsAllDay = day?.isAllDay ?? false
            case ("created", _) where day != nil:
                card.created = day?.date
            case (let name, nil):
                card.labelIDs.append(label(named: name))
            case (let name, let value?):
                card.customFields.append(CustomFieldValue(fieldID: field(named: name), value: .text(value)))
            }
        }
        return card
    }

    private mutating func addSubtask(_ item: TaskPaperLine, mark: TaskPaperLine.Mark, to card: inout Card) {
        if card.checklists.isEmpty { card.checklists.append(Checklist(id: card.id + "-subtasks", name: "Subtasks")) }
        let done = mark == .done || item.tags.contains { $0.name == "done" }
        let text = mark == .cancelled ? "✘ " + item.text : item.text
        card.checklists[0].items.append(ChecklistItem(id: "taskpaper-line-\(item.number)", text: text, done: done))
    }

    private mutating func label(named name: String) -> String {
        if let id = labelIDs[name] { return id }
        let id = "taskpaper-tag-\(labels.count + 1)"
        labels.append(Label(id: id, name: name))
        labelIDs[name] = id
        return id
    }

    private mutating func field(named name: String) -> String {
        if let id = fieldIDs[name] { return id }
        let id = "taskpaper-field-\(fields.count + 1)"
        fields.append(CustomField(id: id, name: name, kind: .text))
        fieldIDs[name] = id
        return id
    }
}
