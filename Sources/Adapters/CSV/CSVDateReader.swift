import Foundation

/// Reads the dates trackers write in CSV cells, in UTC unless the text names a zone.
///
/// Tried in order: ISO 8601 (`2024-01-02`, `2024-01-02T10:00:00Z`, `2024-01-02 10:00:00.123+00:00`), Jira's
/// `09/Jan/24 3:54 PM` (month names in English, Spanish or French: `19/oct./16 10:36 AM`), `1/2/2024` and `1/2/2024 10:00 AM` (month first,
/// as US exports write), Notion's `January 2, 2024 10:00 AM` (a range `… → …` reads as its start here; the board builder reads both ends), ClickUp's
/// `Monday, January 2nd 2024`, Plane's `Mon, 21 Apr 2025 10:17:06 UTC+0000`, and milliseconds since 1970 (13 digits). A date without a time is all-day.
/// Made once per import: the formatters are not shared between threads.
struct CSVDateReader {
    /// A date read, and whether the text had no time of day.
    struct Reading: Equatable {
        var date: Date
        var isAllDay: Bool
    }

    /// The formatters for the forms not read by hand, made when a text first needs them: most files' dates are
    /// ISO 8601 or Jira's, read by hand, and thirty formatters cost about 5 MB of memory and ICU's start-up.
    private var formatters: Formatters?
    /// The form that read the last date: a file writes its dates one way, and a formatter that fails costs
    /// tens of microseconds, so it is tried first.
    private var lastForm: (withTime: Bool, index: Int)?
    /// Dates already read, by text (a file repeats its timestamps); emptied when it grows past 4,096 entries.
    private var memo: [String: Reading?] = [:]

    /// The formatters, with time first, then day-only ones.
    private struct Formatters {
        let withTime: [DateFormatter]
        let dayOnly: [DateFormatter]

        /// Whether `formatter` may read a text: one for ISO 8601 (its format starts `yyyy-`) reads only a text
        /// that starts as ISO 8601 does (`2024-`). ICU, even when not lenient, reads `yyyy-MM-dd` from `1/2/24` as
        /// 22 February of the year 1.
        static func mayRead(_ formatter: DateFormatter, startsAsISO8601: Bool) -> Bool {
            startsAsISO8601 || !formatter.dateFormat.hasPrefix("yyyy-")
        }

        init() {
            func formatter(_ format: String, locale: String = "en_US_POSIX") -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: locale)
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateFormat = format
                formatter.isLenient = false
                return formatter
            }
            withTime = [
                formatter("yyyy-MM-dd'T'HH:mm:ssXXXXX"), formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"),
                formatter("yyyy-MM-dd'T'HH:mm:ss"), formatter("yyyy-MM-dd'T'HH:mm"),
                formatter("yyyy-MM-dd HH:mm:ssXXXXX"), formatter("yyyy-MM-dd HH:mm:ss.SSSSSSXXXXX"),
                formatter("yyyy-MM-dd HH:mm:ss"), formatter("yyyy-MM-dd HH:mm"),
                formatter("dd/MMM/yy h:mm a"), formatter("dd/MMM/yyyy h:mm a"), formatter("dd/MMM/yy HH:mm"),
                formatter("dd/MMM/yy h:mm a", locale: "es_ES"), formatter("dd/MMM/yy H:mm", locale: "es_ES"),
                formatter("dd/MMM/yy h:mm a", locale: "fr_FR"),
                // `yy` reads `24` as 2024 and `2024` as itself; `yyyy` would read `24` as the year 24.
                formatter("M/d/yy h:mm a"), formatter("M/d/yy H:mm"),
                formatter("MMMM d, yyyy h:mm a"), formatter("MMMM d yyyy, h:mm:ss a"),
                formatter("EEE, d MMM yyyy HH:mm:ss 'UTC'xx"),
            ]
            dayOnly = [
                formatter("yyyy-MM-dd"), formatter("dd/MMM/yy"), formatter("dd/MMM/yyyy"),
                formatter("dd/MMM/yy", locale: "es_ES"), formatter("dd/MMM/yy", locale: "fr_FR"),
                formatter("M/d/yy"),
                formatter("MMMM d, yyyy"), formatter("MMM d, yyyy"), formatter("MMMM d yyyy"),
            ]
        }
    }

    /// Creates a reader; its formatters are made on first need.
    init() {}

    /// The date `text` names, or nil when it reads as none of the forms above.
    mutating func read(_ text: String) -> Reading? {
        var text = text.trimmingWhitespace
        guard !text.isEmpty, Self.hasDigit(text) else { return nil }
        if let reading = Self.commonForm(text) { return reading }
        if let arrow = text.range(of: "→") { text = text[..<arrow.lowerBound].trimmingWhitespace }
        if text.count == 13, text.allSatisfy(\.isNumber), let milliseconds = Double(text) {
            return Reading(date: Date(timeIntervalSince1970: milliseconds / 1000), isAllDay: false)
        }
        if let known = memo[text] { return known }
        let original = text
        if memo.count > 4096 { memo.removeAll(keepingCapacity: true) }
        let reading = parse(text)
        memo[original] = reading
        return reading
    }

    /// The formatters' reading of `text`, without the forms read by hand (a test compares the two).
    mutating func parse(_ text: String) -> Reading? {
        var text = text
        if text.first?.isLetter == true { text = Self.withoutWeekdayAndOrdinal(text) }
        // ISO 8601 with a `Z` or a zone without a colon (`+0300`), as Jira's REST and Asana write.
        let iso = text.replacingOccurrences(of: "Z", with: "+00:00", options: .anchored.union(.backwards))
        let zoneFixed = Self.colonInZone(iso)
        let formatters = formatters ?? Formatters()
        self.formatters = formatters
        let withTime = formatters.withTime
        let dayOnly = formatters.dayOnly
        let looksISO = Self.startsAsISO8601(text)
        if let (hasTime, index) = lastForm {
            let formatter = hasTime ? withTime[index] : dayOnly[index]
            if Formatters.mayRead(formatter, startsAsISO8601: looksISO),
               let date = formatter.date(from: hasTime ? zoneFixed : text) ?? (hasTime ? formatter.date(from: text) : nil) {
                return Reading(date: date, isAllDay: !hasTime)
            }
        }
        for (index, formatter) in withTime.enumerated()
        where Formatters.mayRead(formatter, startsAsISO8601: looksISO) {
            if let date = formatter.date(from: zoneFixed) ?? formatter.date(from: text) {
                lastForm = (true, index)
                return Reading(date: date, isAllDay: false)
            }
        }
        for (index, formatter) in dayOnly.enumerated()
        where Formatters.mayRead(formatter, startsAsISO8601: looksISO) {
            if let date = formatter.date(from: text) {
                lastForm = (false, index)
                return Reading(date: date, isAllDay: true)
            }
        }
        return nil
    }

    /// Whether `text` starts with four ASCII digits and a `-`, as ISO 8601 dates do.
    private static func startsAsISO8601(_ text: String) -> Bool {
        let head = Array(text.utf8.prefix(5))
        return head.count == 5 && head[4] == UInt8(ascii: "-")
            && head[..<4].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether `text` has a digit (any script's: the ASCII test first, as nearly every date is ASCII).
    private static func hasDigit(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && text.contains(where: \.isNumber)
    }

    /// `Monday, January 2nd 2024` → `January 2 2024`.
    private static func withoutWeekdayAndOrdinal(_ text: String) -> String {
        var text = text
        for day in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        where text.hasPrefix(day + ", ") {
            text.removeFirst(day.count + 2)
        }
        for suffix in ["st ", "nd ", "rd ", "th "] {
            if let range = text.range(of: #"(\d)"# + suffix, options: .regularExpression) {
                text.replaceSubrange(range, with: String(text[range].prefix(1)) + " ")
            }
        }
        return text
    }

    /// `…+0300` → `…+03:00`, so one format reads both.
    private static func colonInZone(_ text: String) -> String {
        let tail = text.utf8.suffix(5)
        guard tail.count == 5, tail.first == UInt8(ascii: "+") || tail.first == UInt8(ascii: "-"),
              tail.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let range = text.range(of: #"[+-]\d{4}$"#, options: .regularExpression)
        else { return text }
        var zone = String(text[range])
        zone.insert(":", at: zone.index(zone.startIndex, offsetBy: 3))
        return text.replacingCharacters(in: range, with: zone)
    }
}
