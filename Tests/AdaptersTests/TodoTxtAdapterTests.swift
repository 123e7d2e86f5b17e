import Adapters
import Foundation
import Testing

@Suite struct TodoTxtAdapterTests {
    func read(_ name: String, by grouping: TodoTxtGrouping = .project) throws -> ImportResult {
        var options = ImportOptions()
        options.todoTxtGrouping = grouping
        return try TodoTxtAdapter().importBoard(
            from: .file(try fixtureFile("todotxt/" + name)), as: .todoTxt, options: options)
    }

    func read(text: String, by grouping: TodoTxtGrouping = .project) throws -> ImportResult {
        var options = ImportOptions()
        options.todoTxtGrouping = grouping
        return try TodoTxtAdapter().importBoard(from: .data(Data(text.utf8), name: "todo.txt"), as: .todoTxt, options: options)
    }

    func day(_ text: String) -> Date? { BoardDate.date(from: text + "T00:00:00Z") }

    func labelNames(_ card: Card, _ board: Board) -> [String] {
        card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
    }

    func field(_ card: Card, _ name: String, _ board: Board) -> CustomFieldValue.Value? {
        guard let field = board.customFields.first(where: { $0.name == name }) else { return nil }
        return card.customFields.first { $0.fieldID == field.id }?.value
    }

    @Test func aRealFileBecomesOneCardPerLineInListsByProject() throws {
        let result = try read("todo-txt-php-tests.txt")
        let board = result.board
        #expect(board.name == "todo-txt-php-tests")
        #expect(board.lists.map(\.name) == ["+project", "+anotherProject", "No project"])
        #expect(board.lists.map(\.cards.count) == [4, 1, 10])
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.count == 15)
        #expect(result.losses.isEmpty)

        let completed = try #require(cards.first { $0.title == "a simple completed task" })
        #expect(completed.done)
        #expect(completed.extra["todo.txt.completed"] == .string("2015-05-26"))
        #expect(completed.created == nil)

        let created = try #require(cards.first { $0.title == "a short task with a creation date" })
        #expect(!created.done)
        #expect(created.created == day("2015-05-28"))

        let due = try #require(cards.first { $0.title == "a task with a due date" })
        #expect(due.due == day("2016-06-30"))
        #expect(due.dueIsAllDay)

        let full = try #require(board.lists[0].cards.first { $0.title.hasPrefix("a task with a and a") })
        #expect(full.title == "a task with a and a an a due date")
        #expect(labelNames(full, board) == ["+project", "@context"])
        #expect(field(full, "Priority", board).flatMap { value in
            if case .option(let id) = value { board.customFields[0].options.first { $0.id == id }?.name } else { nil }
        } == "A")
        #expect(full.created == day("2015-05-15"))
        #expect(full.due == day("2016-06-15"))

        let doneWithBoth = try #require(board.lists[0].cards.last)
        #expect(doneWithBoth.done)
        #expect(doneWithBoth.created == day("2015-04-20"))
        #expect(doneWithBoth.extra["todo.txt.completed"] == .string("2015-05-20"))
        #expect(doneWithBoth.due == day("2015-05-25"))
        #expect(board.customFields.map(\.name) == ["Priority"])
        #expect(board.customFields[0].options.map(\.name) == ["A", "B", "C"])
    }

    @Test func listsFollowTheChosenGrouping() throws {
        let byContext = try read("anansi-basic-todo.txt", by: .context).board
        #expect(byContext.lists.map(\.name) == ["@context2", "@context3", "@context4"])
        #expect(byContext.lists.map(\.cards.count) == [4, 4, 1])

        let byPriority = try read("anansi-basic-todo.txt", by: .priority).board
        #expect(byPriority.lists.map(\.name) == ["(A)", "(B)", "(C)", "(D)", "No priority"])
        #expect(byPriority.lists.map(\.cards.count) == [2, 1, 1, 1, 4])
        // A done line keeps its priority, as the format's own description shows (`x (A) 2016-05-20 …`).
        let doneA = byPriority.lists[0].cards
        #expect(doneA.map(\.done) == [true, true])
        #expect(doneA[1].created == day("2020-10-20"))
        #expect(doneA[1].extra["todo.txt.completed"] == .string("2020-10-21"))
        #expect(field(doneA[1], "keyword", byPriority) == .text("value"))
    }

    @Test func aLargerRealFileKeepsEveryLineAndItsDoneState() throws {
        let result = try read("anansi-complex-todo.txt")
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.count == 68)
        #expect(cards.filter(\.done).count == 18)
        // `[created:2023-08-27]` is a key:value pair by the format's grammar (a key may start with `[`).
        let golden = try #require(cards.first { $0.title.hasPrefix("golden apples") })
        #expect(golden.title == "golden apples")
        #expect(field(golden, "[created", result.board) == .text("2023-08-27]"))
        #expect(result.losses.isEmpty)
        #expect(result.board.lists.first?.name == "+project1")
    }

    @Test func theFormatsEdgeCasesFromItsDescription() throws {
        let board = try read(text: """
            X 2012-01-01 Make resolutions
            (A) x Find ticket prices
            xylophone lesson
            (b) Get back to the boss
            Email SoAndSo at soandso@example.com
            Learn how to add 2+2
            Visit https://example.com/a:b today
            See http://example.com first
            x 2011-03-03 Call Mom
            """).board
        let cards = board.lists.flatMap(\.cards)
        #expect(cards.map(\.done) == [false, false, false, false, false, false, false, false, true])
        #expect(cards[0].title == "X 2012-01-01 Make resolutions")
        #expect(cards[1].title == "x Find ticket prices")
        #expect(cards[3].title == "(b) Get back to the boss")
        #expect(cards[4].title == "Email SoAndSo at soandso@example.com")
        #expect(cards[5].title == "Learn how to add 2+2")
        #expect(cards[6].title == "Visit https://example.com/a:b today")
        #expect(cards[7].title == "See http://example.com first")
        #expect(board.labels.isEmpty)
    }

    @Test func repeatedKeysAreCounted() throws {
        let result = try read(text: "Call Mom due:2024-01-01 due:2024-02-01 rec:1w\n")
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.due == day("2024-01-01"))
        #expect(result.losses.entries.map(\.count) == [1])
        #expect(result.losses.entries.first?.kind == "repeated key:value tags")
        #expect(field(card, "rec", result.board) == .text("1w"))
    }

    @Test func writingThenReadingGivesTheSameBoard() throws {
        for name in ["todo-txt-php-tests.txt", "anansi-basic-todo.txt", "anansi-complex-todo.txt"] {
            let first = try read(name).board
            let written = try TodoTxtAdapter().export(first, as: .todoTxt, options: ExportOptions())
            #expect(written.warnings.map(\.message) == ["the board's name and notes are not written: todo.txt has no place for them"])
            let again = try TodoTxtAdapter().importBoard(
                from: .data(written.data, name: name), as: .todoTxt, options: ImportOptions()).board
            #expect(again.lists.map(\.name) == first.lists.map(\.name), "\(name)")
            let before = first.lists.flatMap(\.cards)
            let after = again.lists.flatMap(\.cards)
            #expect(after.map(\.title) == before.map(\.title), "\(name)")
            #expect(after.map(\.done) == before.map(\.done), "\(name)")
            #expect(after.map(\.due) == before.map(\.due), "\(name)")
            #expect(after.map(\.created) == before.map(\.created), "\(name)")
            #expect(after.map { labelNames($0, again) } == before.map { labelNames($0, first) }, "\(name)")
        }
    }

    @Test func anotherBoardIsWrittenWithItsListsAsProjectsAndSaysWhatItDrops() throws {
        let board = Board(
            id: "b", name: "Trip", labels: [Label(id: "l1", name: "Needs car")],
            lists: [BoardList(id: "L", name: "To Do", cards: [
                Card(id: "c1", title: "Book\nhotel", notes: "two nights", labelIDs: ["l1"], due: day("2024-05-01"), done: true),
            ])])
        let result = try TodoTxtAdapter().export(board, as: .todoTxt, options: ExportOptions())
        #expect(String(decoding: result.data, as: UTF8.self) == "x Book hotel +To_Do @Needs_car due:2024-05-01\n")
        #expect(result.warnings.map(\.message) == [
            "1 notes not written: a todo.txt line has no place for them",
            "the board's name and notes are not written: todo.txt has no place for them",
        ])
    }

    @Test func titlesThatWouldReadBackOtherwiseAreCounted() throws {
        let board = Board(id: "b", name: "", lists: [BoardList(id: "L", name: "Inbox", cards: [
            Card(id: "1", title: "x marks the spot"),
            Card(id: "2", title: "Email @bob about time:noon"),
            Card(id: "3", title: "Plain title"),
        ])])
        let result = try TodoTxtAdapter().export(board, as: .todoTxt, options: ExportOptions())
        #expect(result.warnings.map(\.message) == [
            "2 card title(s) will read back differently: todo.txt cannot escape a leading `x `, priority or date, "
                + "nor `+word`, `@word` and `key:value` words in a title",
        ])
    }

    @Test func plainTextThatIsTodoTxtIsRecognised() throws {
        #expect(identified(.plainText, try fixtureData("todotxt/anansi-basic-todo.txt")) == .todoTxt)
        #expect(identified(.plainText, try fixtureData("todotxt/todo-txt-php-tests.txt")) == .todoTxt)
        #expect(identified(.plainText, Data("Milk\nEggs @home\nBread\n".utf8)) == .plainText)
        #expect(identified(.plainText, try fixtureData("text-errands-crlf.txt")) == .plainText)
        #expect(identified(.markdown, try fixtureData("todotxt/anansi-basic-todo.txt")) == .markdown)
        // Timestamps and log lines start with a date too; without a project or context they stay plain text.
        #expect(identified(.plainText, Data("2024-03-01 12:30:00".utf8)) == .plainText)
        #expect(identified(.plainText, Data("2024-03-01 09:14 deploy started\n2024-03-01 09:20 done\n".utf8)) == .plainText)
        #expect(identified(.plainText, Data("2024-03-01 Call Ann +garden @phone\n".utf8)) == .todoTxt)
    }
}
