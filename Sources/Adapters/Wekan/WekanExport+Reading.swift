import StreamingJSON

// Reading a Wekan export with the pull reader: only the keys Cardport carries are decoded, the rest skipped.

extension WekanExport {
    /// The keys without which a JSON object is not a Wekan board export.
    static let requiredKeys = ["lists", "cards"]

    /// Reads the export at `reader`, which stands at the top-level object.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            topLevelKeys.insert(key)
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
                        default: break
                        }
                    }
                    labels.append(label)
                }
            case "members":
                try Self.objects(&reader) { reader, _ in
                    try reader.forEachMember { reader, key in
                        if key == "userId", let id = try reader.readLooseString() { memberIDs.append(id) }
                    }
                }
            case "users":
                try Self.objects(&reader) { reader, _ in
                    var user = User()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": user.id = try reader.readLooseString() ?? user.id
                        case "username": user.username = try reader.readLooseString() ?? ""
                        case "profile":
                            guard try reader.peek() == .object else { return try reader.skipValue() }
                            try reader.forEachMember { reader, key in
                                if key == "fullname" { user.fullName = try reader.readLooseString() ?? "" }
                            }
                        default: break
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
                        default: break
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
                        case "_id", "id": list.id = try reader.readLooseString() ?? list.id
                        case "title": list.title = try reader.readLooseString() ?? ""
                        case "sort": list.sort = try reader.readLooseNumber() ?? 0
                        case "archived": list.archived = try reader.readLooseBool() ?? false
                        case "wipLimit":
                            guard try reader.peek() == .object else { return try reader.skipValue() }
                            var value: Double?
                            var enabled = false
                            try reader.forEachMember { reader, key in
                                switch key {
                                case "value": value = try reader.readLooseNumber()
                                case "enabled": enabled = try reader.readLooseBool() ?? false
                                default: break
                                }
                            }
                            if enabled, let value { list.wipLimit = Int(exactly: value) }
                        default: break
                        }
                    }
                    lists.append(list)
                }
            case "cards":
                try Self.objects(&reader) { reader, path in
                    var card = Card()
                    card.path = path
                    try reader.forEachMember { reader, key in try card.read(key, &reader) }
                    cards.append(card)
                }
            case "checklists":
                try Self.objects(&reader) { reader, path in
                    var checklist = Checklist()
                    checklist.path = path
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "_id", "id": checklist.id = try reader.readLooseString() ?? checklist.id
                        case "cardId": checklist.cardID = try reader.readLooseString() ?? ""
                        case "title": checklist.title = try reader.readLooseString() ?? ""
                        case "sort": checklist.sort = try reader.readLooseNumber() ?? 0
                        default: break
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
                        default: break
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
                        default: break
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
                        case "settings":
                            guard try reader.peek() == .object else { return try reader.skipValue() }
                            try reader.forEachMember { reader, key in
                                guard key == "dropdownItems" else { return }
                                try Self.objects(&reader) { reader, _ in
                                    var option = (id: "", name: "")
                                    try reader.forEachMember { reader, key in
                                        switch key {
                                        case "_id", "id": option.id = try reader.readLooseString() ?? option.id
                                        case "name": option.name = try reader.readLooseString() ?? ""
                                        default: break
                                        }
                                    }
                                    field.options.append(option)
                                }
                            }
                        default: break
                        }
                    }
                    customFields.append(field)
                }
            case "attachments":
                try Self.objects(&reader) { reader, _ in
                    var attachment = Attachment()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "cardId": attachment.cardID = try reader.readLooseString() ?? ""
                        case "name": attachment.name = try reader.readLooseString() ?? ""
                        default: break
                        }
                    }
                    attachments.append(attachment)
                }
            case "activities": activityCount = try Self.count(&reader)
            case "rules", "triggers", "actions": automationCount += try Self.count(&reader)
            default: break
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
    mutating func read(_ key: String, _ reader: inout JSONReader) throws {
        switch key {
        case "_id", "id": id = try reader.readLooseString() ?? id
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
                        default: value.text = try reader.readLooseString()
                        }
                    default: break
                    }
                }
                fieldValues.append(value)
            }
        default: break
        }
    }
}
