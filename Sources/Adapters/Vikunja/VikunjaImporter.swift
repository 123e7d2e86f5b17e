import Foundation
import StreamingJSON

/// Reads a Vikunja data export: the zip archive Vikunja's Settings → Export makes, with `VERSION`, `data.json`
/// (`VikunjaExport`) and the attachments as `files/<file id>`.
///
/// Every project becomes a board (``importBoards(from:as:options:)``; `cardport import` imports the one
/// `--board` names, or all with `--all -o DIR/`), named by its title (a child project's name is
/// `Parent / Child`). An export made before Vikunja 0.21 holds namespaces of lists instead: each list becomes
/// a board named `Namespace / List`, its tasks placed in its buckets by their `bucket_id`.
/// - Lists: the buckets of the project's first kanban view, by position (a task goes to its bucket in that
///   view, else its `bucket_id`, else the view's default bucket, else the first); one list `Tasks` when the
///   project has no buckets.
/// - Cards: title, description (Vikunja's HTML, kept as it is) as notes, done (and `done_at` in `extra`), due
///   and start dates, the end date and the priority (Low, Medium, High, Urgent, DO NOW) as custom fields,
///   labels with their colours, assignees as members, the creator as reporter, the creation time, comments.
/// - Attachments are kept as links: the URL is the file's path inside the export (`files/12`), with its name,
///   type, size and date; the bytes stay in the archive (counted as a loss, so the import says so).
/// - Counted in ``ImportLosses``: attachment files not kept, reminders, repeats, related tasks, progress, colours and
///   favourite marks of tasks, project backgrounds, views other than the kanban view; archived projects when
///   ``ImportOptions/includeArchived`` is false.
public struct VikunjaImporter: BoardCollectionImporter {
    /// `vikunja`.
    public var name: String { "vikunja" }
    /// `io.vikunja.export`.
    public var readableTypes: [UTType] { [.vikunjaExport] }

    /// Creates the importer.
    public init() {}

    /// Reads every project of the export, in `data.json`'s order.
    /// - Throws: ``AdapterError``: the archive's errors (`ZipArchive`), `unexpectedContent` without
    ///   `data.json`, `malformedInput` when it is not JSON or not an array of projects (located
    ///   `data.json:line:column`, with the JSON path in the message), `limitExceeded` for JSON nested deeper than
    ///   ``ImportOptions/maximumDepth``.
    public func importBoards(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> [ImportResult] {
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        let archive = try ZipArchive(data: data, name: input.name, limits: options.archiveLimits)
        guard archive.containsFile("data.json") else {
            throw AdapterError(
                code: .unexpectedContent, message: "the archive has no data.json: not a Vikunja export", input: input.name)
        }
        let projects: [VikunjaExport.Project]
        do {
            let json = try TextPayload.utf8Bytes(of: try archive.contents(of: "data.json"), input: "\(input.name): data.json")
            projects = try JSONReader.read(json, maximumDepth: options.maximumDepth) {
                reader in try VikunjaExport.projects(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw AdapterError(
                error, input: input.name, entry: "data.json", context: "data.json is not a list of Vikunja projects",
                typeMismatch: .malformedInput)
        }
        let titles = Dictionary(projects.compactMap { p in p.id.map { ($0, p) } }, uniquingKeysWith: { first, _ in first })
        var results: [ImportResult] = []
        var read: [String: Data] = [:]
        var skipped = ImportLosses()
        for (project, name) in Self.boards(of: projects, titles: titles) {
            if project.is_archived == true && !options.includeArchived {
                skipped.record(1, "archived projects", outcome: "skipped (--no-archived)")
                continue
            }
            var builder = VikunjaBoardBuilder(project: project, name: name)
            var result = builder.build()
            try Self.readFiles(into: &result, from: archive, options: options, read: &read)
            if results.isEmpty { result.losses.formUnion(skipped) }
            results.append(result)
        }
        if results.isEmpty && !skipped.isEmpty {
            throw AdapterError(code: .unexpectedContent, message: "every project of the export is archived", input: input.name)
        }
        return results
    }

    /// Brings the bytes of the result's attachments (`files/<file id>` in the archive, read within its limits) into
    /// ``ImportResult/files`` when the caller keeps files (``ImportOptions/carriesFiles``): each attachment then
    /// has the file's SHA-256, size and the type sniffed from its bytes. An attachment whose file the export lacks,
    /// or every attachment when the caller keeps no files, stays a link to its path in the export, counted as a
    /// loss. `read` keeps the files already read, by path, for the other boards of the export.
    static func readFiles(
        into result: inout ImportResult, from archive: ZipArchive, options: ImportOptions, read: inout [String: Data]
    ) throws(AdapterError) {
        try result.carryFiles(
            from: archive, options: options, read: &read, kind: "attachment files",
            outcome: "kept as links to their path in the export", path: \.url)
    }

    /// The projects that become boards, with their names, in `data.json`'s order. A namespace of an export made
    /// before Vikunja 0.21 is not a board itself: each of its lists is, named `Namespace / List` (as Vikunja's
    /// own migration makes namespaces parent projects), archived when the namespace is.
    static func boards(
        of projects: [VikunjaExport.Project], titles: [Int: VikunjaExport.Project]
    ) -> [(project: VikunjaExport.Project, name: String)] {
        projects.flatMap { project -> [(project: VikunjaExport.Project, name: String)] in
            guard let lists = project.lists else { return [(project, name(of: project, in: titles))] }
            let namespace = project.title ?? "Namespace \(project.id ?? 0)"
            return lists.map { list in
                var list = list
                if project.is_archived == true { list.is_archived = true }
                return (list, "\(namespace) / \(list.title ?? "List \(list.id ?? 0)")")
            }
        }
    }

    /// `Parent / Child` for a child project, its title otherwise (parents followed at most 32 levels).
    static func name(of project: VikunjaExport.Project, in projects: [Int: VikunjaExport.Project]) -> String {
        var names = [project.title ?? "Project \(project.id ?? 0)"]
        var parent = project.parent_project_id
        var seen: Set<Int> = [project.id ?? 0]
        while let id = parent, id != 0, names.count < 32, seen.insert(id).inserted, let next = projects[id] {
            names.insert(next.title ?? "Project \(id)", at: 0)
            parent = next.parent_project_id
        }
        return names.joined(separator: " / ")
    }
}
