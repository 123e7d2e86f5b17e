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
