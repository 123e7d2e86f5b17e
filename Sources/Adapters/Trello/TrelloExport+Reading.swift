import StreamingJSON

// Reading a Trello export with the pull reader: only the keys Cardport carries are decoded, the rest skipped.

extension TrelloExport {
    /// The top-level keys without which a JSON object is not a Trello board export.
    static let requiredKeys = ["id", "name", "lists", "cards"]

    /// Reads the export at `reader`, which must stand at the top-level object.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            topLevelKeys.insert(key.string)
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "desc": desc = try reader.readOptionalString() ?? ""
            case "labels": labels = try Self.readArray(&reader) { reader, _ in try Label(reading: &reader) }
            case "lists": lists = try Self.readArray(&reader) { try List(reading: &$0, index: $1) }
            case "cards":
                var previousCover: SharedCover?
                cards = try Self.readArray(&reader) { reader, index in
                    var card = try Card(reading: &reader, index: index)
                    card.shareCover(with: &previousCover)
                    return card
                }
            case "checklists": checklists = try Self.readArray(&reader) { try Checklist(reading: &$0, index: $1) }
            case "members":
                if try reader.readNull() { return }
                try reader.forEachElement { reader, _ in
                    var memberID = ""
                    var fullName = ""
                    var username = ""
                    try reader.forEachMember { reader, key in
                        switch key {
                        // Shared with the actions that name the member as their creator.
                        case "id": memberID = try reader.readSharedString()
                        case "fullName": fullName = try reader.readOptionalSharedString() ?? ""
                        case "username": username = try reader.readOptionalSharedString() ?? ""
                        default: break
                        }
                    }
                    memberNames[memberID] = fullName.isEmpty ? username : fullName
                    members.append((memberID, fullName, username))
                }
            case "labelNames":
                if try reader.readNull() { return }
                try reader.forEachMember { reader, color in
                    if let name = try reader.readOptionalString(), !name.isEmpty { labelNames.append((color.string, name)) }
                }
            case "customFields":
                customFields = try Self.readArray(&reader) { reader, _ in try CustomField(reading: &reader) }
            case "actions":
                if try reader.readNull() { return }
                try reader.forEachElement { reader, index in
                    actionCount += 1
                    let action = try Comment(readingAction: &reader, index: index)
                    let isComment = action.type == "commentCard"
                    guard isComment || Self.creationTypes.contains(action.type) else { return }
                    if let creator = action.creator, memberNames[action.idMemberCreator] == nil,
                       commentAuthorIDs.insert(action.idMemberCreator).inserted
                    {
                        commentAuthors.append((action.idMemberCreator, creator.fullName, creator.username))
                    }
                    if isComment { comments.append(action) } else { creations.append(action) }
                }
            default: break
            }
        }
    }

    /// Reads an array with `element`; `null` reads as an empty array.
    static func readArray<Element>(
        _ reader: inout JSONReader, _ element: (inout JSONReader, Int) throws -> Element
    ) throws -> [Element] {
        if try reader.readNull() { return [] }
        var elements: [Element] = []
        try reader.forEachElement { reader, index in elements.append(try element(&reader, index)) }
        return elements
    }

    /// Reads an array of ids that other records repeat (a card's labels, its members), sharing one `String` per
    /// id among them.
    static func readSharedStrings(_ reader: inout JSONReader) throws -> [String] {
        try readArray(&reader) { reader, _ in try reader.readSharedString() }
    }
}

extension TrelloExport.Label {
    /// Reads a label; its id and name are shared, since every card repeats its labels in full.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readSharedString()
            case "name": name = try reader.readOptionalSharedString() ?? ""
            case "color": color = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension TrelloExport.List {
    init(reading reader: inout JSONReader, index: Int) throws {
        self.index = index
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readSharedString()  // every card names its list
            case "name": name = try reader.readOptionalString() ?? ""
            case "closed": closed = try reader.readOptionalBool() ?? false
            case "pos": pos = try reader.readOptionalNumber() ?? 0
            case "softLimit":
                // Trello has written the limit both as a number and as a string of digits.
                switch try reader.peek() {
                case .string: softLimit = try Int(reader.readString())
                default: softLimit = try reader.readOptionalNumber().flatMap { Int(exactly: $0) }
                }
            default: break
            }
        }
    }
}

extension TrelloExport.Card {
    init(reading reader: inout JSONReader, index: Int) throws {
        self.index = index
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "desc": desc = try reader.readOptionalString() ?? ""
            case "closed": closed = try reader.readOptionalBool() ?? false
            case "idList": idList = try reader.readOptionalSharedString() ?? ""
            case "pos": pos = try reader.readOptionalNumber() ?? 0
            case "idLabels": idLabels = try TrelloExport.readSharedStrings(&reader)
            case "labels":
                labels = try TrelloExport.readArray(&reader) { reader, _ in try TrelloExport.Label(reading: &reader) }
            case "idMembers": idMembers = try TrelloExport.readSharedStrings(&reader)
            case "due": due = try reader.readOptionalString()
            case "start": start = try reader.readOptionalString()
            case "dueComplete": dueComplete = try reader.readOptionalBool() ?? false
            case "url": url = try reader.readOptionalString()
            case "attachments":
                attachments = try TrelloExport.readArray(&reader) { reader, _ in
                    try TrelloExport.Attachment(reading: &reader)
                }
            case "idAttachmentCover": idAttachmentCover = try reader.readOptionalString()
            case "cover":
                if try reader.readNull() { return }
                var cover = TrelloExport.Cover()
                try reader.forEachMember { reader, key in
                    switch key {
                    case "color": cover.color = try TrelloExport.readScalarText(&reader)
                    case "idAttachment": cover.idAttachment = try TrelloExport.readScalarText(&reader)
                    case "idUploadedBackground": cover.idUploadedBackground = try TrelloExport.readScalarText(&reader)
                    case "size": cover.size = try TrelloExport.readScalarText(&reader)
                    case "brightness": cover.brightness = try TrelloExport.readScalarText(&reader)
                    default: try reader.skipValue()
                    }
                }
                self.cover = cover
            case "checkItemStates":
                if try reader.readNull() { return }
                try reader.forEachElement { reader, _ in
                    var itemID = ""
                    var state = ""
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "idCheckItem": itemID = try reader.readOptionalString() ?? ""
                        case "state": state = try reader.readOptionalString() ?? ""
                        default: try reader.skipValue()
                        }
                    }
                    if !itemID.isEmpty { checkItemStates[itemID] = state == "complete" }
                }
            case "customFieldItems":
                customFieldItems = try TrelloExport.readArray(&reader) { reader, _ in
                    var item = TrelloExport.CustomFieldItem()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "idCustomField": item.idCustomField = try reader.readOptionalString() ?? ""
                        case "idValue": item.idValue = try reader.readOptionalString()
                        case "value":
                            if try reader.readNull() { return }
                            try reader.forEachMember { reader, kind in
                                item.kind = kind.string
                                item.text = try TrelloExport.readScalarText(&reader) ?? ""
                            }
                        default: try reader.skipValue()
                        }
                    }
                    return item
                }
            default: break
            }
        }
    }
}

extension TrelloExport {
    /// A string, number or boolean as text (Trello writes custom field numbers and booleans as strings, but not
    /// always); `nil` for `null`; anything else is skipped.
    static func readScalarText(_ reader: inout JSONReader) throws -> String? {
        switch try reader.peek() {
        case .string: return try reader.readString()
        case .number:
            let number = try reader.readNumber()
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool: return try reader.readBool() ? "true" : "false"
        case .null:
            _ = try reader.readNull()
            return nil
        default:
            try reader.skipValue()
            return nil
        }
    }
}

extension TrelloExport.CustomField {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "type": type = try reader.readOptionalString() ?? ""
            case "options":
                options = try TrelloExport.readArray(&reader) { reader, _ in
                    var option: (id: String, text: String, color: String?) = ("", "", nil)
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "id": option.id = try reader.readOptionalString() ?? ""
                        case "color": option.color = try TrelloExport.readScalarText(&reader)
                        case "value":
                            if try reader.readNull() { return }
                            try reader.forEachMember { reader, key in
                                if key == "text" { option.text = try TrelloExport.readScalarText(&reader) ?? "" } else { try reader.skipValue() }
                            }
                        default: try reader.skipValue()
                        }
                    }
                    return option
                }
            default: try reader.skipValue()
            }
        }
    }
}

extension TrelloExport.Attachment {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "url": url = try reader.readOptionalString() ?? ""
            case "mimeType": mimeType = try reader.readOptionalString()
            case "bytes": bytes = try reader.readOptionalNumber().flatMap { Int(exactly: $0) }
            default: break
            }
        }
    }
}

extension TrelloExport.Checklist {
    init(reading reader: inout JSONReader, index: Int) throws {
        self.index = index
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "idCard": idCard = try reader.readOptionalString() ?? ""
            case "pos": pos = try reader.readOptionalNumber() ?? 0
            case "checkItems":
                items = try TrelloExport.readArray(&reader) { reader, _ in
                    try TrelloExport.CheckItem(reading: &reader)
                }
            default: break
            }
        }
    }
}

extension TrelloExport.CheckItem {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString() ?? ""
            case "pos": pos = try reader.readOptionalNumber() ?? 0
            case "state": complete = try reader.readOptionalString() == "complete"
            default: break
            }
        }
    }
}

extension TrelloExport.Comment {
    /// Reads one element of `actions`: its type, id, date, creator and card, and a comment's text.
    init(readingAction reader: inout JSONReader, index: Int) throws {
        var comment = Self(index: index)
        var type = ""
        var fullName = ""
        var username = ""
        try reader.forEachMember { reader, key in
            switch key {
            case "id": comment.id = try reader.readString()
            case "type": type = try reader.readOptionalString() ?? ""
            case "date": comment.date = try reader.readOptionalString() ?? ""
            case "idMemberCreator": comment.idMemberCreator = try reader.readOptionalSharedString() ?? ""
            case "data":
                if try reader.readNull() { return }
                try reader.forEachMember { reader, key in
                    switch key {
                    case "text": comment.text = try reader.readOptionalString() ?? ""
                    case "card":
                        if try reader.readNull() { return }
                        try reader.forEachMember { reader, key in
                            if key == "id" { comment.idCard = try reader.readString() }
                        }
                    default: break
                    }
                }
            case "memberCreator":
                if try reader.readNull() { return }
                try reader.forEachMember { reader, key in
                    switch key {
                    case "fullName": fullName = try reader.readOptionalSharedString() ?? ""
                    case "username": username = try reader.readOptionalSharedString() ?? ""
                    default: break
                    }
                }
            default: break
            }
        }
        comment.type = type
        comment.author = fullName.isEmpty ? (username.isEmpty ? nil : username) : fullName
        if comment.author != nil { comment.creator = (fullName, username) }
        self = comment
    }
}
