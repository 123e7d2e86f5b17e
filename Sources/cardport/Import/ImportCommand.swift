import Adapters
import BoardDrops
import Boards
import ArgumentParser
import Foundation

/// `cardport import PAYLOAD [--type T] (-o BOARD | --into BOARD [--list NAME] [--at N])`: a payload to a new
/// board file, or its cards added to an existing board as one edit.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a payload as a new board, or add its cards to an existing board.",
        discussion: """
            The payload's type comes from --type (an identifier, a .extension or a MIME type), else the file \
            name, else its content (JSON, XML by root element, HTML, Markdown, text). With -o the payload \
            becomes a whole board file; with --into its lists are added to the board (or, with --list, its cards \
            go into that list at --at), as one edit saved atomically. A board that changed on disk meanwhile, or \
            that refuses the cards, is left byte for byte as it was. A file no adapter reads (an image, a PDF, \
            any file) given with --into becomes one card named after the file, in --list (else the first open \
            list), with the file attached and kept in BOARD.files/; an image becomes the card's cover. The \
            files a payload carries (a Cardport bundle's, a Vikunja export's, a Focalboard archive's images, \
            those a Wekan export embeds) go into the board's BOARD.files/ with it. A Cardport board replaced \
            with -o and --force is replaced as one undo step: `cardport undo` brings it back, with its files.

            Examples:
              cardport import trello-export.json -o board.json
              pbpaste | cardport import - --type .md --into board.json --list "To Do" --at 0
              cardport import tasks.csv --map 'list=State,title=Name,labels=Tags' -o board.json
              cardport import export.boardarchive --board "Roadmap" -o roadmap.json
              cardport import vikunja-export.zip --all -o boards/
              cardport import screenshot.png --into board.json --list "To Do"
            """)

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "payload"))
    var payload: String

    @Option(help: ArgumentHelp("The payload's type: an identifier, a .extension or a MIME type.", valueName: "type"))
    var type: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write a new board file here (- for standard output).", valueName: "board"))
    var output: String?

    @Option(help: ArgumentHelp("Add the payload's cards to this existing board file.", valueName: "board"))
    var into: String?

    @Option(help: ArgumentHelp("With --into: the list (name or id) the cards go into.", valueName: "name"))
    var list: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --into: the position (0 is first) of the new lists, or of the cards in --list.", valueName: "n"))
    var at: Int?

    @Flag(help: "With -o: replace an existing board file. With --into: write the board even if it is read-only.")
    var force = false

    @OptionGroup var lockWait: LockWaitOptions

    @OptionGroup var archived: ArchivedOptions

    @OptionGroup var inputSize: InputSizeOption

    @Option(
        name: .customLong("list-by"),
        help: ArgumentHelp(
            "For todo.txt: make lists by project (the default), context or priority.", valueName: "project|context|priority"))
    var listBy: String?
    @OptionGroup var formatOptions: ImportFormatOptions

    @Flag(help: ArgumentHelp(
        "A payload that holds several boards (a Focalboard archive, a Vikunja export): write each to its own file in the folder -o names, named after the board."))
    var all = false

    @Flag(name: .shortAndLong, help: "Do not print warnings about what the import could not carry.")
    var quiet = false

    @Flag(help: "Print a JSON summary of the result on standard output.")
    var json = false

    @Flag(help: "Fail (exit 65, writing nothing) when the import cannot carry everything in the payload.")
    var strict = false

    func validate() throws {
        if (output == nil) == (into == nil) {
            throw ValidationError("Give either -o BOARD (a new board) or --into BOARD (an existing one).")
        }
        if into == nil && (list != nil || at != nil) {
            throw ValidationError("--list and --at go with --into.")
        }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if json, let output, OutputTarget.standardOutputPaths.contains(output) { throw ValidationError("--json cannot go with -o -: both use standard output.") }
        if all && (output == nil || OutputTarget.standardOutputPaths.contains(output!)) { throw ValidationError("--all writes a folder of boards: give -o DIR/.") }
        if all && formatOptions.board != nil { throw ValidationError("--all imports every board; --board chooses one: give one of them.") }
        if let listBy, TodoTxtGrouping(rawValue: listBy) == nil {
            throw ValidationError("--list-by takes project, context or priority, not '\(listBy)'.")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            var options = try archived.importOptions()
            inputSize.apply(to: &options)
            if let listBy, let grouping = TodoTxtGrouping(rawValue: listBy) { options.todoTxtGrouping = grouping }
            formatOptions.apply(to: &options)
            let target = output.map { OutputTarget($0, force: force) }
            // A board file keeps the payload's files in its store; a board on standard output cannot.
            options.carriesFiles = target?.isStandardOutput != true
            if all, let output { return try importAll(into: output, options: options) }
            try target?.checkWritable()
            let source = try InputSizeOption.readPayload(payload, maximumBytes: options.maximumInputBytes)
            let registry = InstalledAdapters.registry()
            let declared = try PayloadType.resolve(type, for: source)
            // The adapters read the file themselves, so the bar says what runs, then what it made.
            var progress = ProgressBar("importing \(source.name)")
            progress.start()
            let conversion: PayloadConversion
            do {
                conversion = try PayloadConversion.run(
                    source, as: declared, goal: .board, registry: registry, importOptions: options)
            } catch let error as AdapterError where error.code == .noPlan && into != nil && payload != "-" {
                progress.finish()
                return try attachUnread(into: into!)
            } catch {
                progress.finish()
                throw error
            }
            guard let imported = conversion.outcome.board else {
                progress.finish()
                throw CommandFailure(.dataError, "\(source.name): the import made no board")
            }
            progress.update(made: "\(BoardStatistics.cardCount(imported.lists)) cards")
            progress.finish()
            try LossReport.check(conversion.outcome.losses, input: source.name, strict: strict)
            var warnings = conversion.outcome.warnings
            let summary: ImportSummary
            let files = conversion.outcome.files
            if let target {
                try write(imported, files: files, to: target)
                summary = ImportSummary(conversion, input: source.name, board: imported, written: target.name, added: nil)
            } else if let into {
                let added = try add(imported, files: files, into: into, warnings: &warnings)
                summary = ImportSummary(conversion, input: source.name, board: imported, written: into, added: added)
            } else {
                return
            }
            Warnings.print(warnings, input: source.name, quiet: quiet)
            LossReport.print(conversion.outcome.losses, input: source.name, quiet: quiet)
            if json {
                var result = summary
                result.warnings = warnings.map(\.description)
                result.losses = LossReport(conversion.outcome.losses)
                try JSONOutput.print(result)
            } else if target?.isStandardOutput != true {
                var out = OutputBuffer()
                try out.writeLine(summary.sentence)
                try out.flush()
            }
            KeptUntilExit.keep(conversion.outcome)
        }
    }

    /// Saves a whole board: atomically through `BoardFile`, or to standard output. The files the payload carried
    /// (a bundle's) go into the new board's store first, so the saved board never names a missing file; a board
    /// on standard output has no store, so the import was asked for none (`carriesFiles`). A board replaced with
    /// `--force` leaves its files behind: once the new board is saved, still under its lock, the store keeps only
    /// the files the new board or a step of the board's history names, as after every edit.
    private func write(_ board: Board, files: [String: Data], to target: OutputTarget) throws {
        guard let path = target.path else {
            try target.write(try BoardFormat.encode(board))
            return
        }
        try Self.save(board, files: files, to: path, force: force, source: payload == "-" ? "<stdin>" : payload)
    }

    /// Saves a whole board to the file at `path`, its files (`files`, by SHA-256) put into its store first; then,
    /// still under the board's lock, removes the files of the store that neither the board nor a step of the
    /// board's history names (those of a board it replaced), by the rule every edit follows.
    ///
    /// A Cardport board already at `path` (`--force`) is replaced through its board session, as one undo step
    /// named after `source`: `cardport undo` brings the old board back, and the board's history goes on from it
    /// instead of describing a board that is no longer there. A file there that is not a board is overwritten.
    static func save(_ board: Board, files: [String: Data], to path: String, force: Bool, source: String) throws {
        if FileManager.default.fileExists(atPath: path), let session = try? BoardSession(path: path, force: force) {
            let name = "Replace the board with \(source)"
            // The one refusal possible is "the edit changed nothing": the file already holds this board.
            _ = try session.perform(named: name) { document in
                let carried = files.isEmpty ? board : try session.attachmentStore.carry(board, files: files)
                document.replaceBoard(with: carried, named: name)
                return ([], [])
            }
            return
        }
        var file = BoardFile(path: path)
        let store = AttachmentStore(forBoard: path)
        let saved = files.isEmpty ? board : try store.carry(board, files: files)
        try file.save(saved, force: force) {
            let history = FileManager.default.contents(atPath: BoardHistory.path(forBoard: path))
            store.collectGarbage(keeping: AttachmentStore.digests(of: saved), history: history)
        }
    }

    /// Adds the imported lists (or, with `--list`, their cards) to the board at `path` through its board session:
    /// one undo step, saved under the board folder's lock (concurrent imports queue, each waiting at most
    /// `--wait`), with the session's rules for the list (an archived list or a card limit refuses). Returns how
    /// many lists and cards were added.
    /// The files the payload carried go into the board's store under its lock, before the board is saved.
    private func add(
        _ imported: Board, files: [String: Data], into path: String, warnings: inout [AdapterWarning]
    ) throws -> ImportSummary.Added {
        let session = try BoardSession(path: path, wait: lockWait.duration, force: force)
        let source = payload == "-" ? "<stdin>" : payload
        var added = ImportSummary.Added(lists: 0, cards: 0, list: nil)
        var carried: [AdapterWarning] = []
        let (outcome, _) = try session.perform(named: "Import \(source)") { document in
            let board = document.board
            let fragment = files.isEmpty ? imported : try session.attachmentStore.carry(imported, files: files)
            let lists = fragment.lists
            if let list {
                let cards = lists.flatMap(\.cards)
                let target = try board.list(named: list)
                guard !cards.isEmpty else {
                    throw CommandFailure(.dataError, "\(source): the payload has no cards to add", hint: "\(path) is unchanged")
                }
                carried = board.labelWarnings(carrying: cards, from: fragment.labels, board: path)
                let index = try board.insertionIndex(at, inList: target.id)
                let ids = try document.insertCards(cards, intoList: target.id, at: index, carryingLabels: fragment.labels)
                added = .init(lists: 0, cards: cards.count, list: target.name)
                return (ids, [])
            }
            guard !lists.isEmpty else {
                throw CommandFailure(.dataError, "\(source): the payload has no lists to add", hint: "\(path) is unchanged")
            }
            if let at, at > board.lists.count {
                throw CommandFailure(.usage, "\(path): --at \(at): the board has \(board.lists.count) lists; give 0 to \(board.lists.count)")
            }
            carried = board.labelWarnings(carrying: lists.flatMap(\.cards), from: fragment.labels, board: path)
            let ids = try document.insertLists(lists, at: at, carryingLabels: fragment.labels)
            added = .init(lists: lists.count, cards: BoardStatistics.cardCount(lists), list: nil)
            return (ids, [])
        }
        if let failure = CommandFailure(refusing: outcome, file: path) { throw failure }
        warnings += carried
        return added
    }
}
