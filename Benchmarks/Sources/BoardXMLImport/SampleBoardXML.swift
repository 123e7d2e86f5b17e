// A deterministic board of about the requested size, written with Cardport's own BoardXMLExporter, so the file
// is exactly what Cardport exports: labels, lists, cards with notes (non-ASCII text, characters XML escapes),
// label references, members, checklists with done and undone items, comments, attachments, due and start dates,
// archived cards and sources.
import Adapters
import Foundation

/// A small deterministic generator (a 64-bit LCG), so every run measures the same bytes.
struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
}

enum SampleBoardXML {
    static let words = [
        "board", "card", "list", "ship", "review", "café", "naïve", "déjà vu", "release", "notes", "the", "and",
        "a", "of", "deploy", "fix", "login", "R&D", "<tag>", "\"quoted\"", "it's", "a < b", "c > d", "日本語",
        "Ελληνικά", "русский", "😀", "🚀", "x", "to", "in", "bug", "feature", "Straße", "œuvre", "—", "…",
    ]
    static let people = ["Zoë", "Mads Ørsted", "O'Brien & Sons", "李雷", "\"Ana\" Díaz", "dev<ops>", "Jürgen"]
    static let colors = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "lime", "pink", "black"]
    static let mimeTypes = ["image/png", "application/pdf", "text/plain; charset=utf-8", "image/jpeg"]

    static func sentence(_ random: inout Random, _ count: Int) -> String {
        (0..<count).map { _ in words[random.next(words.count)] }.joined(separator: " ")
    }

    /// Milliseconds since 1970 between 2020 and 2030, so dates read back equal.
    static func date(_ random: inout Random) -> Date {
        Date(timeIntervalSince1970: Double(1_577_836_800_000 + Int64(random.next(315_360_000)) * 1000 + Int64(random.next(1000))) / 1000)
    }

    static func card(_ random: inout Random, id: Int, labels: [Label]) -> Card {
        var card = Card(id: "card-\(id)", title: sentence(&random, 3 + random.next(6)))
        if random.chance(70) {
            card.notes = (0..<(1 + random.next(4))).map { _ in sentence(&random, 6 + random.next(20)) }
                .joined(separator: "\n\n") + (random.chance(30) ? "\n- [ ] a <b>bold</b> step & more\n\ttabbed" : "")
        }
        card.archived = random.chance(5)
        card.labelIDs = (0..<random.next(4)).map { _ in labels[random.next(labels.count)].id }
        card.members = (0..<random.next(3)).map { _ in people[random.next(people.count)] }
        if random.chance(40) { card.due = date(&random); card.dueComplete = random.chance(50) }
        if random.chance(15) { card.start = date(&random) }
        if random.chance(45) {
            card.checklists = (0..<(1 + random.next(2))).map { number in
                Checklist(
                    id: "card-\(id)-checklist-\(number)", name: sentence(&random, 2),
                    items: (0..<(2 + random.next(6))).map { item in
                        ChecklistItem(id: "card-\(id)-item-\(number)-\(item)", text: sentence(&random, 2 + random.next(5)), done: random.chance(50))
                    })
            }
        }
        if random.chance(50) {
            card.comments = (0..<(1 + random.next(4))).map { number in
                Comment(
                    id: "card-\(id)-comment-\(number)", author: people[random.next(people.count)], date: date(&random),
                    text: sentence(&random, 4 + random.next(25)))
            }
        }
        if random.chance(25) {
            card.attachments = (0..<(1 + random.next(2))).map { number in
                Attachment(
                    id: "card-\(id)-attachment-\(number)", name: sentence(&random, 2) + ".png",
                    url: "https://example.com/files/\(id)/\(number)?name=a%20b&size=\(random.next(9999))",
                    mimeType: random.chance(80) ? mimeTypes[random.next(mimeTypes.count)] : nil,
                    bytes: random.chance(80) ? random.next(5_000_000) : nil)
            }
        }
        if random.chance(20) {
            card.source = Source(system: "trello", id: String(format: "%024x", id), url: random.chance(50) ? "https://trello.com/c/\(id)?a=1&b=2" : nil)
        }
        return card
    }

    /// The board and its XML, about `bytes` long. Lists of 50 to 250 cards are added until the file reaches the
    /// size; each list's share of the file is measured by exporting it alone.
    static func generate(bytes target: Int) throws -> (board: Board, xml: Data) {
        var random = Random(state: 0xB0A2_D5EE_D000_0001)
        let labels = (0..<24).map { Label(id: "label-\($0)", name: sentence(&random, 1 + random.next(2)), color: $0 % 7 == 6 ? nil : colors[$0 % colors.count]) }
        var board = Board(
            id: "board-generated", name: "Generated board — café & co. <\(target / 1_000_000) MB>",
            notes: "A deterministic board for the BoardXMLImport benchmark: " + sentence(&random, 40), labels: labels)
        let exporter = BoardXMLExporter()
        func size(_ board: Board) throws -> Int {
            try exporter.export(board, as: UTType.cardportBoardXML, options: ExportOptions(includeArchived: true)).data.count
        }
        let base = try size(board)
        var total = base
        var cardNumber = 0
        while total < target {
            var list = BoardList(id: "list-\(board.lists.count)", name: sentence(&random, 2), archived: random.chance(3))
            if random.chance(20) { list.cardLimit = 10 + random.next(90) }
            for _ in 0..<(50 + random.next(200)) {
                list.cards.append(card(&random, id: cardNumber, labels: labels))
                cardNumber += 1
            }
            var alone = board
            alone.lists = [list]
            total += try size(alone) - base
            board.lists.append(list)
        }
        let data = try exporter.export(board, as: UTType.cardportBoardXML, options: ExportOptions(includeArchived: true)).data
        return (board, data)
    }
}
