@testable import Adapters
import Foundation
import Testing

/// Vikunja exports. No export archive made by a Vikunja instance could be read from a public repository
/// (go-vikunja/vikunja's own `export.zip` test file is binary): the full export is built here, shaped as Vikunja's
/// export code writes it — `VERSION`, `data.json` (an array of `models.ProjectWithTasksAndBuckets`) and
/// `files/<id>` — and the `data.json` texts Vikunja's own importer tests feed it (Fixtures/Vikunja) are zipped
/// here the way those tests zip them.
@Suite struct VikunjaImporterTests {
    let importer = VikunjaImporter()

    static let data = """
        [{"id":1,"title":"Inbox","description":"","hex_color":"","is_archived":false,"parent_project_id":0,
          "views":[{"id":1,"title":"List","view_kind":"list"},{"id":4,"title":"Kanban","view_kind":"kanban",
                    "bucket_configuration_mode":"manual","default_bucket_id":10,"done_bucket_id":12}],
          "buckets":[{"id":12,"title":"Done","project_view_id":4,"position":3},
                     {"id":10,"title":"Backlog","project_view_id":4,"position":1,"limit":0},
                     {"id":11,"title":"Doing","project_view_id":4,"position":2,"limit":3}],
          "task_buckets":[{"task_id":101,"bucket_id":11,"project_view_id":4},{"task_id":102,"bucket_id":12,"project_view_id":4}],
          "tasks":[
            {"id":101,"title":"Write the docs","description":"<p>All of them</p>","done":false,
             "done_at":"0001-01-01T00:00:00Z","due_date":"2024-03-01T12:00:00Z","start_date":"2024-02-01T08:30:00+01:00",
             "end_date":"2024-03-02T00:00:00Z","priority":3,"position":1,
             "labels":[{"id":5,"title":"docs","hex_color":"1973ff"}],
             "assignees":[{"id":2,"username":"ada","name":"Ada"}],
             "created":"2024-01-15T10:00:00.123Z","created_by":{"id":1,"username":"owner","name":""},
             "comments":[{"id":7,"comment":"This is a comment","author":{"id":2,"username":"ada"},"created":"2024-01-16T09:00:00Z"}],
             "attachments":[{"id":3,"task_id":101,"file":{"id":1,"name":"grant-whitty-546453-unsplash.jpg","mime":"image/jpeg","size":11,"created":"2024-01-15T10:05:00Z"}}],
             "reminders":[{"reminder":"2024-02-28T09:00:00Z"}]},
            {"id":102,"title":"Ship","done":true,"done_at":"2024-01-20T18:00:00Z","due_date":"0001-01-01T00:00:00Z",
             "priority":0,"position":2,"labels":[{"id":5,"title":"docs","hex_color":"1973ff"}]},
            {"id":103,"title":"some other task","done":false,"position":3}
          ]},
         {"id":2,"title":"test project","parent_project_id":1,"views":[],"buckets":[],
          "tasks":[{"id":201,"title":"Loose task","done":true}]}]
        """

    static func export(data: String = data) throws -> Data {
        try ZipTestArchive.make([
            .file("VERSION", "v0.24.1"), .file("data.json", data),
            ZipTestArchive.Entry(path: "files/1", data: Data("JPEG bytes!".utf8)),
        ])
    }

    private func boards(_ data: Data) throws -> [ImportResult] {
        try importer.importBoards(from: .data(data, name: "export.zip"), as: .vikunjaExport, options: ImportOptions())
    }

    @Test func bucketsOfTheKanbanViewBecomeListsInOrder() throws {
        let results = try boards(try Self.export())
        #expect(results.map(\.board.name) == ["Inbox", "Inbox / test project"])
        let inbox = results[0].board
        #expect(inbox.lists.map(\.name) == ["Backlog", "Doing", "Done"])
        #expect(inbox.lists.map { $0.cards.map(\.title) } == [["some other task"], ["Write the docs"], ["Ship"]])
        #expect(inbox.lists[1].cardLimit == 3)
        #expect(inbox.lists[2].extra["vikunja.doneBucket"] == .bool(true))
        #expect(results[1].board.lists.map(\.name) == ["Tasks"])
        #expect(results[1].board.lists[0].cards.first?.done == true)
    }

    @Test func tasksKeepDoneLabelsDatesPriorityAndPeople() throws {
        let inbox = try #require(try boards(try Self.export()).first).board
        let docs = try #require(inbox.lists[1].cards.first)
        #expect(docs.notes == "<p>All of them</p>")
        #expect(docs.done == false)
        #expect(docs.due == Date(timeIntervalSince1970: 1_709_294_400))
        #expect(docs.start == Date(timeIntervalSince1970: 1_706_772_600))
        #expect(docs.created.map { abs($0.timeIntervalSince1970 - 1_705_312_800.123) < 0.001 } == true)
        #expect(inbox.labels.map(\.name) == ["docs"])
        #expect(inbox.labels.first?.color == "#1973ff")
        #expect(docs.labelIDs == [inbox.labels[0].id])
        let priority = try #require(inbox.customFields.first { $0.name == "Priority" })
        let value = try #require(docs.customFields.first { $0.fieldID == priority.id }?.value)
        #expect(value == .option(priority.options.first { $0.name == "High" }?.id ?? ""))
        #expect(docs.customFields.contains { $0.value == .date(Date(timeIntervalSince1970: 1_709_337_600)) })
        let ada = try #require(inbox.people.first { $0.username == "ada" })
        #expect(docs.members == [ada.id])
        #expect(docs.comments.map(\.text) == ["This is a comment"])
        #expect(docs.comments.first?.author == ada.id)
        #expect(inbox.people.first { $0.id == docs.reporter }?.username == "owner")
        let ship = inbox.lists[2].cards[0]
        #expect(ship.done)
        #expect(ship.due == nil)
        #expect(ship.extra["vikunja.doneAt"] != nil)
        #expect(ship.customFields.isEmpty)
    }

    @Test func attachmentsAreLinksToTheirFileInTheExportAndCounted() throws {
        let result = try #require(try boards(try Self.export()).first)
        let attachment = try #require(result.board.lists[1].cards.first?.attachments.first)
        #expect(attachment.name == "grant-whitty-546453-unsplash.jpg")
        #expect(attachment.url == "files/1")
        #expect(attachment.mimeType == "image/jpeg")
        #expect(attachment.bytes == 11)
        let losses = Dictionary(result.losses.entries.map { ($0.kind, $0.count) }, uniquingKeysWith: +)
        #expect(losses["attachment files"] == 1)
        #expect(losses["reminders"] == 1)
        #expect(losses["views other than the kanban view"] == 1)
    }

    @Test func forACallerThatKeepsFilesTheAttachmentsBytesComeAlongByDigest() throws {
        var options = ImportOptions()
        options.carriesFiles = true
        let result = try #require(
            try importer.importBoards(from: .data(try Self.export(), name: "export.zip"), as: .vikunjaExport, options: options).first)
        let attachment = try #require(result.board.lists[1].cards.first?.attachments.first)
        let bytes = Data("JPEG bytes!".utf8)
        #expect(attachment.digest == SHA256Digest.hex(of: bytes))
        #expect(attachment.bytes == bytes.count)
        #expect(attachment.mimeType == "text/plain")  // sniffed from the bytes, which are no JPEG
        #expect(result.files == [SHA256Digest.hex(of: bytes): bytes])
        #expect(!result.losses.entries.contains { $0.kind == "attachment files" })
    }

    /// An archive as Vikunja's importer tests build one: `VERSION` "dev", the `data.json`, and `files/1`.
    private func vikunjaTestExport(_ name: String) throws -> Data {
        try ZipTestArchive.make([
            .file("VERSION", "dev"),
            ZipTestArchive.Entry(path: "data.json", data: try fixtureData("Vikunja/\(name)")),
            ZipTestArchive.Entry(path: "files/1", data: Data("hello attachment".utf8)),
        ])
    }

    @Test func vikunjasOwnTestDataWithoutViewsImportsAsOneList() throws {
        let result = try #require(try boards(try vikunjaTestExport("limits-import-project.data.json")).first)
        #expect(result.board.name == "import project")
        #expect(result.board.lists.map(\.name) == ["Tasks"])
        let task = try #require(result.board.lists.first?.cards.first)
        #expect(result.board.lists[0].cards.map(\.title) == ["import task"])
        #expect(task.done == false)
        #expect(task.due == nil && task.start == nil && task.created == nil)
        #expect(task.labelIDs.isEmpty && result.board.labels.isEmpty)
        #expect(task.comments.isEmpty)
        #expect(task.attachments.map(\.name) == ["blob.bin"])
        #expect(task.attachments.first?.url == "files/1")
        #expect(task.attachments.first?.bytes == 1)
        #expect(result.losses.entries.contains { $0.kind == "attachment files" && $0.count == 1 })
    }

    @Test func twoAttachmentsOfOneFileAreTwoLinksToIt() throws {
        let result = try #require(try boards(try vikunjaTestExport("limits-reused-file-project.data.json")).first)
        let cards = result.board.lists.flatMap(\.cards)
        #expect(cards.map(\.title) == ["one", "two"])
        #expect(cards.flatMap(\.attachments).map(\.name) == ["one.bin", "two.bin"])
        #expect(cards.flatMap(\.attachments).map(\.url) == ["files/1", "files/1"])
        #expect(result.losses.entries.contains { $0.kind == "attachment files" && $0.count == 2 })
    }

    @Test func aBackgroundWrittenAsBackgroundInformationIsCounted() throws {
        let result = try #require(try boards(try vikunjaTestExport("limits-background-project.data.json")).first)
        #expect(result.board.name == "background quota project")
        #expect(result.board.lists.flatMap(\.cards).isEmpty)
        #expect(result.losses.entries.contains { $0.kind == "project backgrounds" && $0.count == 1 })
    }

    /// A `data.json` as Vikunja 0.20 wrote it (`[]*models.NamespaceWithListsAndTasks`): namespaces holding lists,
    /// each list with its tasks and its buckets, a task in a bucket by its `bucket_id`.
    static let namespacesData = """
        [{"id":1,"title":"Home","description":"","owner":{"id":1,"username":"ada"},"hex_color":"","is_archived":false,
          "created":"2022-05-01T10:00:00+02:00","updated":"2022-05-01T10:00:00+02:00",
          "lists":[
            {"id":3,"title":"Chores","description":"","identifier":"CH","hex_color":"","namespace_id":1,
             "owner":{"id":1,"username":"ada"},"is_archived":false,"background_information":null,"is_favorite":false,
             "position":65536,"background_file_id":0,
             "buckets":[{"id":5,"title":"Backlog","list_id":3,"limit":0,"tasks":null,"is_done_bucket":false,"position":1},
                        {"id":6,"title":"Done","list_id":3,"limit":0,"tasks":null,"is_done_bucket":true,"position":2}],
             "tasks":[
               {"id":11,"title":"Fix the tap","description":"<p>kitchen</p>","done":false,
                "done_at":"0001-01-01T00:00:00Z","due_date":"2022-06-01T12:00:00Z","list_id":3,"repeat_after":0,
                "priority":2,"start_date":"0001-01-01T00:00:00Z","end_date":"0001-01-01T00:00:00Z",
                "assignees":[{"id":2,"name":"Bo","username":"bo"}],"labels":null,"hex_color":"","percent_done":0,
                "identifier":"CH-1","index":1,"related_tasks":{},"attachments":null,"is_favorite":false,
                "created":"2022-05-02T09:00:00Z","bucket_id":5,"position":65536,"kanban_position":65536,
                "created_by":{"id":1,"username":"ada"},"comments":null},
               {"id":12,"title":"Water the plants","done":true,"done_at":"2022-05-03T18:00:00Z","list_id":3,
                "identifier":"CH-2","index":2,"bucket_id":6,"position":131072,"kanban_position":65536}]}]},
         {"id":2,"title":"Work","is_archived":false,
          "lists":[{"id":4,"title":"Reports","namespace_id":2,"buckets":[],
                    "tasks":[{"id":21,"title":"Q2 summary","done":false,"list_id":4,"bucket_id":0}]}]}]
        """

    @Test func anExportFromBeforeNamespacesBecameProjectsImportsEveryListWithItsTasks() throws {
        let results = try boards(try Self.export(data: Self.namespacesData))
        #expect(results.map(\.board.name) == ["Home / Chores", "Work / Reports"])
        let chores = results[0].board
        #expect(chores.lists.map(\.name) == ["Backlog", "Done"])
        #expect(chores.lists.map { $0.cards.map(\.title) } == [["Fix the tap"], ["Water the plants"]])
        #expect(chores.lists[1].extra["vikunja.doneBucket"] == .bool(true))
        let tap = chores.lists[0].cards[0]
        #expect(tap.due == Date(timeIntervalSince1970: 1_654_084_800))
        #expect(tap.members.map { id in chores.people.first { $0.id == id }?.username } == ["bo"])
        #expect(chores.lists[1].cards[0].done)
        #expect(results[1].board.lists.map { $0.cards.map(\.title) } == [["Q2 summary"]])
    }

    @Test func identificationKnowsTheExportByItsEntries() throws {
        let registry = AdapterRegistry.standard()
        let export = try Self.export()
        #expect(registry.identify(export, hint: nil).type == .vikunjaExport)
        #expect(registry.identify(export, hint: .zip).type == .vikunjaExport)
        let other = try ZipTestArchive.make([.file("readme.txt", "hello")])
        #expect(registry.identify(other, hint: nil).type == .zip)
    }

    @Test func aProjectIsChosenByNameOrId() throws {
        var options = ImportOptions()
        options.board = "vikunja-project-2"
        let input = AdapterInput.data(try Self.export(), name: "export.zip")
        #expect(try importer.importBoard(from: input, as: .vikunjaExport, options: options).board.name == "Inbox / test project")
        let error = try #require(throws: AdapterError.self) {
            try importer.importBoard(from: input, as: .vikunjaExport, options: ImportOptions())
        }
        #expect(error.code == .severalBoards)
        #expect(error.message.contains("Inbox (vikunja-project-1)"))
    }

    @Test func dataThatIsNotAListOfProjectsNamesThePlace() throws {
        let error = try #require(throws: AdapterError.self) {
            try boards(try Self.export(data: #"[{"id":1,"tasks":[{"id":"seven"}]}]"#))
        }
        #expect(error.code == .malformedInput)
        #expect(error.input == "export.zip")
        #expect(error.location == "data.json:1:25")
        #expect(error.message.contains("(at [0].tasks[0].id)"))
    }

    @Test func dataThatIsNotJSONNamesItsLineAndColumn() throws {
        let data = "[{\"id\": 1, \"title\": \"one\", \"tasks\": [\n  {\"id\": 1, \"title\": \"t\"},\n"
            + "  {\"id\": 2, \"title\": \"two\", \"done\": yes}]}]\n"
        let error = try #require(throws: AdapterError.self) { try boards(try Self.export(data: data)) }
        #expect(error.code == .malformedInput)
        #expect(error.location == "data.json:3:37")
        #expect(error.message.contains("(at [0].tasks[1].done)"))
    }

    @Test func anIdWithAFractionIsNotAnId() throws {
        let error = try #require(throws: AdapterError.self) {
            try boards(try Self.export(data: #"[{"id":1.5,"title":"x"}]"#))
        }
        #expect(error.code == .malformedInput)
        #expect(error.location == "data.json:1:8")
        #expect(error.message.contains("(at [0].id)"))
    }

    @Test func anArchiveWithoutDataIsNotAnExport() throws {
        let error = try #require(throws: AdapterError.self) {
            try boards(try ZipTestArchive.make([.file("VERSION", "dev")]))
        }
        #expect(error.code == .unexpectedContent)
        #expect(error.message.contains("no data.json"))
    }
}
