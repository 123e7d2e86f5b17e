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
    ///
    /// Every mark the classification looks for is ASCII, so the line is read as UTF-8 bytes and cut only where
    /// a mark ends (a character boundary).
    init(_ line: Substring) {
        let utf8 = line.utf8
        var indent = 0
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == Self.space || utf8[start] == Self.tab {
            indent += utf8[start] == Self.tab ? 4 - indent % 4 : 1
            start = utf8.index(after: start)
        }
        var end = utf8.endIndex
        while end > start {
            let previous = utf8.index(before: end)
            guard utf8[previous] == Self.space || utf8[previous] == Self.tab else { break }
            end = previous
        }
        if start == end {
            self = .blank
            return
        }
        let body = line[start..<end]
        if indent <= 3, let heading = Self.heading(body) {
            self = heading
            return
        }
        if indent <= 3, Self.isThematicBreak(body) {
            self = .thematicBreak
            return
        }
        if body.utf8.starts(with: "```".utf8) || body.utf8.starts(with: "~~~".utf8) {
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

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// The substring from `index` on, without the spaces and tabs that start it.
    private static func droppingBlanks(_ text: Substring, from index: Substring.Index) -> Substring {
        let utf8 = text.utf8
        var index = index
        while index < utf8.endIndex, utf8[index] == space || utf8[index] == tab { index = utf8.index(after: index) }
        return text[index...]
    }

    private static func heading(_ body: Substring) -> TaskLine? {
        let utf8 = body.utf8
        var index = utf8.startIndex
        var hashes = 0
        while index < utf8.endIndex, utf8[index] == UInt8(ascii: "#") {
            hashes += 1
            index = utf8.index(after: index)
        }
        guard (1...6).contains(hashes) else { return nil }
        guard index == utf8.endIndex || utf8[index] == space || utf8[index] == tab else { return nil }
        return .heading(level: hashes, text: String(droppingBlanks(body, from: index)))
    }

    private static func isThematicBreak(_ body: Substring) -> Bool {
        guard let first = body.utf8.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "_")
        else { return false }
        var marks = 0
        for byte in body.utf8 {
            if byte == first {
                marks += 1
            } else if byte != space && byte != tab {
                return false
            }
        }
        return marks >= 3
    }

    /// The text after a list marker and the whitespace that follows it, or nil when the line has no marker.
    private static func itemContent(_ body: Substring) -> Substring? {
        let utf8 = body.utf8
        guard let first = utf8.first else { return nil }
        var markerEnd: Substring.Index
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            markerEnd = utf8.index(after: utf8.startIndex)
        } else {
            var index = utf8.startIndex
            var digits = 0
            while index < utf8.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[index]) {
                digits += 1
                index = utf8.index(after: index)
            }
            guard (1...9).contains(digits), index < utf8.endIndex,
                  utf8[index] == UInt8(ascii: ".") || utf8[index] == UInt8(ascii: ")")
            else { return nil }
            markerEnd = utf8.index(after: index)
        }
        if markerEnd == utf8.endIndex { return body[markerEnd...] }
        guard utf8[markerEnd] == space || utf8[markerEnd] == tab else { return nil }
        return droppingBlanks(body, from: markerEnd)
    }

    /// Splits a task checkbox (`[ ]`, `[x]`, `[X]`, then a space or the end) off an item's text. The text is
    /// returned as written: the reader removes Markdown's escapes once it has taken out the card's marks.
    static func checkbox(_ content: Substring) -> (Bool?, String) {
        let utf8 = content.utf8
        var bytes = utf8.makeIterator()
        if bytes.next() == UInt8(ascii: "["), let mark = bytes.next(), bytes.next() == UInt8(ascii: "]"),
           mark == space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X")
        {
            let after = utf8.index(utf8.startIndex, offsetBy: 3)
            if after == utf8.endIndex || utf8[after] == space || utf8[after] == tab {
                return (mark != space, String(droppingBlanks(content, from: after)))
            }
        }
        return (nil, String(content))
    }

    /// The characters a title, name or item escapes in Markdown: the backslash itself, link and image brackets,
    /// and the angle brackets of inline HTML and autolinks. Escaped, `[x](javascript:…)` and `<img onerror=…>`
    /// show as the text they are instead of a live link or element.
    static let inlineSpecials: Set<Character> = ["\\", "[", "]", "<", ">"]

    /// A title, list or board name or checklist item as written in Markdown so that it shows as its own text
    /// and reads back the same (``unescapedInline(_:)``, after ``checkbox(_:)``): a backslash before each of
    /// ``inlineSpecials`` and before punctuation that follows a backslash, and before text that would make
    /// the line a thematic break (`--`, `* *`).
    static func escapedMarkdown(_ text: String) -> String {
        var written = ""
        written.reserveCapacity(text.utf8.count)
        var afterBackslash = false
        for character in text {
            // Punctuation after a backslash is escaped too, so the pair cannot read as an escape.
            if inlineSpecials.contains(character) || (afterBackslash && character.isASCII && (character.isPunctuation || character.isSymbol)) {
                written.append("\\")
            }
            written.append(character)
            afterBackslash = character == "\\"
        }
        if !text.isEmpty, text.allSatisfy({ "-*_ \t".contains($0) }) { return "\\" + written }
        return written
    }

    /// Text with Markdown's backslash escapes removed: a backslash before ASCII punctuation stands for that
    /// character; any other backslash is itself.
    static func unescapedInline(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var escaping = false
        for character in text {
            if escaping {
                if !(character.isASCII && (character.isPunctuation || character.isSymbol)) { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// A line of a card's notes (outside fenced code) as written so that the reader takes it back as notes: a
    /// backslash before its first character when it would read as a list item, heading, thematic break or fence,
    /// or starts with a backslash itself.
    static func escapedNote(_ line: Substring) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.first == "\\" || isStructure(TaskLine(line)) else { return String(line) }
        return String(line[..<body.startIndex]) + "\\" + body
    }

    /// A line of notes that are not Markdown (``MarkdownNotes``), written so that Markdown shows the text it is:
    /// ``escapedMarkdown(_:)`` after its indentation, so no raw HTML, autolink or link comes alive, then a
    /// backslash before it when it would still read as a list item, heading or fence.
    static func escapedTextNote(_ line: Substring) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        let written = escapedMarkdown(String(body))
        let indent = line[..<body.startIndex]
        guard written.first != "\\", isStructure(TaskLine(Substring(written))) else { return indent + written }
        return indent + "\\" + written
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
