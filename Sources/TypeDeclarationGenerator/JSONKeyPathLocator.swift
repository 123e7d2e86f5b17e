/// Finds where a key path (`UTExportedTypeDeclarations[1].UTTypeConformsTo[0]`) points in the text of a JSON
/// document, as a line and column, so that a diagnostic can name the place.
///
/// Key paths join object keys with `.` and array indexes with `[n]`. Keys may themselves contain dots
/// (`public.filename-extension`), so each step matches the longest key of the object that the rest of the path
/// starts with. When the path leads somewhere the document does not reach (a key that is missing), the place of
/// the deepest value it does reach is given: for a missing key, the object that lacks it.
package struct JSONKeyPathLocator: Sendable {
    private let bytes: [UInt8]

    /// A locator over the UTF-8 bytes of a JSON document that is known to parse.
    package init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        self.bytes = Array(bytes)
    }

    /// The line and column (both from 1, columns in characters) of the value the key path names, or of the
    /// deepest value on the way to it; nil when the document has no value at all.
    package func position(of keyPath: String) -> (line: Int, column: Int)? {
        var index = skipWhitespace(from: 0)
        guard index < bytes.count else { return nil }
        var rest = Substring(keyPath)
        while !rest.isEmpty {
            guard let next = step(into: index, path: &rest) else { break }
            index = next
        }
        return lineAndColumn(of: index)
    }

    /// The offset of the value that the first step of `path` names inside the value at `index`, consuming that
    /// step; nil when the step does not lead anywhere.
    private func step(into index: Int, path: inout Substring) -> Int? {
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var best: (key: String, value: Int)?
            forEachMember(ofObjectAt: index) { key, value in
                let follows = path.dropFirst(key.count).first
                if path.hasPrefix(key), follows == nil || follows == "." || follows == "[",
                   key.count >= (best?.key.count ?? 0) {
                    best = (key, value)
                }
            }
            guard let best else { return nil }
            path = path.dropFirst(best.key.count)
            if path.first == "." { path = path.dropFirst() }
            return best.value
        case UInt8(ascii: "["):
            guard path.first == "[", let close = path.firstIndex(of: "]"),
                  let wanted = Int(path[path.index(after: path.startIndex)..<close])
            else { return nil }
            var found: Int?
            var position = 0
            forEachElement(ofArrayAt: index) { value in
                if position == wanted { found = value }
                position += 1
            }
            guard let found else { return nil }
            path = path[path.index(after: close)...]
            if path.first == "." { path = path.dropFirst() }
            return found
        default:
            return nil
        }
    }

    private func forEachMember(ofObjectAt start: Int, _ body: (String, Int) -> Void) {
        var index = skipWhitespace(from: start + 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let keyEnd = endOfString(at: index)
            let key = String(decoding: bytes[(index + 1)..<max(index + 1, keyEnd - 1)], as: UTF8.self)
            index = skipWhitespace(from: keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
            let value = skipWhitespace(from: index + 1)
            guard value < bytes.count else { return }
            body(key, value)
            index = skipWhitespace(from: endOfValue(at: value))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index = skipWhitespace(from: index + 1)
        }
    }

    private func forEachElement(ofArrayAt start: Int, _ body: (Int) -> Void) {
        var index = skipWhitespace(from: start + 1)
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            body(index)
            index = skipWhitespace(from: endOfValue(at: index))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index = skipWhitespace(from: index + 1)
        }
    }

    /// The offset just past the value that starts at `index`.
    private func endOfValue(at index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return endOfString(at: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = index
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = endOfString(at: position)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            return position
        default:
            var position = index
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
            return position
        }
    }

    /// The offset just past the closing quote of the string whose opening quote is at `index`.
    private func endOfString(at index: Int) -> Int {
        var position = index + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return position
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isWhitespace(byte)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func skipWhitespace(from index: Int) -> Int {
        var position = index
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    private func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }
}
