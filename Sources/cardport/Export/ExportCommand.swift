import Adapters
import ArgumentParser
import Foundation

/// `cardport export BOARD --as T [-o OUT|-] [--force]`: a board file written as another type.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a board as another type: Markdown, plain text, Trello JSON, Obsidian Kanban…",
        discussion: """
            TYPE is an identifier, a .extension or a MIME type; `cardport adapters` lists the types that can be \
            written. The output goes to standard output unless -o names a file, which is written atomically and \
            never replaced without --force.

            With --cards, only those cards are written (ids, comma-separated), exactly as a drag of them out of \
            the board offers them: the lists that hold them and the labels they use.

            --as app.cardport.bundle (or .cardportbundle) writes one zip archive holding the board and the files \
            its cards' attachments keep in BOARD.files/; `cardport import` reads it back, files included.

            Examples:
              cardport export board.json --as .md
              cardport export board.json --as com.trello.board-export -o trello.json --force
              cardport export board.json --cards c12,c13 --as app.cardport.board
              cardport export board.json --as .cardportbundle -o board.cardportbundle
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(name: .customLong("as"), help: ArgumentHelp("The type to write.", valueName: "type"))
    var type: String

    @Option(help: ArgumentHelp("Only these cards (ids, comma-separated), as a drag of them offers them.", valueName: "ids"))
    var cards: String?

    @OptionGroup var destination: PayloadOutputOptions

    @Flag(help: "Leave archived lists and cards out.")
    var skipArchived = false

    @Flag(name: .shortAndLong, help: "Do not print warnings about what the type could not carry.")
    var quiet = false

    func run() throws {
        try CommandFailure.reporting {
            let registry = InstalledAdapters.registry()
            let wanted = try TypeQuery.resolve(type, in: .shared, place: "--as")
            guard let match = registry.exporter(for: wanted) else {
                throw CommandFailure(
                    .usage, "--as \(type): no adapter writes \(wanted.identifier)",
                    hint: "`cardport adapters` lists the types that can be written")
            }
            let target = destination.target
            try target.checkWritable()
            var file = BoardFile(path: board)
            let loaded = try file.load()
            let options = ExportOptions(includeArchived: !skipArchived, files: AttachmentStore(forBoard: board))
            let result: ExportResult
            if let cards {
                let ids = cards.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let offer: CardsOffer
                do {
                    offer = try CardsOffer(cards: ids, of: loaded)
                } catch let error as AdapterError {
                    throw CommandFailure(.usage, "--cards: \(board): \(error.message)", hint: "`cardport show \(board)` lists the cards")
                }
                result = try offer.export(as: wanted, registry: registry, options: options)
            } else {
                result = try match.exporter.export(loaded, as: match.writtenType, options: options)
            }
            try target.write(result.data)
            Warnings.print(result.warnings, input: board, quiet: quiet)
            if destination.json {
                try JSONOutput.print(ExportSummary(
                    input: board, type: match.writtenType.identifier, adapter: match.exporter.name,
                    output: target.name, bytes: result.data.count, warnings: result.warnings.map(\.description)))
            }
            KeptUntilExit.keep(loaded)
        }
    }
}

/// What `cardport export` and `cardport convert` wrote, as `--json`.
struct ExportSummary: Encodable {
    var input: String
    var type: String
    var adapter: String?
    var output: String
    var bytes: Int
    var warnings: [String]
    /// What the import step of `convert` could not carry, per kind; empty for `export`.
    var losses = LossReport(ImportLosses())
}
