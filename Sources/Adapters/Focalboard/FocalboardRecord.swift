import Foundation

/// One line of a Focalboard export (`board.jsonl` in a `.boardarchive`, or a single board's `.jsonl`), read with
/// the shared JSON reader (`FocalboardRecord+Reading.swift`): keys not listed here are skipped, a value of the
/// wrong type is an error at its line, column and JSON path.
///
/// The lines Focalboard writes:
/// - `{"version":1,"date":…}` — the header of an archive of version 1 (it starts the file);
/// - `{"type":"board","data":{…}}` — a board, since Focalboard 7 (`title`, `description`, `cardProperties`);
/// - `{"type":"block","data":{…}}` — a block: `card`, `view`, content (`text`, `checkbox`, `image`, `divider`,
///   `h1`–`h3`, `list-item`, `quote`, `attachment`), `comment`; before Focalboard 7 the board itself was a
///   block of type `board` with its properties in `fields`;
/// - `{"type":"boardMember","data":{"boardId","userId",…}}` — who may see the board.
struct FocalboardRecord {
    /// `board`, `block`, `boardMember`; nil for the header.
    var type: String?
    /// The board, block or member.
    var data: Block?
    /// The header's version.
    var version: Int?

    /// A board, a block or a member: every field any of them has, all optional.
    struct Block {
        var id: String?
        var boardId: String?
        var rootId: String?
        var parentId: String?
        var userId: String?
        /// The block's type (`card`, `view`, `text`…), or for a board `P`/`O` (private/open) since version 7.
        var type: String?
        var title: String?
        var description: String?
        var icon: String?
        var cardProperties: [Property]?
        var fields: Fields?
        var createdBy: String?
        var createAt: Double?
        var updateAt: Double?
        var deleteAt: Double?
    }

    /// A block's `fields`: what cards, views, content blocks and (before version 7) boards keep there.
    struct Fields {
        // Boards before version 7.
        var cardProperties: [Property]?
        var description: String?
        // Cards.
        var properties: [String: PropertyValue]?
        var contentOrder: [ContentOrderItem]?
        var icon: String?
        var isTemplate: Bool?
        // Views.
        var viewType: String?
        var groupById: String?
        var cardOrder: [String]?
        // Content blocks.
        /// A checkbox's state; `nil` when the block keeps no Boolean here (other blocks may keep anything).
        var value: Bool?
        var fileId: String?
        var attachmentId: String?
    }

    /// A card property a board declares (`cardProperties`).
    struct Property {
        var id: String
        var name: String?
        /// `select`, `multiSelect`, `person`, `multiPerson`, `date`, `checkbox`, `number`, `text`, `url`,
        /// `email`, `phone`, `createdTime`, `updatedTime`, `createdBy`, `updatedBy`.
        var type: String?
        var options: [Option]?
    }

    /// One option of a select or multi-select property.
    struct Option {
        var id: String
        var value: String?
        var color: String?
    }

    /// A card's value for a property: one string (select, person, date as JSON text, text…) or several
    /// (multi-select, multi-person).
    enum PropertyValue {
        case one(String)
        case many([String])

        /// The values, one or several.
        var values: [String] {
            switch self {
            case .one(let value): [value]
            case .many(let values): values
            }
        }
    }

    /// An item of a card's `contentOrder`: a block id, or a row of ids shown side by side.
    enum ContentOrderItem {
        case id(String)
        case row([String])
    }
}
