import Boards
import Foundation

/// A deterministic board shaped like a busy team's: many lists, labels, and cards of which some carry notes,
/// checklists, comments, attachments, dates and members, with non-ASCII text here and there.
enum SampleBoard {
    /// SplitMix64: the same seed gives the same board on every machine.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let words = [
        "review", "deploy", "fix", "login", "page", "invoice", "customer", "report", "draft", "API", "tests",
        "release", "design", "café", "meeting", "Zürich", "backlog", "migrate", "database", "onboarding", "日本語",
        "search", "cache", "mobile", "budget", "roadmap", "🚀", "accessibility", "export", "import",
    ]
    static let colors: [String?] = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "lime", nil, "black"]
    static let people = ["ann", "bob", "chen", "dara", "émile", "farid", "greta", "hiro"]

    static func sentence(_ random: inout Random, words count: Int) -> String {
        (0..<count).map { _ in random.pick(words) }.joined(separator: " ")
    }

    static func hexID(_ random: inout Random) -> String {
        String(random.next(), radix: 16) + String(random.below(1 << 20), radix: 16)
    }

    static func make(cards total: Int, lists listCount: Int = 50) -> Board {
        var random = Random(state: 2026)
        let labels = (0..<10).map { index in
            Label(id: "label\(index)", name: index % 3 == 0 ? "" : sentence(&random, words: 1), color: colors[index])
        }
        let base: Int64 = 1_600_000_000_000
        func date(_ random: inout Random) -> Date {
            Date(timeIntervalSince1970: Double(base + Int64(random.below(200_000_000)) * 1000 + Int64(random.below(1000))) / 1000)
        }
        var lists: [BoardList] = []
        for listIndex in 0..<listCount {
            let count = total / listCount + (listIndex < total % listCount ? 1 : 0)
            var cards: [Card] = []
            cards.reserveCapacity(count)
            for _ in 0..<count {
                let id = hexID(&random)
                var card = Card(id: id, title: sentence(&random, words: 3 + random.below(6)))
                if random.chance(40) { card.notes = sentence(&random, words: 10 + random.below(40)) }
                if random.chance(5) { card.archived = true }
                if random.chance(60) { card.labelIDs = (0..<1 + random.below(3)).map { _ in random.pick(labels).id } }
                if random.chance(15) {
                    card.checklists = [
                        Checklist(
                            id: hexID(&random), name: "Checklist",
                            items: (0..<2 + random.below(6)).map { _ in
                                ChecklistItem(id: hexID(&random), text: sentence(&random, words: 3), done: random.chance(50))
                            })
                    ]
                }
                if random.chance(20) {
                    card.comments = (0..<1 + random.below(3)).map { _ in
                        Comment(id: hexID(&random), author: random.pick(people), date: date(&random), text: sentence(&random, words: 8))
                    }
                }
                if random.chance(8) {
                    card.attachments = [
                        Attachment(
                            id: hexID(&random), name: "screenshot.png",
                            url: "https://trello.com/1/cards/\(id)/attachments/\(hexID(&random))/download/screenshot.png",
                            mimeType: "image/png", bytes: 10_000 + random.below(2_000_000))
                    ]
                }
                if random.chance(25) {
                    card.due = date(&random)
                    card.dueComplete = random.chance(30)
                }
                if random.chance(5) { card.start = date(&random) }
                if random.chance(30) { card.members = [random.pick(people)] }
                card.source = Source(system: "trello", id: id, url: "https://trello.com/c/\(id.prefix(8))")
                cards.append(card)
            }
            lists.append(BoardList(id: "list\(listIndex)", name: sentence(&random, words: 2), archived: listIndex % 17 == 16, cards: cards))
        }
        return Board(id: "benchmark", name: "Benchmark board", notes: "Generated, seed 2026.", labels: labels, lists: lists)
    }
}
