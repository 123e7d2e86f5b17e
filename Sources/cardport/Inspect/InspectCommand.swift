import Adapters
import ArgumentParser
import Foundation

/// `cardport inspect FILE [--json]`: what a board file or payload is, and what it holds.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Say what a board file or payload is (type, adapter) and count what it holds.",
        discussion: """
            The type is found as `cardport import` finds it: --type, else the file name, else the content. The \
            payload is imported (nothing is written) and its lists, cards, archived ones, checklists and items \
            done, comments, attachments and labels are counted.

            Examples:
              cardport inspect trello-export.json
              cardport inspect - --json < board.json
              cardport inspect tasks.csv --preset jira
            """)

    @Argument(help: ArgumentHelp("A board file or payload, or - for standard input.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The payload's type, when its name and content do not say it.", valueName: "type"))
    var type: String?

    @OptionGroup var formatOptions: ImportFormatOptions

    @OptionGroup var inputSize: InputSizeOption

    @Flag(name: .shortAndLong, help: "Do not print warnings about what the import could not carry.")
    var quiet = false

    @Flag(help: "Print a JSON object instead of text.")
    var json = false

    func run() throws {
        try CommandFailure.reporting {
            var options = ImportOptions()
            inputSize.apply(to: &options)
            formatOptions.apply(to: &options)
            let source = try InputSizeOption.readPayload(file, maximumBytes: options.maximumInputBytes)
            let registry = InstalledAdapters.registry()
            let declared = try PayloadType.resolve(type, for: source)
            let conversion = try PayloadConversion.run(
                source, as: declared, goal: .board, registry: registry, importOptions: options)
            guard let board = conversion.outcome.board else {
                throw CommandFailure(.dataError, "\(source.name): the import made no board")
            }
            Warnings.print(conversion.outcome.warnings, input: source.name, quiet: quiet)
            let report = InspectReport(
                file: source.name, type: (conversion.importedType ?? conversion.plan.sourceType).identifier,
                declaredType: declared.identifier,
                identifiedType: (conversion.outcome.identification?.type ?? declared).identifier,
                evidence: conversion.outcome.identification?.evidence ?? ["declared as \(declared.identifier)"],
                adapter: conversion.importerName ?? "", board: board.name,
                counts: BoardStatistics(board), warnings: conversion.outcome.warnings.count,
                csv: try formatOptions.csvLines(source, type: conversion.importedType, options: options))
            if json {
                try JSONOutput.print(report)
            } else {
                var output = OutputBuffer()
                for line in report.lines { try output.writeLine(line) }
                try output.flush()
            }
        }
    }
}

/// What `cardport inspect` reports, as text lines or `--json`.
struct InspectReport: Encodable {
    var file: String
    var type: String
    /// What the command line said: `--type`, the file name's type, or `public.data` when neither says.
    var declaredType: String
    /// What identification made of the content (the declared type refined).
    var identifiedType: String
    /// Why, in words.
    var evidence: [String]
    var adapter: String
    var board: String
    var counts: BoardStatistics
    var warnings: Int
    /// For a CSV file: its header, preset and mapping, as `cardport import` would use them.
    var csv: [String]?

    /// The report as text lines, each neutral (``MessageText/neutral(_:keepingLines:)``): a board name or a file
    /// name from the payload cannot send escape sequences to the terminal.
    var lines: [String] {
        rawLines.map { MessageText.neutral($0) }
    }

    private var rawLines: [String] {
        let description = UTType(type)?.localizedDescription.map { " (\($0))" } ?? ""
        let typeLine = type == declaredType ? type + description : "\(type)\(description), refined from \(declaredType)"
        return [
            "file:        \(file)",
            "type:        \(typeLine)",
            "evidence:    \(evidence.joined(separator: "; "))",
            "adapter:     \(adapter)",
            "board:       \(board.isEmpty ? "(no name)" : board)",
            "lists:       \(counts.lists) (\(counts.archivedLists) archived)",
            "cards:       \(counts.cards) (\(counts.archivedCards) archived, \(counts.cardsWithDueDates) with due dates)",
            "checklists:  \(counts.checklists) (\(counts.checklistItemsDone) of \(counts.checklistItems) items done)",
            "comments:    \(counts.comments)",
            "attachments: \(counts.attachments)",
            "labels:      \(counts.labels)",
            "warnings:    \(warnings)",
        ] + (csv ?? [])
    }
}
