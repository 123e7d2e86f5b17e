import Adapters
import Foundation
import Testing

@Suite struct MarkdownAdapterTests {
    func read(_ text: String) throws -> ImportResult {
        try MarkdownAdapter().importBoard(from: .data(Data(text.utf8), name: "t.md"), as: .markdown, options: ImportOptions())
    }

    @Test func aRealTaskListBecomesListsCardsAndChecklists() throws {
        let input = AdapterInput.file(try fixtureFile("markdown-release-checklist.md"))
        let result = try MarkdownAdapter().importBoard(from: input, as: .markdown, options: ImportOptions())
        let board = result.board
        #expect(board.name == "Release 2.4")
        #expect(board.notes == "Tasks for the 2.4 release. Tick items off as they land.")
        #expect(board.lists.map(\.name) == ["Before the freeze", "Release day", "After"])
        #expect(board.lists[0].cards.map(\.title) == [
            "Merge the importer rewrite (#812)", "Update the changelog", "Bump the version in `Package.swift`",
        ])
        let changelog = board.lists[0].cards[1]
        #expect(changelog.checklists.count == 1)
        #expect(changelog.checklists[0].items.map(\.text) == ["Features", "Fixes", "Breaking changes"])
        #expect(changelog.checklists[0].items.map(\.done) == [true, false, false])
        #expect(board.lists[1].cards.map(\.title) == ["Tag the release", "Publish the binaries", "Announce on the forum"])
        let publish = board.lists[1].cards[1]
        #expect(publish.notes == "The Linux build needs the static stdlib.")
        #expect(publish.checklists.first?.items.map(\.text) == ["x86_64", "aarch64"])
        #expect(board.lists[2].cards.map(\.title) == ["Close the milestone", "Triage new reports"])
        // The one checked card (line 7) is done; nothing is lost.
        #expect(board.lists.flatMap(\.cards).filter(\.done).map(\.title) == ["Merge the importer rewrite (#812)"])
        #expect(result.warnings.isEmpty)
        #expect(result.losses.isEmpty)
        #expect(board.lists.flatMap(\.cards).allSatisfy { $0.source?.system == "markdown" })
    }

    @Test func cardsBeforeAnyHeadingGoInADefaultListAndEveryLineIsACardWithoutItems() throws {
        let board = try read("Milk\nEggs\n\n  \nBread\n").board
        #expect(board.lists.map(\.name) == ["Cards"])
        #expect(board.lists[0].cards.map(\.title) == ["Milk", "Eggs", "Bread"])
    }

    @Test func headingsOfAnyLevelStartLists() throws {
        let board = try read("# One\n- a\n# Two\n### Three\n- b\n").board
        #expect(board.name == "")
        #expect(board.lists.map(\.name) == ["One", "Two", "Three"])
        #expect(board.lists.map(\.cards.count) == [1, 0, 1])
    }

    @Test func frontMatterIsSkippedWithAWarning() throws {
        let result = try read("---\ntitle: Plans\n---\n- a\n")
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["a"])
        #expect(result.warnings.map(\.message) == ["the front matter is not imported"])
    }

    @Test func fencedCodeUnderACardIsPartOfItsNotes() throws {
        let board = try read("- Run this\n  ```\n  - not an item\n  ```\n- Next\n").board
        let cards = board.lists[0].cards
        #expect(cards.map(\.title) == ["Run this", "Next"])
        #expect(cards[0].notes == "```\n- not an item\n```")
        #expect(cards[0].checklists.isEmpty)
    }

    @Test func deeperNestingIsFlattenedWithAWarning() throws {
        let result = try read("- Card\n  - one\n    - two\n")
        #expect(result.board.lists[0].cards[0].checklists[0].items.map(\.text) == ["one", "two"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings[0].location == "line 3")
    }

    @Test func exportWritesTheShapeItReads() throws {
        let card = Card(
            id: "c", title: "Write docs", notes: "Both guides.",
            checklists: [Checklist(id: "k", name: "Checklist", items: [
                ChecklistItem(id: "i1", text: "API", done: true), ChecklistItem(id: "i2", text: "[draft] CLI"),
            ])])
        let board = Board(id: "b", name: "Docs", lists: [BoardList(id: "l", name: "Now", cards: [card])])
        let result = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        #expect(String(decoding: result.data, as: UTF8.self) == """
            # Docs

            ## Now

            - Write docs
              Both guides.
              - [x] API
              - [ ] \\[draft\\] CLI


            """)
        #expect(result.warnings.isEmpty)
    }

    @Test func exportWarnsAboutWhatMarkdownCannotCarry() throws {
        let card = Card(
            id: "c", title: "Two\nlines", labelIDs: ["g"],
            comments: [Comment(id: "m", author: "ann", date: Date(timeIntervalSince1970: 0), text: "hi")],
            attachments: [Attachment(id: "a", name: "x", url: "https://example.com/x")],
            due: Date(timeIntervalSince1970: 0), start: Date(timeIntervalSince1970: 0), members: ["ann"])
        let board = Board(id: "b", name: "", labels: [Label(id: "g", name: "green")],
                          lists: [BoardList(id: "l", name: "L", cards: [card])])
        let result = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        let messages = result.warnings.map(\.message)
        #expect(messages.contains("1 comments are not written: Markdown has no place for them"))
        #expect(messages.contains("1 attachments are not written: Markdown has no place for them"))
        #expect(messages.contains("1 labels are not written: Markdown has no place for them"))
        #expect(messages.contains("1 start dates are not written: Markdown has no place for them"))
        #expect(messages.contains("1 member names are not written: Markdown has no place for them"))
        #expect(messages.contains { $0.hasPrefix("a card spanning several lines is written on one line") })
        #expect(String(decoding: result.data, as: UTF8.self).contains("- Two lines @{1970-01-01} @@{00:00}\n"))
    }

    @Test func doneCardsAndDueDatesAreWrittenAndReadBack() throws {
        let due = Date(timeIntervalSince1970: 1_785_456_000)  // 2026-07-31, all day
        let timed = Date(timeIntervalSince1970: 1_785_456_000 + 14 * 3600 + 30 * 60)
        let board = Board(id: "b", name: "", lists: [BoardList(id: "l", name: "L", cards: [
            Card(id: "a", title: "Ship it", due: due, done: true, dueIsAllDay: true),
            Card(id: "b", title: "Call @{not a date}", due: timed),
        ])])
        let written = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        let text = String(decoding: written.data, as: UTF8.self)
        #expect(text.contains("- [x] Ship it @{2026-07-31}\n"))
        #expect(text.contains("- Call @\\{not a date} @{2026-07-31} @@{14:30}\n"))
        let cards = try read(text).board.lists[0].cards
        #expect(cards.map(\.title) == ["Ship it", "Call @{not a date}"])
        #expect(cards.map(\.done) == [true, false])
        #expect(cards.map(\.due) == [due, timed])
        #expect(cards.map(\.dueIsAllDay) == [true, false])
    }

    @Test func aTaskWrappedOntoTheNextLineKeepsItsWholeTitle() throws {
        let board = try read("## Todo\n\n- [ ] Write the release notes for the\nnew importer\n- [x] Done\n").board
        #expect(board.lists[0].cards.map(\.title) == ["Write the release notes for the new importer", "Done"])
        #expect(board.lists[0].cards.map(\.done) == [false, true])
    }

    @Test func archivedItemsAreLeftOutWhenAsked() throws {
        let board = Board(id: "b", name: "", lists: [
            BoardList(id: "l1", name: "Open", cards: [Card(id: "c1", title: "keep"), Card(id: "c2", title: "old", archived: true)]),
            BoardList(id: "l2", name: "Gone", archived: true),
        ])
        let result = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions(includeArchived: false))
        let text = String(decoding: result.data, as: UTF8.self)
        #expect(text == "## Open\n\n- keep\n\n")
        #expect(result.warnings.isEmpty)
        // Kept, they are written as open ones, and the lost marks are counted.
        let all = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        #expect(String(decoding: all.data, as: UTF8.self) == "## Open\n\n- keep\n- old\n\n## Gone\n\n\n")
        #expect(all.warnings.map(\.message) == ["2 archived marks are not written: Markdown has no place for them"])
    }

    @Test func aTypeItDoesNotReadIsRefused() {
        let error = #expect(throws: AdapterError.self) {
            try MarkdownAdapter().importBoard(from: .data(Data("a".utf8), name: "x"), as: .json, options: ImportOptions())
        }
        #expect(error?.code == .unsupportedType)
    }
}

@Suite struct MarkdownRealFileTests {
    @Test func aRealTODOFileBecomesTwoListsWithSubItemsAsChecklists() throws {
        let input = AdapterInput.file(try fixtureFile("markdown-view-todo.md"))
        let result = try MarkdownAdapter().importBoard(from: input, as: .markdown, options: ImportOptions())
        let board = result.board
        #expect(result.warnings.isEmpty)
        #expect(board.name.isEmpty)
        #expect(board.lists.map(\.name) == ["TODO", "DONE"])
        #expect(board.lists[0].cards.map(\.title) == [
            "Create ProjectConfigurationRepository#getFromPath", "Implement GET /projects",
            "Set up frontend build with bulbo", "Server",
        ])
        #expect(board.lists[0].cards[3].checklists.first?.items.map(\.text) == [
            "search configuraton $CWD/todo.conf.yml -> $HOME/.todo.conf.yml",
        ])
        #expect(board.lists[1].cards.map(\.title) == [
            "Create TODO model", "Create Project model", "Create ProjectConfiguration model", "Set up package.json",
        ])
        #expect(board.lists[1].cards.map { $0.checklists.first?.items.count ?? 0 } == [3, 4, 4, 0])
        #expect(board.lists.flatMap(\.cards).flatMap(\.checklists).flatMap(\.items).allSatisfy { !$0.done })
    }

    @Test func aRealTODOKeepsItsDoneMarksAndComesBackTheSame() throws {
        let result = try MarkdownAdapter().importBoard(
            from: .file(fixtureFile("markdown-kai-todo.md")), as: .markdown, options: ImportOptions())
        let board = result.board
        #expect(board.name == "TODO")
        #expect(board.lists.map(\.name) == ["Git", "Core", "Cosmetics", "Dev", "Roadmap"])
        #expect(board.lists.flatMap(\.cards).filter(\.done).map(\.title) == [
            "Todo Tasks init file", "Get 3 letter name", "Docs",
        ])
        #expect(board.lists.map(\.cards.count) == [4, 14, 4, 2, 2])
        #expect(result.warnings.isEmpty && result.losses.isEmpty)
        let written = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        let again = try MarkdownAdapter().importBoard(from: .data(written.data, name: "again.md"), as: .markdown, options: ImportOptions()).board
        #expect(again.lists.map { $0.cards.map(\.title) } == board.lists.map { $0.cards.map(\.title) })
        #expect(again.lists.map { $0.cards.map(\.done) } == board.lists.map { $0.cards.map(\.done) })
    }

    @Test func aRealTODOWithEmptyParentHeadingsAndAFencedBlockKeepsEveryLine() throws {
        let result = try MarkdownAdapter().importBoard(
            from: .file(fixtureFile("markdown-cookiecutter-ai-conventions-todo.md")), as: .markdown, options: ImportOptions())
        let board = result.board
        #expect(board.name == "TODO - Implementation Checklist")
        #expect(board.lists.map(\.name) == [
            "1.0 Roadmap \u{2705}", "Future Enhancements", "Textual TUI Improvements", "Configuration System Enhancements",
            "General Improvements", "Immediate Tasks", "Commands to Run",
        ])
        #expect(board.lists.map(\.cards.count) == [8, 0, 5, 5, 5, 4, 0])
        #expect(board.lists[0].cards.allSatisfy { $0.done })
        #expect(!board.lists.dropFirst().flatMap(\.cards).contains { $0.done })
        // Line 8 ends in a space; the title does not.
        #expect(board.lists[0].cards[1].title == "Context canary system for verifying conventions are loaded (#38)")
        #expect(board.lists[0].cards[7].title == "Test coverage for all core features (#44)")
        #expect(board.lists[2].cards.map(\.title) == [
            "Add configuration editor screen", "Domain browser and manager", "Provider status dashboard",
            "Learning review interface", "Update checker",
        ])
        #expect(board.lists[5].cards.map(\.title) == [
            "Update README.md with new features", "Create release notes for 1.0", "Update documentation site", "Tag 1.0 release",
        ])
        // The `# Run tests` lines are inside a code block: code, not lists. With the paragraph under the first
        // heading they are the board's notes, blank lines in the block kept.
        #expect(board.notes == """
            Core features completed for 1.0 release:
            ```bash
            # Run tests
            uv run pytest

            # Check test coverage
            uv run pytest --cov

            # Run linting
            uv run ruff check .

            # Format code
            uv run ruff format .
            ```
            """)
        #expect(board.lists.flatMap(\.cards).allSatisfy { $0.notes.isEmpty && $0.checklists.isEmpty })
        #expect(result.warnings.isEmpty && result.losses.isEmpty)
    }
}
