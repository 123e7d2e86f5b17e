import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import SampleScenarios
import Testing

@Suite("The four seed apps, run headlessly")
struct SampleScenariosTests {
    @Test func trelloLikeBoard() {
        let run = TrelloLikeBoardScenario.run()
        #expect(SampleBoard.titles(run.board) == [
            "Todo": ["Schema Design", "Storage Management", "Database Migration", "Model Abstraction"],
            "In Progress": ["Push Notification", "Performance Tuning", "Machine Learning"],
            "Done": ["Analytics", "System Architecture", "Alert & Debugging", "Release Notes"],
            "Review": ["Code Review"],
        ])
        #expect(run.board.lists.map(\.name) == ["Todo", "In Progress", "Done", "Review"])
        #expect(run.transcript.first == "== before ==")
        #expect(run.transcript.contains("== after =="))
    }

    @Test func timestampReorder() {
        let run = TimestampReorderScenario.run()
        #expect(SampleBoard.titles(run.board)["Timestamps"] == [
            "2024-03-01 10:00:00", "2024-03-01 09:00:00", "2024-03-01 12:30:00", "2024-03-01 09:15:00",
            "2024-03-01 09:30:00", "2024-03-01 09:45:00",
        ])
        #expect(run.transcript.contains { $0.hasPrefix("drag 10:00:00 to the top (same app): move") })
        #expect(run.transcript.contains { $0.hasPrefix("drag 12:30:00 from another app between 09:00:00 and 09:15:00: copy") })
        #expect(run.transcript.contains { $0.hasPrefix("drag 09:15:00 and 09:30:00 together to the end (same app: several items cancel): cancel") })
        #expect(run.transcript.contains("undo: Add 2 cards"))
        #expect(run.transcript.contains("image well shows 16 bytes of PNG"))
        #expect(run.document.canRedo)
    }

    @Test func sectionedTeams() {
        let run = SectionedTeamsScenario.run()
        #expect(SampleBoard.titles(run.board) == [
            "Engineering": ["Web", "Platform", "Mobile"],
            "Design": ["Brand", "Product Design"],
            "Operations": ["Support", "Finance"],
        ])
        let platform = run.board.lists[0].cards.first { $0.title == "Platform" }
        #expect(platform?.checklists.flatMap(\.items).map(\.text) == ["Mobile"])
        let mobile = run.board.lists[0].cards.first { $0.title == "Mobile" }
        #expect(mobile?.checklists.flatMap(\.items).map(\.text) == ["Brand"])
        #expect(run.transcript.contains { $0.hasSuffix("(no destination row: forbidden): forbidden") })
    }

    @Test func cardCollections() {
        let run = CardCollectionsScenario.run()
        #expect(SampleBoard.titles(run.board) == [
            "Source": ["0", "1", "2", "4", "5", "6", "7", "8", "9"],
            "Destination": ["3"],
        ])
        #expect(run.transcript.contains("card 3 back onto the source: forbidden"))
        #expect(run.transcript.contains("    seen: source row hidden → normal"))
    }
}
