@testable import Adapters
import Foundation
import Testing

/// Focalboard exports: real template boards of three format versions, an archive of two, and the content
/// blocks and properties the templates do not use.
@Suite struct FocalboardImporterTests {
    let importer = FocalboardImporter()

    private func boards(_ name: String, options: ImportOptions = ImportOptions()) throws -> [ImportResult] {
        try importer.importBoards(from: .file(try fixtureFile("Focalboard/\(name)")), as: .focalboardBoard, options: options)
    }

    private func lines(_ text: String, options: ImportOptions = ImportOptions()) throws -> [ImportResult] {
        try importer.importBoards(from: .data(Data(text.utf8), name: "board.jsonl"), as: .focalboardBoard, options: options)
    }

    @Test func version7BoardGroupsByItsFirstBoardView() throws {
        // Company Goals: two table views come first; the first *board* view, "Departments", groups by Department.
        let result = try #require(try boards("company-goals.jsonl").first)
        let board = result.board
        #expect(board.name == "Company Goals & OKRs")
        #expect(board.notes.hasPrefix("Use this template to plan your company goals"))
        #expect(board.lists.map(\.name) == [
            "Engineering", "Product", "Marketing", "Sales", "Support", "Design", "Finance", "Human Resources",
        ])
        let sales = try #require(board.lists.first { $0.name == "Sales" })
        let card = try #require(sales.cards.first)
        #expect(sales.cards.map(\.title) == ["Example Company Goal"])
        #expect(card.done == false)
        #expect(card.created == Date(timeIntervalSince1970: 1_667_430_924.551))
        func value(_ field: String) -> CustomFieldValue.Value? {
            let id = board.customFields.first { $0.name == field }?.id
            return card.customFields.first { $0.fieldID == id }?.value
        }
        let status = try #require(board.customFields.first { $0.name == "Status" })
        #expect(status.kind == .option)
        #expect(value("Status") == .option("a6robxx81diugpjq5jkezz3j1fo"))
        #expect(status.options.first { $0.id == "a6robxx81diugpjq5jkezz3j1fo" }?.name == "Not Started")
        #expect(value("Quarter") == .option("ahfbn1jsmhydym33ygxwg5jt3kh"))
        #expect(value("Target") == .number("Set your target"))
        #expect(value("Completion (%)") == .text("0%"))
        #expect(board.customFields.first { $0.name == "Due Date" }?.kind == .date)
        #expect(result.losses.entries.contains { $0.kind == "views (layouts, filters, sorts)" && $0.count == 3 })
    }

    @Test func version2BoardBlockKeepsItsPropertiesInFields() throws {
        let result = try #require(try boards("personal-goals.jsonl").first)
        let board = result.board
        #expect(board.name == "Personal Goals (NEW)")
        #expect(board.notes == "Use this template to set and accomplish new personal goals.")
        #expect(board.extra["focalboard.icon"] == .string("⛰️"))
        #expect(board.lists.map(\.name) == ["To Do", "Doing", "Done 🙌"])
        #expect(board.lists[0].cards.map(\.title) == ["Start a daily journal", "Run 3 times a week", "Open retirement account"])
        #expect(board.lists[1].cards.map(\.title) == ["Learn to paint"])
        #expect(board.lists[2].cards.isEmpty)
        #expect(board.lists[0].extra["focalboard.color"] == .string("red"))
        let paint = board.lists[1].cards[0]
        #expect(paint.extra["focalboard.icon"] == .string("🎨"))
        #expect(paint.created == Date(timeIntervalSince1970: 1_641_246_774.928))
        #expect(paint.customFields.contains { $0.value == .option("3245a32d-f688-463b-87f4-8e7142c1b397") })
    }

    @Test func version1ArchiveWithoutGroupByUsesTheFirstSelectProperty() throws {
        let result = try #require(try boards("asana-archive-v1.jsonl").first)
        let board = result.board
        #expect(board.name == "Cross-Functional Project Plan")
        #expect(board.lists.map(\.name) == ["Planning", "Milestones", "Next steps", "Comms Plan"])
        #expect(board.lists.map(\.cards.count) == [2, 2, 2, 1])
        let readMe = board.lists[0].cards[0]
        #expect(readMe.title == "[READ ME] - Instructions for using this template")
        #expect(readMe.notes.hasPrefix("This project template is set up in List View"))
        #expect(readMe.notes.hasSuffix("https://asa.na/templatesfeedback"))
        #expect(board.lists[0].cards[1].notes == "Redesign the landing page to focus on the main persona.")
        #expect(board.lists[3].cards.map(\.title) == ["[EXAMPLE TASK] Send out updated attendee list"])
        #expect(board.labels.isEmpty)
    }

    @Test func textDividersAndCheckboxesBecomeNotesAndAChecklistInContentOrder() throws {
        let result = try #require(try boards("meeting-agenda.jsonl").first)
        let board = result.board
        #expect(board.name == "Meeting Agenda (NEW)")
        #expect(board.lists.map(\.name) == ["To Discuss 💬", "Revisit Later ⏳", "Done / Archived 📦"])
        #expect(board.lists.map { $0.cards.map(\.title) } == [
            ["Team Schedule", "Video production"], ["Social Media Strategy"], ["Offsite plans"],
        ])
        let schedule = board.lists[0].cards[0]
        #expect(schedule.notes == "## Notes\n*[Add meeting notes here]*\n\n---\n\n## Action Items")
        #expect(schedule.checklists.map(\.items.count) == [3])
        #expect(schedule.checklists.first?.items.allSatisfy { !$0.done } == true)
        #expect(board.lists.allSatisfy { $0.cards.allSatisfy { !$0.done } })
        let priority = try #require(board.customFields.first { $0.name == "Priority" })
        #expect(schedule.customFields.first { $0.fieldID == priority.id }?.value == .option("8b05c83e-a44a-4d04-831e-97f01d8e2003"))
        #expect(!board.customFields.contains { $0.name == "Created by" })
        // The view's default card template is not in the file, but six of its content blocks are.
        #expect(result.losses.entries.contains { $0.kind == "content blocks outside any card" && $0.count == 6 })
    }

    @Test func archiveHoldsSeveralBoardsAndOneIsChosenByName() throws {
        let archive = AdapterInput.file(try fixtureFile("Focalboard/templates.boardarchive"))
        let all = try importer.importBoards(from: archive, as: .focalboardArchive, options: ImportOptions())
        #expect(all.map(\.board.name) == ["Company Goals & OKRs", "Personal Goals (NEW)"])
        let error = try #require(throws: AdapterError.self) {
            try importer.importBoard(from: archive, as: .focalboardArchive, options: ImportOptions())
        }
        #expect(error.code == .severalBoards)
        #expect(error.message.contains("Company Goals & OKRs (bcm39o11e4ib8tye8mt6iyuec9o)"))
        var options = ImportOptions()
        options.board = "Personal Goals (NEW)"
        #expect(try importer.importBoard(from: archive, as: .focalboardArchive, options: options).board.id == "bd65qbzuqupfztpg31dgwgwm5ga")
    }

    @Test func anArchivesImageComesAlongForACallerThatKeepsFiles() throws {
        let archive = AdapterInput.file(try fixtureFile("Focalboard/personal-tasks-with-image.boardarchive"))
        var options = ImportOptions()
        options.carriesFiles = true
        let result = try importer.importBoard(from: archive, as: .focalboardArchive, options: options)
        #expect(result.board.name == "Personal Tasks (NEW)")
        let card = try result.board.card(named: "Go for a walk")
        let attachment = try #require(card.attachments.first)
        // The file Focalboard wrote beside the board, `<board id>/<file id>`, byte for byte, typed by its bytes.
        let png = try ZipArchive(
            data: try fixtureData("Focalboard/personal-tasks-with-image.boardarchive"), name: "archive",
            limits: ArchiveLimits()
        ).contents(of: "bbn1888mprfrm5fjw9f1je9x3xo/76fwrj36hptg6dywka4k5mt3sph.png")
        #expect(attachment.digest == SHA256Digest.hex(of: png))
        #expect(attachment.bytes == png.count)
        #expect(attachment.mimeType == "image/png")
        #expect(result.files == [SHA256Digest.hex(of: png): png])
        #expect(!result.losses.entries.contains { $0.kind == "images and files" })

        // A caller that keeps no files gets the file id only, counted as a loss, as before.
        let without = try importer.importBoard(from: archive, as: .focalboardArchive, options: ImportOptions())
        #expect(try without.board.card(named: "Go for a walk").attachments.first?.digest == nil)
        #expect(without.files.isEmpty)
        #expect(without.losses.entries.contains { $0.kind == "images and files" && $0.count == 1 })
    }

    @Test func identificationKnowsTheArchiveAndTheLinesByContent() throws {
        let registry = AdapterRegistry.standard()
        let archive = try fixtureData("Focalboard/templates.boardarchive")
        #expect(registry.identify(archive, hint: nil).type == .focalboardArchive)
        #expect(registry.identify(archive, hint: .zip).type == .focalboardArchive)
        for name in ["company-goals.jsonl", "personal-goals.jsonl", "meeting-agenda.jsonl", "asana-archive-v1.jsonl"] {
            #expect(registry.identify(try fixtureData("Focalboard/\(name)"), hint: nil).type == .focalboardBoard, "\(name)")
        }
        #expect(registry.identify(Data(#"{"type":"card","data":{}}"#.utf8), hint: nil).type == .json)
        #expect(UTType(filenameExtension: "boardarchive") == .focalboardArchive)
    }

    // The templates use no content blocks but text, no multi-select, person or filled date: these lines follow
    // Focalboard's block model (server/model/block.go) to check the rest of the mapping.
    static let contentLines = """
        {"type":"board","data":{"id":"b1","title":"Launch","cardProperties":[\
        {"id":"st","name":"Status","type":"select","options":[{"id":"o1","value":"Doing","color":"propColorBlue"}]},\
        {"id":"tg","name":"Tags","type":"multiSelect","options":[{"id":"t1","value":"urgent","color":"propColorRed"},{"id":"t2","value":"web","color":"propColorDefault"}]},\
        {"id":"ow","name":"Owner","type":"person","options":[]},\
        {"id":"dd","name":"Due date","type":"date","options":[]},\
        {"id":"ok","name":"Approved","type":"checkbox","options":[]}]}}
        {"type":"block","data":{"id":"c1","boardId":"b1","parentId":"b1","type":"card","title":"Ship it","createAt":1700000000000,\
        "fields":{"contentOrder":["x2",["x1","x3"]],"properties":{"st":"o1","tg":["t1","t2"],"ow":"u9",\
        "dd":"{\\"from\\":1704067200000,\\"to\\":1704153600000}","ok":"true","zz":"lost"}}}}
        {"type":"block","data":{"id":"x1","boardId":"b1","parentId":"c1","type":"checkbox","title":"Write notes","fields":{"value":true}}}
        {"type":"block","data":{"id":"x2","boardId":"b1","parentId":"c1","type":"text","title":"First paragraph"}}
        {"type":"block","data":{"id":"x3","boardId":"b1","parentId":"c1","type":"image","fields":{"fileId":"7abc.png"}}}
        {"type":"block","data":{"id":"x4","boardId":"b1","parentId":"c1","type":"comment","title":"Looks good","createdBy":"u2","createAt":1700000100000}}
        {"type":"block","data":{"id":"x5","boardId":"b1","parentId":"c1","type":"text","title":"gone","deleteAt":1700000200000}}
        {"type":"block","data":{"id":"c2","boardId":"b1","parentId":"b1","type":"card","title":"Template","fields":{"isTemplate":true}}}
        {"type":"boardMember","data":{"boardId":"b1","userId":"u1"}}
        """

    @Test func contentBlocksAndPropertiesBecomeNotesChecklistsLabelsPeopleAndDates() throws {
        let result = try #require(try lines(Self.contentLines).first)
        let board = result.board
        #expect(board.lists.map(\.name) == ["Doing"])
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.title == "Ship it")
        #expect(card.notes == "First paragraph")
        #expect(card.checklists.first?.items.map(\.text) == ["Write notes"])
        #expect(card.checklists.first?.items.first?.done == true)
        #expect(card.attachments.map(\.url) == ["7abc.png"])
        #expect(card.comments.map(\.text) == ["Looks good"])
        #expect(card.comments.first?.author == "u2")
        #expect(card.labelIDs == ["t1", "t2"])
        #expect(board.labels.map(\.name) == ["urgent", "web"])
        #expect(board.labels.map(\.color) == ["red", nil])
        #expect(card.members == ["u9"])
        #expect(Set(board.people.map(\.id)) == ["u9", "u2", "u1"])
        #expect(card.start == Date(timeIntervalSince1970: 1_704_067_200))
        #expect(card.due == Date(timeIntervalSince1970: 1_704_153_600))
        #expect(card.dueIsAllDay)
        #expect(card.customFields.contains { $0.fieldID == "ok" && $0.value == .checkbox(true) })
        #expect(card.done == false)
        let losses = Dictionary(result.losses.entries.map { ($0.kind, $0.count) }, uniquingKeysWith: +)
        #expect(losses["values of properties the board does not declare"] == 1)
        #expect(losses["card templates"] == 1)
        #expect(losses["deleted blocks"] == 1)
        #expect(losses["images and files"] == 1)
    }

    /// A card id two card blocks share: its content goes to the first of them, once, and the repeat is counted;
    /// a card without an id has none of the blocks that name no parent.
    @Test func aRepeatedCardIDGivesItsContentToTheFirstCard() throws {
        let text = """
            {"type":"board","data":{"id":"b","type":"board","title":"B","cardProperties":[]}}
            {"type":"block","data":{"id":"c","parentId":"b","boardId":"b","type":"card","title":"First"}}
            {"type":"block","data":{"id":"c","parentId":"b","boardId":"b","type":"card","title":"Second"}}
            {"type":"block","data":{"parentId":"b","boardId":"b","type":"card","title":"No id"}}
            {"type":"block","data":{"id":"t","parentId":"c","boardId":"b","type":"text","title":"About it"}}
            {"type":"block","data":{"id":"u","boardId":"b","type":"text","title":"Nobody's"}}
            """
        let result = try #require(try lines(text).first)
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["First", "Second", "No id"])
        #expect(cards.map(\.notes) == ["About it", "", ""])
        let losses = Dictionary(result.losses.entries.map { ($0.kind, $0.count) }, uniquingKeysWith: +)
        #expect(losses["cards that repeat an earlier card's id"] == 1)
        #expect(losses["content blocks outside any card"] == 1)
    }

    @Test func aLineThatIsNotJSONIsNamedByItsLineAndColumn() throws {
        let text = #"{"type":"board","data":{"id":"b1","title":"T"}}"# + "\n{not json\n"
        let error = try #require(throws: AdapterError.self) { try lines(text) }
        #expect(error.code == .malformedInput)
        #expect(error.input == "board.jsonl")
        #expect(error.location == "2:2")
        #expect(error.message.hasPrefix("not a Focalboard record: "))
    }

    @Test func aValueOfTheWrongTypeIsNamedByItsLineColumnAndJSONPath() throws {
        let text = #"{"type":"board","data":{"id":"b1","title":"T"}}"# + "\n\n"
            + #"{"type":"block","data":{"id":"c1","createAt":"yesterday"}}"# + "\n"
        let error = try #require(throws: AdapterError.self) { try lines(text) }
        #expect(error.code == .malformedInput)
        #expect(error.location == "3:46")
        #expect(error.message.contains("(at data.createAt)"))
        // A property without its id is named by the object that lacks it.
        let noID = #"{"type":"board","data":{"id":"b1","cardProperties":[{"id":"p1"},{"name":"Status"}]}}"#
        let missing = try #require(throws: AdapterError.self) { try lines(noID) }
        #expect(missing.location == "1:65")
        #expect(missing.message.contains("\"id\" is missing. (at data.cardProperties[1])"))
    }

    @Test func aBrokenLineInAnArchiveIsNamedByItsEntryLineAndColumn() throws {
        let archive = try ZipTestArchive.make([
            .file("version.json", #"{"version":1,"date":1}"#),
            .file("b1/board.jsonl", #"{"type":"board","data":{"id":"b1","title":"T"}}"# + "\n"
                + #"{"type":"block","data":{"id":"c1","boardId":"b1","type":"card","title":"A}}"# + "\n"),
        ])
        let error = try #require(throws: AdapterError.self) {
            try importer.importBoards(from: .data(archive, name: "t.boardarchive"), as: .focalboardArchive, options: ImportOptions())
        }
        #expect(error.code == .malformedInput)
        #expect(error.input == "t.boardarchive")
        #expect(error.location == "b1/board.jsonl:2:72")
    }

    @Test func aLineNestedDeeperThanTheLimitIsALimitError() throws {
        let text = #"{"type":"board","data":{"id":"b1","title":"T","x":[[[[1]]]]}}"#
        let error = try #require(throws: AdapterError.self) { try lines(text, options: ImportOptions(maximumDepth: 4)) }
        #expect(error.code == .limitExceeded)
        #expect(error.location == "1:53")
        #expect(try lines(text, options: ImportOptions(maximumDepth: 6)).count == 1)
    }

    @Test func aPayloadWithNoBoardIsRefused() throws {
        let error = try #require(throws: AdapterError.self) { try lines(#"{"version":1,"date":1}"# + "\n") }
        #expect(error.code == .unexpectedContent)
    }
}
