/// Reads the keys of a JSON document's top-level object without decoding it: one pass over the bytes, no
/// allocation beyond the key names, stopping as soon as the caller has seen enough.
///
/// Values are skipped, not checked: the scan answers "which keys does this object have", not "is this valid
/// JSON" (the importer that reads the payload says that, with line and column). The value of one key may be
/// kept when it is a string (``wantedStringKey``), so `"format": "cardport.board"` can be seen.
struct JSONTopLevelScanner {
    /// What the scan saw.
    struct Summary: Equatable {
        /// The top-level keys seen, in order of appearance (all of them, unless the scan stopped early).
        var keys: [String] = []
        /// The string value of ``JSONTopLevelScanner/wantedStringKey``, if it was seen and was a string.
        var wantedValue: String?
    }

    /// The key whose string value the scan keeps.
    var wantedStringKey: String
    /// The longest key or kept value, in bytes; longer ones are cut (they match no key anyone looks for).
    var maximumNameBytes = 256

    /// Scans `bytes`; returns nil when the document does not start with an object (after whitespace and a
    /// UTF-8 byte order mark). `enough` is asked after each key; returning true ends the scan.
    func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes, enough: (Summary) -> Bool = { _ in false }) -> Summary?
    where Bytes.Index == Int {
        var index = bytes.startIndex
        let end = bytes.endIndex
        if bytes.count >= 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
        skipWhitespace(bytes, &index)
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var summary = Summary()
        while true {
            skipWhitespace(bytes, &index)
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return summary }
            let key = readString(bytes, &index)
            summary.keys.append(key)
            skipWhitespace(bytes, &index)
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return summary }
            index += 1
            skipWhitespace(bytes, &index)
            if key == wantedStringKey, index < end, bytes[index] == UInt8(ascii: "\"") {
                summary.wantedValue = readString(bytes, &index)
            } else {
                skipValue(bytes, &index)
            }
            if enough(summary) { return summary }
            skipWhitespace(bytes, &index)
            guard index < end, bytes[index] == UInt8(ascii: ",") else { return summary }
            index += 1
        }
    }

    private func skipWhitespace<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: inout Int)
    where Bytes.Index == Int {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Reads the string starting at the quote at `index`; leaves `index` after the closing quote. Escapes are
    /// kept as the character after the backslash (enough to compare with plain key names).
    private func readString<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: inout Int) -> String
    where Bytes.Index == Int {
        index += 1
        var name: [UInt8] = []
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\"), index < bytes.endIndex {
                if name.count < maximumNameBytes { name.append(bytes[index]) }
                index += 1
                continue
            }
            if name.count < maximumNameBytes { name.append(byte) }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Skips one value of any kind, nested ones included, counting brackets outside strings.
    private func skipValue<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: inout Int) where Bytes.Index == Int {
        var depth = 0
        var inString = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 {
                        index += 1
                        return
                    }
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: ","):
                if depth == 0 { return }
            default:
                break
            }
            index += 1
        }
    }
}
