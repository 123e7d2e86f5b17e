/// The parts of a Wekan board export (`_format: "wekan-board-1.0.0"`, from the board menu's "Export board" or
/// `GET /api/boards/:id/export`) as read.
///
/// The export is flat: the board's own fields, then arrays of lists, cards, swimlanes, checklists, checklist
/// items, comments, custom fields and users that point at each other by `_id` (older and hand-made exports write
/// `id`; both are read). Each record keeps its JSON path for warnings, and in `rest` the fields Cardport has no
/// place for, verbatim (those holding nothing, `null`, `""`, `[]` or `{}`, are left out), for the board's, list's
/// or card's `extra`.
struct WekanExport {
    struct Label {
        var id = ""
        var name = ""
        var color: String?
        var rest: [String: ExtraValue] = [:]
    }

    struct User {
        var id = ""
        var username = ""
        var fullName = ""
        /// Other fields, with `profile` holding the profile's other fields (`initials`, `avatarUrl`).
        var rest: [String: ExtraValue] = [:]
    }

    struct Swimlane {
        var id = ""
        var title = ""
        var sort = 0.0
        var archived = false
        var rest: [String: ExtraValue] = [:]
    }

    struct List {
        var path = ""
        var id = ""
        /// The key the id was read from, `_id` or `id`, for a warning's JSON path.
        var idKey = "_id"
        var title = ""
        var sort = 0.0
        var archived = false
        /// The WIP limit when it is enabled and hard; a soft or disabled one stays in `rest["wipLimit"]`.
        var wipLimit: Int?
        var rest: [String: ExtraValue] = [:]
    }

    struct FieldValue {
        var fieldID = ""
        var text: String?
        var number: Double?
        var bool: Bool?
        /// The value of a field that holds several strings (Wekan's `stringtemplate`).
        var texts: [String]?
        /// Whether the value was something else: an object, or an array holding more than strings.
        var unreadable = false
    }

    struct Card {
        var path = ""
        var id = ""
        /// The key the id was read from, `_id` or `id`, for a warning's JSON path.
        var idKey = "_id"
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
        /// Other fields: `vote` and `poker` when they hold a question or votes, `requestedBy`, `spentTime`,
        /// `cardDependencies`, `modifiedAt`…
        var rest: [String: ExtraValue] = [:]
    }

    struct Checklist {
        var path = ""
        var id = ""
        /// The key the id was read from, `_id` or `id`, for a warning's JSON path.
        var idKey = "_id"
        var cardID = ""
        var title = ""
        var sort = 0.0
        var rest: [String: ExtraValue] = [:]
    }

    struct ChecklistItem {
        var path = ""
        var id = ""
        var checklistID = ""
        var title = ""
        var sort = 0.0
        var isFinished = false
        var rest: [String: ExtraValue] = [:]
    }

    struct Comment {
        var path = ""
        var id = ""
        var cardID = ""
        var text = ""
        var userID = ""
        var createdAt: String?
        /// Other fields, such as `reactions` and `modifiedAt`.
        var rest: [String: ExtraValue] = [:]
    }

    struct CustomField {
        var id = ""
        var name = ""
        var type = ""
        var options: [(id: String, name: String)] = []
        /// Other fields (`showOnCard`, `automaticallyOnCard`…), with `settings` holding the settings other than
        /// the dropdown's items (`currencyCode`).
        var rest: [String: ExtraValue] = [:]
    }

    /// An attachment as Wekan's exporter writes it: its card, name and declared type, and the file's bytes in
    /// base64 (`file`; exports made before Wekan encoded them hold none).
    struct Attachment {
        var id = ""
        var cardID = ""
        var name = ""
        var type = ""
        var file = ""
    }

    var format: String?
    var id = ""
    var title = ""
    var description = ""
    var color: String?
    var archived = false
    var labels: [Label] = []
    /// The board's members as written, with their roles (`isAdmin`, `isCommentOnly`…).
    var members: [ExtraValue] = []
    var users: [User] = []
    var swimlanes: [Swimlane] = []
    var lists: [List] = []
    var cards: [Card] = []
    /// The cards whose parent is a card of this board, wherever they are: Wekan writes the subtasks on this
    /// board here a second time, and those on other boards (`subtasksDefaultBoardId`) only here.
    var subtaskItems: [Card] = []
    var checklists: [Checklist] = []
    var checklistItems: [ChecklistItem] = []
    var comments: [Comment] = []
    var customFields: [CustomField] = []
    var attachments: [Attachment] = []
    var activityCount = 0
    /// Rules, triggers and actions: the board's automation.
    var automationCount = 0
    /// The board's other fields: its settings (`allowsSubtasks`, `subtasksDefaultBoardId`,
    /// `presentParentTask`, `permission`…) and dates.
    var settings: [String: ExtraValue] = [:]
    /// The top-level keys present, to say which required ones are missing.
    var topLevelKeys: Set<String> = []
}

/// A record of a Wekan export that remembers where it was read, for warnings that point into the file.
protocol WekanRecord {
    /// The record's JSON path in the export (`$.comments[3]`).
    var path: String { get }
}

extension WekanExport.Comment: WekanRecord {}
extension WekanExport.ChecklistItem: WekanRecord {}
extension WekanExport.Card: WekanOwningRecord {}
extension WekanExport.Checklist: WekanOwningRecord {}

/// A record that other records name by its id: a card (comments, checklists, subtasks, attachments) or a
/// checklist (items).
protocol WekanOwningRecord: WekanRecord {
    var id: String { get }
    /// The key the id was read from (`_id`, or `id` in older and hand-made exports).
    var idKey: String { get }
    var title: String { get }
}
