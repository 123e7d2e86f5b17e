/// A readable difference between an expected text and the one made now, in the unified diff's shape.
///
/// One hunk around the differing lines: up to ``context`` equal lines before and after, then the expected lines
/// marked `-` and the current ones marked `+`, each side cut after ``maximumChangedLines`` lines.
struct GoldenDiff {
    /// Equal lines shown around the change.
    static let context = 3
    /// Changed lines shown per side before the rest is counted, not printed.
    static let maximumChangedLines = 12

    /// The diff of `actual` against `expected`, headed by `path`; nil when they are equal.
    static func describe(expected: String, actual: String, path: String) -> String? {
        guard expected != actual else { return nil }
        let old = lines(expected)
        let new = lines(actual)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let start = max(0, prefix - context)
        let oldEnd = min(old.count, old.count - suffix + context)
        let newEnd = min(new.count, new.count - suffix + context)
        var out = ["--- expected/\(path)", "+++ actual/\(path)"]
        out.append("@@ -\(start + 1),\(oldEnd - start) +\(start + 1),\(newEnd - start) @@")
        out += old[start..<prefix].map { " " + $0 }
        out += changed(old[prefix..<(old.count - suffix)], mark: "-")
        out += changed(new[prefix..<(new.count - suffix)], mark: "+")
        out += new[(new.count - suffix)..<newEnd].map { " " + $0 }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
            out.append("(one side ends without a newline)")
        }
        return out.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    private static func changed(_ lines: ArraySlice<String>, mark: String) -> [String] {
        var out = lines.prefix(maximumChangedLines).map { mark + $0 }
        if lines.count > maximumChangedLines {
            out.append("\(mark)… \(lines.count - maximumChangedLines) more changed lines")
        }
        return out
    }
}
