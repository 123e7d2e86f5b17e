import Foundation

/// One line of a Focalboard export (`board.jsonl` in a `.boardarchive`, or a single board's `.jsonl`), decoded.
///
/// The lines Focalboard writes:
/// - `{"version":1,"date":…}` — the header of an archive of version 1 (it starts the file);
/// - `{"type":"board","data":{…}}` — a board, since Focalboard 7 (`title`, `description`, `cardProperties`);
/// - `{"type":"block","data":{…}}` — a block: `card`, `view`, content (`text`, `checkbox`, `image`, `divider`,
///   `h1`–`h3`, `list-item`, `quote`, `attachment`), `comment`; before Focalboard 7 the board itself was a
///   block of type `board` with its properties in `fields`;
/// - `{"type":"boardMember","data":{"boardId","userId",…}}` — who may see the board.
struct FocalboardRecord: Decodable {
    /// `board`, `block`, `boardMember`; nil for the header.
    var type: String?
    /// The board, block or member.
    var data: Block?
    /// The header's version.
    var version: Int?

    /// A board, a block or a member: every field any of them has, all optional.
    struct Block: Decodable {
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
    struct Fields: Decodable {
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
        var value: Bool?
        var fileId: String?
        var attachmentId: String?

        private enum CodingKeys: String, CodingKey {
            case cardProperties, description, properties, contentOrder, icon, isTemplate, viewType, groupById
            case cardOrder, value, fileId, attachmentId
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cardProperties = try container.decodeIfPresent([Property].self, forKey: .cardProperties)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            properties = try container.decodeIfPresent([String: PropertyValue].self, forKey: .properties)
            contentOrder = try container.decodeIfPresent([ContentOrderItem].self, forKey: .contentOrder)
            icon = try container.decodeIfPresent(String.self, forKey: .icon)
            isTemplate = try container.decodeIfPresent(Bool.self, forKey: .isTemplate)
            viewType = try container.decodeIfPresent(String.self, forKey: .viewType)
            groupById = try container.decodeIfPresent(String.self, forKey: .groupById)
            cardOrder = try container.decodeIfPresent([String].self, forKey: .cardOrder)
            // A checkbox keeps a Boolean; other blocks may keep anything under `value`.
            value = try? container.decodeIfPresent(Bool.self, forKey: .value)
            fileId = try container.decodeIfPresent(String.self, forKey: .fileId)
            attachmentId = try container.decodeIfPresent(String.self, forKey: .attachmentId)
        }
    }

    /// A card property a board declares (`cardProperties`).
    struct Property: Decodable {
        var id: String
        var name: String?
        /// `select`, `multiSelect`, `person`, `multiPerson`, `date`, `checkbox`, `number`, `text`, `url`,
        /// `email`, `phone`, `createdTime`, `updatedTime`, `createdBy`, `updatedBy`.
        var type: String?
        var options: [Option]?
    }

    /// One option of a select or multi-select property.
    struct Option: Decodable {
        var id: String
        var value: String?
        var color: String?
    }

    /// A card's value for a property: one string (select, person, date as JSON text, text…) or several
    /// (multi-select, multi-person).
    enum PropertyValue: Decodable {
        case one(String)
        case many([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .one(text)
            } else {
                self = .many(try container.decode([String].self))
            }
        }

        /// The values, one or several.
        var values: [String] {
            switch self {
            case .one(let value): [value]
            case .many(let values): values
            }
        }
    }

    /// An item of a card's `contentOrder`: a block id, or a row of ids shown side by side.
    enum ContentOrderItem: Decodable {
        case id(String)
        case row([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let id = try? container.decode(String.self) {
                self = .id(id)
            } else {
                self = .row(try container.decode([String].self))
            }
        }
    }
}
