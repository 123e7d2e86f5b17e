import ArgumentParser
import UniformTypes

/// `cardport types list [--json]`: every declared type, sorted by identifier.
struct TypesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every declared type, sorted by identifier.",
        discussion: """
            Without --json, one line per type: identifier, kind and description, separated by tabs. With --json, \
            an array of objects with the keys identifier, kind, description, conformsTo, supertypes, extensions \
            and mimeTypes.

            Examples:
              cardport types list | grep -i markdown
              cardport types list --json
            """)

    @OptionGroup var registryOptions: TypeRegistryOptions

    @Flag(help: "Print a JSON array of type objects.")
    var json = false

    func run() throws {
        try CommandFailure.reporting {
            let registry = try registryOptions.registry()
            let identifiers = registry.declarations.map(\.identifier).sorted(by: TypeSummary.identifierOrder)
            let summaries = identifiers.compactMap { registry.type(withIdentifier: $0) }.map(TypeSummary.init)
            var output = OutputBuffer()
            if json {
                try output.writeLine(try TypeSummary.json(summaries))
            } else {
                for summary in summaries {
                    try output.writeLine(
                        "\(summary.identifier)\t\(summary.kind)\t\(MessageText.neutral(summary.description ?? ""))")
                }
            }
            try output.flush()
        }
    }
}
