@testable import Adapters
import Foundation
import Testing

/// The `#tags` of an Obsidian Kanban card's line: which are tags, what the title keeps, and that the one-pass
/// scan finds what the tag pattern, searched from left to right, finds.
@Suite struct ObsidianTagTests {
    @Test(arguments: [
        ("Plan #docs the #release", ["docs", "release"], "Plan the"),
        ("#first at the start", ["first"], "at the start"),
        ("#a#b run together", ["a", "b"], "run together"),
        ("Issue #123 is a number, #1st is a tag", ["1st"], "Issue #123 is a number, is a tag"),
        ("mail#inside a word", [], "mail#inside a word"),
        ("Nested #area/sub-part_2 and #área", ["area/sub-part_2", "área"], "Nested and"),
        ("Twice #x and #x again", ["x"], "Twice and again"),
        ("A lone # sign", [], "A lone # sign"),
    ])
    func tagsAreTakenOutOfTheTitle(line: String, tags: [String], title: String) {
        let marks = CardMarks(line, obsidian: true)
        #expect(marks.tags == tags)
        #expect(marks.title == title)
    }

    @Test func theScanFindsWhatThePatternFinds() {
        // Lines of characters that sit on the rules' edges: `#`, white space of several kinds, letters of other
        // scripts, digits, a combining mark, the name's punctuation and what ends a name.
        let alphabet: [String] = ["#", " ", "\t", "\u{00A0}", "\u{2028}", "a", "É", "ж", "1", "٣", "_", "/", "-", ".", "\u{0301}", "!", "x"]
        var generator = SeededGenerator(state: 37)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let line = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let scanned = CardMarks.takingTags(from: line)
            let searched = Self.searchedTags(line)
            #expect(scanned.tags == searched.tags, "\(line.debugDescription)")
            #expect(scanned.text == searched.text, "\(line.debugDescription)")
        }
    }

    /// The tags as the pattern finds them, one search per tag from where the last one ended.
    static func searchedTags(_ line: String) -> (text: String, tags: [String]) {
        var text = line, tags: [String] = [], seen = Set<String>(), kept = ""
        var rest = text.startIndex
        while let range = text.range(
            of: #"(^|\s)#[\p{L}\p{N}_/-]*\p{L}[\p{L}\p{N}_/-]*"#, options: .regularExpression, range: rest..<text.endIndex)
        {
            let tag = String(text[range].drop { $0 != "#" }.dropFirst())
            if seen.insert(tag).inserted { tags.append(tag) }
            kept += text[rest..<range.lowerBound] + " "
            rest = range.upperBound
        }
        if rest != text.startIndex { text = kept + text[rest...] }
        return (text, tags)
    }
}
