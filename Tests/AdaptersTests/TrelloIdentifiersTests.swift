import Testing

@testable import Adapters

/// The Trello ids an export hands out: Trello-shaped, never the same twice, and the same for the same board.
@Suite struct TrelloIdentifiersTests {
    @Test func anIdTheBoardRepeatsGetsANewTrelloIdEachTimeAndTheSameOnesEveryExport() {
        func handOut() -> [String] {
            var identifiers = TrelloIdentifiers()
            return (0..<50).map { index in identifiers.id(for: index % 10 == 9 ? "other" : "card-1", kind: "card") }
        }
        let ids = handOut()
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(TrelloIdentifiers.isTrelloID))
        #expect(handOut() == ids)
        // The first of a repeated id is its plain hash, as for an id given once.
        var single = TrelloIdentifiers()
        #expect(single.id(for: "card-1", kind: "card") == ids[0])
    }

    @Test func aTrelloShapedIdIsKeptOnceAndRehashedWhenRepeated() {
        var identifiers = TrelloIdentifiers()
        let trello = "5f1e9b2c3d4a5b6c7d8e9f01"
        #expect(identifiers.id(for: trello, kind: "card") == trello)
        let again = identifiers.id(for: trello, kind: "card")
        #expect(again != trello && TrelloIdentifiers.isTrelloID(again))
    }
}
