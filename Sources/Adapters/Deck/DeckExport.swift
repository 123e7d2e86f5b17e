/// The parts of a Nextcloud Deck export that Cardport carries, as read, before they become boards.
///
/// Three shapes are read alike: `occ deck:export`'s `{"version", "boards": {id: board}}` (boards and stacks as
/// id-keyed objects), the same with arrays, and one board as Deck's API and web interface give it
/// (`{"id", "title", "stacks": [...]}`), or an array of such boards. Each record keeps its JSON path, so
/// warnings can name it.
struct DeckExport {
    /// A user, group or circle as Deck writes it (`owner`, `participant`): `uid` and `displayname`.
    struct Participant: Hashable {
        var uid = ""
        var displayName = ""
        /// 0 user, 1 group, 7 circle.
        var type = 0
    }

    struct Label {
        var id: String?
        var title = ""
        var color: String?
    }

    struct Comment {
        var id = ""
        var message = ""
        var actorID = ""
        var actorDisplayName = ""
        var date: String?
    }

    struct Card {
        var path = ""
        var id = ""
        var title = ""
        var description = ""
        var order = 0.0
        var archived = false
        var deletedAt = 0.0
        var done: String?
        var dueDate: String?
        var startDate: String?
        var createdAt: Double?
        var color: String?
        var owner: Participant?
        var labels: [Label] = []
        var assignees: [Participant] = []
        var comments: [Comment] = []
        /// `commentsCount`, for comments the export counts but does not hold.
        var commentsCount = 0
        var attachmentNames: [String] = []
        /// `attachmentCount`, for exports that count attachments without listing them.
        var attachmentCount = 0
        var dependentCards: [String] = []
    }

    struct Stack {
        var path = ""
        var id = ""
        var title = ""
        var order = 0.0
        var deletedAt = 0.0
        var isDoneColumn = false
        var cards: [Card] = []
    }

    struct Board {
        var path = ""
        var id = ""
        var title = ""
        var color: String?
        var archived = false
        var deletedAt = 0.0
        var owner: Participant?
        var labels: [Label] = []
        /// The people the board is shared with (`acl`), with what they may do.
        var shares: [(participant: Participant, edit: Bool, share: Bool, manage: Bool)] = []
        var stacks: [Stack] = []
        /// Whether the object had `stacks` at all (a board with none still has the key).
        var hasStacks = false
    }

    /// The Deck version that wrote the export (`"1.11.0-dev"`), when it says.
    var version: String?
    var boards: [Board] = []
}
