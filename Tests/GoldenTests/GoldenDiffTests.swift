import Testing

/// The diff a golden test prints: the first differing lines with their line numbers and context.
@Suite struct GoldenDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(GoldenDiff.describe(expected: "a\nb\n", actual: "a\nb\n", path: "p") == nil)
    }

    @Test func aChangedLineIsShownWithContextAndLineNumbers() {
        let expected = (1...10).map { "line \($0)\n" }.joined()
        let actual = expected.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let diff = GoldenDiff.describe(expected: expected, actual: actual, path: "x/markdown.md")
        #expect(diff == """
            --- expected/x/markdown.md
            +++ actual/x/markdown.md
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            """)
    }

    @Test func addedLinesAtTheEndAreShown() {
        let diff = GoldenDiff.describe(expected: "a\n", actual: "a\nb\n", path: "p")
        #expect(diff == "--- expected/p\n+++ actual/p\n@@ -1,1 +1,2 @@\n a\n+b")
    }

    @Test func longChangesAreCut() {
        let actual = (1...20).map { "new \($0)\n" }.joined()
        let diff = GoldenDiff.describe(expected: "", actual: actual, path: "p") ?? ""
        #expect(diff.contains("+new 12\n+… 8 more changed lines"))
        #expect(!diff.contains("+new 13"))
    }
}
