import Adapters
import Foundation
import Testing

@Suite struct TaskPaperAdapterTests {
    func read(_ name: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try TaskPaperAdapter().importBoard(from: .file(try fixtureFile("taskpaper/" + name)), as: .taskPaper, options: options)
    }

    func labelNames(_ card: Card, _ board: Board) -> [String] {
        card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
    }

    func field(_ card: Card, _ name: String, _ board: Board) -> CustomFieldValue.Value? {
        guard let field = board.customFields.first(where: { $0.name == name }) else { return nil }
        return card.customFields.first { $0.fieldID == field.id }?.value
    }

    @Test func taskPapersWelcomeTextIsFourListsOfThreeCards() throws {
        let result = try read("welcome.taskpaper")
        let board = result.board
        #expect(board.name == "welcome")
        #expect(board.lists.map(\.name) == ["Welcome", "To Create Items", "To Organize Items", "To Fold, Focus, and Filter Items"])
        #expect(board.lists.map(\.cards.count) == [3, 3, 3, 3])
        let organize = board.lists[2].cards
        #expect(organize[0].title == "To indent items press the Tab key.")
        #expect(field(organize[0], "defer", board) == .text("2016-04-03"))
        #expect(field(organize[2], "defer", board) == .text("2016-04-04"))
        // An @ inside quotes is text, not a tag.
        #expect(board.lists[1].cards[2].title == "To create a tag, type '@' followed by the tag’s name.")
        #expect(board.labels.isEmpty)
        #expect(board.lists.flatMap(\.cards).allSatisfy { !$0.done })
        #expect(result.losses.isEmpty)
    }

    @Test func theSpecExemplarGivesProjectsTasksNotesSubtasksAndTags() throws {
        let result = try read("exemplar.taskpaper")
        let board = result.board
        #expect(board.lists.map(\.name) == ["Tasks", "A project with some nesting and notes", "This project is"])
        #expect(board.lists.map(\.cards.count) == [1, 3, 7])
        #expect(board.lists[0].cards[0].title == "This is a task that doesn't belong to a project")
        #expect(board.notes.hasPrefix("Here’s how TaskPaper reads a ﬁle\n---"))

        let nesting = board.lists[1]
        #expect(nesting.cards.map(\.title) == ["task one", "task two", "task three"])
        let two = nesting.cards[1]
        #expect(two.checklists.first?.items.map(\.text) == ["subtask a", "subtask b", "sub-subtask c"])
        #expect(two.notes == "this task has (owns) a note\nanother note")
        #expect(result.losses.entries.map(\.description) == ["1 nested subtasks flattened into their card's checklist"])
        guard case .string(let listNotes) = nesting.extra["taskpaper.notes"] else {
            Issue.record("the project's notes are not kept")
            return
        }
        #expect(listNotes.hasPrefix("It's unclear from the spec"))

        let tagged = board.lists[2]
        #expect(tagged.extra["taskpaper.tags"] == .string("@tagged"))
        #expect(tagged.cards.map(\.title) == [
            "and so is this", "this", "this one has tags @mixed in @with the text", "and @this(one) has",
            "this is not a project even though it ends with a colon:",
            "this is a subtask of a note (which is kinda weird IMO)",
            "and the whitespace above should be ignored resulting in this also being a subtask",
        ])
        #expect(labelNames(tagged.cards[0], board) == ["task"])
        #expect(field(tagged.cards[1], "tag", board) == .text("has a value"))
        #expect(labelNames(tagged.cards[2], board) == ["mixed", "with"])
        #expect(labelNames(tagged.cards[3], board) == ["both"])
        #expect(field(tagged.cards[3], "this", board) == .text("one"))
    }

    @Test func plainTasksMarksDatesAndTheArchive() throws {
        let result = try read("plaintasks-test.todo")
        let board = result.board
        #expect(board.lists.map(\.name) == [
            "Due tags highlighting", "Project", "Project / Completed with done/cancel",
            "Project / Completed without done/cancel", "Archive",
        ])
        #expect(board.lists.map(\.cards.count) == [10, 2, 4, 4, 8])
        #expect(board.lists.map(\.archived) == [false, false, false, false, true])
        #expect(board.lists.flatMap(\.cards).filter(\.done).count == 8)

        let due = board.lists[0].cards
        #expect(due[0].title == "misformated")
        #expect(due[0].notes == "February 31st")
        #expect(due[0].due == nil)
        #expect(field(due[0], "due", board) == .text(" 2-31"))
        #expect(due[4].created == BoardDate.date(from: "2011-11-18T16:32:00Z"))
        #expect(result.losses.entries.map(\.description) == ["2 repeated tags not carried (the first on each task is kept)"])

        let withTags = board.lists[2].cards
        #expect(withTags.map(\.title) == ["done simple", "canceled simple", "done with tags", "cenceled with tags"])
        #expect(withTags.map(\.done) == [true, false, true, false])
        #expect(withTags[0].extra["taskpaper.done"] == .string("13-06-27 10:08"))
        #expect(field(withTags[1], "cancelled", board) == .text("13-06-27 10:08"))
        #expect(labelNames(withTags[2], board) == ["tag1", "tag2"])
        // A cancel mark without a @cancelled tag still says so.
        #expect(labelNames(board.lists[3].cards[1], board) == ["cancelled"])
        #expect(field(board.lists[4].cards[0], "project", board) == .text("Project / Completed with done/cancel"))

        var options = ImportOptions()
        options.includeArchived = false
        let live = try read("plaintasks-test.todo", options: options)
        #expect(!live.board.lists.contains { $0.name == "Archive" })
        #expect(live.losses.entries.last?.count == 8)
    }

    @Test func writingThenReadingGivesTheSameBoard() throws {
        for name in ["welcome.taskpaper", "exemplar.taskpaper", "plaintasks-test.todo"] {
            let first = try read(name).board
            let written = try TaskPaperAdapter().export(first, as: .taskPaper, options: ExportOptions())
            #expect(written.warnings.map(\.message) == ["the board's name is not written: a TaskPaper document is named by its file"])
            let again = try TaskPaperAdapter().importBoard(
                from: .data(written.data, name: name), as: .taskPaper, options: ImportOptions()).board
            #expect(again.notes == first.notes, "\(name)")
            #expect(again.lists.map(\.name) == first.lists.map(\.name), "\(name)")
            #expect(again.lists.map(\.archived) == first.lists.map(\.archived), "\(name)")
            let before = first.lists.flatMap(\.cards)
            let after = again.lists.flatMap(\.cards)
            #expect(after.map(\.title) == before.map(\.title), "\(name)")
            #expect(after.map(\.done) == before.map(\.done), "\(name)")
            #expect(after.map(\.notes) == before.map(\.notes), "\(name)")
            #expect(after.map { $0.checklists.flatMap(\.items).map(\.text) } == before.map { $0.checklists.flatMap(\.items).map(\.text) }, "\(name)")
            #expect(after.map { labelNames($0, again).sorted() } == before.map { labelNames($0, first).sorted() }, "\(name)")
        }
    }

    @Test func anotherBoardIsWrittenAsProjectsWithTaggedTasks() throws {
        let board = Board(
            id: "b", name: "Trip", labels: [Label(id: "l1", name: "needs car")],
            lists: [BoardList(id: "L", name: "To Do", cards: [
                Card(id: "c1", title: "Book hotel", notes: "two nights\n- not a task", labelIDs: ["l1"],
                    checklists: [Checklist(id: "k", name: "Pack", items: [ChecklistItem(id: "i", text: "Socks", done: true)])],
                    comments: [Comment(id: "m", author: "a", date: Date(timeIntervalSince1970: 0), text: "hi")],
                    due: BoardDate.date(from: "2024-05-01T00:00:00Z"), done: true, dueIsAllDay: true),
            ])])
        let result = try TaskPaperAdapter().export(board, as: .taskPaper, options: ExportOptions())
        #expect(String(decoding: result.data, as: UTF8.self) == """
            To Do:
            \t- Book hotel @needs_car @due(2024-05-01) @done
            \t\ttwo nights
            \t\t> - not a task
            \t\t- Socks @done

            """)
        #expect(result.warnings.map(\.message) == [
            "1 checklist names not written: TaskPaper has no place for them",
            "1 comments not written: TaskPaper has no place for them",
            "the board's name is not written: a TaskPaper document is named by its file",
        ])
    }

    @Test func titlesEndingInATagAreCounted() throws {
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "Inbox", cards: [
            Card(id: "1", title: "Call @bob"),
            Card(id: "2", title: "Email @bob today"),
        ])])
        let result = try TaskPaperAdapter().export(board, as: .taskPaper, options: ExportOptions())
        #expect(result.warnings.map(\.message) == [
            "1 card title(s) will read back differently: a tag at the end of a title is read as a tag",
        ])
    }

    @Test func aNestedProjectsListIsNamedByItsPathFromTheTop() throws {
        let text = "Home:\n\tGarden:\n\t\t- weed\n\t\tShed:\n\t\t\t- paint\n"
        let board = try TaskPaperAdapter().importBoard(from: .data(Data(text.utf8), name: "home.taskpaper"), as: .taskPaper, options: ImportOptions()).board
        #expect(board.lists.map(\.name) == ["Home", "Home / Garden", "Home / Garden / Shed"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [[], ["weed"], ["paint"]])
    }

    @Test func deepIndentationIsRefusedWithItsLine() throws {
        var options = ImportOptions()
        options.maximumDepth = 3
        let text = "A:\n\t- a\n\t\t- b\n\t\t\t- c\n"
        #expect(throws: AdapterError.self) {
            try TaskPaperAdapter().importBoard(from: .data(Data(text.utf8), name: "deep.taskpaper"), as: .taskPaper, options: options)
        }
        do {
            _ = try TaskPaperAdapter().importBoard(from: .data(Data(text.utf8), name: "deep.taskpaper"), as: .taskPaper, options: options)
        } catch let error as AdapterError {
            #expect(error.code == .limitExceeded)
            #expect(error.description == "deep.taskpaper: line 4: items are nested more than 3 levels deep")
        }
    }
}
