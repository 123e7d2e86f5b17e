import Foundation
import StreamingJSON

extension ExtraValue {
    /// Reads any JSON value as its source wrote it. Numbers keep their digits through `Decimal`, as in the
    /// native board file.
    package static func read(_ reader: inout JSONReader) throws -> ExtraValue {
        switch try reader.peek() {
        case .null:
            _ = try reader.readNull()
            return .null
        case .bool: return .bool(try reader.readBool())
        case .string: return .string(try reader.readString())
        case .number:
            let text = try reader.readNumberText()
            return .number(DecimalText.canonical(text) ?? text)
        case .array:
            var elements: [ExtraValue] = []
            try reader.forEachElement { reader, _ in elements.append(try read(&reader)) }
            return .array(elements)
        case .object:
            var members: [String: ExtraValue] = [:]
            try reader.forEachMember { reader, key in members[key.string] = try read(&reader) }
            return .object(members)
        }
    }

    /// The value as compact JSON text with its object keys sorted, for formats that carry `extra` inside
    /// markup (board XML, the HTML page).
    package var compactJSONText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The value a JSON text gives, or nil when the text is not one JSON value.
    package init?(compactJSONText text: String) {
        guard let value = try? JSONReader.read(Data(text.utf8), maximumDepth: 512, ExtraValue.read) else { return nil }
        self = value
    }

    private func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .number(let text): writer.numberText(DecimalText.canonical(text) ?? "0")
        case .string(let text): writer.string(text)
        case .array(let elements):
            writer.beginArray()
            for element in elements { element.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for name in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                writer.key(name)
                members[name]!.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
