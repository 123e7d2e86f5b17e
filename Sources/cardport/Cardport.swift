import Adapters
import ArgumentParser
import UniformTypes

/// The `cardport` command: moves cards between tools, and answers uniform type questions.
@main
struct Cardport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardport",
        abstract: "Move cards between boards and the formats other tools speak.",
        discussion: """
            Boards are files in Cardport's JSON format. Payloads are files, or - for standard input or output, \
            in any format an adapter reads or writes (cardport adapters lists them). Errors are one line on \
            standard error naming the file and the place, and exit with a sysexits code: 64 usage, 65 bad data, \
            66 no input, 69 unavailable, 73 cannot create output, 74 I/O error, 75 the board is locked.

            Examples:
              cardport import Samples/Payloads/trello-simple-project-board.json -o board.json
              cardport show board.json
              cardport help import
            """,
        version: "0.1.0",
        subcommands: [
            ImportCommand.self, EditCommand.self, UndoCommand.self, RedoCommand.self, HistoryCommand.self,
            DropCommand.self, MoveCommand.self, ExportCommand.self, ConvertCommand.self,
            ShowCommand.self, InspectCommand.self, AdaptersCommand.self, TypesCommand.self,
            CopyCommand.self, PasteCommand.self, DropWindowCommand.self, DragWindowCommand.self, DragIntoCommand.self,
            ServeCommand.self,
        ])

    /// Declares Cardport's own types (its board formats and every format its adapters read, from
    /// `Cardport.uttypes.json`) for the shared registry, then runs the command: the one place the command line
    /// declares them, so `types show/lookup/tree` know exactly the types `import` and `drop` use.
    ///
    /// Nothing is built here: the registry is made, with the MIME database from the build's snapshot and these
    /// declarations, when a command first asks about a type; `--version`, `--help` and commands that never
    /// consult types do not pay for it.
    static func main() async {
        // The MIME database as the build found it: the registry starts without parsing its XML.
        TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)
        TypeRegistry.registerInShared(TypeRegistry.cardportDeclarations)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            // A command that threw outside `CommandFailure.reporting` still gets the one mapping.
            if let failure = CommandFailure(translating: error) {
                failure.print()
                exit(withError: failure.exitCode)
            }
            exit(withError: error)
        }
    }
}
