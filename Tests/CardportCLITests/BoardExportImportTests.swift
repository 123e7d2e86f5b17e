import Foundation
import Testing

/// `cardport import` of other boards' exports (Nextcloud Deck, Taiga, Wekan), recognised from their content, and
/// the choice of one board where an export holds several.
@Suite struct BoardExportImportTests {
    typealias Support = CommandLineSupport

    private static let deck = #"""
        {"version": "1.19.0", "boards": {
          "1": {"id": 1, "title": "Home", "stacks": {"10": {"id": 10, "title": "To do", "order": 0,
                "cards": [{"id": 100, "title": "Paint", "order": 0, "archived": false}]}}},
          "2": {"id": 2, "title": "Work", "stacks": {"20": {"id": 20, "title": "Doing", "order": 0,
                "cards": [{"id": 200, "title": "Report", "order": 0}]}}}}}
        """#

    @Test func aDeckExportWithSeveralBoardsNeedsBoardAndListsThem() throws {
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let refused = try CardportProcess.run(["import", "-", "-o", board], input: Self.deck)
            #expect(refused.status == 64)
            #expect(refused.standardError.contains("Home (1)") && refused.standardError.contains("Work (2)"))
            #expect(!FileManager.default.fileExists(atPath: board))

            let chosen = try CardportProcess.run(["import", "-", "-o", board, "--board", "Work", "--quiet"], input: Self.deck)
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(try Support.lists(ofBoard: board).map(\.name) == ["Doing"])
            #expect(try Support.lists(ofBoard: board).flatMap(\.cards) == ["Report"])
        }
    }

    @Test func taigaAndWekanExportsAreRecognisedWithoutType() throws {
        let taiga = #"{"name": "P", "slug": "p", "us_statuses": [{"name": "New", "order": 1}, {"name": "Done", "order": 2, "is_closed": true}], "user_stories": [{"ref": 1, "subject": "Story", "status": "Done"}]}"#
        let wekan = #"{"_format": "wekan-board-1.0.0", "_id": "b", "title": "W", "lists": [{"_id": "l", "title": "Backlog", "sort": 0}], "cards": [{"_id": "c", "title": "Card", "listId": "l", "sort": 0}], "actions": []}"#
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let fromTaiga = try CardportProcess.run(["import", "-", "-o", board, "--quiet"], input: taiga)
            #expect(fromTaiga.status == 0, "\(fromTaiga.standardError)")
            #expect(try Support.lists(ofBoard: board).map(\.name) == ["New", "Done"])
            let fromWekan = try CardportProcess.run(["import", "-", "-o", board, "--quiet", "--force"], input: wekan)
            #expect(fromWekan.status == 0, "\(fromWekan.standardError)")
            #expect(try Support.lists(ofBoard: board).map(\.name) == ["Backlog"])
            #expect(try Support.lists(ofBoard: board).flatMap(\.cards) == ["Card"])
        }
    }

    @Test func aBrokenTaigaExportNamesThePlace() throws {
        let broken = #"{"user_stories": [{"subject": "a", "tags": ["x",]}], "us_statuses": []}"#
        try Support.withFolder { folder in
            let board = folder.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", "-", "-o", board], input: broken)
            #expect(result.status != 0)
            #expect(result.standardError.contains("user_stories[0].tags"), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: board))
        }
    }
}
