import Adapters
import Foundation
import Testing

@Suite struct ObsidianKanbanAdapterTests {
    @Test func aKanbanBoardFileImportsItsLanesCardsAndArchive() throws {
        let input = AdapterInput.file(try fixtureFile("markdown-obsidian-kanban.md"))
        let result = try ObsidianKanbanAdapter().importBoard(from: input, as: .obsidianKanban, options: ImportOptions())
        let board = result.board
        #expect(board.lists.map(\.name) == ["Backlog", "In progress", "Done", "Archive"])
        #expect(board.lists.map(\.archived) == [false, false, false, true])
        #expect(board.lists[0].cards.map(\.title) == [
            "Draft the onboarding guide", "Collect feedback from the beta", "Plan the Q2 roadmap",
        ])
        // `#docs` is a label; `@{2024-03-18}` an all-day due date.
        #expect(board.labels.map(\.name) == ["docs"])
        #expect(board.lists[0].cards[0].labelIDs == [board.labels[0].id])
        #expect(board.lists[0].cards[1].due == Date(timeIntervalSince1970: 1_710_720_000))
        #expect(board.lists[0].cards[1].dueIsAllDay)
        #expect(board.lists[0].cards[1].notes == "Ask the three pilot teams first.")
        let roadmap = board.lists[0].cards[2]
        #expect(roadmap.checklists.first?.items.map(\.text) == ["List candidate themes", "Book the planning room"])
        #expect(roadmap.checklists.first?.items.map(\.done) == [false, true])
        #expect(board.lists[1].cards.map(\.title) == ["Migrate the wiki to [[New Wiki]]"])
        #expect(board.lists[2].cards.map(\.title) == ["Set up the vault", "Install the Kanban plugin"])
        #expect(board.lists[3].cards.map(\.title) == ["Old kickoff notes"])
        #expect(board.lists[3].cards.allSatisfy { $0.archived })
        // Nothing of the settings block becomes a card or a note.
        #expect(!board.lists.flatMap(\.cards).contains { $0.title.contains("kanban") || $0.notes.contains("lane-width") })
        #expect(board.notes.isEmpty)
        // Checked cards are done, in the Complete lane and out of it; the lane keeps its mark. The view settings
        // are kept whole for the export to write back, so nothing is lost.
        #expect(board.lists[2].cards.allSatisfy { $0.done })
        #expect(board.lists[2].extra["obsidianComplete"] == .bool(true))
        #expect(board.lists[3].cards.allSatisfy { $0.done })
        #expect(!board.lists[0].cards.contains { $0.done })
        #expect(board.extra["obsidianSettings"] == .object([
            "kanban-plugin": .string("basic"), "lane-width": .number("272"),
            "list-collapse": .array([.bool(false), .bool(false), .bool(false)]),
        ]))
        #expect(result.warnings.isEmpty)
        #expect(result.losses.isEmpty)
        #expect(board.lists.flatMap(\.cards).allSatisfy { $0.source?.system == "obsidian-kanban" })
    }

    @Test func theArchiveIsLeftOutWhenArchivedItemsAreNotWanted() throws {
        let input = AdapterInput.file(try fixtureFile("markdown-obsidian-kanban.md"))
        let result = try ObsidianKanbanAdapter().importBoard(
            from: input, as: .obsidianKanban, options: ImportOptions(includeArchived: false))
        #expect(result.board.lists.map(\.name) == ["Backlog", "In progress", "Done"])
        #expect(!result.warnings.contains { $0.message.contains("Old kickoff notes") })
        // An archived card's notes and items go with it, not into the board's notes or other cards.
        let text = "## Open\n\n- [ ] Keep\n\n***\n\n## Archive\n\n- [ ] Old\n\tAn old note.\n\t- [ ] old item\n"
        let small = try ObsidianKanbanAdapter().importBoard(
            from: .data(Data(text.utf8), name: "b.md"), as: .obsidianKanban, options: ImportOptions(includeArchived: false))
        #expect(small.board.lists.map(\.name) == ["Open"])
        #expect(small.board.lists[0].cards.map(\.title) == ["Keep"])
        #expect(small.board.notes.isEmpty)
    }

    @Test func theStandardRegistryReadsAKanbanFileDeclaredAsMarkdown() throws {
        let input = AdapterInput.file(try fixtureFile("markdown-obsidian-kanban.md"))
        let plan = try ConversionPlanner(registry: .standard()).plan(for: input, declaredAs: .markdown, goal: .board)
        #expect(plan.sourceType == .obsidianKanban)
        let board = try #require(try plan.execute(input).board)
        #expect(board.lists.first?.name == "Backlog")
    }

    @Test func exportWritesFrontMatterLanesArchiveAndSettings() throws {
        let board = Board(id: "b", name: "Home", lists: [
            BoardList(id: "l1", name: "Todo", cards: [
                Card(id: "c1", title: "Paint", notes: "Blue.", checklists: [Checklist(id: "k", name: "Checklist", items: [
                    ChecklistItem(id: "i", text: "Buy brushes", done: true),
                ])]),
                Card(id: "c2", title: "Old", archived: true),
            ]),
            BoardList(id: "l2", name: "Gone", archived: true, cards: [Card(id: "c3", title: "Older")]),
        ])
        let result = try ObsidianKanbanAdapter().export(board, as: .obsidianKanban, options: ExportOptions())
        #expect(String(decoding: result.data, as: UTF8.self) == """
            ---

            kanban-plugin: basic

            ---

            ## Todo

            - [ ] Paint
            \tBlue.
            \t- [x] Buy brushes


            ***

            ## Archive

            - [ ] Old
            - [ ] Older


            %% kanban:settings
            ```
            {"kanban-plugin":"basic"}
            ```
            %%

            """)
        #expect(result.warnings.map(\.message).contains {
            $0.hasPrefix("2 archived cards are written in Obsidian's archive")
        })
        // What it writes is an Obsidian board to the refiner, and reads back with the same lanes and cards.
        #expect(identified(.markdown, result.data) == .obsidianKanban)
        let again = try ObsidianKanbanAdapter().importBoard(
            from: .data(result.data, name: "home.md"), as: .obsidianKanban, options: ImportOptions()).board
        #expect(again.lists.map(\.name) == ["Todo", "Archive"])
        #expect(again.lists[0].cards.map(\.title) == ["Paint"])
        #expect(again.lists[0].cards[0].notes == "Blue.")
        #expect(again.lists[0].cards[0].checklists.first?.items.map(\.done) == [true])
        #expect(again.lists[1].cards.map(\.title) == ["Old", "Older"])
    }

    @Test func ofTwoSettingsBlocksTheLastIsKeptWhole() throws {
        // A file edited by hand or merged can hold the block twice: each is read on its own, and neither is taken
        // for a block that is not JSON.
        let text = """
            ---
            kanban-plugin: basic
            ---

            ## Todo

            - [ ] Paint

            %% kanban:settings
            ```
            {"kanban-plugin":"basic","lane-width":300}
            ```
            %%

            %% kanban:settings
            ```
            {"kanban-plugin":"basic","lane-width":272}
            ```
            %%

            """
        let result = try ObsidianKanbanAdapter().importBoard(
            from: .data(Data(text.utf8), name: "twice.md"), as: .obsidianKanban, options: ImportOptions())
        #expect(result.warnings.isEmpty)
        #expect(result.board.extra["obsidianSettings"] == .object(["kanban-plugin": .string("basic"), "lane-width": .number("272")]))
    }

    @Test func wikiLinkDatesBlockIDsTagsAndLineBreaksComeOutOfTheTitleAndGoBackIn() throws {
        let text = """
            ---

            kanban-plugin: basic

            ---

            ## Doing

            - [ ] Renew the domain @[[Feb 10th, 2023]] #admin #web ^k3x9a
            - [ ] First line<br>second line<br>third @{2023-02-11} @@{09:15}


            """
        let adapter = ObsidianKanbanAdapter()
        let result = try adapter.importBoard(from: .data(Data(text.utf8), name: "b.md"), as: .obsidianKanban, options: ImportOptions())
        let cards = result.board.lists[0].cards
        #expect(cards.map(\.title) == ["Renew the domain", "First line"])
        #expect(cards[0].due == Date(timeIntervalSince1970: 1_675_987_200))
        #expect(cards[0].dueIsAllDay)
        #expect(cards[0].labelIDs.compactMap { id in result.board.labels.first { $0.id == id }?.name } == ["admin", "web"])
        #expect(cards[0].extra["obsidianBlockID"] == .string("k3x9a"))
        #expect(cards[1].notes == "second line\nthird")
        #expect(cards[1].due == Date(timeIntervalSince1970: 1_676_073_600 + 9 * 3600 + 15 * 60))
        #expect(!cards[1].dueIsAllDay)
        #expect(result.warnings.isEmpty && result.losses.isEmpty)

        let written = try adapter.export(result.board, as: .obsidianKanban, options: ExportOptions())
        #expect(String(decoding: written.data, as: UTF8.self).contains(
            "- [ ] Renew the domain @{2023-02-10} #admin #web ^k3x9a\n"))
        let again = try adapter.importBoard(from: .data(written.data, name: "b.md"), as: .obsidianKanban, options: ImportOptions())
        #expect(again.board.lists[0].cards.map(\.title) == cards.map(\.title))
        #expect(again.board.lists[0].cards.map(\.due) == cards.map(\.due))
        #expect(again.board.lists[0].cards.map(\.labelIDs) == cards.map(\.labelIDs))
        #expect(again.board.lists[0].cards.map(\.notes) == cards.map(\.notes))
        #expect(again.board.lists[0].cards.map(\.extra) == cards.map(\.extra))
    }

    // MARK: - Real boards (Fixtures/obsidian, see PROVENANCE)

    private func readReal(_ name: String) throws -> ImportResult {
        try ObsidianKanbanAdapter().importBoard(
            from: .file(fixtureFile("obsidian/" + name)), as: .obsidianKanban, options: ImportOptions())
    }

    @Test func aRealBoardKeepsItsLaneLimitsCompleteLaneSubItemsArchiveAndViewSettings() throws {
        let result = try readReal("kanban-parser-full-board.md")
        let board = result.board
        #expect(board.lists.map(\.name) == [
            "Completed", "Active", "Scheduled", "Waiting for", "To Discuss", "Back burner", "Clarify", "Archive",
        ])
        // `## Active (3)` is the plugin's lane with a limit of 3 cards.
        #expect(board.lists.map(\.cardLimit) == [nil, 3, 5, nil, nil, nil, nil, nil])
        #expect(board.lists.map(\.archived) == [false, false, false, false, false, false, false, true])
        #expect(board.lists.map { $0.cards.map(\.title) } == [
            ["Completed 1", "Completed 2"], ["Active 1"], ["Scheduled 1"], ["Waiting for 1"], [],
            ["back burner 1", "back burner 2", "back burner 3"], ["Some Clarify task"], ["Task 1", "Task 2"],
        ])
        #expect(board.lists[0].extra["obsidianComplete"] == .bool(true))
        #expect(board.lists[0].cards.allSatisfy { $0.done })
        #expect(board.lists[7].cards.allSatisfy { $0.done && $0.archived })
        #expect(!board.lists[1...6].flatMap(\.cards).contains { $0.done })
        let burner = board.lists[5].cards[1]
        #expect(burner.checklists.flatMap(\.items).map(\.text) == ["back burner 2a", "back burner 2b"])
        #expect(burner.checklists.flatMap(\.items).map(\.done) == [false, false])
        guard case .object(let settings)? = board.extra["obsidianSettings"] else {
            Issue.record("the settings block was not kept")
            return
        }
        #expect(settings["kanban-plugin"] == .string("board"))
        #expect(settings["new-note-folder"] == .string("01 Projects/Xebia/Tasks"))
        #expect(settings["list-collapse"] == .array([.null, .bool(false), .null]))
        #expect(settings["show-add-list"] == .bool(true) && settings["show-checkboxes"] == .bool(true))
        #expect(result.losses.isEmpty)
    }

    @Test func aRealPersonalBoardKeepsTagsDataviewFieldsAndSubItemsAfterABlankLine() throws {
        let result = try readReal("kanban-parser-complex-tasks.md")
        let board = result.board
        let cards = try #require(board.lists.first?.cards)
        #expect(board.lists.map(\.name) == ["some list"])
        #expect(cards.count == 9)
        #expect(cards.allSatisfy { $0.done })
        func labels(_ card: Card) -> [String] {
            card.labelIDs.compactMap { id in board.labels.first { $0.id == id }?.name }
        }
        // Nested tags are labels; Dataview's inline fields are not Kanban marks and stay in the title.
        #expect(cards[0].title == "Telefoon abo aanpassen [completion:: 2025-06-04]")
        #expect(labels(cards[0]) == ["priority/essential", "type/chore"])
        #expect(cards[5].title.hasPrefix("Overzicht maken van andere re-intergratie mogenlijkheden (e.g. Reizen"))
        #expect(cards[5].title.hasSuffix("[due:: 2025-06-10] [completion:: 2025-06-15]"))
        #expect(labels(cards[5]) == ["priority/critical"])
        // Sub-items after a blank line still belong to the card above them.
        #expect(cards[1].checklists.flatMap(\.items).map(\.text) == [
            "Vegelijk met wat nieuwe klant krijgen.  [completion:: 2025-06-04]",
            "Uitzoeken wat gebeurd met verhuizen  [completion:: 2025-06-04]", "Bellen  [completion:: 2025-06-04]",
        ])
        let energy = cards[6]
        #expect(energy.checklists.flatMap(\.items).map(\.done) == [true, true, false])
        #expect(energy.notes == "#priority/essential")
        #expect(result.losses.isEmpty)
    }

    @Test func aRealBoardWithDescriptionsUnderSubItems() throws {
        let result = try readReal("kanban-parser-description-and-subtasks.md")
        let cards = try #require(result.board.lists.first?.cards)
        #expect(cards.map(\.title) == ["Task with text description and subtasks", "Normal task", "Normal task with subtasks"])
        let items = cards[0].checklists.flatMap(\.items)
        #expect(items.map(\.text) == ["subtask 1", "subtask 2", "subtask 3", "subtask 4"])
        #expect(items.map(\.done) == [false, true, false, false])
        #expect(cards[2].checklists.flatMap(\.items).map(\.text) == ["subtask 1", "subtask 2"])
    }

    @Test(arguments: [
        "kanban-parser-full-board.md", "kanban-parser-complex-tasks.md", "kanban-parser-description-and-subtasks.md",
    ])
    func aRealBoardComesBackTheSameAfterAnExport(name: String) throws {
        let adapter = ObsidianKanbanAdapter()
        let first = try readReal(name)
        let written = try adapter.export(first.board, as: .obsidianKanban, options: ExportOptions())
        let again = try adapter.importBoard(from: .data(written.data, name: name), as: .obsidianKanban, options: ImportOptions())
        #expect(again.board == first.board)
        // What the format cannot hold is said; a board read from the format holds nothing it cannot.
        #expect(written.warnings.isEmpty)
    }
}
