import Foundation
import Testing

@testable import Boards

@Suite struct BoardModelTests {
    @Test func newValuesAreEmptyAndOpen() {
        let card = Card(id: "c", title: "Buy milk")
        #expect(card.notes.isEmpty && !card.archived && !card.dueComplete)
        #expect(card.labelIDs.isEmpty && card.checklists.isEmpty && card.comments.isEmpty && card.attachments.isEmpty)
        #expect(card.due == nil && card.start == nil && card.source == nil && card.members.isEmpty)
        let list = BoardList(id: "l", name: "To do")
        #expect(!list.archived && list.cards.isEmpty && list.cardLimit == nil)
        #expect(Label(id: "x").name.isEmpty && Label(id: "x").color == nil)
    }

    @Test func boardsAreValuesThatCopy() {
        var board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [Card(id: "c", title: "t")])])
        let copy = board
        board.lists[0].cards[0].title = "changed"
        #expect(copy.lists[0].cards[0].title == "t")
        #expect(copy != board)
    }

    /// A card with every part most cards lack, each set to something other than its default.
    private static func cardWithEveryPart() -> Card {
        Card(
            id: "c", title: "Ship it",
            checklists: [Checklist(id: "k", name: "Steps", items: [ChecklistItem(id: "i", text: "Write it")])],
            attachments: [Attachment(id: "a", name: "plan.pdf", url: "https://example.com/plan.pdf")],
            start: Date(timeIntervalSince1970: 1_700_000_000), startIsAllDay: true, timeZone: "Europe/Berlin",
            cover: CardCover(color: "green"), links: [CardLink(kind: .parent, cardID: "p")],
            extra: ["trello": .object(["pos": .number("16384")])])
    }

    @Test func everyPartOfACardReadsBackAsSet() {
        let card = Self.cardWithEveryPart()
        #expect(card.checklists.map(\.name) == ["Steps"] && card.checklists[0].items.map(\.text) == ["Write it"])
        #expect(card.attachments.map(\.url) == ["https://example.com/plan.pdf"])
        #expect(card.start == Date(timeIntervalSince1970: 1_700_000_000) && card.startIsAllDay)
        #expect(card.timeZone == "Europe/Berlin" && card.cover == CardCover(color: "green"))
        #expect(card.links == [CardLink(kind: .parent, cardID: "p")])
        #expect(card.extra == ["trello": .object(["pos": .number("16384")])])
    }

    @Test func changingACopyOfACardLeavesTheOriginal() {
        let original = Self.cardWithEveryPart()
        var copy = original
        copy.checklists[0].items[0].done = true
        copy.attachments.append(Attachment(id: "b", name: "notes.txt", url: "https://example.com/notes.txt"))
        copy.links.removeAll()
        copy.cover?.color = "red"
        copy.timeZone = nil
        copy.start = nil
        copy.startIsAllDay = false
        copy.extra["jira"] = .string("CP-1")
        #expect(original == Self.cardWithEveryPart())
        #expect(!original.checklists[0].items[0].done && original.attachments.count == 1 && original.links.count == 1)
        #expect(original.cover?.color == "green" && original.timeZone == "Europe/Berlin" && original.start != nil)
        #expect(original.extra["jira"] == nil)
        #expect(copy.checklists[0].items[0].done && copy.attachments.count == 2 && copy.links.isEmpty)
        #expect(copy.cover?.color == "red" && copy.timeZone == nil && copy.start == nil && copy.extra["jira"] != nil)
    }

    @Test func emptyingEveryPartInPlaceLeavesACardWithoutThem() {
        var card = Self.cardWithEveryPart()
        card.checklists.removeAll()
        card.attachments.removeAll()
        card.links.removeAll()
        card.extra.removeAll()
        card.cover = nil
        card.timeZone = nil
        card.start = nil
        card.startIsAllDay = false
        #expect(!card.hasRareParts)
        #expect(card == Card(id: card.id, title: card.title, notes: card.notes, archived: card.archived, labelIDs: card.labelIDs,
                             comments: card.comments, due: card.due, dueComplete: card.dueComplete,
                             members: card.members, source: card.source, done: card.done, dueIsAllDay: card.dueIsAllDay,
                             reporter: card.reporter, created: card.created, customFields: card.customFields))
    }

    @Test func cardsCompareAndHashByWhatTheyHold() {
        let plain = Card(id: "c", title: "Ship it")
        var cleared = Self.cardWithEveryPart()
        cleared.checklists = []
        cleared.attachments = []
        cleared.links = []
        cleared.cover = nil
        cleared.timeZone = nil
        cleared.start = nil
        cleared.startIsAllDay = false
        cleared.extra = [:]
        #expect(cleared == plain)
        #expect(Set([cleared, plain]).count == 1)

        var built = plain
        built.links = [CardLink(kind: .parent, cardID: "p")]
        var other = plain
        other.links.append(CardLink(kind: .parent, cardID: "p"))
        #expect(built == other && built != plain)
        #expect(Set([built, other, plain]).count == 2)

        var allDay = plain
        allDay.startIsAllDay = true
        #expect(allDay != plain)
    }

    @Test func copiesOfACardChangeInTasksOfTheirOwn() async {
        let original = Self.cardWithEveryPart()
        let changed = await withTaskGroup(of: Card.self) { group in
            for index in 0..<8 {
                group.addTask {
                    var card = original
                    card.links.append(CardLink(kind: .child, cardID: "child-\(index)"))
                    card.extra["child"] = .string("child-\(index)")
                    return card
                }
            }
            return await group.reduce(into: [Card]()) { $0.append($1) }
        }
        #expect(original == Self.cardWithEveryPart())
        #expect(Set(changed.compactMap { $0.links.last?.cardID }) == Set((0..<8).map { "child-\($0)" }))
        for card in changed {
            #expect(card.links.count == 2 && card.extra["child"] == .string(card.links[1].cardID ?? ""))
        }
    }

    @Test func boardsCrossTasks() async {
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L")])
        let name = await Task.detached { board.lists.first?.name }.value
        #expect(name == "L")
    }
}
