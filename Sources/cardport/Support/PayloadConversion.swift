import Adapters
import Foundation

/// A payload run through the planner to a board or to another type, as `import`, `convert` and `inspect` do.
struct PayloadConversion {
    /// The plan that ran.
    var plan: ConversionPlan
    /// What it produced.
    var outcome: ConversionOutcome

    /// The importer's name, when the plan imported a board.
    var importerName: String? {
        for case .importBoard(let importer, _) in plan.steps { return importer.name }
        return nil
    }

    /// The type the importer read, when the plan imported a board.
    var importedType: UTType? {
        for case .importBoard(_, let type) in plan.steps { return type }
        return nil
    }

    /// Plans and runs the way from `payload`, declared as `type`, to `goal`.
    /// - Throws: ``AdapterError`` from planning or from an adapter; for a JSON payload that no adapter reads
    ///   because it is not valid JSON, the syntax error with its `line:column`.
    static func run(
        _ payload: Payload, as type: UTType, goal: ConversionGoal, registry: AdapterRegistry,
        importOptions: ImportOptions, exportOptions: ExportOptions = ExportOptions()
    ) throws -> PayloadConversion {
        let planner = ConversionPlanner(registry: registry)
        let planned: Result<ConversionPlan, AdapterError> = Result { () throws(AdapterError) -> ConversionPlan in
            try planner.plan(for: payload.input, declaredAs: type, goal: goal)
        }
        if case .failure(let error) = planned, error.code == .noPlan, type.conforms(to: .json),
            let syntaxError = jsonSyntaxError(payload)
        {
            throw syntaxError
        }
        let plan = try planned.get()
        let outcome = try plan.execute(payload.input, importOptions: importOptions, exportOptions: exportOptions)
        return PayloadConversion(plan: plan, outcome: outcome)
    }

    /// The first JSON syntax error in the payload, located `line:column`, or nil when it is valid JSON.
    private static func jsonSyntaxError(_ payload: Payload) -> AdapterError? {
        let decoded: Result<Board, BoardFormatError> = Result { () throws(BoardFormatError) -> Board in try BoardFormat.decode(payload.data, file: payload.name) }
        guard case .failure(let error) = decoded, error.code == .malformedJSON else { return nil }
        return AdapterError(
            code: .malformedInput, message: error.message, input: payload.name,
            location: error.line.map { "\($0)" + (error.column.map { ":\($0)" } ?? "") })
    }
}
