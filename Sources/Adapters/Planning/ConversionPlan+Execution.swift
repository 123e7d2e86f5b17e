extension ConversionPlan {
    /// Runs the plan on the payload of ``sourceType``.
    ///
    /// When the plan ``identifiesContent``, the payload is read and identified first, with ``sourceType`` as
    /// the hint; if it is more specific, the plan for what it is runs instead of ``steps`` (the outcome's
    /// ``ConversionOutcome/executedPlan`` and ``ConversionOutcome/identification`` say which). Content that
    /// turns out to be nothing any adapter reads throws `noPlan` naming what it was identified as; JSON that is
    /// not valid throws the syntax error with its `line:column`, and a zip archive refused for a limit or an
    /// unsafe entry throws that refusal (naming the limit, or the entry). An ambiguous payload (two recognising
    /// adapters equally sure of two types) throws `unexpectedContent` naming the candidates and `--type`.
    ///
    /// Runs on the caller's thread, step by step; each converter's output is handed to the next step in memory,
    /// named `INPUT (as TYPE)` in messages. Warnings of every step are collected in order, and
    /// the import step's ``ImportResult/losses`` are kept in the outcome. An import step that reads no card from a
    /// payload that is not empty (other than Cardport's own board format) adds a warning and a loss, so that
    /// `--strict` refuses it.
    /// - Parameters:
    ///   - input: the payload of ``sourceType`` (the one offered type the plan loads).
    ///   - importOptions: passed to the importer and to converters.
    ///   - exportOptions: passed to the exporter.
    /// - Throws: the first ``AdapterError`` a step throws (other errors are wrapped in one).
    public func execute(
        _ input: AdapterInput, importOptions: ImportOptions = ImportOptions(),
        exportOptions: ExportOptions = ExportOptions()
    ) throws(AdapterError) -> ConversionOutcome {
        guard let planner = identifyingPlanner else {
            return try executeSteps(input, importOptions: importOptions, exportOptions: exportOptions)
        }
        // The payload read whole to identify it is let go before the steps run: an importer that reads the file
        // itself in chunks would otherwise run beside a second copy of it.
        let (plan, identification) = try identifiedPlan(input, planner: planner, importOptions: importOptions)
        var outcome = try plan.executeSteps(input, importOptions: importOptions, exportOptions: exportOptions)
        outcome.identification = identification
        return outcome
    }

    /// What the payload of `input` is, and the plan for it: the errors ``execute(_:importOptions:exportOptions:)``
    /// names for content that is ambiguous or that no plan reaches. The bytes read to identify it are gone when
    /// this returns.
    private func identifiedPlan(
        _ input: AdapterInput, planner: ConversionPlanner, importOptions: ImportOptions
    ) throws(AdapterError) -> (ConversionPlan, Identification) {
        let data = try input.readAdapterData(maximumBytes: importOptions.maximumInputBytes)
        let identification = planner.registry.identify(data, hint: sourceType, fileName: input.fileName)
        if identification.isAmbiguous {
            let names = identification.candidates.map { "\($0.type.identifier) (the \($0.adapterName) adapter: \($0.evidence))" }
            throw AdapterError(
                code: .unexpectedContent,
                message: "the content is ambiguous: it could be " + names.joined(separator: " or ")
                    + "; name its type with " + identification.candidates.map { "--type \($0.type.identifier)" }
                    .joined(separator: " or "),
                input: input.name)
        }
        let plan: ConversionPlan
        do {
            plan = try planner.plan(for: identification, goal: goal)
        } catch {
            if identification.type.conforms(to: .json), let syntaxError = Self.jsonSyntaxError(data, name: input.name) {
                throw syntaxError
            }
            // A zip archive no importer took may be one that was refused (a limit crossed, an unsafe entry):
            // that, not the missing importer, is the reason to give.
            if identification.type == .zip,
               let archiveError = Self.archiveError(data, name: input.name, limits: importOptions.archiveLimits)
            {
                throw archiveError
            }
            throw AdapterError(
                code: error.code, message: "the content is \(identification): \(error.message)", input: input.name,
                location: error.location, cause: error)
        }
        return (plan, identification)
    }

    /// Runs ``steps`` as they are.
    private func executeSteps(
        _ input: AdapterInput, importOptions: ImportOptions, exportOptions: ExportOptions
    ) throws(AdapterError) -> ConversionOutcome {
        var current = input
        var currentType = sourceType
        var board: Board?
        var data: Data?
        var warnings: [AdapterWarning] = []
        var losses = ImportLosses()
        var files: [String: Data] = [:]
        for step in steps {
            switch step {
            case .convert(let converter, let conversion):
                let result = try run(step) { try converter.convert(current, conversion, options: importOptions) }
                warnings += result.warnings
                currentType = conversion.destination
                current = .data(result.data, name: "\(input.name) (as \(currentType.identifier))")
                data = result.data
            case .importBoard(let importer, let type):
                let result = try run(step) { try importer.importBoard(from: current, as: type, options: importOptions) }
                warnings += result.warnings
                losses.formUnion(result.losses)
                // A payload with content that reads as no card at all is most likely read as the wrong type or an
                // export shape the importer does not know: said, and refused with --strict (Cardport's own board
                // format is exempt: an empty board is a board).
                if importer.name != NativeBoardAdapter().name, result.board.lists.allSatisfy(\.cards.isEmpty),
                   current.hasContent
                {
                    warnings.append(AdapterWarning(
                        "\(importer.name) read no card from a payload that is not empty: check that it is "
                            + "\(type.identifier), or name its type with --type"))
                    losses.record(1, "non-empty payloads read without a card", outcome: "imported as an empty board")
                }
                board = result.board
                files = result.files
                data = nil
            case .export(let exporter, let type):
                guard let source = board else { continue }
                let result = try run(step) { try exporter.export(source, as: type, options: exportOptions) }
                warnings += result.warnings
                currentType = type
                data = result.data
            }
        }
        if case .type = goal, data == nil {
            data = try current.readAdapterData(maximumBytes: importOptions.maximumInputBytes)
        }
        var outcome = ConversionOutcome(board: board, data: data, type: currentType, warnings: warnings, losses: losses)
        outcome.files = files
        outcome.executedPlan = self
        return outcome
    }

    /// The first JSON syntax error in `payload` (UTF-8, UTF-16 or UTF-32), located `line:column`, or nil when it
    /// is valid JSON.
    static func jsonSyntaxError(_ payload: Data, name: String) -> AdapterError? {
        let data: Data
        do { data = try TextPayload.utf8Bytes(of: payload, input: name) } catch { return error }
        let decoded = Result { () throws(BoardFormatError) -> Board in try BoardFormat.decode(data, file: name) }
        guard case .failure(let error) = decoded, error.code == .malformedJSON else { return nil }
        return AdapterError(
            code: .malformedInput, message: error.message, input: name,
            location: error.line.map { "\($0)" + (error.column.map { ":\($0)" } ?? "") }, cause: error)
    }

    /// Why the zip archive in `data` cannot be read within `limits` (a limit crossed, an unsafe entry, not a
    /// readable archive), or nil when its directory reads.
    static func archiveError(_ data: Data, name: String, limits: ArchiveLimits) -> AdapterError? {
        do {
            _ = try ZipArchive(data: data, name: name, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    private func run<Result>(_ step: Step, _ body: () throws -> Result) throws(AdapterError) -> Result {
        do {
            return try body()
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(code: .malformedInput, message: "\(step) failed: \(error)", cause: error)
        }
    }
}
