import Foundation

/// The marks a task-list card's line carries besides its title: Obsidian Kanban's dates (`@{2026-07-31}`,
/// `@[[Feb 10th, 2023]]`, a time `@@{14:30}`), `#tags`, a block id (`^abc123`) at the end, and `<br>` line
/// breaks.
///
/// Markdown cards carry the dates only (Cardport's Markdown writer writes them in Obsidian's form); Obsidian
/// Kanban cards carry them all. A date given without a time is all-day (midnight UTC); a time is read as UTC.
struct CardMarks: Equatable {
    /// The title, with the marks taken out and the spaces they leave collapsed.
    var title: String
    /// The lines after the first `<br>`, one per `<br>`, or empty.
    var moreLines: [String] = []
    /// The due date, when the line gives one.
    var due: Date?
    /// Whether ``due`` came without a time.
    var dueIsAllDay = false
    /// The tags, without `#`, in order of appearance, each once.
    var tags: [String] = []
    /// The block id, without `^`.
    var blockID: String?
    /// The date marks that did not read as a date, kept in the title and counted as a loss.
    var unreadDates = 0

    /// Reads the marks of `line`; `obsidian` also takes out tags, block ids and `<br>`.
    init(_ line: String, obsidian: Bool) {
        var text = line
        // A mark needs its sign: a line without `^` or `@` (most lines) skips the searches for it, each of which
        // hands the whole line to Foundation's regular expressions as UTF-16.
        let hasCaret = line.utf8.contains(UInt8(ascii: "^")), hasAt = line.utf8.contains(UInt8(ascii: "@"))
        if obsidian, hasCaret {
            if let range = text.range(of: #"\s\^[A-Za-z0-9-]+\s*$"#, options: .regularExpression) {
                blockID = text[range].trimmingCharacters(in: .whitespaces).dropFirst().description
                text.removeSubrange(range)
            }
        }
        var day: DateComponents?
        if hasAt, let range = text.range(of: #"@\{[^}]*\}"#, options: .regularExpression) {
            let inner = String(text[range].dropFirst(2).dropLast())
            if let parsed = Self.isoDay(inner) {
                day = parsed
                text.removeSubrange(range)
            } else {
                unreadDates += 1
            }
        } else if hasAt, let range = text.range(of: #"@\[\[[^\]]*\]\]"#, options: .regularExpression) {
            let inner = String(text[range].dropFirst(3).dropLast(2))
            if let parsed = Self.isoDay(inner) ?? Self.writtenDay(inner) {
                day = parsed
                text.removeSubrange(range)
            } else {
                unreadDates += 1
            }
        }
        var time: (hour: Int, minute: Int)?
        if hasAt, let range = text.range(of: #"@@\{\d{1,2}:\d{2}\}"#, options: .regularExpression) {
            let parts = text[range].dropFirst(3).dropLast().split(separator: ":").compactMap { Int($0) }
            if parts.count == 2, parts[0] < 24, parts[1] < 60 {
                time = (parts[0], parts[1])
                text.removeSubrange(range)
            }
        }
        if var day {
            day.hour = time?.hour ?? 0
            day.minute = time?.minute ?? 0
            due = Self.utc.date(from: day)
            dueIsAllDay = time == nil
        }
        if obsidian {
            let taken = Self.takingTags(from: text)
            text = taken.text
            tags = taken.tags
        }
        if text != line { text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        if obsidian {
            let parts = text.components(separatedBy: "<br>").map { Self.unescaped($0.trimmingCharacters(in: .whitespaces), obsidian: true) }
            title = parts.count > 1 ? parts[0] : Self.unescaped(text, obsidian: true)
            moreLines = Array(parts.dropFirst())
        } else {
            title = Self.unescaped(text, obsidian: false)
        }
    }

    /// `text` with each `#tag` replaced by a space, and the tags' names (without `#`) in order, each once.
    ///
    /// A tag is `#` and a run of letters, digits, `_`, `/` and `-` holding at least one letter, at the start of the
    /// text, right after another tag, or after white space (which the space replaces too); the run goes as far as
    /// it can. These are the rules of the pattern `(^|\s)#[\p{L}\p{N}_/-]*\p{L}[\p{L}\p{N}_/-]*`, matched from
    /// left to right, each search starting where the last tag ended. One pass over the scalars: a search per tag
    /// with Foundation's regular expressions copies the rest of the line each time, so a line of many tags would
    /// cost the square of its length.
    static func takingTags(from text: String) -> (text: String, tags: [String]) {
        let scalars = text.unicodeScalars
        var tags: [String] = []
        var seen = Set<String>()
        var kept = ""
        var rest = scalars.startIndex  // where the text not yet kept starts: the text's start, or the last tag's end
        var previous: Unicode.Scalar?  // the scalar before `index`
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let atBoundary = index == rest || previous.map(isSpace) == true
            previous = scalar
            guard scalar == "#", atBoundary else {
                index = scalars.index(after: index)
                continue
            }
            var end = scalars.index(after: index)
            var hasLetter = false
            while end < scalars.endIndex, isTagScalar(scalars[end]) {
                hasLetter = hasLetter || isLetter(scalars[end])
                end = scalars.index(after: end)
            }
            guard hasLetter else {
                index = scalars.index(after: index)
                continue
            }
            let tag = String(scalars[scalars.index(after: index)..<end])
            if seen.insert(tag).inserted { tags.append(tag) }
            // The white space before the `#`, if that is what made the boundary, goes with the tag.
            let start = index == rest ? index : scalars.index(before: index)
            // Appended as a `Substring`: the scalar view's own `append(contentsOf:)` makes a new string each time.
            kept += Substring(scalars[rest..<start])
            kept += " "
            rest = end
            index = end
        }
        guard rest != scalars.startIndex else { return (text, tags) }
        kept += Substring(scalars[rest...])
        return (kept, tags)
    }

    /// `\s` of the pattern above: tab, line feed, form feed, carriage return and Unicode's space, line and paragraph
    /// separators.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// `\p{L}`: a letter of any kind.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// A scalar a tag's name may hold: a letter, a digit (`\p{N}`), `_`, `/` or `-`.
    private static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "/" || scalar == "-" || isLetter(scalar) { return true }
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The title as written so that none of its text reads as a mark: one more backslash before the `{` or
    /// `[[` after `@` and, on Obsidian boards, before a `#` that starts a word, a `^` that starts the last word,
    /// and the `>` of `<br>` (backslashes already there stay, so the escape can be undone exactly).
    static func escaped(_ title: String, obsidian: Bool) -> String {
        var text = title
        for (pattern, template) in escapes(obsidian: obsidian) {
            text = text.replacingOccurrences(of: pattern, with: template.escaped, options: .regularExpression)
        }
        return text
    }

    /// The title without the backslash ``escaped(_:obsidian:)`` added.
    private static func unescaped(_ title: String, obsidian: Bool) -> String {
        guard title.contains("\\") else { return title }
        var text = title
        for (pattern, template) in escapes(obsidian: obsidian) {
            text = text.replacingOccurrences(of: template.pattern, with: template.plain, options: .regularExpression)
            _ = pattern
        }
        return text
    }

    /// Each mark's pattern (with its backslashes captured), the pattern of its escaped form, and the templates
    /// that escape and unescape it.
    private static func escapes(obsidian: Bool) -> [(String, (escaped: String, pattern: String, plain: String))] {
        var list: [(String, (escaped: String, pattern: String, plain: String))] = [
            (##"@(\\*)\{"##, (##"@$1\\{"##, ##"@(\\*)\\\{"##, "@$1{")),
            (##"@(\\*)\[\["##, (##"@$1\\[["##, ##"@(\\*)\\\[\["##, "@$1[[")),
        ]
        guard obsidian else { return list }
        list += [
            (##"(^|\s)(\\*)#"##, (##"$1$2\\#"##, ##"(^|\s)(\\*)\\#"##, "$1$2#")),
            (##"<br(\\*)>"##, (##"<br$1\\>"##, ##"<br(\\*)\\>"##, "<br$1>")),
            (##"(\s)(\\*)\^([A-Za-z0-9-]+\s*)$"##, (##"$1$2\\^$3"##, ##"(\s)(\\*)\\\^([A-Za-z0-9-]+\s*)$"##, "$1$2^$3")),
        ]
        return list
    }

    /// The marks as Cardport writes them after a title: ` @{2026-07-31}`, with ` @@{14:30}` (UTC) when the
    /// date has a time.
    static func written(due: Date?, allDay: Bool) -> String {
        guard let due else { return "" }
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: due)
        var text = String(format: " @{%04d-%02d-%02d}", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        if !allDay { text += String(format: " @@{%02d:%02d}", parts.hour ?? 0, parts.minute ?? 0) }
        return text
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// `2026-07-31`.
    private static func isoDay(_ text: String) -> DateComponents? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
              let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return DateComponents(year: year, month: month, day: day)
    }

    /// A daily note's name as Obsidian's default "MMMM Do, YYYY" writes it: `Feb 10th, 2023`, `February 10, 2023`.
    private static func writtenDay(_ text: String) -> DateComponents? {
        let words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ")
        guard words.count == 3, let year = Int(words[2]), words[2].count == 4 else { return nil }
        let dayText = words[1].prefix { $0.isNumber }
        guard let day = Int(dayText), (1...31).contains(day) else { return nil }
        let name = words[0].lowercased()
        guard name.count >= 3, let month = months.firstIndex(where: { $0.hasPrefix(name) }) else { return nil }
        return DateComponents(year: year, month: month + 1, day: day)
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
}
