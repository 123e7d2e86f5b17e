import Foundation
import Testing

@testable import Boards

@Suite struct BoardDateTests {
    @Test(arguments: [
        (Int64(1_625_936_518_633), "2021-07-10T17:01:58.633Z"),
        (0, "1970-01-01T00:00:00.000Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
        (1_709_164_800_000, "2024-02-29T00:00:00.000Z"),
        (951_782_400_000, "2000-02-29T00:00:00.000Z"),
        (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
        (-62_135_596_800_000, "0001-01-01T00:00:00.000Z"),
    ])
    func writesAndReadsMilliseconds(milliseconds: Int64, text: String) {
        #expect(BoardDate.string(from: date(milliseconds: milliseconds)) == text)
        #expect(BoardDate.date(from: text) == date(milliseconds: milliseconds))
    }

    @Test func everyDateOfTheYearsItWritesHasTheTextOfItsFieldsAndReadsBack() throws {
        var generator = SystemRandomNumberGenerator()
        let first = Int64(-62_167_219_200_000)  // 0000-01-01T00:00:00.000Z
        let last = Int64(253_402_300_799_999)  // 9999-12-31T23:59:59.999Z
        let samples = [first, last, 0, -1] + (0..<2_000).map { _ in Int64.random(in: first...last, using: &generator) }
        for milliseconds in samples {
            let moment = date(milliseconds: milliseconds)
            let fields = try #require(BoardDate.fields(of: moment))
            let expected = String(
                format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", fields.year, fields.month, fields.day,
                fields.hour, fields.minute, fields.second, fields.millisecond)
            #expect(BoardDate.string(from: moment) == expected, "\(milliseconds)")
            #expect(BoardDate.date(from: expected) == moment, "\(milliseconds)")
        }
        #expect(BoardDate.string(from: date(milliseconds: first - 1)) == nil)
        #expect(BoardDate.string(from: date(milliseconds: last + 1)) == nil)
    }

    @Test func readsOffsetsShortAndLongFractions() {
        let expected = date(milliseconds: 1_625_936_518_633)
        #expect(BoardDate.date(from: "2021-07-10T19:01:58.633+02:00") == expected)
        #expect(BoardDate.date(from: "2021-07-10T12:31:58.633-04:30") == expected)
        #expect(BoardDate.date(from: "2021-07-10T17:01:58.6328Z") == expected)
        #expect(BoardDate.date(from: "2021-07-10T17:01:58.63Z") == date(milliseconds: 1_625_936_518_630))
        #expect(BoardDate.date(from: "2021-07-10T17:01:58Z") == date(milliseconds: 1_625_936_518_000))
    }

    @Test(arguments: [
        "", "2021-07-10", "2021-07-10T17:01:58.633", "2021-02-29T00:00:00Z", "2021-13-01T00:00:00Z",
        "2021-07-10T24:00:00Z", "2021-07-10T17:01:58.Z", "2021-07-10T17:01:58.633Zjunk", "10/07/2021",
    ])
    func refusesWhatIsNotADate(text: String) {
        #expect(BoardDate.date(from: text) == nil)
    }
}
