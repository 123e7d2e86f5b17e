import BoardDrops
import Boards
import Foundation
import Testing

/// Random sequences of edits through a board session, checked step by step against a small reference model of
/// the rules (positions, archived lists, card limits), then undone to the original file.
@Suite struct BoardSessionModelTests {
    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func randomEditsAgreeWithTheModelAndUndoToTheOriginalBytes(seed: UInt64) throws {
        let file = try BoardOnDisk(Self.start)
        let original = file.bytes
        let counter = Box(0)
        let session = try BoardSession(path: file.path, makeID: {
            counter.withLock { count in
                count += 1
                return "n\(count)"
            }
        })
        var model = Model(Self.start)
        var random = SplitMix(seed: seed)
        var applied = 0
        for step in 0..<30 {
            let edit = model.randomEdit(&random)
            let outcome = try session.apply(edit)
            let expected = model.apply(edit, created: outcome.createdIDs)
            #expect(outcome.isApplied == expected, "seed \(seed) step \(step): \(edit) → \(outcome.status)")
            #expect(Model(try file.board) == model, "seed \(seed) step \(step): \(edit)")
            if outcome.isApplied { applied += 1 }
        }
        for _ in 0..<applied { #expect(try session.undo().isApplied) }
        #expect(try session.undo().refusal?.code == .nothingToUndo)
        #expect(file.bytes == original, "seed \(seed): undoing every edit gives back the original file")
    }

    static let start = Board(
        id: "b", name: "Start", labels: [Label(id: "bug", name: "bug")],
        lists: [
            BoardList(id: "a", name: "A", cards: [Card(id: "a1", title: "one"), Card(id: "a2", title: "two")]),
            BoardList(id: "b", name: "B", cards: [Card(id: "b1", title: "three")], cardLimit: 3),
            BoardList(id: "c", name: "C", archived: true, cards: [Card(id: "c1", title: "four")]),
        ])
}

/// The reference model: lists and cards with only what the random edits touch, and the rules written plainly.
struct Model: Equatable {
    struct List: Equatable {
        var id: String, name: String, archived: Bool, limit: Int?
        var cards: [Item]
    }

    struct Item: Equatable {
        var id: String, title: String, done: Bool, labels: [String]
    }

    var name: String
    var lists: [List]

    init(_ board: Board) {
        name = board.name
        lists = board.lists.map { list in
            List(
                id: list.id, name: list.name, archived: list.archived, limit: list.cardLimit,
                cards: list.cards.map { Item(id: $0.id, title: $0.title, done: $0.done, labels: $0.labelIDs) })
        }
    }

    var cardIDs: [String] { lists.flatMap { $0.cards.map(\.id) } }

    func randomEdit(_ random: inout SplitMix) -> BoardEdit {
        let cards = cardIDs
        let list = lists[random.below(lists.count)]
        let card = cards.isEmpty ? "missing" : cards[random.below(cards.count)]
        let position = random.below(list.cards.count + 2) - (random.below(4) == 0 ? 1 : 0)  // sometimes out of range
        let at: Int? = random.below(3) == 0 ? nil : position
        switch random.below(14) {
        case 0, 1: return .createCard(title: "t\(random.below(100))", list: list.id, at: at)
        case 2: return .renameCard(card, title: "r\(random.below(100))")
        case 3: return .setDone(card, done: random.below(2) == 0)
        case 4, 5, 6: return .moveCards([card], toList: list.id, at: at)
        case 7: return .copyCards([card], toList: list.id, at: at)
        case 8: return .deleteCards([card])
        case 9: return random.below(2) == 0 ? .archiveList(list.id) : .restoreList(list.id)
        case 10: return .setCardLimit(list.id, limit: random.below(3) == 0 ? nil : random.below(4))
        case 11: return .moveList(list.id, to: random.below(lists.count))
        case 12: return random.below(2) == 0 ? .addLabel(card, label: "bug") : .removeLabel(card, label: "bug")
        default: return random.below(2) == 0 ? .createList(name: "L\(random.below(10))", at: random.below(lists.count + 1)) : .renameBoard("n\(random.below(10))")
        }
    }

    /// Applies the edit as the rules say; `false` (and no change) when they refuse it.
    mutating func apply(_ edit: BoardEdit, created: [String]) -> Bool {
        switch edit {
        case .createCard(let title, let listID, let at, _):
            guard let l = index(listID), admits(l, incoming: 1), let index = insertion(at, l, moving: []) else { return false }
            lists[l].cards.insert(Item(id: created.first ?? "?", title: title, done: false, labels: []), at: index ?? lists[l].cards.count)
        case .renameCard(let id, let title):
            guard let (l, c) = place(id) else { return false }
            lists[l].cards[c].title = title
        case .setDone(let id, let done):
            guard let (l, c) = place(id) else { return false }
            lists[l].cards[c].done = done
        case .moveCards(let ids, let listID, let at):
            guard let (from, c) = place(ids[0]), let l = index(listID) else { return false }
            guard admits(l, incoming: from == l ? 0 : 1), let index = insertion(at, l, moving: ids) else { return false }
            let item = lists[from].cards.remove(at: c)
            lists[l].cards.insert(item, at: index ?? lists[l].cards.count)
        case .copyCards(let ids, let listID, let at):
            guard let (from, c) = place(ids[0]), let l = index(listID), admits(l, incoming: 1),
                let index = insertion(at, l, moving: [])
            else { return false }
            var copy = lists[from].cards[c]
            copy.id = created.first ?? "?"
            lists[l].cards.insert(copy, at: index ?? lists[l].cards.count)
        case .deleteCards(let ids):
            guard let (l, c) = place(ids[0]) else { return false }
            lists[l].cards.remove(at: c)
        case .archiveList(let id): lists[index(id)!].archived = true
        case .restoreList(let id): lists[index(id)!].archived = false
        case .setCardLimit(let id, let limit): lists[index(id)!].limit = limit
        case .moveList(let id, let to):
            let list = lists.remove(at: index(id)!)
            lists.insert(list, at: to)
        case .addLabel(let id, _), .removeLabel(let id, _):
            guard let (l, c) = place(id) else { return false }
            lists[l].cards[c].labels.removeAll()
            if case .addLabel = edit { lists[l].cards[c].labels = ["bug"] }
        case .createList(let name, let at):
            lists.insert(List(id: created.first ?? "?", name: name, archived: false, limit: nil, cards: []), at: at ?? lists.count)
        case .renameBoard(let name): self.name = name
        default: Issue.record("the model has no rule for \(edit)")
        }
        return true
    }

    private func index(_ listID: String) -> Int? { lists.firstIndex { $0.id == listID } }

    private func place(_ cardID: String) -> (Int, Int)? {
        for (l, list) in lists.enumerated() {
            if let c = list.cards.firstIndex(where: { $0.id == cardID }) { return (l, c) }
        }
        return nil
    }

    /// An archived list takes no card from elsewhere; a limit counts the list's cards and the newcomers.
    private func admits(_ l: Int, incoming: Int) -> Bool {
        guard incoming > 0 else { return true }
        if lists[l].archived { return false }
        if let limit = lists[l].limit, lists[l].cards.count + incoming > limit { return false }
        return true
    }

    /// The index in the list once the moving cards have left, for "before the card now at `at`"; `.some(nil)` for
    /// last, `nil` when `at` is outside the list.
    private func insertion(_ at: Int?, _ l: Int, moving: [String]) -> Int?? {
        guard let at else { return .some(nil) }
        guard (0...lists[l].cards.count).contains(at) else { return nil }
        return .some(at - lists[l].cards[..<at].filter { moving.contains($0.id) }.count)
    }
}

/// A small seeded random number generator, so a failing sequence can be replayed from its seed.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
