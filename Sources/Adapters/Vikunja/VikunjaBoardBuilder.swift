import Foundation

/// Makes one Cardport board of one Vikunja project (see ``VikunjaImporter`` for the mapping).
struct VikunjaBoardBuilder {
    var project: VikunjaExport.Project
    var name: String

    private var losses = ImportLosses()
    private var labels: [Label] = []
    private var labelIDs: Set<String> = []
    private var people: [Person] = []
    private var personIDs: Set<String> = []

    /// The priority option names, by Vikunja's number (0 is none).
    static let priorities = ["Low", "Medium", "High", "Urgent", "DO NOW"]
    static let priorityFieldID = "vikunja-priority"
    static let endDateFieldID = "vikunja-end-date"

    init(project: VikunjaExport.Project, name: String) {
        self.project = project
        self.name = name
    }

    mutating func build() -> ImportResult {
        let id = "vikunja-project-\(project.id ?? 0)"
        var board = Board(id: id, name: name, notes: project.description ?? "")
        board.extra["vikunja.id"] = .number(String(project.id ?? 0))
        if let identifier = project.identifier, !identifier.isEmpty { board.extra["vikunja.identifier"] = .string(identifier) }
        if let color = Self.hexColor(project.hex_color) { board.extra["vikunja.color"] = .string(color) }
        if project.is_archived == true { board.extra["vikunja.archived"] = .bool(true) }
        if (project.background_file_id ?? 0) != 0 || (project.background_information?.id ?? 0) != 0 {
            losses.record(1, "project backgrounds")
        }

        let views = project.views ?? []
        let kanban = views.first { $0.view_kind?.isKanban == true }
        losses.record(views.count - (kanban == nil ? 0 : 1), "views other than the kanban view")
        let buckets = (project.buckets ?? [])
            .filter { kanban == nil || $0.project_view_id == nil || $0.project_view_id == kanban?.id }
            .enumerated().sorted { ($0.element.position ?? Double($0.offset)) < ($1.element.position ?? Double($1.offset)) }
            .map(\.element)
        var lists = buckets.map { bucket in
            var list = BoardList(
                id: "vikunja-bucket-\(bucket.id ?? 0)", name: bucket.title ?? "Bucket \(bucket.id ?? 0)",
                cardLimit: (bucket.limit ?? 0) > 0 ? bucket.limit : nil)
            if bucket.id != nil, bucket.id == kanban?.done_bucket_id || bucket.is_done_bucket == true {
                list.extra["vikunja.doneBucket"] = .bool(true)
            }
            return list
        }
        if lists.isEmpty { lists = [BoardList(id: "\(id)-tasks", name: "Tasks")] }
        let listIndex = Dictionary(
            buckets.enumerated().compactMap { index, bucket in bucket.id.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        var placement: [Int: Int] = [:]
        for entry in project.task_buckets ?? [] where kanban == nil || entry.project_view_id == kanban?.id {
            if let task = entry.task_id, let bucket = entry.bucket_id { placement[task] = bucket }
        }
        let defaultIndex = kanban?.default_bucket_id.flatMap { listIndex[$0] } ?? 0

        var usesPriority = false
        var usesEndDate = false
        let tasks = (project.tasks ?? []).enumerated()
            .sorted { ($0.element.position ?? Double($0.offset)) < ($1.element.position ?? Double($1.offset)) }
            .map(\.element)
        for task in tasks {
            let card = makeCard(task, usesPriority: &usesPriority, usesEndDate: &usesEndDate)
            let bucket = task.id.flatMap { placement[$0] } ?? task.bucket_id
            let index = bucket.flatMap { listIndex[$0] } ?? defaultIndex
            lists[min(index, lists.count - 1)].cards.append(card)
        }
        board.lists = lists
        board.labels = labels
        board.people = people
        if usesPriority {
            board.customFields.append(CustomField(
                id: Self.priorityFieldID, name: "Priority", kind: .option,
                options: Self.priorities.enumerated().map { CustomFieldOption(id: "\(Self.priorityFieldID)-\($0 + 1)", name: $1) }))
        }
        if usesEndDate { board.customFields.append(CustomField(id: Self.endDateFieldID, name: "End date", kind: .date)) }
        return ImportResult(board: board, losses: losses)
    }

    private mutating func makeCard(_ task: VikunjaExport.Task, usesPriority: inout Bool, usesEndDate: inout Bool) -> Card {
        let id = "vikunja-task-\(task.id ?? 0)"
        var card = Card(
            id: id, title: task.title ?? "", notes: task.description ?? "",
            source: Source(system: "vikunja", id: task.id.map(String.init)))
        card.done = task.done ?? false
        if card.done, let doneAt = Self.date(task.done_at) { card.extra["vikunja.doneAt"] = .string(Self.text(doneAt)) }
        card.due = Self.date(task.due_date)
        card.start = Self.date(task.start_date)
        card.created = Self.date(task.created)
        if let end = Self.date(task.end_date) {
            usesEndDate = true
            card.customFields.append(CustomFieldValue(fieldID: Self.endDateFieldID, value: .date(end)))
        }
        if let priority = task.priority, (1...Self.priorities.count).contains(priority) {
            usesPriority = true
            card.customFields.append(CustomFieldValue(fieldID: Self.priorityFieldID, value: .option("\(Self.priorityFieldID)-\(priority)")))
        }
        if let identifier = task.identifier, !identifier.isEmpty { card.extra["vikunja.identifier"] = .string(identifier) }
        for label in task.labels ?? [] {
            let labelID = "vikunja-label-\(label.id ?? 0)"
            if labelIDs.insert(labelID).inserted {
                labels.append(Label(id: labelID, name: label.title ?? "", color: Self.hexColor(label.hex_color)))
            }
            card.labelIDs.append(labelID)
        }
        for user in task.assignees ?? [] { card.members.append(addPerson(user)) }
        if let creator = task.created_by, creator.id != nil { card.reporter = addPerson(creator) }
        for comment in task.comments ?? [] {
            let author = comment.author.map { addPerson($0) } ?? ""
            card.comments.append(Comment(
                id: "vikunja-comment-\(comment.id ?? card.comments.count + 1)", author: author,
                date: Self.date(comment.created) ?? Date(timeIntervalSince1970: 0), text: comment.comment ?? ""))
        }
        for attachment in task.attachments ?? [] {
            let file = attachment.file
            card.attachments.append(Attachment(
                id: "vikunja-attachment-\(attachment.id ?? card.attachments.count + 1)",
                name: file?.name ?? "attachment", url: "files/\(file?.id ?? 0)", mimeType: file?.mime,
                bytes: file?.size, date: Self.date(attachment.created ?? file?.created)))
        }
        losses.record(task.reminders?.count ?? 0, "reminders")
        losses.record((task.repeat_after ?? 0) > 0 ? 1 : 0, "repeat settings")
        losses.record(task.related_tasks?.values.reduce(0) { $0 + $1.count } ?? 0, "task relations")
        losses.record((task.percent_done ?? 0) > 0 ? 1 : 0, "progress percentages")
        losses.record(Self.hexColor(task.hex_color) == nil ? 0 : 1, "task colours")
        losses.record(task.is_favorite == true ? 1 : 0, "favourite marks")
        return card
    }

    private mutating func addPerson(_ user: VikunjaExport.User) -> String {
        let id = "vikunja-user-\(user.id ?? 0)"
        if personIDs.insert(id).inserted {
            people.append(Person(id: id, name: user.name ?? "", username: user.username, email: user.email))
        }
        return id
    }

    /// `#rrggbb` for Vikunja's `rrggbb` (or `#rrggbb`); nil for none.
    static func hexColor(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        let hex = value.hasPrefix("#") ? String(value.dropFirst()) : value
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + hex.lowercased()
    }

    /// A Vikunja time (RFC 3339, fractional seconds allowed); nil for none, `0001-01-01…` and unreadable text.
    static func date(_ text: String?) -> Date? {
        guard let text, !text.isEmpty, !text.hasPrefix("0001-01-01") else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
