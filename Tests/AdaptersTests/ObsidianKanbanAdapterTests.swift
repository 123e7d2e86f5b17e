import Adapters
import Foundation
import Testing

@Suite struct ObsidianKanbanAdapterTests {
    @Test func aKanbanBoardFileImportsItsLanesCardsAndArchive() throws {
        let input = AdapterInput.file(try fixtureURL("markdown-obsidian-kanban.md"))
        let result = try ObsidianKanbanAdapter().importBoard(from: input, as: .obsidianKanban, options: ImportOptions())
        let board = result.board
        #expect(board.lists.map(\.name) == ["Backlog", "In progress", "Done", "Archive"])
        #expect(board.lists.map(\.archived) == [false, false, false, true])
        #expect(board.lists[0].cards.map(\.title) == [
            "Draft the onboarding guide #docs", "Collect feedback from the beta @{2024-03-18}", "Plan the Q2 roadmap",
        ])
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
        // Checked cards in the Complete lane are what Obsidian expects there: only the lane's mark is reported
        // lost. The archived checked card is outside a Complete lane and loses its mark; the view settings
        // beyond the plugin's own key are named.
        #expect(result.warnings.map(\.description) == [
            "line 24: the lane \"Done\" is marked **Complete**; lists have no such mark, so it is not kept",
            "line 33: the card \"Old kickoff notes\" is checked; cards have no done state, so only its title is kept",
            "line 39: Obsidian's board settings are not imported: lane-width, list-collapse",
        ])
        #expect(board.lists.flatMap(\.cards).allSatisfy { $0.source?.system == "obsidian-kanban" })
    }

    @Test func theArchiveIsLeftOutWhenArchivedItemsAreNotWanted() throws {
        let input = AdapterInput.file(try fixtureURL("markdown-obsidian-kanban.md"))
        let result = try ObsidianKanbanAdapter().importBoard(
            from: input, as: .obsidianKanban, options: ImportOptions(includeArchived: false))
        #expect(result.board.lists.last?.cards.isEmpty == true)
        #expect(!result.warnings.contains { $0.message.contains("Old kickoff notes") })
    }

    @Test func theStandardRegistryReadsAKanbanFileDeclaredAsMarkdown() throws {
        let input = AdapterInput.file(try fixtureURL("markdown-obsidian-kanban.md"))
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
}
