/// One line of a todo.txt file, taken apart as the format's rules say
/// (<https://github.com/todotxt/todo.txt>): `x ` for done, `(A) ` for a priority, the completion and creation
/// dates, then the description, in which `+project`, `@context` and `key:value` words may stand anywhere.
///
/// The rules, applied to the line without its leading and trailing blanks:
/// - `x ` (lowercase, then a space) at the start marks the task done; `X `, `xylophone` and `(A) x` do not.
/// - A priority is `(` an uppercase letter `)` and a space, at the start (after `x ` on a done task).
/// - A done task's first date is its completion date, a second one its creation date; an open task's one
///   date is its creation date. Dates are `YYYY-MM-DD`; a word that is not a real day is description.
/// - `+word` is a project and `@word` a context when the word after the sign is not empty; `key:value` is a
///   tag when neither side is empty, the key has no `+`/`@` at its start, and neither side holds another
///   colon, and the value does not start with `//` (`https://example.com` stays text).
///
/// A value type; pure.
struct TodoTxtTask: Hashable, Sendable {
    /// Whether the line starts with `x `.
    var done = false
    /// The priority letter, `A`–`Z`.
    var priority: Character?
    /// The completion date, as written (`YYYY-MM-DD`).
    var completed: String?
    /// The creation date, as written.
    var created: String?
    /// The description with project, context and tag words taken out, single-spaced.
    var title = ""
    /// The projects, without the `+`, in order, each once.
    var projects: [String] = []
    /// The contexts, without the `@`, in order, each once.
    var contexts: [String] = []
    /// The `key:value` tags, in order.
    var tags: [(key: String, value: String)] = []

    static func == (lhs: TodoTxtTask, rhs: TodoTxtTask) -> Bool {
        lhs.done == rhs.done && lhs.priority == rhs.priority && lhs.completed == rhs.completed
            && lhs.created == rhs.created && lhs.title == rhs.title && lhs.projects == rhs.projects
            && lhs.contexts == rhs.contexts && lhs.tags.map { [$0.key, $0.value] } == rhs.tags.map { [$0.key, $0.value] }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(done)
    }

    init() {}

    /// Parses `line`; `nil` for a blank line.
    init?(line: Substring) {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        guard !words.isEmpty else { return nil }
        if words.first == "x" {
            done = true
            words.removeFirst()
        }
        if let first = words.first, Self.isPriority(first) {
            priority = first[first.index(after: first.startIndex)]
            words.removeFirst()
        }
        if done, let first = words.first, CalendarDay.isDay(first), CalendarDay.parse(first) != nil {
            completed = String(first)
            words.removeFirst()
        }
        if let first = words.first, CalendarDay.isDay(first), CalendarDay.parse(first) != nil {
            created = String(first)
            words.removeFirst()
        }
        var kept: [Substring] = []
        var seen: Set<String> = []  // signed words already taken: a line may repeat one
        for word in words {
            if word.count > 1, word.first == "+" {
                if seen.insert(String(word)).inserted { projects.append(String(word.dropFirst())) }
            } else if word.count > 1, word.first == "@" {
                if seen.insert(String(word)).inserted { contexts.append(String(word.dropFirst())) }
            } else if let tag = Self.tag(word) {
                tags.append(tag)
            } else {
                kept.append(word)
            }
        }
        title = kept.joined(separator: " ")
    }

    /// The task as one todo.txt line: `x (A) done created title +projects @contexts key:value`.
    var line: String {
        var words: [String] = []
        if done { words.append("x") }
        if let priority { words.append("(\(priority))") }
        if done, let completed { words.append(completed) }
        if let created {
            // An open task's only date is its creation date; a done task without a completion date cannot
            // say which date it has, so the creation date goes only where it can be read back.
            if !done || completed != nil { words.append(created) }
        }
        if !title.isEmpty { words.append(title) }
        words += projects.map { "+" + $0 }
        words += contexts.map { "@" + $0 }
        words += tags.map { $0.key + ":" + $0.value }
        return words.joined(separator: " ")
    }

    /// Whether `word` is `(A)`–`(Z)`.
    static func isPriority(_ word: Substring) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return scalars.count == 3 && scalars[0] == "(" && scalars[2] == ")" && ("A"..."Z").contains(scalars[1])
    }

    /// `word` as a `key:value` tag, or `nil`.
    static func tag(_ word: Substring) -> (key: String, value: String)? {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        let key = word[..<colon]
        let value = word[word.index(after: colon)...]
        guard !key.isEmpty, !value.isEmpty, !value.contains(":"), !value.hasPrefix("//"),
            key.first != "+", key.first != "@"
        else { return nil }
        return (String(key), String(value))
    }
}
