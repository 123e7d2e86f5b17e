import StreamingJSON

// Reading a Vikunja `data.json` with the pull reader: the keys `VikunjaExport` lists are read with their types
// checked (numbers that are ids must be whole), the rest skipped.

extension VikunjaExport {
    /// Reads the projects of `data.json`: an array of projects.
    /// - Throws: ``JSONReaderError`` for bad JSON, or a value of the wrong type at its JSON path.
    static func projects(reading reader: inout JSONReader) throws -> [Project] {
        try reader.expect(.array)
        return try reader.readOptionalArray(Project.init(reading:)) ?? []
    }

    /// Reads the value at `reader` with `read`, or `nil` for `null`.
    fileprivate static func object<Value>(
        _ reader: inout JSONReader, _ read: (inout JSONReader) throws -> Value
    ) throws -> Value? {
        try reader.readNull() ? nil : try read(&reader)
    }
}

extension VikunjaExport.Project {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "title": title = try reader.readOptionalString()
            case "description": description = try reader.readOptionalString()
            case "identifier": identifier = try reader.readOptionalString()
            case "hex_color": hex_color = try reader.readOptionalString()
            case "is_archived": is_archived = try reader.readOptionalBool()
            case "parent_project_id": parent_project_id = try reader.readOptionalInteger()
            case "background_file_id": background_file_id = try reader.readOptionalInteger()
            case "background_information":
                background_information = try VikunjaExport.Background(reading: &reader)
            case "views": views = try reader.readOptionalArray(VikunjaExport.View.init(reading:))
            case "buckets": buckets = try reader.readOptionalArray(VikunjaExport.Bucket.init(reading:))
            case "tasks": tasks = try reader.readOptionalArray(VikunjaExport.Task.init(reading:))
            case "task_buckets": task_buckets = try reader.readOptionalArray(VikunjaExport.TaskBucket.init(reading:))
            case "lists": lists = try reader.readOptionalArray(VikunjaExport.Project.init(reading:))
            default: break
            }
        }
    }
}

extension VikunjaExport.Background {
    /// Reads the background's `id` when it is an object with a whole-number id; any other shape is skipped (its
    /// syntax still checked) and reads as a background without a file.
    /// - Throws: ``JSONReaderError`` for bad JSON only.
    init(reading reader: inout JSONReader) throws {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return
        }
        var id: Int?
        try reader.forEachMember { reader, key in
            guard key == "id", try reader.peek() == .number else { return }
            let number = try reader.readNumber()
            if number == number.rounded(), abs(number) < 9.0e15 { id = Int(number) }
        }
        self.id = id
    }
}

extension VikunjaExport.View {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "title": title = try reader.readOptionalString()
            case "view_kind": view_kind = try VikunjaExport.object(&reader, VikunjaExport.ViewKind.init(reading:))
            case "default_bucket_id": default_bucket_id = try reader.readOptionalInteger()
            case "done_bucket_id": done_bucket_id = try reader.readOptionalInteger()
            default: break
            }
        }
    }
}

extension VikunjaExport.ViewKind {
    /// Reads `"kanban"` (or another kind's name), or the kind's number (3 for kanban).
    init(reading reader: inout JSONReader) throws {
        if try reader.peek() == .string {
            isKanban = try reader.readString() == "kanban"
        } else {
            isKanban = try reader.readInteger() == 3
        }
    }
}

extension VikunjaExport.Bucket {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "title": title = try reader.readOptionalString()
            case "project_view_id": project_view_id = try reader.readOptionalInteger()
            case "position": position = try reader.readOptionalNumber()
            case "limit": limit = try reader.readOptionalInteger()
            case "is_done_bucket": is_done_bucket = try reader.readOptionalBool()
            default: break
            }
        }
    }
}

extension VikunjaExport.TaskBucket {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "task_id": task_id = try reader.readOptionalInteger()
            case "bucket_id": bucket_id = try reader.readOptionalInteger()
            case "project_view_id": project_view_id = try reader.readOptionalInteger()
            default: break
            }
        }
    }
}

extension VikunjaExport.User {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "username": username = try reader.readOptionalString()
            case "name": name = try reader.readOptionalString()
            case "email": email = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension VikunjaExport.Label {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "title": title = try reader.readOptionalString()
            case "hex_color": hex_color = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension VikunjaExport.Attachment {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "file": file = try VikunjaExport.object(&reader, VikunjaExport.File.init(reading:))
            case "created": created = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension VikunjaExport.File {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "name": name = try reader.readOptionalString()
            case "mime": mime = try reader.readOptionalString()
            case "size": size = try reader.readOptionalInteger()
            case "created": created = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension VikunjaExport.Comment {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "comment": comment = try reader.readOptionalString()
            case "author": author = try VikunjaExport.object(&reader, VikunjaExport.User.init(reading:))
            case "created": created = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension VikunjaExport.Task {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalInteger()
            case "title": title = try reader.readOptionalString()
            case "description": description = try reader.readOptionalString()
            case "done": done = try reader.readOptionalBool()
            case "done_at": done_at = try reader.readOptionalString()
            case "due_date": due_date = try reader.readOptionalString()
            case "start_date": start_date = try reader.readOptionalString()
            case "end_date": end_date = try reader.readOptionalString()
            case "priority": priority = try reader.readOptionalInteger()
            case "percent_done": percent_done = try reader.readOptionalNumber()
            case "hex_color": hex_color = try reader.readOptionalString()
            case "identifier": identifier = try reader.readOptionalString()
            case "bucket_id": bucket_id = try reader.readOptionalInteger()
            case "position": position = try reader.readOptionalNumber()
            case "repeat_after": repeat_after = try reader.readOptionalInteger()
            case "is_favorite": is_favorite = try reader.readOptionalBool()
            case "labels": labels = try reader.readOptionalArray(VikunjaExport.Label.init(reading:))
            case "assignees": assignees = try reader.readOptionalArray(VikunjaExport.User.init(reading:))
            case "attachments": attachments = try reader.readOptionalArray(VikunjaExport.Attachment.init(reading:))
            case "comments": comments = try reader.readOptionalArray(VikunjaExport.Comment.init(reading:))
            case "created": created = try reader.readOptionalString()
            case "created_by": created_by = try VikunjaExport.object(&reader, VikunjaExport.User.init(reading:))
            case "reminders":
                reminders = try reader.readOptionalArray { reader in
                    try reader.skipValue()
                    return VikunjaExport.Reminder()
                }
            case "related_tasks":
                guard !(try reader.readNull()) else { break }
                var related: [String: [VikunjaExport.Related]] = [:]
                try reader.forEachMember { reader, kind in
                    related[kind.string] = try reader.readOptionalArray { reader in
                        try reader.skipValue()
                        return VikunjaExport.Related()
                    } ?? []
                }
                related_tasks = related
            default: break
            }
        }
    }
}
