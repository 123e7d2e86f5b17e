import Foundation

/// Tells todo.txt apart from other plain text by its content, for ``TodoTxtAdapter``'s recognition (``TodoTxtAdapter/recognize(_:)``).
///
/// The rule, over the non-blank lines of the first 64 KiB (at most 500 lines): at least one line carries a
/// mark only todo.txt gives a line's start (`x ` and a date, a priority `(A) `, or a leading `YYYY-MM-DD`
/// date on a line with a `+project` or `@context`: a date alone also starts log lines and timestamps) or a
/// `due:YYYY-MM-DD` tag, and at least half of the lines carry some todo.txt mark (those, or a
/// `+project` or `@context` word). Plain notes with an `@mention` here and there stay plain text.
///
/// The text is decoded as the reader decodes it (`TextPayload`): a byte order mark, UTF-16 or UTF-32 are
/// recognised as the reader reads them.
///
/// Pure functions, safe from any thread.
public enum TodoTxtRecognizer {
    /// Whether `data` reads as todo.txt by the rule above.
    public static func looksLikeTodoTxt(_ data: Data) -> Bool {
        let text = TextPayload.leadingText(of: data)
        var lines = 0
        var marked = 0
        var strong = false
        for line in TextPayload.splitLines(text).prefix(500) {
            guard let task = TodoTxtTask(line: line) else { continue }
            lines += 1
            // A leading date alone is not enough: log lines and timestamps ("2024-03-01 12:30:00") start so too.
            let isStrong = task.done && task.completed != nil || task.priority != nil
                || task.created != nil && (!task.projects.isEmpty || !task.contexts.isEmpty)
                || task.tags.contains { $0.key == "due" && CalendarDay.isDay($0.value) }
            if isStrong { strong = true }
            if isStrong || !task.projects.isEmpty || !task.contexts.isEmpty { marked += 1 }
        }
        return strong && lines > 0 && marked * 2 >= lines
    }
}
