import Foundation
import Testing

@testable import Boards

/// A number keeps the text `Decimal` gives it, whether or not it is plain enough to be written without one:
/// board files written before and after read the same.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        ("4", "4"), ("1.50", "1.5"), ("007", "7"), ("0.0", "0"), ("-0", "0"), ("-0.0", "0"), ("00", "0"),
        ("-1.50", "-1.5"), ("0.001", "0.001"), ("100", "100"), ("1000.000", "1000"), ("-007.10", "-7.1"),
        ("-0.5", "-0.5"), ("99999999999999999999999999999999999999", "99999999999999999999999999999999999999"),
    ])
    func plainDecimalsLoseOnlyTheirSpareZeros(text: String, expected: String) {
        #expect(DecimalText.plainForm(of: text) != .notPlain)
        #expect(DecimalText.canonical(text) == expected)
        #expect(DecimalText.canonical(text) == Decimal(string: text)?.description)
    }

    @Test(arguments: ["1e3", "1.5e-3", "+5", " 5", "5.", ".5", "-.5", "12abc", "1.2.3", "abc", "-", "", "٣",
                      "123456789012345678901234567890123456789012"])
    func otherTextsReadAsDecimalReadsThem(text: String) {
        #expect(DecimalText.plainForm(of: text) == .notPlain)
        #expect(DecimalText.canonical(text) == Decimal(string: text)?.description)
    }

    /// Random texts of digits, points, signs and exponents, up to 45 characters: the plain ones and the others
    /// both give what `Decimal` gives. A failure names its text.
    @Test func randomTextsGiveWhatDecimalGives() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0000123456789.-e+ ")
        var plainCount = 0
        for round in 0..<5_000 {
            let length = Int.random(in: 1...(round % 5 == 0 ? 45 : 8), using: &generator)
            var text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if round % 2 == 0 { text = text.filter { $0.isNumber || $0 == "." } }  // many plain ones
            if DecimalText.plainForm(of: text) != .notPlain { plainCount += 1 }
            #expect(DecimalText.canonical(text) == Decimal(string: text)?.description, "\(text)")
        }
        #expect(plainCount > 1_000)
    }
}
