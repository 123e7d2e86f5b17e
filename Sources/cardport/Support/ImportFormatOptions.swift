import Adapters
import ArgumentParser

/// `--preset`, `--map`, `--include-pull-requests` and `--board`, shared by `import` and `inspect`.
struct ImportFormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "CSV: read with this preset (jira, trello, asana, clickup, linear, taiga, github-projects, notion, cardport, generic) instead of the one the header matches.",
        valueName: "name"))
    var preset: String?

    @Option(help: ArgumentHelp(
        "CSV: which column feeds which field, as FIELD=Column pairs (list=State,title=Name,labels=Tags,due=Deadline).",
        valueName: "pairs"))
    var map: String?

    @Flag(name: .customLong("include-pull-requests"), help: "GitHub issue lists: import pull requests too (skipped by default).")
    var includePullRequests = false

    @Option(help: ArgumentHelp(
        "A payload that holds several boards: import the one with this id or exact name.", valueName: "name|id"))
    var board: String?

    /// Sets the options these flags ask for.
    func apply(to options: inout ImportOptions) {
        options.csvPreset = preset
        options.csvMapping = map
        options.includePullRequests = includePullRequests
        options.board = board
    }

    /// The header, preset and mapping lines of a CSV payload, or nil for other types.
    func csvLines(_ payload: Payload, type: UTType?, options: ImportOptions) throws -> [String]? {
        guard let type, type.conforms(to: .commaSeparatedText) else { return nil }
        let data = try payload.data()
        do {
            return try CSVImporter.inspect(.data(data, name: payload.name), options: options).lines
        } catch {
            throw CommandFailure(error)
        }
    }
}
