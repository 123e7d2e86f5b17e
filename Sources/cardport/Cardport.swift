import ArgumentParser

/// The `cardport` command: moves cards between tools, and answers uniform type questions.
@main
struct Cardport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardport",
        abstract: "Move cards between boards and the formats other tools speak.",
        version: "0.1.0",
        subcommands: [
            ImportCommand.self, DropCommand.self, ExportCommand.self, ConvertCommand.self, ShowCommand.self, InspectCommand.self,
            AdaptersCommand.self, TypesCommand.self, ServeCommand.self,
        ])
}
