import Foundation
import Testing

@testable import Adapters

/// ISO 8601 and Jira's dates are read by hand, before the formatters: a date read by hand must be the date the
/// formatters read from the same text.
@Suite struct CSVDateReaderTests {
    @Test func jiraDatesReadByHandAreTheFormattersDates() {
        var generator = SystemRandomNumberGenerator()
        let months = ["Jan", "feb", "MAR", "aPr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for _ in 0..<400 {
            let day = String(format: "%02d", Int.random(in: 1...28, using: &generator))
            let month = months.randomElement(using: &generator)!
            let year = Bool.random(using: &generator) ? "2\(Int.random(in: 0...6, using: &generator))" : "20\(Int.random(in: 10...35, using: &generator))"
            var text = "\(day)/\(month)/\(year)"
            if Int.random(in: 0..<4, using: &generator) > 0 {
                let meridiem = ["AM", "PM", "am", "Pm"].randomElement(using: &generator)!
                text += " \(Int.random(in: 1...12, using: &generator)):\(String(format: "%02d", Int.random(in: 0...59, using: &generator))) \(meridiem)"
            }
            let byHand = CSVDateReader.commonForm(text)
            #expect(byHand != nil, "\(text)")
            var formatters = CSVDateReader()  // a new one each time: a reader tries the last form that worked first
            #expect(byHand == formatters.parse(text), "\(text)")
        }
    }

    @Test func isoDatesReadByHandAreTheFormattersDates() {
        for text in ["2024-01-02", "2024-02-29T23:59:59Z", "2024-01-02T10:00:00+02:00", "2024-01-02 10:00:00+0530",
                     "2024-01-02T10:00", "2024-01-02T10:00:00.123Z", "1999-12-31 00:00:00-08:00"] {
            let byHand = CSVDateReader.commonForm(text)
            #expect(byHand != nil, "\(text)")
            var formatters = CSVDateReader()  // a new one each time: a reader tries the last form that worked first
            #expect(byHand == formatters.parse(text), "\(text)")
        }
    }

    @Test func textsThatAreNotTheseFormsAreLeftToTheFormatters() {
        for text in ["08/Jam/24 2:10 PM", "08/Jan/24 2:10 XM", "08/Jan/24 13:10 PM", "2024-02-30", "2024-01-02T25:00",
                     "08-Jan-24", "1/2/2024 10:00 AM", "January 2, 2024"] {
            #expect(CSVDateReader.commonForm(text) == nil, "\(text)")
        }
    }

    /// Day-only dates in the forms the formatters read: ICU's ISO 8601 formatter must not take them first
    /// (it read `1/2/24` as 22 February of the year 1).
    @Test(arguments: [
        ("1/2/24", "2024-01-02"), ("3/4/2024", "2024-03-04"), ("12/31/24", "2024-12-31"), ("19/oct./16", "2016-10-19"),
        ("January 2, 2024", "2024-01-02"), ("2024-01-02", "2024-01-02"), ("1/2/1999", "1999-01-02"),
    ])
    func dayOnlyDatesInOtherFormsReadAsTheirDay(text: String, day: String) throws {
        var reader = CSVDateReader()
        let read = reader.read(text)
        let reading = try #require(read, "\(text)")
        #expect(reading.isAllDay)
        #expect(reading.date == ISO8601DateFormatter().date(from: day + "T00:00:00Z"), "\(text)")
    }

    @Test(arguments: [("1/2/24 10:00 AM", "2024-01-02T10:00:00Z"), ("1/2/2024 14:30", "2024-01-02T14:30:00Z"),
                      ("12/31/24 9:05 PM", "2024-12-31T21:05:00Z")])
    func usDatesWithATimeReadTheirCentury(text: String, instant: String) throws {
        var reader = CSVDateReader()
        let read = reader.read(text)
        let reading = try #require(read, "\(text)")
        #expect(!reading.isAllDay)
        #expect(reading.date == ISO8601DateFormatter().date(from: instant), "\(text)")
    }
}
