import Testing
@testable import Adapters

/// The ids importers give what their source leaves without one: the same payload always gives the same ids, so
/// a second import of it gives the same board.
@Suite struct ImportIDsTests {
    @Test func eachKindCountsOnItsOwnFromOne() {
        var ids = ImportIDs(prefix: "html")
        #expect([ids.next("list"), ids.next("card"), ids.next("card"), ids.next("list")]
                == ["html-list-1", "html-card-1", "html-card-2", "html-list-2"])
    }

    @Test func numbersAreWrittenWholeAcrossEveryPowerOfTen() {
        var ids = ImportIDs(prefix: "opml")
        let made = (1...100_001).map { _ in ids.next("item") }
        for number in [1, 9, 10, 11, 99, 100, 101, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 100_001] {
            #expect(made[number - 1] == "opml-item-\(number)")
        }
        #expect(Set(made).count == made.count)
    }

    @Test func aLongPrefixMakesAnIdOfExactlyItsText() {
        var ids = ImportIDs(prefix: "a-prefix-longer-than-a-small-string")
        let id = ids.next("attachment")
        #expect(id == "a-prefix-longer-than-a-small-string-attachment-1")
        #expect(id.utf8.count == 48)
    }
}
