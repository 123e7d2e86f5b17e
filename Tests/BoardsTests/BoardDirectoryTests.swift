import Foundation
import Testing

@testable import Boards

/// Writers and pages look a card's labels, people, fields and linked cards up in a ``BoardDirectory`` instead of
/// searching the board for each: every answer must be the one the board's own search gives, duplicates and
/// all, or an exported file would change with the way it was written.
@Suite struct BoardDirectoryTests {
    /// A board whose ids, names and usernames repeat, so that which one wins shows.
    static let board = Board(
        id: "b", name: "B",
        labels: [
            Label(id: "l1", name: "first", color: "green"), Label(id: "l2", name: "other", color: "red"),
            Label(id: "l1", name: "second", color: "blue"),
        ],
        lists: [
            BoardList(id: "a", name: "A", cards: [Card(id: "c1", title: "one"), Card(id: "c2", title: "two")]),
            BoardList(id: "b", name: "B", cards: [Card(id: "c1", title: "one again"), Card(id: "c3", title: "three")]),
        ],
        people: [
            Person(id: "p1", name: "Ada", username: "grace"),
            Person(id: "p2", name: "Grace", username: "ada"),
            Person(id: "Ada", name: "Someone", username: "someone"),
            Person(id: "p1", name: "Ada Two", username: "ada2"),
            Person(id: "p4", name: "", username: nil),
        ],
        customFields: [
            CustomField(id: "f", name: "Priority", kind: .option, options: [
                CustomFieldOption(id: "o1", name: "High"), CustomFieldOption(id: "o1", name: "Higher"),
                CustomFieldOption(id: "o2", name: "Low"),
            ]),
            CustomField(id: "f", name: "Shadowed", kind: .option, options: [CustomFieldOption(id: "o3", name: "Never")]),
        ])

    @Test func peopleResolveAsTheBoardResolvesThem() {
        let board = Self.board
        let directory = BoardDirectory(board)
        // Ids before names; of several names or usernames, the first person in the board's order.
        for reference in ["p1", "p2", "Ada", "ada", "grace", "Grace", "someone", "Ada Two", "ada2", "", "p4", "nobody"] {
            #expect(directory.person(named: reference) == board.person(named: reference), "\(reference)")
            #expect(directory.displayName(ofPerson: reference) == board.displayName(ofPerson: reference), "\(reference)")
        }
        #expect(directory.person(named: "Ada")?.id == "Ada")
        #expect(directory.person(named: "grace")?.id == "p1")
        #expect(directory.person(named: "ada")?.id == "p2")
    }

    @Test func theFirstOfEachIDWins() {
        let directory = BoardDirectory(Self.board)
        #expect(directory.label(id: "l1")?.name == "first")
        #expect(directory.label(id: "l2")?.name == "other")
        #expect(directory.label(id: "none") == nil)
        #expect(directory.customField(id: "f")?.name == "Priority")
        #expect(directory.optionName(field: "f", option: "o1") == "High")
        #expect(directory.optionName(field: "f", option: "o2") == "Low")
        #expect(directory.optionName(field: "f", option: "o3") == nil)
        #expect(directory.cardTitle(id: "c1") == "one")
        #expect(directory.cardTitle(id: "c3") == "three")
        #expect(BoardDirectory(Self.board, cards: false).cardTitle(id: "c1") == nil)
    }
}
