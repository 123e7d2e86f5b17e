import Adapters
import Foundation
import ItemProviders

/// A payload run to a board or to another type, as `import`, `convert` and `inspect` do: an item provider with
/// one representation, taken by `ItemProviderConversion` exactly as a drop takes a dragged item. A file is
/// offered as a file that opens in place, so the adapters read it from disk; standard input as its bytes.
struct PayloadConversion {
    /// The plan that ran: the one made for the identified content.
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

    /// Offers `payload` as one representation of `type` and runs it to `goal`.
    /// - Throws: ``AdapterError`` from planning, identification or an adapter (for JSON that is not valid, the
    ///   syntax error with its `line:column`).
    static func run(
        _ payload: Payload, as type: UTType, goal: ConversionGoal, registry: AdapterRegistry,
        importOptions: ImportOptions, exportOptions: ExportOptions = ExportOptions()
    ) throws -> PayloadConversion {
        let provider = ItemProvider()
        if let file = payload.file {
            provider.registerFileRepresentation(for: type, openInPlace: true) { completion in
                completion(file, false, nil)
                return nil
            }
        } else {
            let data = try payload.data()
            provider.registerDataRepresentation(for: type) { completion in
                completion(data, nil)
                return nil
            }
        }
        let conversion = try ItemProviderConversion(offeredBy: provider, goal: goal, registry: registry)
        let outcome = try conversion.runAndWait(
            from: provider, name: payload.name, importOptions: importOptions, exportOptions: exportOptions)
        return PayloadConversion(plan: outcome.executedPlan ?? conversion.plan, outcome: outcome)
    }
}
