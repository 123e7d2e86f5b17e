import Foundation
import StreamingJSON

// Reading a Wekan export with the pull reader: the fields Cardport maps are decoded, the others kept verbatim in
// each record's `rest` (see ``WekanExport``).

extension WekanExport {
    /// The keys without which a JSON object is not a Wekan board export.
    static let requiredKeys = ["lists", "cards"]

    /// Reads the export at `reader`, which stands at the top-level object.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            topLevelKeys.insert(key.string)
            switch key {
            case "_format": format = try reader.readLooseString()
            case "_id", "id": id = try reader.readLooseString() ?? id
            case "title": title = try reader.readLooseString() ?? ""
            case "description": description = try reader.readLooseString() ?? ""
            case "color": color = try reader.readLooseString()
            case "archived": archived = try reader.readLooseBool() ?? false
            case "labels":
                try Self.objects(&reader) { reader, _ in
                    var label = Label()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": label.id = try reader.readLooseString() ?? label.id
                        case "name": label.name = try reader.readLooseString() ?? ""
                        case "color": label.color = try reader.readLooseString()
                        default: try Self.keep(key, &reader, into: &label.rest)
                        }
                    }
                    labels.append(label)
                }
            case "members":
                try Self.objects(&reader) { reader, _ in members.append(try ExtraValue.read(&reader)) }
            case "users":
                try Self.objects(&reader) { reader, _ in
                    var user = User()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": user.id = try reader.readLooseString() ?? user.id
                        case "username": user.username = try reader.readLooseString() ?? ""
                        case "profile":
                            guard try reader.peek() == .object else { return try Self.keep(key, &reader, into: &user.rest) }
                            var profile: [String: ExtraValue] = [:]
                            try reader.forEachMember { reader, key in
                                if key == "fullname" {
                                    user.fullName = try reader.readLooseString() ?? ""
                                } else {
                                    try Self.keep(key, &reader, into: &profile)
                                }
                            }
                            if !profile.isEmpty { user.rest["profile"] = .object(profile) }
                        default: try Self.keep(key, &reader, into: &user.rest)
                        }
                    }
                    users.append(user)
                }
            case "swimlanes":
                try Self.objects(&reader) { reader, _ in
                    var swimlane = Swimlane()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": swimlane.id = try reader.readLooseString() ?? swimlane.id
                        case "title": swimlane.title = try reader.readLooseString() ?? ""
                        case "sort": swimlane.sort = try reader.readLooseNumber() ?? 0
                        case "archived": swimlane.archived = try reader.readLooseBool() ?? false
                        case "boardId": try reader.skipValue()
                        default: try Self.keep(key, &reader, into: &swimlane.rest)
                        }
                    }
                    swimlanes.append(swimlane)
                }
            case "lists":
                try Self.objects(&reader) { reader, path in
                    var list = List()
                    list.path = path
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id":
                            list.id = try reader.readLooseString() ?? list.id
                            list.idKey = key.string
                        case "title": list.title = try reader.readLooseString() ?? ""
                        case "sort": list.sort = try reader.readLooseNumber() ?? 0
                        case "archived": list.archived = try reader.readLooseBool() ?? false
                        case "boardId": try reader.skipValue()
                        case "wipLimit":
                            let limit = try ExtraValue.read(&reader)
                            switch Self.cardLimit(limit) {
                            case .some(let value): list.wipLimit = value
                            case .none where !Self.isDisabledLimit(limit) && !limit.holdsNothing: list.rest[key.string] = limit
                            case .none: break
                            }
                        default: try Self.keep(key, &reader, into: &list.rest)
                        }
                    }
                    lists.append(list)
                }
            case "cards", "subtaskItems":
                try Self.objects(&reader) { reader, path in
                    var card = Card()
                    card.path = path
                    try reader.forEachMember { reader, key in try card.read(key, &reader) }
                    if key == "cards" { cards.append(card) } else { subtaskItems.append(card) }
                }
            case "checklists":
                try Self.objects(&reader) { reader, path in
                    var checklist = Checklist()
                    checklist.path = path
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id":
                            checklist.id = try reader.readLooseString() ?? checklist.id
                            checklist.idKey = key.string
                        case "cardId": checklist.cardID = try reader.readLooseString() ?? ""
                        case "title": checklist.title = try reader.readLooseString() ?? ""
                        case "sort": checklist.sort = try reader.readLooseNumber() ?? 0
                        case "boardId": try reader.skipValue()
                        default: try Self.keep(key, &reader, into: &checklist.rest)
                        }
                    }
                    checklists.append(checklist)
                }
            case "checklistItems":
                try Self.objects(&reader) { reader, path in
                    var item = ChecklistItem()
                    item.path = path
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": item.id = try reader.readLooseString() ?? item.id
                        case "checklistId": item.checklistID = try reader.readLooseString() ?? ""
                        case "title": item.title = try reader.readLooseString() ?? ""
                        case "sort": item.sort = try reader.readLooseNumber() ?? 0
                        case "isFinished": item.isFinished = try reader.readLooseBool() ?? false
                        case "cardId", "boardId": try reader.skipValue()
                        default: try Self.keep(key, &reader, into: &item.rest)
                        }
                    }
                    checklistItems.append(item)
                }
            case "comments":
                try Self.objects(&reader) { reader, path in
                    var comment = Comment()
                    comment.path = path
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": comment.id = try reader.readLooseString() ?? comment.id
                        case "cardId": comment.cardID = try reader.readLooseString() ?? ""
                        case "text": comment.text = try reader.readLooseString() ?? ""
                        case "userId": comment.userID = try reader.readLooseString() ?? ""
                        case "createdAt": comment.createdAt = try reader.readLooseString()
                        case "boardId": try reader.skipValue()
                        default: try Self.keep(key, &reader, into: &comment.rest)
                        }
                    }
                    comments.append(comment)
                }
            case "customFields":
                try Self.objects(&reader) { reader, _ in
                    var field = CustomField()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": field.id = try reader.readLooseString() ?? field.id
                        case "name": field.name = try reader.readLooseString() ?? ""
                        case "type": field.type = try reader.readLooseString() ?? ""
                        case "boardIds": try reader.skipValue()
                        case "settings":
                            guard try reader.peek() == .object else { return try Self.keep(key, &reader, into: &field.rest) }
                            var settings: [String: ExtraValue] = [:]
                            try reader.forEachMember { reader, key in
                                guard key == "dropdownItems" else { return try Self.keep(key, &reader, into: &settings) }
                                try Self.objects(&reader) { reader, _ in
                                    var option = (id: "", name: "")
                                    try reader.forEachMember { reader, key in
                                        switch key {
                                        case "_id", "id": option.id = try reader.readLooseString() ?? option.id
                                        case "name": option.name = try reader.readLooseString() ?? ""
                                        default: try reader.skipValue()
                                        }
                                    }
                                    field.options.append(option)
                                }
                            }
                            if !settings.isEmpty { field.rest["settings"] = .object(settings) }
                        default: try Self.keep(key, &reader, into: &field.rest)
                        }
                    }
                    customFields.append(field)
                }
            case "attachments":
                try Self.objects(&reader) { reader, _ in
                    var attachment = Attachment()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": attachment.id = try reader.readLooseString() ?? ""
                        case "cardId": attachment.cardID = try reader.readLooseString() ?? ""
                        case "name": attachment.name = try reader.readLooseString() ?? ""
                        case "type": attachment.type = try reader.readLooseString() ?? ""
                        case "file": attachment.file = try reader.readLooseString() ?? ""
                        default: try reader.skipValue()
                        }
                    }
                    attachments.append(attachment)
                }
            case "activities": activityCount = try Self.count(&reader)
            case "rules", "triggers", "actions": automationCount += try Self.count(&reader)
            default: try Self.keep(key, &reader, into: &settings)
            }
        }
    }

    /// Calls `body` for each object of the array at the reader, with its JSON path; other elements are skipped.
    static func objects(_ reader: inout JSONReader, _ body: (inout JSONReader, String) throws -> Void) throws {
        try reader.forEachValue { reader in
            guard try reader.peek() == .object else { return try reader.skipValue() }
            try body(&reader, reader.pathDescription)
        }
    }

    /// Reads the value at the reader into `rest` under `key`, verbatim, unless it holds nothing.
    static func keep(_ key: JSONKey, _ reader: inout JSONReader, into rest: inout [String: ExtraValue]) throws {
        let value = try ExtraValue.read(&reader)
        if !value.holdsNothing { rest[key.string] = value }
    }

    /// The card limit a list's `wipLimit` (`{"value": 4, "enabled": true, "soft": false}`) sets: only an enabled,
    /// hard limit of a whole number is one.
    private static func cardLimit(_ limit: ExtraValue) -> Int? {
        guard case .object(let limit) = limit, limit["enabled"]?.looseFlag == true, limit["soft"]?.looseFlag != true,
              let value = limit["value"]?.looseNumber
        else { return nil }
        return Int(exactly: value)
    }

    /// Whether a list's `wipLimit` is switched off, and so limits nothing.
    private static func isDisabledLimit(_ limit: ExtraValue) -> Bool {
        guard case .object(let limit) = limit else { return false }
        return limit["enabled"]?.looseFlag != true
    }

    private static func count(_ reader: inout JSONReader) throws -> Int {
        var count = 0
        try reader.forEachValue { reader in
            count += 1
            try reader.skipValue()
        }
        return count
    }
}

extension WekanExport.Card {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "_id", "id":
            id = try reader.readLooseString() ?? id
            idKey = key.string
        case "title": title = try reader.readLooseString() ?? ""
        case "description": description = try reader.readLooseString() ?? ""
        case "listId": listID = try reader.readLooseString() ?? ""
        case "swimlaneId": swimlaneID = try reader.readLooseString() ?? ""
        case "parentId": parentID = try reader.readLooseString() ?? ""
        case "sort": sort = try reader.readLooseNumber() ?? 0
        case "archived": archived = try reader.readLooseBool() ?? false
        case "labelIds": labelIDs = try reader.readLooseStrings()
        case "members": members = try reader.readLooseStrings()
        case "assignees": assignees = try reader.readLooseStrings()
        case "userId": userID = try reader.readLooseString()
        case "createdAt": createdAt = try reader.readLooseString()
        case "startAt": startAt = try reader.readLooseString()
        case "dueAt": dueAt = try reader.readLooseString()
        case "endAt": endAt = try reader.readLooseString()
        case "receivedAt": receivedAt = try reader.readLooseString()
        case "dueComplete": dueComplete = try reader.readLooseBool() ?? false
        case "color": color = try reader.readLooseString()
        case "boardId": try reader.skipValue()
        case "vote", "poker":
            // Wekan writes an empty vote (a blank question, no votes) on cards that never had one.
            let value = try ExtraValue.read(&reader)
            if value.holdsVotes { rest[key.string] = value }
        case "customFields":
            try WekanExport.objects(&reader) { reader, _ in
                var value = WekanExport.FieldValue()
                try reader.forEachMember { reader, key in
                    switch key {
                    case "_id", "id": value.fieldID = try reader.readLooseString() ?? value.fieldID
                    case "value":
                        switch try reader.peek() {
                        case .number: value.number = try reader.readNumber()
                        case .bool: value.bool = try reader.readBool()
                        case .array:
                            var texts: [String] = []
                            try reader.forEachElement { reader, _ in
                                if let text = try reader.readLooseString() { texts.append(text) } else { value.unreadable = true }
                            }
                            value.texts = texts
                        case .object:
                            value.unreadable = true
                            try reader.skipValue()
                        default: value.text = try reader.readLooseString()
                        }
                    default: try reader.skipValue()
                    }
                }
                fieldValues.append(value)
            }
        default: try WekanExport.keep(key, &reader, into: &rest)
        }
    }
}

extension ExtraValue {
    /// Whether the value holds nothing worth keeping: `null`, `""`, `[]` or `{}`.
    fileprivate var holdsNothing: Bool {
        switch self {
        case .null: true
        case .string(let text): text.isEmpty
        case .array(let elements): elements.isEmpty
        case .object(let members): members.isEmpty
        case .bool, .number: false
        }
    }

    /// Whether a card's `vote` or `poker` object was used: it asks a question (a text, or `true` for poker) or
    /// holds votes.
    fileprivate var holdsVotes: Bool {
        guard case .object(let members) = self else { return !holdsNothing }
        return members.contains { key, value in
            switch (key, value) {
            case ("question", .string(let text)): !text.isEmpty
            case ("question", .bool(let flag)): flag
            case (_, .array(let voters)): !voters.isEmpty
            default: false
            }
        }
    }

    /// A flag written as a boolean or a number, as ``JSONReader/readLooseBool()`` reads it.
    fileprivate var looseFlag: Bool? {
        switch self {
        case .bool(let flag): flag
        case .number(let text): Double(text).map { $0 != 0 }
        default: nil
        }
    }

    /// A number written as a number or a string, as ``JSONReader/readLooseNumber()`` reads it.
    fileprivate var looseNumber: Double? {
        switch self {
        case .number(let text), .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }
}
