import Testing

@testable import Adapters

/// Titles, cells and names are trimmed of Unicode's White_Space at both ends, and of nothing else.
@Suite struct WhitespaceTrimmingTests {
    /// Scalars on both sides of the line: every ASCII one, Unicode's other White_Space scalars, and neighbours
    /// that are not White_Space (the information separators, zero-width space and joiner, a combining mark).
    static let scalars: [Unicode.Scalar] = (0..<0x80).compactMap(Unicode.Scalar.init)
        + [0x85, 0xA0, 0x1680, 0x2000, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
           0x200B, 0x200D, 0x0301, 0xE9, 0x1F600].compactMap(Unicode.Scalar.init)

    @Test func eachScalarIsWhiteSpaceExactlyWhenUnicodeSaysSo() {
        for scalar in Self.scalars {
            #expect(scalar.isWhiteSpace == scalar.properties.isWhitespace, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func onlyWhiteSpaceAtEitherEndIsRemoved() {
        for scalar in Self.scalars {
            let character = String(Character(scalar))
            let white = scalar.properties.isWhitespace
            #expect((character + "a b" + character).trimmingWhitespace == (white ? "a b" : character + "a b" + character))
            #expect(("a" + character).trimmingWhitespace == (white ? "a" : "a" + character))
            #expect((character + "a").trimmingWhitespace == (white ? "a" : character + "a"))
            #expect((character + character).trimmingWhitespace == (white ? "" : character + character))
        }
        #expect("".trimmingWhitespace == "")
        #expect(" \t\n\u{3000}".trimmingWhitespace == "")
        #expect("\u{A0}Café au lait\u{2028}\r\n".trimmingWhitespace == "Café au lait")
        #expect("é".trimmingWhitespace == "é")
        #expect("  inner  space  ".dropFirst().trimmingWhitespace == "inner  space")
    }
}
