import StreamingJSON

// Reading a Focalboard line with the pull reader: the keys `FocalboardRecord` lists are read with their types
// checked, the rest skipped.

extension FocalboardRecord {
    /// Reads the record at `reader`: an object with `type`, `data` and (in an archive's header) `version`.
    /// - Throws: ``JSONReaderError`` for bad JSON, or a value of the wrong type at its JSON path.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "type": type = try reader.readOptionalString()
            case "data": data = try reader.readNull() ? nil : try Block(reading: &reader)
            case "version": version = try reader.readOptionalInteger()
            default: break
            }
        }
    }

    /// Reads an array of strings, or `nil` for `null`.
    fileprivate static func strings(_ reader: inout JSONReader) throws -> [String]? {
        try reader.readOptionalArray { reader in try reader.readString() }
    }

    /// The error for an object at `start` without its required `key`.
    fileprivate static func missing(_ key: String, _ reader: JSONReader, at start: Int) -> JSONReaderError {
        reader.error(.unexpectedType, "The key \"\(key)\" is missing.", at: start)
    }
}

extension FocalboardRecord.Block {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readOptionalString()
            case "boardId": boardId = try reader.readOptionalString()
            case "rootId": rootId = try reader.readOptionalString()
            case "parentId": parentId = try reader.readOptionalString()
            case "userId": userId = try reader.readOptionalString()
            case "type": type = try reader.readOptionalString()
            case "title": title = try reader.readOptionalString()
            case "description": description = try reader.readOptionalString()
            case "icon": icon = try reader.readOptionalString()
            case "cardProperties":
                cardProperties = try reader.readOptionalArray(FocalboardRecord.Property.init(reading:))
            case "fields": fields = try reader.readNull() ? nil : try FocalboardRecord.Fields(reading: &reader)
            case "createdBy": createdBy = try reader.readOptionalString()
            case "createAt": createAt = try reader.readOptionalNumber()
            case "updateAt": updateAt = try reader.readOptionalNumber()
            case "deleteAt": deleteAt = try reader.readOptionalNumber()
            default: break
            }
        }
    }
}

extension FocalboardRecord.Fields {
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "cardProperties":
                cardProperties = try reader.readOptionalArray(FocalboardRecord.Property.init(reading:))
            case "description": description = try reader.readOptionalString()
            case "properties":
                guard !(try reader.readNull()) else { break }
                var values: [String: FocalboardRecord.PropertyValue] = [:]
                try reader.forEachMember { reader, id in
                    values[id.string] = try FocalboardRecord.PropertyValue(reading: &reader)
                }
                properties = values
            case "contentOrder":
                contentOrder = try reader.readOptionalArray(FocalboardRecord.ContentOrderItem.init(reading:))
            case "icon": icon = try reader.readOptionalString()
            case "isTemplate": isTemplate = try reader.readOptionalBool()
            case "viewType": viewType = try reader.readOptionalString()
            case "groupById": groupById = try reader.readOptionalString()
            case "cardOrder": cardOrder = try FocalboardRecord.strings(&reader)
            // A checkbox keeps a Boolean; other blocks may keep anything under `value`.
            case "value": value = try reader.peek() == .bool ? try reader.readBool() : nil
            case "fileId": fileId = try reader.readOptionalString()
            case "attachmentId": attachmentId = try reader.readOptionalString()
            default: break
            }
        }
    }
}

extension FocalboardRecord.Property {
    init(reading reader: inout JSONReader) throws {
        let start = reader.index
        var id: String?
        var name: String?
        var type: String?
        var options: [FocalboardRecord.Option]?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "name": name = try reader.readOptionalString()
            case "type": type = try reader.readOptionalString()
            case "options": options = try reader.readOptionalArray(FocalboardRecord.Option.init(reading:))
            default: break
            }
        }
        guard let id else { throw FocalboardRecord.missing("id", reader, at: start) }
        self.init(id: id, name: name, type: type, options: options)
    }
}

extension FocalboardRecord.Option {
    init(reading reader: inout JSONReader) throws {
        let start = reader.index
        var id: String?
        var value: String?
        var color: String?
        try reader.forEachMember { reader, key in
            switch key {
            case "id": id = try reader.readString()
            case "value": value = try reader.readOptionalString()
            case "color": color = try reader.readOptionalString()
            default: break
            }
        }
        guard let id else { throw FocalboardRecord.missing("id", reader, at: start) }
        self.init(id: id, value: value, color: color)
    }
}

extension FocalboardRecord.PropertyValue {
    /// Reads a string, or an array of strings.
    init(reading reader: inout JSONReader) throws {
        if try reader.peek() == .string {
            self = .one(try reader.readString())
        } else {
            try reader.expect(.array)
            self = .many(try FocalboardRecord.strings(&reader) ?? [])
        }
    }
}

extension FocalboardRecord.ContentOrderItem {
    /// Reads a block id, or an array of them.
    init(reading reader: inout JSONReader) throws {
        if try reader.peek() == .string {
            self = .id(try reader.readString())
        } else {
            try reader.expect(.array)
            self = .row(try FocalboardRecord.strings(&reader) ?? [])
        }
    }
}
