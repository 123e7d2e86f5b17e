import Foundation

/// The `data.json` of a Vikunja data export (Settings → Export), read with the shared JSON reader
/// (`VikunjaExport+Reading.swift`): an array of projects, each with its views, buckets, tasks and the tasks'
/// places in the buckets (Vikunja 0.21 and later); or, in exports made before 0.21, an array of namespaces, each
/// with its `lists`, which hold the tasks and buckets as projects do now.
///
/// Every field is optional, so exports of other versions read too; keys not listed here are skipped, and a value
/// of the wrong type is an error at its line, column and JSON path. Times are RFC 3339 text, with
/// `0001-01-01T00:00:00Z` for none.
struct VikunjaExport {
    /// One project.
    struct Project {
        var id: Int?
        var title: String?
        var description: String?
        var identifier: String?
        var hex_color: String?
        var is_archived: Bool?
        var parent_project_id: Int?
        var background_file_id: Int?
        /// The background as Vikunja's export writes it: the file's metadata, its bytes in `files/<id>`.
        var background_information: Background?
        var views: [View]?
        var buckets: [Bucket]?
        var tasks: [Task]?
        var task_buckets: [TaskBucket]?
        /// A namespace's lists, in exports made before Vikunja 0.21 (when a namespace held lists, and a list what
        /// a project holds now); nil for a project.
        var lists: [Project]?
    }

    /// A project's background file (`{"id": 7, "name": …}`); any other shape reads as no file.
    struct Background {
        var id: Int?
    }

    /// A view of a project: `list`, `gantt`, `table` or `kanban` (0–3 in some versions).
    struct View {
        var id: Int?
        var title: String?
        var view_kind: ViewKind?
        var default_bucket_id: Int?
        var done_bucket_id: Int?
    }

    /// A view kind, written as text or as a number.
    struct ViewKind {
        var isKanban: Bool
    }

    /// A bucket of a kanban view (of the project, before views existed).
    struct Bucket {
        var id: Int?
        var title: String?
        var project_view_id: Int?
        var position: Double?
        var limit: Int?
        /// Whether tasks moved here are done (a bucket's own flag before Vikunja 0.24 moved it to the view).
        var is_done_bucket: Bool?
    }

    /// Which bucket of which view a task is in (Vikunja 0.24 and later).
    struct TaskBucket {
        var task_id: Int?
        var bucket_id: Int?
        var project_view_id: Int?
    }

    /// A user, as tasks and comments name them.
    struct User {
        var id: Int?
        var username: String?
        var name: String?
        var email: String?
    }

    /// A label.
    struct Label {
        var id: Int?
        var title: String?
        var hex_color: String?
    }

    /// A task's attachment; its bytes are `files/<file id>` in the archive.
    struct Attachment {
        var id: Int?
        var file: File?
        var created: String?
    }

    /// An attached file's metadata.
    struct File {
        var id: Int?
        var name: String?
        var mime: String?
        var size: Int?
        var created: String?
    }

    /// A comment on a task.
    struct Comment {
        var id: Int?
        var comment: String?
        var author: User?
        var created: String?
    }

    /// A task.
    struct Task {
        var id: Int?
        var title: String?
        var description: String?
        var done: Bool?
        var done_at: String?
        var due_date: String?
        var start_date: String?
        var end_date: String?
        var priority: Int?
        var percent_done: Double?
        var hex_color: String?
        var identifier: String?
        var bucket_id: Int?
        var position: Double?
        var repeat_after: Int?
        var is_favorite: Bool?
        var labels: [Label]?
        var assignees: [User]?
        var attachments: [Attachment]?
        var comments: [Comment]?
        var created: String?
        var created_by: User?
        var reminders: [Reminder]?
        var related_tasks: [String: [Related]]?
    }

    /// A reminder; only counted.
    struct Reminder {}

    /// A related task; only counted.
    struct Related {}
}
