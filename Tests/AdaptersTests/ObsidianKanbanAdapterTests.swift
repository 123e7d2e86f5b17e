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
        // Checked cards are done, in the Complete lane and out of it; the lane keeps its mark. Only the view
        // settings beyond the plugin's own key are not carried, and they are named and counted.
        #expect(board.lists[2].cards.allSatisfy { $0.done })
        #expect(board.lists[2].extra["obsidianComplete"] == .bool(true))
        #expect(board.lists[3].cards.allSatisfy { $0.done })
        #expect(!board.lists[0].cards.contains { $0.done })
        #expect(result.warnings.map(\.description) == [
            "line 39: Obsidian's board settings are not imported: lane-width, list-collapse",
        ])
        #expect(result.losses.entries.map(\.description) == ["2 Obsidian board settings not carried"])
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
        #expect(TypeRefiner.refine(.markdown, data: result.data) == .obsidianKanban)
        let again = try ObsidianKanbanAdapter().importBoard(
            from: .data(result.data, name: "home.md"), as: .obsidianKanban, options: ImportOptions()).board
        #expect(again.lists.map(\.name) == ["Todo", "Archive"])
        #expect(again.lists[0].cards.map(\.title) == ["Paint"])
        #expect(again.lists[0].cards[0].notes == "Blue.")
        #expect(again.lists[0].cards[0].checklists.first?.items.map(\.done) == [true])
        #expect(again.lists[1].cards.map(\.title) == ["Old", "Older"])
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
}
