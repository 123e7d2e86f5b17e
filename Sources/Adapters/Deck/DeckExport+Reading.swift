import StreamingJSON

// Reading a Deck export with the pull reader: only the keys Cardport carries are decoded, the rest skipped.

extension DeckExport {
    /// Reads the export at `reader`: an object with `boards`, one board (an object with `stacks`), or an array of
    /// boards.
    /// - Throws: ``AdapterError`` `unexpectedContent` naming the JSON path when the value is none of these.
    init(reading reader: inout JSONReader, input: String) throws {
        switch try reader.peek() {
        case .array:
            try reader.forEachElement { reader, _ in boards.append(try Self.board(&reader, input: input)) }
        case .object:
            var single = Board()
            var sawBoards = false
            try reader.forEachMember { reader, key in
                switch key {
                case "version": version = try reader.readLooseString()
                case "boards":
                    sawBoards = true
                    try reader.forEachValue { reader in boards.append(try Self.board(&reader, input: input)) }
                default:
                    try single.read(key, &reader)
                }
            }
            if !sawBoards {
                guard single.hasStacks else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "the JSON is not a Nextcloud Deck export: it has neither \"boards\" nor \"stacks\"",
                        input: input, location: "(top level)")
                }
                single.path = "(top level)"
                boards = [single]
            }
        case let kind:
            throw AdapterError(
                code: .unexpectedContent,
                message: "the JSON is \(kind), not a Nextcloud Deck export (an object with \"boards\", or a board)",
                input: input, location: "(top level)")
        }
    }

    private static func board(_ reader: inout JSONReader, input: String) throws -> Board {
        let path = reader.pathDescription
        guard try reader.peek() == .object else {
            throw AdapterError(
                code: .unexpectedContent, message: "a board is \(try reader.peek()), not an object",
                input: input, location: path)
        }
        var board = Board()
        board.path = path
        try reader.forEachMember { reader, key in try board.read(key, &reader) }
        return board
    }

    /// Reads an `owner` or `participant`: an object with `uid`, or (in some versions) the uid as a string.
    static func participant(_ reader: inout JSONReader) throws -> Participant? {
        switch try reader.peek() {
        case .string: return Participant(uid: try reader.readString())
        case .object:
            var participant = Participant()
            try reader.forEachMember { reader, key in
                switch key {
                case "uid", "primaryKey":
                    if participant.uid.isEmpty { participant.uid = try reader.readLooseString() ?? "" }
                case "displayname": participant.displayName = try reader.readLooseString() ?? ""
                case "type": participant.type = Int(try reader.readLooseNumber() ?? 0)
                default: break
                }
            }
            return participant.uid.isEmpty ? nil : participant
        default:
            try reader.skipValue()
            return nil
        }
    }

    static func labels(_ reader: inout JSONReader) throws -> [Label] {
        var labels: [Label] = []
        try reader.forEachValue { reader in
            guard try reader.peek() == .object else { return try reader.skipValue() }
            var label = Label()
            try reader.forEachMember { reader, key in
                switch key {
                case "id": label.id = try reader.readLooseString()
                case "title": label.title = try reader.readLooseString() ?? ""
                case "color": label.color = try reader.readLooseString()
                default: break
                }
            }
            labels.append(label)
        }
        return labels
    }
}

extension DeckExport.Board {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "id": id = try reader.readLooseString() ?? ""
        case "title": title = try reader.readLooseString() ?? ""
        case "color": color = try reader.readLooseString()
        case "archived": archived = try reader.readLooseBool() ?? false
        case "deletedAt": deletedAt = try reader.readLooseNumber() ?? 0
        case "owner": owner = try DeckExport.participant(&reader)
        case "labels": labels = try DeckExport.labels(&reader)
        case "acl":
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var participant: DeckExport.Participant?
                var edit = false, share = false, manage = false
                try reader.forEachMember { reader, key in
                    switch key {
                    case "participant": participant = try DeckExport.participant(&reader)
                    case "permissionEdit": edit = try reader.readLooseBool() ?? false
                    case "permissionShare": share = try reader.readLooseBool() ?? false
                    case "permissionManage": manage = try reader.readLooseBool() ?? false
                    default: break
                    }
                }
                if let participant { shares.append((participant, edit, share, manage)) }
            }
        case "stacks":
            hasStacks = true
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var stack = DeckExport.Stack()
                stack.path = reader.pathDescription
                try reader.forEachMember { reader, key in try stack.read(key, &reader) }
                stacks.append(stack)
            }
        default: break
        }
    }
}

extension DeckExport.Stack {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "id": id = try reader.readLooseString() ?? ""
        case "title": title = try reader.readLooseString() ?? ""
        case "order": order = try reader.readLooseNumber() ?? 0
        case "deletedAt": deletedAt = try reader.readLooseNumber() ?? 0
        case "isDoneColumn": isDoneColumn = try reader.readLooseBool() ?? false
        case "cards":
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var card = DeckExport.Card()
                card.path = reader.pathDescription
                try reader.forEachMember { reader, key in try card.read(key, &reader) }
                cards.append(card)
            }
        default: break
        }
    }
}

extension DeckExport.Card {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "id": id = try reader.readLooseString() ?? ""
        case "title": title = try reader.readLooseString() ?? ""
        case "description": description = try reader.readLooseString() ?? ""
        case "order": order = try reader.readLooseNumber() ?? 0
        case "archived": archived = try reader.readLooseBool() ?? false
        case "deletedAt": deletedAt = try reader.readLooseNumber() ?? 0
        case "done": done = try reader.readLooseString()
        case "duedate": dueDate = try reader.readLooseString()
        case "startdate": startDate = try reader.readLooseString()
        case "createdAt": createdAt = try reader.readLooseNumber()
        case "color": color = try reader.readLooseString()
        case "owner": owner = try DeckExport.participant(&reader)
        case "labels": labels = try DeckExport.labels(&reader)
        case "assignedUsers":
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                try reader.forEachMember { reader, key in
                    if key == "participant", let participant = try DeckExport.participant(&reader) {
                        assignees.append(participant)
                    }
                }
            }
        case "comments":
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var comment = DeckExport.Comment()
                try reader.forEachMember { reader, key in
                    switch key {
                    case "id": comment.id = try reader.readLooseString() ?? ""
                    case "message": comment.message = try reader.readLooseString() ?? ""
                    case "actorId": comment.actorID = try reader.readLooseString() ?? ""
                    case "actorDisplayName": comment.actorDisplayName = try reader.readLooseString() ?? ""
                    case "creationDateTime": comment.date = try reader.readLooseString()
                    default: break
                    }
                }
                comments.append(comment)
            }
        case "commentsCount": commentsCount = Int(try reader.readLooseNumber() ?? 0)
        case "attachments":
            try reader.forEachValue { reader in
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var name = ""
                try reader.forEachMember { reader, key in
                    if key == "data" { name = try reader.readLooseString() ?? "" }
                }
                attachmentNames.append(name)
            }
        case "attachmentCount": attachmentCount = Int(try reader.readLooseNumber() ?? 0)
        case "dependentCards": dependentCards = try reader.readLooseStrings()
        default: break
        }
    }
}
