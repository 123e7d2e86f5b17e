import Adapters
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
            that refuses the cards, is left byte for byte as it was.

            Examples:
              cardport import trello-export.json -o board.json
              pbpaste | cardport import - --type .md --into board.json --list "To Do" --at 0
              cardport import tasks.csv --map 'list=State,title=Name,labels=Tags' -o board.json
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

    @Option(help: ArgumentHelp("With --into: the position (0 is first) of the new lists, or of the cards in --list.", valueName: "n"))
    var at: Int?

    @Flag(help: "With -o: replace an existing board file.")
    var force = false

    @OptionGroup var archived: ArchivedOptions

    @OptionGroup var formatOptions: ImportFormatOptions

    @Flag(name: .shortAndLong, help: "Do not print warnings about what the import could not carry.")
    var quiet = false

    @Flag(help: "Print a JSON summary of the result on standard output.")
    var json = false

    func validate() throws {
        if (output == nil) == (into == nil) {
            throw ValidationError("Give either -o BOARD (a new board) or --into BOARD (an existing one).")
        }
        if into == nil && (list != nil || at != nil) {
            throw ValidationError("--list and --at go with --into.")
        }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if json && output == "-" { throw ValidationError("--json cannot go with -o -: both use standard output.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            var options = try archived.importOptions()
            formatOptions.apply(to: &options)
            let target = output.map { OutputTarget($0, force: force) }
            try target?.checkWritable()
            let source = try Payload.read(payload, maximumBytes: options.maximumInputBytes)
            let declared = try PayloadType.resolve(type, for: source)
            let conversion = try PayloadConversion.run(
                source, as: declared, goal: .board, registry: .standard(), importOptions: options)
            guard let imported = conversion.outcome.board else {
                throw CommandFailure(.dataError, "\(source.name): the import made no board")
            }
            var progress = ProgressBar("importing \(source.name)")
            progress.update(made: "\(BoardStatistics(imported).cards) cards")
            progress.finish()
            var warnings = conversion.outcome.warnings
            let summary: ImportSummary
            if let target {
                try write(imported, to: target)
                summary = ImportSummary(conversion, input: source.name, board: imported, written: target.name, added: nil)
            } else if let into {
                let added = try add(imported, into: into, warnings: &warnings)
                summary = ImportSummary(conversion, input: source.name, board: imported, written: into, added: added)
            } else {
                return
            }
            Warnings.print(warnings, input: source.name, quiet: quiet)
            if json {
                var result = summary
                result.warnings = warnings.map(\.description)
                try JSONOutput.print(result)
            } else if target?.isStandardOutput != true {
                var out = OutputBuffer()
                try out.writeLine(summary.sentence)
                try out.flush()
            }
        }
    }

    /// Saves a whole board: atomically through `BoardFile`, or to standard output.
    private func write(_ board: Board, to target: OutputTarget) throws {
        guard let path = target.path else {
            try target.write(try BoardFormat.encode(board))
            return
        }
        var file = BoardFile(path: path)
        try file.save(board, force: force)
    }

    /// Adds the imported lists (or, with `--list`, their cards) to the board at `path` as one edit, and saves
    /// it; the save refuses if the file changed since it was loaded. Returns how many lists and cards were added.
    private func add(_ fragment: Board, into path: String, warnings: inout [AdapterWarning]) throws -> ImportSummary.Added {
        var file = BoardFile(path: path)
        let board = try file.load()
        let document = BoardDocument(board: board)
        let known = Set(board.labels.map(\.id))
        var lists = fragment.lists
        var dropped = 0
        for index in lists.indices {
            for card in lists[index].cards.indices {
                let before = lists[index].cards[card].labelIDs.count
                lists[index].cards[card].labelIDs.removeAll { !known.contains($0) }
                dropped += before - lists[index].cards[card].labelIDs.count
            }
        }
        if dropped > 0 {
            warnings.append(AdapterWarning("\(dropped) label(s) of the payload's cards are not on \(path) and were left off"))
        }
        let added: ImportSummary.Added
        if let list {
            let cards = lists.flatMap(\.cards)
            guard let target = board.lists.first(where: { $0.id == list }) ?? board.lists.first(where: { $0.name == list }) else {
                let names = board.lists.map { "'\($0.name)'" }.joined(separator: ", ")
                throw CommandFailure(.usage, "\(path): no list named '\(list)'", hint: "the board's lists are \(names)")
            }
            guard !cards.isEmpty else {
                throw CommandFailure(.dataError, "\(payload == "-" ? "<stdin>" : payload): the payload has no cards to add", hint: "\(path) is unchanged")
            }
            if let at, at > target.cards.count {
                throw CommandFailure(.usage, "--at \(at): the list '\(target.name)' has \(target.cards.count) cards; give 0 to \(target.cards.count)")
            }
            try document.insertCards(cards, intoList: target.id, at: at)
            added = .init(lists: 0, cards: cards.count, list: target.name)
        } else {
            guard !lists.isEmpty else {
                throw CommandFailure(.dataError, "\(payload == "-" ? "<stdin>" : payload): the payload has no lists to add", hint: "\(path) is unchanged")
            }
            if let at, at > board.lists.count {
                throw CommandFailure(.usage, "--at \(at): the board has \(board.lists.count) lists; give 0 to \(board.lists.count)")
            }
            try document.insertLists(lists, at: at)
            added = .init(lists: lists.count, cards: lists.reduce(0) { $0 + $1.cards.count }, list: nil)
        }
        try file.save(document.board)
        return added
    }
}
