import Adapters
import ArgumentParser
import Foundation

/// `cardport convert IN --to T [-o OUT|-] [--explain]`: a payload to another type, through the planner.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a payload to another type, choosing the adapters as the planner does.",
        discussion: """
            The input's type comes from --type, else the file name, else its content. The planner prefers a \
            direct adapter to a chain of converters and a shorter chain to a longer one; --explain prints the \
            plan and why. The explanation goes to standard error when the converted payload goes to standard \
            output or --json is given, and to standard output otherwise.

            Examples:
              cardport convert trello-export.json --to .md
              cat tasks.md | cardport convert - --to com.trello.board-export -o trello.json --explain
            """)

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "input"))
    var input: String

    @Option(help: ArgumentHelp("The type to write.", valueName: "type"))
    var to: String

    @Option(help: ArgumentHelp("The input's type, when its name and content do not say it.", valueName: "type"))
    var type: String?

    @OptionGroup var destination: PayloadOutputOptions

    @Flag(help: "Print the plan and why it was chosen.")
    var explain = false

    @OptionGroup var archived: ArchivedOptions

    @OptionGroup var inputSize: InputSizeOption

    @Flag(name: .shortAndLong, help: "Do not print warnings about what the conversion could not carry.")
    var quiet = false

    @Flag(help: "Fail (exit 65, writing nothing) when the import step cannot carry everything in the payload.")
    var strict = false

    func run() throws {
        try CommandFailure.reporting {
            var options = try archived.importOptions()
            inputSize.apply(to: &options)
            let target = destination.target
            try target.checkWritable()
            let registry = InstalledAdapters.registry()
            let wanted = try TypeQuery.resolve(to, in: .shared, place: "--to")
            let reachable = registry.exporter(for: wanted) != nil
                || registry.converters.contains { $0.conversions.contains { $0.destination.conforms(to: wanted) } }
            guard reachable else {
                throw CommandFailure(
                    .usage, "--to \(to): no adapter writes \(wanted.identifier)",
                    hint: "`cardport adapters` lists the types that can be written")
            }
            let source = try InputSizeOption.readPayload(input, maximumBytes: options.maximumInputBytes)
            let declared = try PayloadType.resolve(type, for: source)
            let conversion = try PayloadConversion.run(
                source, as: declared, goal: .type(wanted), registry: registry, importOptions: options,
                exportOptions: ExportOptions(includeArchived: options.includeArchived))
            if explain {
                let text = Data((conversion.plan.explanation + "\n").utf8)
                if target.isStandardOutput || destination.json {
                    FileHandle.standardError.write(text)
                } else {
                    try OutputTarget(nil, force: false).write(text)
                }
            }
            guard let data = conversion.outcome.data else {
                throw CommandFailure(.dataError, "\(source.name): the conversion produced no payload")
            }
            try LossReport.check(conversion.outcome.losses, input: source.name, strict: strict)
            try target.write(data)
            Warnings.print(conversion.outcome.warnings, input: source.name, quiet: quiet)
            LossReport.print(conversion.outcome.losses, input: source.name, quiet: quiet)
            if destination.json {
                let exporter = conversion.plan.steps.compactMap { step -> String? in
                    if case .export(let exporter, _) = step { exporter.name } else { nil }
                }.last
                try JSONOutput.print(ExportSummary(
                    input: source.name, type: conversion.outcome.type.identifier, adapter: exporter,
                    output: target.name, bytes: data.count,
                    warnings: conversion.outcome.warnings.map(\.description),
                    losses: LossReport(conversion.outcome.losses)))
            }
        }
    }
}
