import Foundation
import UniformTypes

/// A string writes itself as UTF-8 plain text (first) and UTF-16 plain text, and reads any plain text.
extension String: ItemProviderWriting, ItemProviderReading {
    /// `public.utf8-plain-text`, then `public.utf16-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.utf16PlainText.identifier]
    }

    /// `public.plain-text`: any representation conforming to it is read, whatever its encoding.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.plainText.identifier]
    }

    /// Writes the string: UTF-8 for `public.utf8-plain-text` and any other plain text type except UTF-16
    /// ones; UTF-16 with a byte order mark for `public.utf16-plain-text` and
    /// `public.utf16-external-plain-text`. Calls back at once, on the calling thread; returns nil.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        if Self.isUTF16(typeIdentifier) {
            completionHandler(Self.utf16WithByteOrderMark(self), nil)
        } else {
            completionHandler(Data(utf8), nil)
        }
        return nil
    }

    /// Reads plain text in the encoding its type names.
    ///
    /// UTF-16 types honour a byte order mark; without one, `public.utf16-external-plain-text` is big-endian and
    /// `public.utf16-plain-text` little-endian (the byte order of every platform Cardport runs on). Other plain
    /// text is read as UTF-8 (a UTF-8 byte order mark is dropped), or as UTF-16 when it starts with a UTF-16
    /// byte order mark.
    /// - Throws: ``StringDecodingError`` when the bytes are not valid in that encoding.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        let bytes = [UInt8](data)
        let hasLittleEndianMark = bytes.starts(with: [0xFF, 0xFE])
        let hasBigEndianMark = bytes.starts(with: [0xFE, 0xFF])
        if isUTF16(typeIdentifier) || hasLittleEndianMark || hasBigEndianMark {
            let bigEndian = hasBigEndianMark
                || (!hasLittleEndianMark && typeIdentifier.lowercased() == UTType.utf16ExternalPlainText.identifier)
            let body = (hasLittleEndianMark || hasBigEndianMark) ? Array(bytes.dropFirst(2)) : bytes
            guard body.count % 2 == 0 else {
                throw StringDecodingError(typeIdentifier: typeIdentifier, encoding: "UTF-16", byteCount: bytes.count)
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            for index in stride(from: 0, to: body.count, by: 2) {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
            }
            guard let string = String(validating: units, as: UTF16.self) else {
                throw StringDecodingError(typeIdentifier: typeIdentifier, encoding: "UTF-16", byteCount: bytes.count)
            }
            return string
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let string = String(validating: body, as: UTF8.self) else {
            throw StringDecodingError(typeIdentifier: typeIdentifier, encoding: "UTF-8", byteCount: bytes.count)
        }
        return string
    }

    private static func isUTF16(_ typeIdentifier: String) -> Bool {
        TypeRegistry.shared.conforms(typeIdentifier, to: UTType.utf16PlainText.identifier)
            || TypeRegistry.shared.conforms(typeIdentifier, to: UTType.utf16ExternalPlainText.identifier)
    }

    private static func utf16WithByteOrderMark(_ string: String) -> Data {
        var data = Data([0xFF, 0xFE])
        data.reserveCapacity(2 + string.utf16.count * 2)
        for unit in string.utf16 {
            data.append(UInt8(unit & 0xFF))
            data.append(UInt8(unit >> 8))
        }
        return data
    }
}
