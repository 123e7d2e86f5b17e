import Foundation

/// Finds where a JSON document nests deeper than a limit, in one pass over the bytes, before any parser sees it.
///
/// Foundation's decoder refuses deep documents with a message that blames the encoding; this check names the
/// limit and the place instead.
enum JSONDepthLimit {
    /// The 1-based line and column of the bracket that opens level `maximumDepth + 1`, or nil when the document
    /// stays within the limit. Brackets inside strings do not count; columns count bytes.
    static func firstExcess(in data: Data, maximumDepth: Int) -> (line: Int, column: Int)? {
        data.withUnsafeBytes { raw -> (line: Int, column: Int)? in
            var depth = 0
            var inString = false
            var escaped = false
            var line = 1
            var lineStart = 0
            for (offset, byte) in raw.enumerated() {
                if byte == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > maximumDepth { return (line, offset - lineStart + 1) }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                default:
                    break
                }
            }
            return nil
        }
    }
}
