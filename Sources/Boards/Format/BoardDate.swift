import Foundation

/// The file format's dates: ISO 8601 in UTC with milliseconds, `2021-07-10T17:01:58.633Z`.
///
/// Written with exactly three fractional digits and `Z`. Read with any number of fractional digits (rounded to
/// the millisecond) or none, and with `Z` or a `±HH:MM` offset. Dates are built from whole milliseconds since
/// 1970, so a date read from a file is written back to the same text and reads back equal.
package enum BoardDate {
    /// The fields of a date's text, each a number: year, month, day, hour, minute, second, millisecond.
    package typealias Fields = (
        year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64, millisecond: Int64
    )

    /// The text for a date, or `nil` when its year is outside 0000–9999.
    package static func string(from date: Date) -> String? {
        guard let fields = fields(of: date) else { return nil }
        return String(unsafeUninitializedCapacity: textLength) { out in
            write(fields, into: out)
            return textLength
        }
    }

    /// How many bytes a date's text has: `2021-07-10T17:01:58.633Z`.
    package static let textLength = 24

    /// Writes the text of `fields`, which ``fields(of:)`` made, into the first ``textLength`` bytes of `out`,
    /// digit by digit (a date's text made of padded number strings cost 13,000 instructions).
    package static func write(_ fields: Fields, into out: UnsafeMutableBufferPointer<UInt8>) {
        precondition(out.count >= textLength)
        var offset = 0
        /// Writes `number` in `width` digits, then `separator`.
        func put(_ number: Int64, _ width: Int, then separator: Unicode.Scalar) {
            var number = number
            for position in stride(from: offset + width - 1, through: offset, by: -1) {
                out[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
            out[offset + width] = UInt8(ascii: separator)
            offset += width + 1
        }
        put(fields.year, 4, then: "-")
        put(fields.month, 2, then: "-")
        put(fields.day, 2, then: "T")
        put(fields.hour, 2, then: ":")
        put(fields.minute, 2, then: ":")
        put(fields.second, 2, then: ".")
        put(fields.millisecond, 3, then: "Z")
    }

    /// The numbers ``string(from:)`` writes for a date, rounded to the millisecond in UTC, or `nil` when its
    /// year is outside 0000–9999.
    package static func fields(of date: Date) -> Fields? {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let total = Int64(milliseconds)
        let (days, millisecondOfDay) = floorDivide(total, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        return (
            year, month, day, millisecondOfDay / 3_600_000, millisecondOfDay / 60_000 % 60,
            millisecondOfDay / 1000 % 60, millisecondOfDay % 1000
        )
    }

    /// The date a text names, or `nil` when it is not an ISO 8601 date and time as described above.
    package static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8(date(fromUTF8:))
    }

    /// The date UTF-8 text names, as ``date(from:)`` reads it.
    package static func date(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var text = Cursor(bytes: bytes)
        guard let year = text.number(4), text.expect("-"), let month = text.number(2), text.expect("-"),
            let day = text.number(2), text.expect("T") || text.expect("t") || text.expect(" "),
            let hour = text.number(2), text.expect(":"), let minute = text.number(2), text.expect(":"),
            let second = text.number(2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond: Int64 = 0
        if text.expect(".") {
            var digits = 0
            var fraction: Double = 0
            var scale: Double = 100
            while let digit = text.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
            millisecond = Int64(fraction.rounded())
        }
        var offsetMinutes: Int64 = 0
        if text.expect("Z") || text.expect("z") {
        } else if let sign: Int64 = text.expect("+") ? 1 : text.expect("-") ? -1 : nil {
            guard let offsetHours = text.number(2), text.expect(":"), let offsetMinute = text.number(2),
                offsetHours < 24, offsetMinute < 60
            else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetMinute)
        } else {
            return nil
        }
        guard text.isAtEnd else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let total = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60_000 + second * 1000 + millisecond
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    /// A reading position in a date's UTF-8 text. A struct of its own, not nested functions sharing an index:
    /// the index they captured was checked for exclusive access on every call, at run time.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// The value of the next `count` bytes when they are all ASCII digits, read past; nil otherwise.
        mutating func number(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// The next byte's value when it is an ASCII digit, read past; nil otherwise.
        mutating func digit() -> UInt8? {
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            index += 1
            return bytes[index - 1] - UInt8(ascii: "0")
        }

        /// Whether the next byte is `character`, read past when it is.
        mutating func expect(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (the well-known era-based conversion).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01.
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
