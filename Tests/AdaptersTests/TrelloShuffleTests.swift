import Adapters
import Foundation
import PropertyBased
import Testing

/// Shuffles the arrays of the real exports (lists, cards, checklists, check items) and checks that the board
/// does not change: order comes from `pos`, never from where things stand in the file.
@Suite struct TrelloShuffleTests {
    private func shuffled(_ data: Data, seed: UInt64) throws -> Data {
        var generator = SeededGenerator(state: seed)
        var json = try jsonObject(data)
        json["lists"] = json.objects("lists").shuffled(using: &generator)
        json["cards"] = json.objects("cards").shuffled(using: &generator)
        json["checklists"] = json.objects("checklists").shuffled(using: &generator).map { checklist in
            var checklist = checklist
            checklist["checkItems"] = checklist.objects("checkItems").shuffled(using: &generator)
            return checklist
        }
        return try JSONSerialization.data(withJSONObject: json)
    }

    @Test(arguments: realTrelloExports)
    func shufflingTheArraysGivesTheSameBoard(name: String) async throws {
        let data = try trelloFixture(name)
        let expected = try importTrello(data).board
        await propertyCheck(count: 25, input: Gen.int64(in: 0...Int64.max)) { seed in
            let board = try importTrello(shuffled(data, seed: UInt64(seed))).board
            #expect(board == expected)
        }
    }

    @Test func theShuffleReallyMovesThings() throws {
        // Guards the test above: a shuffle that left the arrays in place would prove nothing.
        let data = try trelloFixture("productivity-workflow.json")
        let moved = try jsonObject(shuffled(data, seed: 7)).objects("cards").map { $0.string("id") ?? "" }
        #expect(moved != (try jsonObject(data)).objects("cards").map { $0.string("id") ?? "" })
    }
}
