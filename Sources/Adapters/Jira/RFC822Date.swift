import Foundation

/// Dates as Jira's XML export writes them (RFC 822): `Mon, 3 Jun 2024 10:15:00 +0200`.
///
/// The weekday is optional; seconds are optional; the zone is `+hhmm`/`-hhmm`, `GMT`, `UT`, `UTC` or `Z`.
enum RFC822Date {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The date the text names, or nil.
    static func date(from text: String) -> Date? {
        var parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        if let first = parts.first, first.hasSuffix(",") || first.first?.isLetter == true { parts.removeFirst() }
        guard parts.count >= 4, let day = Int(parts[0]), (1...31).contains(day),
              let monthIndex = months.firstIndex(of: parts[1].prefix(3).lowercased()),
              let year = Int(parts[2]), (1000...9999).contains(year)
        else { return nil }
        let fields = parts[3].split(separator: ":")
        let clock = fields.compactMap { Int($0) }
        guard clock.count == fields.count, clock.count == 2 || clock.count == 3 else { return nil }
        let hour = clock[0], minute = clock[1], second = clock.count > 2 ? clock[2] : 0
        guard hour < 24, minute < 60, second < 61 else { return nil }
        var offset = "Z"
        if parts.count > 4 {
            let zone = parts[4]
            if zone.count == 5, let sign = zone.first, sign == "+" || sign == "-", Int(zone.dropFirst()) != nil {
                offset = "\(sign)\(zone.dropFirst().prefix(2)):\(zone.suffix(2))"
            } else if !["GMT", "UT", "UTC", "Z"].contains(zone.uppercased()) {
                return nil
            }
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let iso = "\(pad(year, 4))-\(pad(monthIndex + 1, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(min(second, 59), 2))\(offset)"
        return BoardDate.date(from: iso)
    }
}
