/// One line of a task list, classified: the shapes the plain text, Markdown and Obsidian Kanban readers tell
/// apart.
enum TaskLine: Equatable {
    /// Nothing but whitespace.
    case blank
    /// An ATX heading, `#` to `######` then a space (or nothing): its level and trimmed text.
    case heading(level: Int, text: String)
    /// A list item (`-`, `*`, `+`, `1.`, `1)`): the column of its marker, its checkbox if any, and its text.
    case item(indent: Int, checked: Bool?, text: String)
    /// A thematic break: three or more `-`, `*` or `_`, alone on the line.
    case thematicBreak
    /// A code fence, three or more backticks or tildes.
    case fence(indent: Int)
    /// Any other line: its indentation (a tab counts 4 columns) and its text without it.
    case text(indent: Int, text: String)

    /// Classifies a line (without its line ending).
    init(_ line: Substring) {
        var indent = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "\t" {
            indent += line[index] == "\t" ? 4 - indent % 4 : 1
            index = line.index(after: index)
        }
        let rest = line[index...]
        let body = rest.trimmingSuffix(while: { $0 == " " || $0 == "\t" })
        if body.isEmpty {
            self = .blank
            return
        }
        if indent <= 3, let heading = Self.heading(body) {
            self = heading
            return
        }
        if indent <= 3, Self.isThematicBreak(body) {
            self = .thematicBreak
            return
        }
        if body.hasPrefix("```") || body.hasPrefix("~~~") {
            self = .fence(indent: indent)
            return
        }
        if let content = Self.itemContent(body) {
            let (checked, text) = Self.checkbox(content)
            self = .item(indent: indent, checked: checked, text: text)
            return
        }
        self = .text(indent: indent, text: String(body))
    }

    private static func heading(_ body: Substring) -> TaskLine? {
        let hashes = body.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = body.dropFirst(hashes)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        return .heading(level: hashes, text: String(after.drop { $0 == " " || $0 == "\t" }))
    }

    private static func isThematicBreak(_ body: Substring) -> Bool {
        let marks = body.filter { $0 != " " && $0 != "\t" }
        guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }

    /// The text after a list marker and the whitespace that follows it, or nil when the line has no marker.
    private static func itemContent(_ body: Substring) -> Substring? {
        var markerEnd: Substring.Index
        if let first = body.first, "-*+".contains(first) {
            markerEnd = body.index(after: body.startIndex)
        } else {
            let digits = body.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), digits.endIndex < body.endIndex,
                  body[digits.endIndex] == "." || body[digits.endIndex] == ")"
            else { return nil }
            markerEnd = body.index(after: digits.endIndex)
        }
        if markerEnd == body.endIndex { return body[markerEnd...] }
        guard body[markerEnd] == " " || body[markerEnd] == "\t" else { return nil }
        return body[markerEnd...].drop { $0 == " " || $0 == "\t" }
    }

    /// Splits a task checkbox (`[ ]`, `[x]`, `[X]`, then a space or the end) off an item's text, and removes one
    /// backslash that escapes punctuation at its start.
    static func checkbox(_ content: Substring) -> (Bool?, String) {
        var checked: Bool?
        var text = content
        if text.count >= 3, text.first == "[", text.dropFirst(2).first == "]" {
            let mark = text.dropFirst().first
            let after = text.dropFirst(3)
            if after.isEmpty || after.first == " " || after.first == "\t", mark == " " || mark == "x" || mark == "X" {
                checked = mark != " "
                text = after.drop { $0 == " " || $0 == "\t" }
            }
        }
        return (checked, unescaped(text))
    }

    /// The text with a leading backslash removed when it escapes ASCII punctuation (`\[`, `\\`, `\#`).
    static func unescaped(_ text: Substring) -> String {
        if text.first == "\\", let next = text.dropFirst().first, next.isASCII, next.isPunctuation || next.isSymbol {
            return String(text.dropFirst())
        }
        return String(text)
    }

    /// The text as an item's text is written so that ``unescaped(_:)`` reads it back: a backslash before a
    /// leading `[` or `\`, and before text that would make the line a thematic break (`--`, `* *`).
    static func escaped(_ text: String) -> String {
        if let first = text.first, first == "[" || first == "\\" { return "\\" + text }
        if !text.isEmpty, text.allSatisfy({ "-*_ \t".contains($0) }) { return "\\" + text }
        return text
    }

    /// A line of a card's notes (outside fenced code) as written so that the reader takes it back as notes: a
    /// backslash before its first character when it would read as a list item, heading, thematic break or fence,
    /// or starts with a backslash itself.
    static func escapedNote(_ line: Substring) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.first == "\\" || isStructure(TaskLine(line)) else { return String(line) }
        return String(line[..<body.startIndex]) + "\\" + body
    }

    /// A line of a card's notes as ``escapedNote(_:)`` wrote it, without its indentation: the escaping
    /// backslash removed.
    static func unescapedNote(_ text: Substring) -> String {
        guard text.first == "\\" else { return String(text) }
        let rest = text.dropFirst()
        return rest.first == "\\" || isStructure(TaskLine(rest)) ? String(rest) : String(text)
    }

    private static func isStructure(_ line: TaskLine) -> Bool {
        switch line {
        case .item, .heading, .thematicBreak, .fence: true
        case .blank, .text: false
        }
    }
}
