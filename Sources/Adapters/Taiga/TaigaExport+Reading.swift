import StreamingJSON

// Reading a Taiga dump with the pull reader: only the keys Cardport carries are decoded, the rest skipped.

extension TaigaExport {
    /// Reads the export at `reader`, which stands at the top-level object.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            topLevelKeys.insert(key.string)
            switch key {
            case "name": name = try reader.readLooseString() ?? ""
            case "slug": slug = try reader.readLooseString() ?? ""
            case "description": description = try reader.readLooseString() ?? ""
            case "owner": owner = try reader.readLooseString()
            case "us_statuses": statuses = try Self.statuses(&reader)
            case "task_statuses": taskStatuses = try Self.statuses(&reader)
            case "points":
                try Self.objects(&reader) { reader, _ in
                    var name = ""
                    var value: Double?
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "name": name = try reader.readLooseString() ?? ""
                        case "value": value = try reader.readLooseNumber()
                        default: break
                        }
                    }
                    if let value { points[name] = value }
                }
            case "roles":
                try Self.objects(&reader) { reader, _ in
                    var name = ""
                    var computable = true
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "name": name = try reader.readLooseString() ?? ""
                        case "computable": computable = try reader.readLooseBool() ?? true
                        default: break
                        }
                    }
                    if computable { computableRoles.insert(name) }
                }
            case "memberships":
                try Self.objects(&reader) { reader, _ in
                    var email: String?
                    try reader.forEachMember { reader, key in
                        if key == "user" || (key == "email" && email == nil) { email = try reader.readLooseString() ?? email }
                    }
                    if let email, !email.isEmpty, memberEmailsSeen.insert(email).inserted { memberEmails.append(email) }
                }
            case "tags_colors":
                // `[["tag", "#color"], …]`, or `{"tag": "#color"}` in some versions.
                switch try reader.peek() {
                case .object:
                    try reader.forEachMember { reader, tag in
                        if let color = try reader.readLooseString() { tagColors[tag.string] = color }
                    }
                default:
                    try reader.forEachValue { reader in
                        let pair = try reader.readLooseStringsKeepingNulls()
                        if pair.count >= 2, let tag = pair[0], let color = pair[1] { tagColors[tag] = color }
                    }
                }
            case "userstorycustomattributes":
                try Self.objects(&reader) { reader, _ in
                    var attribute = Attribute()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "name": attribute.name = try reader.readLooseString() ?? ""
                        case "type": attribute.type = try reader.readLooseString() ?? "text"
                        case "order": attribute.order = try reader.readLooseNumber() ?? 0
                        default: break
                        }
                    }
                    attributes.append(attribute)
                }
            case "user_stories":
                try Self.objects(&reader) { reader, path in
                    var story = UserStory()
                    story.path = path
                    try reader.forEachMember { reader, key in try story.read(key, &reader) }
                    userStories.append(story)
                }
            case "tasks":
                try Self.objects(&reader) { reader, path in
                    var task = Task()
                    task.path = path
                    try reader.forEachMember { reader, key in try task.read(key, &reader) }
                    tasks.append(task)
                }
            case "epics":
                try Self.objects(&reader) { reader, _ in
                    var epic = Epic()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "subject": epic.subject = try reader.readLooseString() ?? ""
                        case "color": epic.color = try reader.readLooseString()
                        case "related_user_stories":
                            try Self.objects(&reader) { reader, _ in
                                try reader.forEachMember { reader, key in
                                    if key == "user_story", let ref = try reader.readLooseString() {
                                        epic.userStoryRefs.append(ref)
                                    }
                                }
                            }
                        default: break
                        }
                    }
                    epics.append(epic)
                }
            case "issues": issueCount = try Self.count(&reader)
            case "wiki_pages": wikiPageCount = try Self.count(&reader)
            case "milestones": milestoneCount = try Self.count(&reader)
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

    private static func statuses(_ reader: inout JSONReader) throws -> [Status] {
        var statuses: [Status] = []
        try objects(&reader) { reader, _ in
            var status = Status()
            try reader.forEachMember { reader, key in
                switch key {
                case "name": status.name = try reader.readLooseString() ?? ""
                case "order": status.order = try reader.readLooseNumber() ?? 0
                case "is_closed": status.isClosed = try reader.readLooseBool() ?? false
                case "is_archived": status.isArchived = try reader.readLooseBool() ?? false
                case "color": status.color = try reader.readLooseString()
                case "wip_limit": status.wipLimit = try reader.readLooseNumber().flatMap { Int(exactly: $0) }
                default: break
                }
            }
            statuses.append(status)
        }
        return statuses
    }

    /// Reads `history`: comments and changes, with who made them (`["email", "Full name"]`).
    static func history(_ reader: inout JSONReader) throws -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        try objects(&reader) { reader, _ in
            var entry = HistoryEntry()
            try reader.forEachMember { reader, key in
                switch key {
                case "user":
                    if try reader.peek() == .array {
                        let user = try reader.readLooseStringsKeepingNulls()
                        entry.userEmail = user.first.flatMap { $0 } ?? ""
                        entry.userName = user.dropFirst().first.flatMap { $0 } ?? ""
                    } else {
                        entry.userEmail = try reader.readLooseString() ?? ""
                    }
                case "comment": entry.comment = try reader.readLooseString() ?? ""
                case "created_at": entry.date = try reader.readLooseString()
                case "delete_comment_date": entry.deleted = try reader.readLooseString() != nil
                default: break
                }
            }
            entries.append(entry)
        }
        return entries
    }

    /// Counts the entries of an array without reading them.
    static func countEntries(_ reader: inout JSONReader) throws -> Int {
        try count(&reader)
    }
}

extension TaigaExport.UserStory {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "ref": ref = try reader.readLooseString()
        case "subject": subject = try reader.readLooseString() ?? ""
        case "description": description = try reader.readLooseString() ?? ""
        case "status": status = try reader.readLooseString() ?? ""
        case "is_closed": isClosed = try reader.readLooseBool() ?? false
        case "kanban_order": kanbanOrder = try reader.readLooseNumber() ?? 0
        case "owner": owner = try reader.readLooseString()
        case "assigned_to": assignedTo = try reader.readLooseString()
        case "assigned_users": assignedUsers = try reader.readLooseStrings()
        case "watchers": watchers = try reader.readLooseStrings()
        case "tags":
            // Strings in the dump; `["tag", "#color"]` pairs in some versions.
            try reader.forEachValue { reader in
                if try reader.peek() == .array {
                    let pair = try reader.readLooseStringsKeepingNulls()
                    if let name = pair.first.flatMap({ $0 }) { tags.append((name, pair.dropFirst().first.flatMap { $0 })) }
                } else if let name = try reader.readLooseString() {
                    tags.append((name, nil))
                }
            }
        case "role_points":
            try TaigaExport.objects(&reader) { reader, _ in
                var role = ""
                var points = ""
                try reader.forEachMember { reader, key in
                    switch key {
                    case "role": role = try reader.readLooseString() ?? ""
                    case "points": points = try reader.readLooseString() ?? ""
                    default: break
                    }
                }
                rolePoints.append((role, points))
            }
        case "milestone": milestone = try reader.readLooseString()
        case "due_date": dueDate = try reader.readLooseString()
        case "due_date_reason": dueDateReason = try reader.readLooseString() ?? ""
        case "created_date": createdDate = try reader.readLooseString()
        case "finish_date": finishDate = try reader.readLooseString()
        case "is_blocked": isBlocked = try reader.readLooseBool() ?? false
        case "blocked_note": blockedNote = try reader.readLooseString() ?? ""
        case "history": history = try TaigaExport.history(&reader)
        case "attachments":
            try TaigaExport.objects(&reader) { reader, _ in
                var name = ""
                try reader.forEachMember { reader, key in
                    if key == "name" { name = try reader.readLooseString() ?? "" }
                }
                attachmentNames.append(name)
            }
        case "custom_attributes_values":
            guard try reader.peek() == .object else { return try reader.skipValue() }
            try reader.forEachMember { reader, key in
                let name = key.string
                switch try reader.peek() {
                case .number: attributeValues.append((name, .number(try reader.readNumber())))
                case .bool: attributeValues.append((name, .bool(try reader.readBool())))
                case .string: attributeValues.append((name, .text(try reader.readString())))
                default: try reader.skipValue()
                }
            }
        default: break
        }
    }
}

extension TaigaExport.Task {
    mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws {
        switch key {
        case "subject": subject = try reader.readLooseString() ?? ""
        case "status": status = try reader.readLooseString() ?? ""
        case "user_story": userStory = try reader.readLooseString()
        case "us_order": order = try reader.readLooseNumber() ?? 0
        case "finished_date": finishedDate = try reader.readLooseString()
        case "assigned_to": assignedTo = try reader.readLooseString()
        case "description": description = try reader.readLooseString() ?? ""
        case "history":
            comments = try TaigaExport.history(&reader).count { !$0.comment.isEmpty && !$0.deleted }
        case "attachments": attachments = try TaigaExport.countEntries(&reader)
        default: break
        }
    }
}
