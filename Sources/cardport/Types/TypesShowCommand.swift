import ArgumentParser
import UniformTypes

/// `cardport types show QUERY [--json]`: everything about one type.
struct TypesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a type: identifier, kind, description, parents, supertypes, extensions and MIME types.",
        discussion: """
            Examples:
              cardport types show org.opml.opml
              cardport types show .md
              cardport types show text/html --json
            """)

    @OptionGroup var registryOptions: TypeRegistryOptions

    @Argument(help: ArgumentHelp("An identifier, a .extension or a MIME type.", valueName: "type"))
    var query: String

    @Flag(help: "Print a JSON object with the keys of `cardport types list --json`.")
    var json = false

    func run() throws {
        try CommandFailure.reporting {
            let registry = try registryOptions.registry()
            let summary = TypeSummary(try TypeQuery.resolve(query, in: registry))
            var output = OutputBuffer()
            if json {
                try output.writeLine(try TypeSummary.json(summary))
            } else {
                for line in summary.lines { try output.writeLine(line) }
            }
            try output.flush()
        }
    }
}
