/// The parts of a Wekan board export (`_format: "wekan-board-1.0.0"`, from the board menu's "Export board" or
/// `GET /api/boards/:id/export`) that Cardport carries, as read.
///
/// The export is flat: the board's own fields, then arrays of lists, cards, swimlanes, checklists, checklist
/// items, comments, custom fields and users that point at each other by `_id` (older and hand-made exports write
/// `id`; both are read). Each record keeps its JSON path for warnings.
struct WekanExport {
    struct Label {
        var id = ""
        var name = ""
        var color: String?
    }

    struct User {
        var id = ""
        var username = ""
        var fullName = ""
    }

    struct Swimlane {
        var id = ""
        var title = ""
        var sort = 0.0
        var archived = false
    }

    struct List {
        var path = ""
        var id = ""
        var title = ""
        var sort = 0.0
        var archived = false
        var wipLimit: Int?
    }

    struct FieldValue {
        var fieldID = ""
        var text: String?
        var number: Double?
        var bool: Bool?
    }

    struct Card {
        var path = ""
        var id = ""
        var title = ""
        var description = ""
        var listID = ""
        var swimlaneID = ""
        var parentID = ""
        var sort = 0.0
        var archived = false
        var labelIDs: [String] = []
        var members: [String] = []
        var assignees: [String] = []
        var userID: String?
        var createdAt: String?
        var startAt: String?
        var dueAt: String?
        var endAt: String?
        var receivedAt: String?
        var dueComplete = false
        var color: String?
        var fieldValues: [FieldValue] = []
    }

    struct Checklist {
        var path = ""
        var id = ""
        var cardID = ""
        var title = ""
        var sort = 0.0
    }

    struct ChecklistItem {
        var path = ""
        var id = ""
        var checklistID = ""
        var title = ""
        var sort = 0.0
        var isFinished = false
    }

    struct Comment {
        var path = ""
        var id = ""
        var cardID = ""
        var text = ""
        var userID = ""
        var createdAt: String?
    }

    struct CustomField {
        var id = ""
        var name = ""
        var type = ""
        var options: [(id: String, name: String)] = []
    }

    struct Attachment {
        var cardID = ""
        var name = ""
    }

    var format: String?
    var id = ""
    var title = ""
    var description = ""
    var color: String?
    var archived = false
    var labels: [Label] = []
    var memberIDs: [String] = []
    var users: [User] = []
    var swimlanes: [Swimlane] = []
    var lists: [List] = []
    var cards: [Card] = []
    var checklists: [Checklist] = []
    var checklistItems: [ChecklistItem] = []
    var comments: [Comment] = []
    var customFields: [CustomField] = []
    var attachments: [Attachment] = []
    var activityCount = 0
    /// Rules, triggers and actions: the board's automation.
    var automationCount = 0
    /// The top-level keys present, to say which required ones are missing.
    var topLevelKeys: Set<String> = []
}
