import Foundation

extension CSVDateReader {
    /// Reads the two forms nearly every export writes, ISO 8601 and Jira's `08/Jan/24 2:10 PM`, byte by byte;
    /// nil for anything else, which then goes to the `DateFormatter`s.
    ///
    /// A `DateFormatter` read costs microseconds, and a failed one tens of them; a file writes a date in every
    /// row, so these two forms are read here first. The results equal the formatters' (a test compares them):
    ///
    /// - `yyyy-MM-dd` (all day), `yyyy-MM-dd'T'HH:mm[:ss[.SSS]]` with `T` or a space, then nothing (UTC), `Z`,
    ///   `±HH:mm` or `±HHmm`. Other fractions (not three digits) are left to the formatters.
    /// - `dd/MMM/yy h:mm a` and `dd/MMM/yyyy h:mm a` with English month abbreviations, and the same without the
    ///   time (all day). A two-digit year reads as 20yy, and is left to the formatters when that is more than
    ///   ten years ahead (they then choose the century).
    static func commonForm(_ text: String) -> Reading? {
        var text = text
        return text.withUTF8 { bytes in
            var iso = DateBytes(bytes)
            if let reading = iso.iso8601() { return reading }
            var jira = DateBytes(bytes)
            return jira.jira()
        }
    }

    /// The seconds since 1970 of a day and time in UTC, or nil when the day is not in the calendar.
    static func epochSeconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Int? {
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year, month),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    private static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The current year, for the two-digit year window.
    static let currentYear = Calendar(identifier: .gregorian).component(.year, from: Date())
}

/// A cursor over a date's UTF-8 bytes.
private struct DateBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.count }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Exactly `count` digits, or between `count` and `upTo` digits.
    mutating func digits(_ count: Int, upTo: Int? = nil) -> Int? {
        var value = 0
        var taken = 0
        while taken < (upTo ?? count), index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
            taken += 1
        }
        return taken >= count ? value : nil
    }

    mutating func iso8601() -> CSVDateReader.Reading? {
        guard let year = digits(4), take("-"), let month = digits(2), take("-"), let day = digits(2) else { return nil }
        if atEnd {
            return CSVDateReader.epochSeconds(year: year, month: month, day: day)
                .map { CSVDateReader.Reading(date: Date(timeIntervalSince1970: Double($0)), isAllDay: true) }
        }
        guard take("T") || take(" "), let hour = digits(2), take(":"), let minute = digits(2) else { return nil }
        var second = 0
        var milliseconds = 0
        if take(":") {
            guard let read = digits(2) else { return nil }
            second = read
            if take(".") {
                guard let read = digits(3), index == bytes.count || !(0x30...0x39).contains(bytes[index]) else { return nil }
                milliseconds = read
            }
        }
        var offset = 0
        if take("Z") {
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = digits(2) else { return nil }
            _ = take(":")
            guard let minutes = digits(2), hours <= 18, minutes <= 59 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard atEnd, let seconds = CSVDateReader.epochSeconds(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        else { return nil }
        let date = Date(timeIntervalSince1970: Double(seconds - offset) + Double(milliseconds) / 1000)
        return CSVDateReader.Reading(date: date, isAllDay: false)
    }

    /// The English month abbreviations, each as its three bytes in one number (see ``lowercaseLetters(_:)``).
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { lowercaseLetters($0.utf8) }
    /// `AM` and `PM`, in any case, as ``lowercaseLetters(_:)`` gives them.
    private static let am = lowercaseLetters("am".utf8)
    private static let pm = lowercaseLetters("pm".utf8)

    /// The bytes, at most four, in one number, with ASCII capitals as small letters: equal for two texts that
    /// differ only in the case of ASCII letters. (Setting bit 5 turns `A`–`Z` into `a`–`z`; no other byte
    /// becomes a letter, and no byte becomes another byte of a month's name unless it is that letter's capital.)
    private static func lowercaseLetters(_ bytes: some Sequence<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1 | 0x20) }
    }

    mutating func jira() -> CSVDateReader.Reading? {
        guard let day = digits(2), take("/"), index + 4 <= bytes.count else { return nil }
        let name = Self.lowercaseLetters(bytes[index..<index + 3])
        guard let month = Self.months.firstIndex(of: name).map({ $0 + 1 }) else { return nil }
        index += 3
        guard take("/") else { return nil }
        let start = index
        guard let read = digits(2, upTo: 4), index - start == 2 || index - start == 4 else { return nil }
        var year = read
        if index - start == 2 {
            year += 2000
            guard year <= CSVDateReader.currentYear + 10 else { return nil }
        }
        if atEnd {
            return CSVDateReader.epochSeconds(year: year, month: month, day: day)
                .map { CSVDateReader.Reading(date: Date(timeIntervalSince1970: Double($0)), isAllDay: true) }
        }
        guard take(" "), let hour = digits(1, upTo: 2), (1...12).contains(hour), take(":"), let minute = digits(2),
              take(" "), index + 2 == bytes.count
        else { return nil }
        let meridiem = Self.lowercaseLetters(bytes[index...])
        guard meridiem == Self.am || meridiem == Self.pm else { return nil }
        let hour24 = hour % 12 + (meridiem == Self.pm ? 12 : 0)
        return CSVDateReader.epochSeconds(year: year, month: month, day: day, hour: hour24, minute: minute)
            .map { CSVDateReader.Reading(date: Date(timeIntervalSince1970: Double($0)), isAllDay: false) }
    }
}
