import Foundation
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

    /// Runs `text` to a board as `type`, through the plan every road takes.
    private func importThroughPlan(_ text: String, as type: UTType) throws -> ConversionOutcome {
        try ConversionPlanner(registry: .standard()).plan(offering: [type], goal: .board)
            .execute(.data(Data(text.utf8), name: "payload"))
    }

    @Test func aPayloadThatReadsAsNoCardIsAWarningAndALoss() throws {
        let outcome = try importThroughPlan(
            #"<?xml version="1.0"?><opml version="2.0"><head><title>Empty</title></head><body></body></opml>"#,
            as: .opml)
        #expect(outcome.board?.lists.flatMap(\.cards).isEmpty == true)
        #expect(outcome.warnings.contains { $0.message.contains("read no card from a payload that is not empty") })
        #expect(outcome.losses.entries.map(\.description) == ["1 non-empty payloads read without a card imported as an empty board"])
    }

    @Test func anEmptyCardportBoardIsNotALoss() throws {
        let board = Board(id: "b", name: "Empty", lists: [BoardList(id: "l", name: "To do")])
        let outcome = try importThroughPlan(String(decoding: try BoardFormat.encode(board), as: UTF8.self), as: .cardportBoard)
        #expect(outcome.board?.lists.map(\.name) == ["To do"])
        #expect(outcome.warnings.isEmpty && outcome.losses.isEmpty)
    }
}
