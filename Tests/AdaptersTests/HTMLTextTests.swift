import Testing
@testable import Adapters

/// The whitespace rule of HTML running text: a card's title is its line's text as collapsed, whether the reader
/// collapses it again or takes it as it is.
@Suite struct HTMLTextTests {
    /// `count` texts of pieces picked at random (the same for the same seed), each of fewer than
    /// `maximumPieces` pieces (a power of two).
    private func texts(of pieces: [String], count: Int, maximumPieces: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        let shift = UInt64(64 - maximumPieces.trailingZeroBitCount)
        return (0..<count).map { _ in
            (0..<Int(next() >> shift)).map { _ in pieces[Int((next() >> 33) % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func textIsCollapsedExactlyWhenCollapsingLeavesItAsItIs() {
        let pieces = ["a", "é", "日本", " ", "  ", "\t", "\n", "\r", "\u{0C}", "\u{A0}", "\u{C2}x", "\u{2003}"]
        for text in texts(of: pieces, count: 5_000, maximumPieces: 8, seed: 0x5EED) {
            #expect(HTMLText.isCollapsed(text) == (HTMLText.collapsed(text) == text), "\(text.debugDescription)")
        }
    }

    @Test func collapsingLongTextKeepsEveryWordAndMakesEachRunOfWhitespaceOneSpace() {
        // Lines long enough that runs of text and of whitespace fall anywhere in and across eight-byte words,
        // against the rule read plainly: the words, split at whitespace, joined by single spaces.
        let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}", "\u{A0}"]
        // By scalars: "\r\n" is one Character.
        func isWhitespace(_ character: Character) -> Bool { character.unicodeScalars.allSatisfy(whitespace.contains) }
        let pieces = ["word", "a", "longer-run-of-text-with-no-space", "é", "©", "日本", "😀", " ", "   ", "\t", "\n",
                      "\r\n", "\u{0C}", "\u{A0}", " \u{A0} ", "\u{2003}"]
        for text in texts(of: pieces, count: 3_000, maximumPieces: 64, seed: 0xC011_A95E) {
            let expected = text.split(whereSeparator: isWhitespace).joined(separator: " ")
            #expect(HTMLText.collapsed(text) == expected, "\(text.debugDescription)")
            #expect(HTMLText.isCollapsed(text) == (expected == text), "\(text.debugDescription)")
        }
    }

    @Test func aLineOfRunningTextIsCollapsedAndPreformattedSpacingIsNot() {
        #expect(HTMLText.isCollapsed("Ship the release notes"))
        #expect(HTMLText.isCollapsed(""))
        #expect(!HTMLText.isCollapsed("two  spaces"))
        #expect(!HTMLText.isCollapsed(" leading"))
        #expect(!HTMLText.isCollapsed("trailing "))
        #expect(!HTMLText.isCollapsed("a\tb"))
        #expect(!HTMLText.isCollapsed("no-break\u{A0}space"))
    }
}
