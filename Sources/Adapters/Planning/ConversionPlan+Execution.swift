extension ConversionPlan {
    /// Runs the plan on the payload of ``sourceType``.
    ///
    /// Runs on the caller's thread, step by step; each converter's output is handed to the next step in memory,
    /// named `INPUT (as TYPE)` in messages. Warnings of every step are collected in order, and
    /// the import step's ``ImportResult/losses`` are kept in the outcome.
    /// - Parameters:
    ///   - input: the payload of ``sourceType`` (the one offered type the plan loads).
    ///   - importOptions: passed to the importer and to converters.
    ///   - exportOptions: passed to the exporter.
    /// - Throws: the first ``AdapterError`` a step throws (other errors are wrapped in one).
    public func execute(
        _ input: AdapterInput, importOptions: ImportOptions = ImportOptions(),
        exportOptions: ExportOptions = ExportOptions()
    ) throws(AdapterError) -> ConversionOutcome {
        var current = input
        var currentType = sourceType
        var board: Board?
        var data: Data?
        var warnings: [AdapterWarning] = []
        var losses = ImportLosses()
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
                board = result.board
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
        return ConversionOutcome(board: board, data: data, type: currentType, warnings: warnings, losses: losses)
    }

    private func run<Result>(_ step: Step, _ body: () throws -> Result) throws(AdapterError) -> Result {
        do {
            return try body()
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(code: .malformedInput, message: "\(step) failed: \(error)")
        }
    }
}
