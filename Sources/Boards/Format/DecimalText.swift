import Foundation

/// A number's text as board files write it: the text `Decimal` gives for it, so `1.50` is written `1.5`, `007`
/// is written `7` and `1e3` is written `1000`.
enum DecimalText {
    /// The digits a plain decimal may have and still be written without `Decimal`: its 128-bit mantissa holds
    /// any 38 of them exactly.
    static let plainDigitLimit = 38

    /// The text `Decimal(string: text)?.description` gives, or nil when `Decimal` reads no number from `text`.
    ///
    /// Building a `Decimal` and describing it costs thousands of instructions a number, and most numbers a
    /// board carries are plain: an optional `-`, digits, and an optional `.` with digits after it. Those are
    /// written here, by dropping leading and trailing zeros; every other text (exponents, signs, spaces, more
    /// than 38 digits) goes through `Decimal`.
    static func canonical(_ text: String) -> String? {
        switch plainForm(of: text) {
        case .canonical: text
        case .rewritten(let canonical): canonical
        case .notPlain: Decimal(string: text)?.description
        }
    }

    /// What a text is, read as a plain decimal.
    enum PlainForm: Equatable {
        /// The text is a plain decimal written as `Decimal` writes it.
        case canonical
        /// The text is a plain decimal `Decimal` writes as this.
        case rewritten(String)
        /// The text is not a plain decimal.
        case notPlain
    }

    /// Reads `text` as a plain decimal of up to ``plainDigitLimit`` digits.
    static func plainForm(of text: String) -> PlainForm {
        var text = text
        return text.withUTF8 { bytes -> PlainForm in
            let negative = bytes.first == UInt8(ascii: "-")
            let integerStart = negative ? 1 : 0
            var index = integerStart
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            let integerEnd = index
            guard integerEnd > integerStart else { return .notPlain }
            var fractionStart = integerEnd
            if index < bytes.count {
                guard bytes[index] == UInt8(ascii: ".") else { return .notPlain }
                index += 1
                fractionStart = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > fractionStart, index == bytes.count else { return .notPlain }
            }
            let fractionEnd = index
            guard (integerEnd - integerStart) + (fractionEnd - fractionStart) <= plainDigitLimit else {
                return .notPlain
            }

            var first = integerStart  // the integer part keeps at least one digit
            while first < integerEnd - 1, bytes[first] == UInt8(ascii: "0") { first += 1 }
            var last = fractionEnd
            while last > fractionStart, bytes[last - 1] == UInt8(ascii: "0") { last -= 1 }
            let fractionDigits = last - fractionStart
            if fractionDigits == 0, integerEnd - first == 1, bytes[first] == UInt8(ascii: "0") {
                return bytes.count == 1 ? .canonical : .rewritten("0")  // zero has no sign
            }
            if first == integerStart, last == fractionEnd { return .canonical }
            let count = (negative ? 1 : 0) + (integerEnd - first) + (fractionDigits > 0 ? 1 + fractionDigits : 0)
            return .rewritten(String(unsafeUninitializedCapacity: count) { out in
                var written = 0
                func append(_ range: Range<Int>) {
                    for position in range {
                        out[written] = bytes[position]
                        written += 1
                    }
                }
                if negative { append(0..<1) }
                append(first..<integerEnd)
                if fractionDigits > 0 { append(integerEnd..<last) }  // the point and the fraction's digits
                return written
            })
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
