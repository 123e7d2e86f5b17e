import Foundation
import StreamingJSON

/// Reads a Taiga project export (the JSON dump of "Export project", or of `manage.py dump_project`) as a board.
///
/// - user story statuses → lists, in Taiga's order; a status marked `is_archived` makes an archived list, its WIP
///   limit the list's card limit;
/// - user stories → cards, in kanban order: subject, description (Markdown) as notes, tags as labels (with the
///   project's tag colours), epics as labels `Epic: …` on their stories, assignees as members and the owner as
///   reporter (people by email, named from the history where it names them), the due date (all day), created
///   date, closed as done, the sprint (`milestone`) as an option field `Sprint`, points as a number field
///   `Points` (the sum over roles Taiga counts), custom attributes as custom fields, history comments as comments;
///   the per-role points, blocked note, due-date reason and finish date go in the card's `extra["taiga"]`;
/// - tasks → items of a checklist `Tasks` on their story, done when their status is closed.
///
/// What a board cannot hold is counted in ``ImportLosses``: issues, wiki pages, the history's changes,
/// deleted comments, attachments (the dump embeds their bytes), task details beyond their subject and state,
/// tasks outside any story. Stateless and `Sendable`.
public struct TaigaImporter: BoardImporter {
    /// `taiga`.
    public var name: String { "taiga" }
    /// `io.taiga.project-export`.
    public var readableTypes: [UTType] { [.taigaProjectExport] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as a Taiga project export.
    /// - Throws: ``AdapterError``: `malformedInput` for bad JSON (with line, column and JSON path),
    ///   `unexpectedContent` naming the JSON path when it is not a Taiga export, `limitExceeded` for input larger
    ///   or deeper than `options` allow.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        let export: TaigaExport
        do {
            export = try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "the JSON is \(kind), not a Taiga project export (an object with user_stories)",
                        input: input.name, location: "(top level)")
                }
                return try TaigaExport(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: input.name)
        }
        guard export.topLevelKeys.contains("user_stories") else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the JSON is not a Taiga project export: the top-level key \"user_stories\" is missing",
                input: input.name, location: "(top level)")
        }
        var builder = TaigaBoardBuilder(export: export, options: options)
        return builder.build()
    }
}

/// Joins the records of a Taiga dump into a board (see ``TaigaImporter``).
private struct TaigaBoardBuilder {
    let export: TaigaExport
    let options: ImportOptions
    var board: Board
    var losses = ImportLosses()
    var warnings: [AdapterWarning] = []
    var dates = CSVDateReader()
    var ids = ImportIDs(prefix: "taiga")
    var people: [String: String] = [:]
    var labels: [String: String] = [:]
    /// The label ids of epics already on a card, by position in the export's epics.
    var epicLabels: [Int: String] = [:]
    var sprintField: Int?
    /// The sprint field's option ids by name, the first of each name, so a story finds its sprint in constant time.
    var sprintOptions: [String: String] = [:]
    var pointsField: String?
    var attributeFields: [String: (id: String, kind: CustomField.Kind)] = [:]
    /// Names the history gives people, by email.
    var names: [String: String] = [:]

    init(export: TaigaExport, options: ImportOptions) {
        self.export = export
        self.options = options
        board = Board(
            id: "taiga-" + (export.slug.isEmpty ? "project" : export.slug),
            name: export.name.isEmpty ? "Taiga project" : export.name, notes: export.description)
        for entry in export.userStories.flatMap(\.history) where !entry.userName.isEmpty {
            names[entry.userEmail] = entry.userName
        }
    }

    mutating func build() -> ImportResult {
        for email in export.memberEmails { _ = personID(email) }
        if let owner = export.owner { board.extra["taiga"] = .object(["owner": .string(personID(owner))]) }
        for field in export.attributes.sorted(by: { $0.order < $1.order }) {
            let kind: CustomField.Kind =
                switch field.type {
                case "number": .number
                case "date": .date
                case "checkbox": .checkbox
                default: .text
                }
            let id = ids.next("field")
            attributeFields[field.name] = (id, kind)
            board.customFields.append(CustomField(id: id, name: field.name, kind: kind))
        }

        var lists: [BoardList] = []
        var listIndex: [String: Int] = [:]
        for status in export.statuses.enumerated().sorted(by: { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }) {
            guard listIndex[status.element.name] == nil else { continue }
            listIndex[status.element.name] = lists.count
            var list = BoardList(
                id: ids.next("list"), name: status.element.name, archived: status.element.isArchived,
                cardLimit: status.element.wipLimit)
            var extra: [String: ExtraValue] = [:]
            if status.element.isClosed { extra["isClosed"] = .bool(true) }
            if let color = status.element.color { extra["color"] = .string(color) }
            if !extra.isEmpty { list.extra["taiga"] = .object(extra) }
            lists.append(list)
        }
        let closedStatuses = Set(export.statuses.filter(\.isClosed).map(\.name))
        let closedTaskStatuses = Set(export.taskStatuses.filter(\.isClosed).map(\.name))
        var tasksByStory: [String: [TaigaExport.Task]] = [:]
        var orphanTasks = 0
        // What names a story's ref (tasks, epics) goes to the first story of that ref on the board, taken as it
        // is made: a payload that repeats a ref gives none of the others a copy.
        var storyRefs = Set<String>()
        for story in export.userStories {
            guard let ref = story.ref, !storyRefs.insert(ref).inserted else { continue }
            warnings.append(AdapterWarning(
                "the user story \"\(story.subject)\" repeats the ref \(ref) of an earlier story; its tasks and epics "
                    + "go to the first of them on the board", location: story.path + ".ref"))
        }
        for task in export.tasks {
            if let story = task.userStory, storyRefs.contains(story) {
                tasksByStory[story, default: []].append(task)
            } else {
                orphanTasks += 1
            }
        }
        losses.record(orphanTasks, "tasks outside any user story", outcome: "not carried")
        var epicsByStory: [String: [Int]] = [:]  // positions in export.epics
        for (position, epic) in export.epics.enumerated() {
            for ref in epic.userStoryRefs { epicsByStory[ref, default: []].append(position) }
        }

        let stories = export.userStories.enumerated()
            .sorted { ($0.element.kanbanOrder, $0.offset) < ($1.element.kanbanOrder, $1.offset) }.map(\.element)
        for story in stories {
            let index: Int
            if let known = listIndex[story.status] {
                index = known
            } else {
                warnings.append(AdapterWarning(
                    "the status \"\(story.status)\" is not in us_statuses; a list was made for it",
                    location: story.path + ".status"))
                index = lists.count
                listIndex[story.status] = index
                lists.append(BoardList(id: ids.next("list"), name: story.status.isEmpty ? "No status" : story.status))
            }
            if lists[index].archived && !options.includeArchived {
                losses.record(1, "user stories in archived statuses", outcome: "skipped (archived cards are left out)")
                continue
            }
            var card = makeCard(story, epics: story.ref.flatMap { epicsByStory.removeValue(forKey: $0) } ?? [])
            card.done = story.isClosed || closedStatuses.contains(story.status)
            card.archived = lists[index].archived
            let tasks = story.ref.flatMap { tasksByStory.removeValue(forKey: $0) } ?? []
            if !tasks.isEmpty {
                let items = tasks.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
                    .map { ChecklistItem(
                        id: ids.next("item"), text: $0.element.subject,
                        done: closedTaskStatuses.contains($0.element.status) || $0.element.finishedDate != nil) }
                card.checklists.append(Checklist(id: ids.next("checklist"), name: "Tasks", items: items))
                losses.record(tasks.count { !$0.description.isEmpty }, "task descriptions", outcome: "not carried")
                losses.record(tasks.count { $0.assignedTo != nil }, "task assignees", outcome: "not carried")
                losses.record(tasks.reduce(0) { $0 + $1.comments }, "task comments", outcome: "not carried")
                losses.record(tasks.reduce(0) { $0 + $1.attachments }, "attachments", outcome: "not carried (the dump embeds their bytes)")
            }
            lists[index].cards.append(card)
        }
        board.lists = lists
        losses.record(export.issueCount, "issues", outcome: "not carried (only user stories become cards)")
        losses.record(export.wikiPageCount, "wiki pages")
        if export.userStories.isEmpty { warnings.append(AdapterWarning("the project holds no user stories")) }
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// The label of the epic at `position` in the export, made when a story first carries it and then reused:
    /// an epic of a long subject on many stories costs its subject once, not once per story.
    private mutating func epicLabelID(_ position: Int) -> String {
        if let id = epicLabels[position] { return id }
        let epic = export.epics[position]
        let id = labelID("Epic: " + epic.subject, color: epic.color)
        epicLabels[position] = id
        return id
    }

    private mutating func makeCard(_ story: TaigaExport.UserStory, epics: [Int]) -> Card {
        var card = Card(id: story.ref.map { "taiga-us-" + $0 } ?? ids.next("card"), title: story.subject)
        card.notes = story.description
        card.source = Source(system: "taiga", id: story.ref)
        // A tag or epic the export names twice for one story (an epic listing the story twice) is one label.
        var labelsSeen = Set<String>()
        card.labelIDs = (story.tags.map { labelID($0.name, color: $0.color ?? export.tagColors[$0.name]) }
            + epics.map { epicLabelID($0) }).filter { labelsSeen.insert($0).inserted }
        var assignees = story.assignedUsers
        if let assigned = story.assignedTo, !assignees.contains(assigned) { assignees.insert(assigned, at: 0) }
        card.members = assignees.map { personID($0) }
        card.reporter = story.owner.map { personID($0) }
        card.created = story.createdDate.flatMap { dates.read($0)?.date }
        if let due = story.dueDate, !due.isEmpty {
            if let reading = dates.read(due) {
                card.due = reading.date
                card.dueIsAllDay = reading.isAllDay
            } else {
                warnings.append(AdapterWarning("the due date \"\(due)\" is not one Cardport reads", location: story.path + ".due_date"))
                losses.record(1, "dates Cardport cannot read", outcome: "kept as text in the card's extra")
            }
        }
        if let sprint = story.milestone, !sprint.isEmpty { card.customFields.append(sprintValue(sprint)) }
        if let points = points(of: story) { card.customFields.append(pointsValue(points)) }
        for (name, value) in story.attributeValues {
            guard let field = attributeFields[name] else {
                losses.record(1, "custom attribute values without a definition", outcome: "not carried")
                continue
            }
            let converted: CustomFieldValue.Value? =
                switch (field.kind, value) {
                case (.number, .number(let number)): .number(Self.numberText(number))
                case (.checkbox, .bool(let flag)): .checkbox(flag)
                case (.date, .text(let text)): dates.read(text).map { .date($0.date) }
                case (_, .text(let text)): .text(text)
                case (_, .number(let number)): .text(Self.numberText(number))
                case (_, .bool(let flag)): .text(flag ? "true" : "false")
                }
            if let converted { card.customFields.append(CustomFieldValue(fieldID: field.id, value: converted)) }
        }
        for entry in story.history {
            if entry.comment.isEmpty {
                losses.record(1, "history entries (changes)", outcome: "not carried (only comments are)")
            } else if entry.deleted {
                losses.record(1, "deleted comments", outcome: "skipped")
            } else {
                card.comments.append(Comment(
                    id: ids.next("comment"), author: entry.userName.isEmpty ? entry.userEmail : entry.userName,
                    date: entry.date.flatMap { dates.read($0)?.date } ?? card.created ?? Date(timeIntervalSince1970: 0),
                    text: entry.comment))
            }
        }
        losses.record(story.attachmentNames.count, "attachments", outcome: "not carried (the dump embeds their bytes)")
        losses.record(story.watchers.count, "watchers", outcome: "not carried")
        var extra: [String: ExtraValue] = [:]
        if !story.rolePoints.isEmpty {
            extra["rolePoints"] = .object(Dictionary(
                story.rolePoints.map { ($0.role, ExtraValue.string($0.points)) }, uniquingKeysWith: { first, _ in first }))
        }
        if story.isBlocked { extra["blocked"] = .string(story.blockedNote) }
        if !story.dueDateReason.isEmpty { extra["dueDateReason"] = .string(story.dueDateReason) }
        if let finished = story.finishDate { extra["finishDate"] = .string(finished) }
        let names = story.attachmentNames.filter { !$0.isEmpty }
        if !names.isEmpty { extra["attachments"] = .array(names.map(ExtraValue.string)) }
        if !extra.isEmpty { card.extra["taiga"] = .object(extra) }
        return card
    }

    /// The story's total: the value of each computable role's points (`"?"` counts nothing); nil when none has one.
    private func points(of story: TaigaExport.UserStory) -> Double? {
        let values = story.rolePoints
            .filter { export.computableRoles.isEmpty || export.computableRoles.contains($0.role) }
            .compactMap { export.points[$0.points] ?? Double($0.points) }
        return values.isEmpty ? nil : values.reduce(0, +)
    }

    private mutating func personID(_ email: String) -> String {
        if let id = people[email] { return id }
        let id = "taiga-user-" + email
        people[email] = id
        board.people.append(Person(id: id, name: names[email] ?? email, email: email.contains("@") ? email : nil))
        return id
    }

    private mutating func labelID(_ name: String, color: String?) -> String {
        if let id = labels[name] { return id }
        let id = ids.next("label")
        labels[name] = id
        board.labels.append(Label(id: id, name: name, color: color))
        return id
    }

    private mutating func sprintValue(_ name: String) -> CustomFieldValue {
        if sprintField == nil {
            board.customFields.append(CustomField(id: "taiga-field-sprint", name: "Sprint", kind: .option))
            sprintField = board.customFields.count - 1
        }
        let index = sprintField ?? 0
        if let optionID = sprintOptions[name] {
            return CustomFieldValue(fieldID: board.customFields[index].id, value: .option(optionID))
        }
        let option = CustomFieldOption(id: ids.next("sprint"), name: name)
        sprintOptions[name] = option.id
        board.customFields[index].options.append(option)
        return CustomFieldValue(fieldID: board.customFields[index].id, value: .option(option.id))
    }

    private mutating func pointsValue(_ points: Double) -> CustomFieldValue {
        if pointsField == nil {
            board.customFields.append(CustomField(id: "taiga-field-points", name: "Points", kind: .number))
            pointsField = "taiga-field-points"
        }
        return CustomFieldValue(fieldID: "taiga-field-points", value: .number(Self.numberText(points)))
    }

    private static func numberText(_ number: Double) -> String {
        if let whole = Int64(exactly: number) { return String(whole) }
        return String(number)
    }
}
