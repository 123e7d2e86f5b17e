import Testing
@testable import Adapters

/// The whitespace rule of HTML running text: a card's title is its line's text as collapsed, whether the reader
/// collapses it again or takes it as it is.
@Suite struct HTMLTextTests {
    @Test func textIsCollapsedExactlyWhenCollapsingLeavesItAsItIs() {
        let pieces = ["a", "é", "日本", " ", "  ", "\t", "\n", "\r", "\u{0C}", "\u{A0}", "\u{C2}x", "\u{2003}"]
        var state: UInt64 = 0x5EED
        for _ in 0..<5_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 61) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
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
        var state: UInt64 = 0xC011_A95E
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
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
