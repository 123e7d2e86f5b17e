/// One non-blank line of a TaskPaper document, classified as TaskPaper's guide says: a task starts with `- `
/// (or one of PlainTasks' marks), a project is any other line that ends with `:` before its trailing tags, and
/// everything else is a note. Indentation (a tab counts as four spaces) says which item owns which.
///
/// A value type; pure.
struct TaskPaperLine: Sendable {
    /// What the line is.
    enum Kind: Sendable, Equatable {
        /// A project: `Name:`.
        case project
        /// A task, with PlainTasks' state when its mark gives one.
        case task(Mark)
        /// A note: any other text.
        case note
    }

    /// What a task's mark says.
    enum Mark: Sendable, Equatable {
        /// `- `, `☐ `, `❍ `, `❑ `, `□ `, `[ ] `.
        case open
        /// `✔ `, `✓ `, `☑ `, `[x] `.
        case done
        /// `✘ `, `[-] `.
        case cancelled
    }

    /// One `@tag` or `@tag(value)`.
    struct Tag: Sendable, Equatable {
        var name: String
        var value: String?
    }

    /// The 1-based line number.
    var number: Int
    /// The width of the leading blanks (a tab counts as four).
    var indent: Int
    /// What the line is.
    var kind: Kind
    /// The text after the task mark (the whole line for a note), without leading or trailing blanks.
    var text: String
    /// The text without its trailing tags (and for a project, without the colon): a card's title, a list's name.
    var title: String
    /// Every tag on the line, in order.
    var tags: [Tag]

    /// The marks PlainTasks and TaskPaper start a task with, longest first.
    static let marks: [(String, Mark)] = [
        ("[ ] ", .open), ("[x] ", .done), ("[-] ", .cancelled), ("- ", .open),
        ("☐ ", .open), ("❍ ", .open), ("❑ ", .open), ("□ ", .open),
        ("✔ ", .done), ("✓ ", .done), ("☑ ", .done), ("✘ ", .cancelled),
    ]

    /// Tag names PlainTasks writes with a blank before the value: `@done (13-06-27 10:08)`.
    static let spacedValueTags: Set<String> = ["done", "cancelled", "started", "toggle"]

    /// Classifies `line`; `nil` for a blank line.
    init?(_ line: Substring, number: Int) {
        var indent = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "\t" {
            indent += line[index] == "\t" ? 4 : 1
            index = line.index(after: index)
        }
        // Trimmed by the scalar test of Unicode's White_Space: Foundation's trim builds its character set and copies
        // the line through `NSString` each time, four times a line.
        let body = line[index...].trimmingWhitespace
        guard !body.isEmpty else { return nil }
        self.number = number
        self.indent = indent
        var kind = Kind.note
        var text = body
        if body == "-" {
            kind = .task(.open)
            text = ""
        } else if let (mark, state) = Self.marks.first(where: { body.hasPrefix($0.0) }) {
            kind = .task(state)
            text = body.dropFirst(mark.count).trimmingWhitespace
        }
        let (tags, tagsStart) = Self.tags(in: text)
        var title = text[..<tagsStart].trimmingWhitespace
        if kind == .note, title.hasSuffix(":") {
            kind = .project
            title = title.dropLast().trimmingWhitespace
        }
        self.kind = kind
        self.text = text
        self.title = title
        self.tags = tags
    }

    /// The tags of `text`, and where the run of tags that ends it begins (`text.endIndex` when it does not end
    /// with a tag).
    static func tags(in text: String) -> ([Tag], String.Index) {
        // Most lines have no tag: one look at the bytes says so.
        guard text.utf8.contains(UInt8(ascii: "@")) else { return ([], text.endIndex) }
        var tags: [Tag] = []
        var trailingStart = text.endIndex
        var lastTextEnd = text.startIndex  // the end of the last character that is not a tag or a blank
        var index = text.startIndex
        // A value's `(` with no `)` after it would otherwise be searched to the end of the line at every tag.
        let lastClose = text.lastIndex(of: ")")
        var afterBlank = true  // whether `index` starts a word: the text's start, or after white space
        while index < text.endIndex {
            let character = text[index]
            guard character == "@", afterBlank else {
                afterBlank = character.isWhitespace
                if !afterBlank { lastTextEnd = text.index(after: index) }
                index = text.index(after: index)
                continue
            }
            afterBlank = false  // what follows a tag, or a lone `@`, is not a word start until a blank
            var nameEnd = text.index(after: index)
            while nameEnd < text.endIndex, !text[nameEnd].isWhitespace, text[nameEnd] != "(" { nameEnd = text.index(after: nameEnd) }
            let name = String(text[text.index(after: index)..<nameEnd])
            guard !name.isEmpty else {
                lastTextEnd = text.index(after: index)
                index = text.index(after: index)
                continue
            }
            var end = nameEnd
            var value: String?
            var open: String.Index?
            if nameEnd < text.endIndex, text[nameEnd] == "(" {
                open = nameEnd
            } else if spacedValueTags.contains(name), nameEnd < text.endIndex, text[nameEnd] == " ",
                text.index(after: nameEnd) < text.endIndex, text[text.index(after: nameEnd)] == "("
            {
                open = text.index(after: nameEnd)
            }
            if let open, let lastClose, open < lastClose, let close = text[open...].firstIndex(of: ")") {
                value = String(text[text.index(after: open)..<close])
                end = text.index(after: close)
            }
            tags.append(Tag(name: name, value: value))
            index = end
        }
        // The trailing run starts after the last character that is neither a tag nor a blank.
        if tags.isEmpty { return (tags, text.endIndex) }
        trailingStart = lastTextEnd
        return (tags, trailingStart)
    }
}
