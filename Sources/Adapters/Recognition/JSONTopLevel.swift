import Foundation
import StreamingJSON

/// The top-level members of a JSON object, as ``PayloadProbe/jsonObject`` scans them: the keys in order, and
/// the values of the members that are strings.
///
/// The scan skips every other value without decoding or checking it, so a broken value does not hide the keys
/// after it (the importer reports it, with its place) and a 75 MB export is read once with no allocation beyond
/// the keys.
public struct JSONTopLevel: Hashable, Sendable {
    /// The keys, in document order.
    public var keys: [String]
    /// The values of the top-level members that are strings, by key.
    public var strings: [String: String]

    /// Whether the object has `key`.
    public func has(_ key: String) -> Bool { keys.contains(key) }

    /// How deep a value may nest while the keys are scanned past it: deep enough for any export (the skipping
    /// keeps no stack), so a deep value does not hide the keys after it.
    static let scanDepth = 4096

    /// The members of the object that starts `data`; nil when `data` does not start with an object.
    static func scan(_ data: Data) -> JSONTopLevel? {
        var found = JSONTopLevel(keys: [], strings: [:])
        let isObject = JSONReader.scanTopLevelMembers(of: data, maximumDepth: scanDepth) { reader, key in
            found.keys.append(key.string)
            if try reader.peek() == .string { found.strings[key.string] = try reader.readString() }
            return false
        }
        return isObject ? found : nil
    }

    /// The keys of the first element of the array that is `data` (`member` nil), or that is the value of the
    /// top-level object's `member`; empty when there is no such array or its first element is not an object.
    /// Only that element is read, so a large list is not parsed to be recognised.
    static func firstElementKeys(of data: Data, under member: String? = nil) -> [String] {
        struct FirstElementRead: Error {}
        var keys: [String] = []
        func readFirstElement(_ reader: inout JSONReader) throws {
            guard try reader.peek() == .array else { throw FirstElementRead() }
            try reader.forEachElement { reader, _ in
                guard try reader.peek() == .object else { throw FirstElementRead() }
                try reader.forEachMember { reader, key in
                    keys.append(key.string)
                    try reader.skipValue()
                }
                throw FirstElementRead()
            }
        }
        do {
            try JSONReader.read(data, maximumDepth: 64) { reader in
                guard let member else { return try readFirstElement(&reader) }
                guard try reader.peek() == .object else { throw FirstElementRead() }
                try reader.forEachMember { reader, key in
                    if key.string == member { try readFirstElement(&reader) } else { reader.skipValueUnchecked() }
                }
            }
        } catch {
            // The first element's keys decide, whatever follows it.
        }
        return keys
    }
}
