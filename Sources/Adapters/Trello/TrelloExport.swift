/// The parts of a Trello board export that Cardport carries, as read, before they are joined into a board.
///
/// Each record keeps its index in its array so warnings can name the JSON path (`checklists[3].idCard`).
struct TrelloExport {
    struct Label {
        var id = ""
        var name = ""
        var color: String?
    }

    struct List {
        var index = 0
        var id = ""
        var name = ""
        var closed = false
        var pos = 0.0
        var softLimit: Int?
    }

    struct Attachment {
        var id = ""
        var name = ""
        var url = ""
        var mimeType: String?
        var bytes: Int?
    }

    struct Card {
        var index = 0
        var id = ""
        var name = ""
        var desc = ""
        var closed = false
        var idList = ""
        var pos = 0.0
        var idLabels: [String] = []
        var labels: [Label] = []
        var idMembers: [String] = []
        var due: String?
        var start: String?
        var dueComplete = false
        var url: String?
        var attachments: [Attachment] = []
    }

    struct CheckItem {
        var id = ""
        var name = ""
        var pos = 0.0
        var complete = false
    }

    struct Checklist {
        var index = 0
        var id = ""
        var name = ""
        var idCard = ""
        var pos = 0.0
        var items: [CheckItem] = []
    }

    struct Comment {
        var index = 0
        var id = ""
        var date = ""
        var text = ""
        var idCard = ""
        var idMemberCreator = ""
        var author: String?
    }

    var id = ""
    var name = ""
    var desc = ""
    var labels: [Label] = []
    var lists: [List] = []
    var cards: [Card] = []
    var checklists: [Checklist] = []
    var comments: [Comment] = []
    /// Member names by id: the full name, or the username when the full name is empty.
    var memberNames: [String: String] = [:]
    /// The top-level keys present, to say which required ones are missing.
    var topLevelKeys: Set<String> = []
}
