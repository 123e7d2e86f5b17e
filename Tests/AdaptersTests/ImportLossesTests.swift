import Testing

@testable import Adapters

@Suite struct ImportLossesTests {
    @Test func countsEachKindAndOutcomeOnceInTheOrderFirstSeen() {
        var losses = ImportLosses()
        losses.record(2, "reactions")
        losses.record(1, "attachments", outcome: "kept as links only")
        losses.record(12, "reactions")
        losses.record(0, "votes")
        #expect(losses.entries.map(\.description) == ["14 reactions not carried", "1 attachments kept as links only"])
    }

    @Test func aUnionAddsCounts() {
        var first = ImportLosses()
        first.record(1, "reactions")
        var second = ImportLosses()
        second.record(3, "reactions")
        second.record(1, "time logs")
        first.formUnion(second)
        #expect(first.entries.map(\.description) == ["4 reactions not carried", "1 time logs not carried"])
        #expect(!first.isEmpty && ImportLosses().isEmpty)
    }
}
