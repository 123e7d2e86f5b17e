import Foundation

/// A day written `YYYY-MM-DD` (optionally with ` HH:mm`), as the plain-text task formats write dates, and the
/// `Date` Cardport keeps for it: midnight (or that time) in UTC, as `Card.dueIsAllDay` documents.
///
/// Pure functions, safe from any thread.
enum CalendarDay {
    /// The date of `text`: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`, or PlainTasks' `YY-MM-DD[ HH:mm]` (20YY).
    /// Returns the date and whether it names a whole day; `nil` for anything else, including impossible days.
    static func parse(_ text: Substring) -> (date: Date, isAllDay: Bool)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        var day = String(parts[0])
        if day.utf8.count == 8, day.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (48...57).contains($0) }) {
            day = "20" + day
        }
        guard isDay(day) else { return nil }
        var time = "00:00"
        if parts.count == 2 {
            let clock = String(parts[1])
            guard clock.utf8.count == 5, clock.utf8.enumerated().allSatisfy({ index, byte in
                index == 2 ? byte == UInt8(ascii: ":") : (48...57).contains(byte)
            }) else { return nil }
            time = clock
        }
        guard let date = BoardDate.date(from: day + "T" + time + ":00Z") else { return nil }
        return (date, parts.count == 1)
    }

    /// Whether `text` is exactly `YYYY-MM-DD` with digits in place (the calendar check is ``parse(_:)``'s).
    static func isDay(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (48...57).contains(byte) else { return false }
            }
        }
        return true
    }

    /// `date` as `YYYY-MM-DD` in UTC, with ` HH:mm` unless `allDay` or the time is midnight.
    static func string(_ date: Date, allDay: Bool) -> String {
        guard let fields = BoardDate.fields(of: date) else { return "" }
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let day = pad(fields.year, 4) + "-" + pad(fields.month, 2) + "-" + pad(fields.day, 2)
        if allDay || (fields.hour == 0 && fields.minute == 0) { return day }
        return day + " " + pad(fields.hour, 2) + ":" + pad(fields.minute, 2)
    }
}
