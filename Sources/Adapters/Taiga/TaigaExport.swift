/// The parts of a Taiga project export (the JSON dump of "Export project") that Cardport carries, as read.
///
/// Taiga's dump names things, not ids: a user story's `status` is a status name, `assigned_to` an email, a task's
/// `user_story` the story's `ref`. Each record keeps its JSON path for warnings.
struct TaigaExport {
    struct Status {
        var name = ""
        var order = 0.0
        var isClosed = false
        var isArchived = false
        var color: String?
        var wipLimit: Int?
    }

    /// An entry of an item's `history`: a comment (when `comment` is not empty) or a change.
    struct HistoryEntry {
        var userEmail = ""
        var userName = ""
        var comment = ""
        var date: String?
        var deleted = false
    }

    /// A custom attribute the project defines for user stories.
    struct Attribute {
        var name = ""
        var type = "text"
        var order = 0.0
    }

    /// A value of `custom_attributes_values`, as read.
    enum AttributeValue {
        case text(String)
        case number(Double)
        case bool(Bool)
    }

    struct Task {
        var path = ""
        var subject = ""
        var status = ""
        var userStory: String?
        var order = 0.0
        var finishedDate: String?
        var assignedTo: String?
        var description = ""
        var comments = 0
        var attachments = 0
    }

    struct UserStory {
        var path = ""
        var ref: String?
        var subject = ""
        var description = ""
        var status = ""
        var isClosed = false
        var kanbanOrder = 0.0
        var owner: String?
        var assignedTo: String?
        var assignedUsers: [String] = []
        var watchers: [String] = []
        var tags: [(name: String, color: String?)] = []
        var rolePoints: [(role: String, points: String)] = []
        var milestone: String?
        var dueDate: String?
        var dueDateReason = ""
        var createdDate: String?
        var finishDate: String?
        var isBlocked = false
        var blockedNote = ""
        var history: [HistoryEntry] = []
        var attachmentNames: [String] = []
        var attributeValues: [(name: String, value: AttributeValue)] = []
    }

    /// An epic: only what links it to user stories and names it.
    struct Epic {
        var subject = ""
        var color: String?
        var userStoryRefs: [String] = []
    }

    var name = ""
    var slug = ""
    var description = ""
    var owner: String?
    var statuses: [Status] = []
    var taskStatuses: [Status] = []
    /// Point names → values (`"?"` has none).
    var points: [String: Double] = [:]
    /// Roles whose points count towards a story's total (`computable`).
    var computableRoles: Set<String> = []
    var memberEmails: [String] = []
    /// ``memberEmails`` as a set, kept beside it while reading: a dump may repeat `memberships`.
    var memberEmailsSeen: Set<String> = []
    var tagColors: [String: String] = [:]
    var attributes: [Attribute] = []
    var userStories: [UserStory] = []
    var tasks: [Task] = []
    var epics: [Epic] = []
    var issueCount = 0
    var wikiPageCount = 0
    var milestoneCount = 0
    /// The top-level keys present, to say which required ones are missing.
    var topLevelKeys: Set<String> = []
}
