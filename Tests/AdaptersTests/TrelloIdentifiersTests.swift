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

    @Test func theShapeCheckAcceptsExactlyTwentyFourLowercaseHexDigits() {
        let valid = "0123456789abcdef01234567"
        #expect(TrelloIdentifiers.isTrelloID(valid))
        #expect(TrelloIdentifiers.isTrelloID(String(repeating: "f", count: 24)))
        for index in 0..<24 {
            // One character replaced by one just outside the ranges, upper case, or a two-byte letter.
            for replacement in ["/", ":", "`", "g", "A", "F", "é", " "] {
                var changed = Array(valid)
                changed[index] = Character(replacement)
                #expect(!TrelloIdentifiers.isTrelloID(String(changed)), "\(String(changed))")
            }
        }
        #expect(!TrelloIdentifiers.isTrelloID(String(valid.dropLast())))
        #expect(!TrelloIdentifiers.isTrelloID(valid + "0"))
        #expect(!TrelloIdentifiers.isTrelloID(""))
    }

    @Test func hexDigitsKeepTheirLeadingZeros() {
        var generator = SystemRandomNumberGenerator()
        let values: [UInt64] = [0, 1, 0xF, 0x10, 0xFFFF_FFFF, 0x1_0000_0000, .max]
            + (0..<200).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63) }
        for value in values {
            let text = String(value, radix: 16)
            #expect(TrelloIdentifiers.hex(value, digits: 16) == String(repeating: "0", count: 16 - text.count) + text)
            let low = value & 0xFFFF_FFFF
            let lowText = String(low, radix: 16)
            #expect(TrelloIdentifiers.hex(low, digits: 8) == String(repeating: "0", count: 8 - lowText.count) + lowText)
        }
    }
}
