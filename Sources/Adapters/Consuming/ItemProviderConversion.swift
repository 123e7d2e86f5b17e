import Locking
import Foundation
import ItemProviders

/// The one road from an item provider to cards (or to a payload of a type): plan once from what the provider
/// offers, load that one representation, identify it, run the adapters.
///
/// A drop on a board takes each dragged item this way, and `cardport import`, `convert` and `inspect` take a
/// file this way too (an item provider with one representation), so a payload becomes the same board whichever
/// way it arrives. The plan is made once, when the conversion is created, and reused by every run: a drop
/// target makes it when it is asked for a proposal and runs it when the drop is performed.
///
/// A value, safe to pass between threads.
public struct ItemProviderConversion: Sendable {
    /// The plan: which offered representation is loaded, and what runs on it.
    public let plan: ConversionPlan

    /// Plans the way from what `provider` offers (`ItemProvider.registeredTypeIdentifiers`,
    /// richest first) to `goal`. Identifiers no type registry declares cannot be what an adapter reads and are
    /// left out.
    /// - Throws: ``AdapterError`` `noPlan` when no adapter reads any offered type, nor any type its content may
    ///   be identified as.
    public init(offeredBy provider: ItemProvider, goal: ConversionGoal, registry: AdapterRegistry) throws(AdapterError) {
        let types = provider.registeredTypeIdentifiers.compactMap { UTType($0) }
        plan = try ConversionPlanner(registry: registry).plan(offering: types, goal: goal)
    }

    /// Wraps a plan made elsewhere.
    public init(plan: ConversionPlan) {
        self.plan = plan
    }

    /// Loads the planned representation from `provider` and runs the plan on it.
    ///
    /// A provider that offers the planned type as a file it can open in place (as `cardport import` offers the
    /// file it is given) hands the adapters that file, which they read in chunks where they can (CSV) instead of
    /// holding all of its bytes; errors then name the payload `name`, not the file's absolute path. Any other
    /// representation is loaded as data.
    /// - Parameters:
    ///   - provider: the item provider to load from.
    ///   - name: how messages name the payload (a file path, `drop item 2`).
    ///   - importOptions: passed to the importer of the plan.
    ///   - exportOptions: passed to the exporter of the plan.
    ///   - completion: runs once, on `ItemProvider.completionQueue`, with the outcome, or with
    ///     an ``AdapterError``: `unreadableInput` when the load failed or was cancelled (its message says why),
    ///     else the adapters' own error.
    /// - Returns: the load's progress; cancelling it cancels the load.
    @discardableResult
    public func run(
        from provider: ItemProvider, name: String, importOptions: ImportOptions = ImportOptions(),
        exportOptions: ExportOptions = ExportOptions(),
        completion: @escaping @Sendable (Result<ConversionOutcome, AdapterError>) -> Void
    ) -> Progress {
        let plan = plan
        let type = plan.sourceType.identifier
        if provider.hasRepresentationConforming(toTypeIdentifier: type, fileOptions: .openInPlace) {
            return provider.loadInPlaceFileRepresentation(forTypeIdentifier: type) { url, _, error in
                guard let url else { return completion(.failure(Self.unloadable(type, error, name: name))) }
                let outcome = Result { () throws(AdapterError) -> ConversionOutcome in
                    try plan.execute(.file(url), importOptions: importOptions, exportOptions: exportOptions)
                }
                completion(outcome.mapError { error in
                    guard error.input == url.path else { return error }
                    var named = error
                    named.input = name
                    return named
                })
            }
        }
        return provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completion(.failure(Self.unloadable(type, error, name: name))) }
            completion(Result { () throws(AdapterError) -> ConversionOutcome in
                try plan.execute(.data(data, name: name), importOptions: importOptions, exportOptions: exportOptions)
            })
        }
    }

    private static func unloadable(_ type: String, _ error: (any Error)?, name: String) -> AdapterError {
        AdapterError(
            code: .unreadableInput, message: "cannot load \(type): \(error.map { "\($0)" } ?? "no data")", input: name,
            cause: error)
    }

    /// Runs the conversion and waits for it: for command-line tools, never on a queue the load itself needs
    /// (not on `ItemProvider.completionQueue`, not on Swift's cooperative pool).
    /// - Throws: ``AdapterError`` as ``run(from:name:importOptions:exportOptions:completion:)`` reports it.
    public func runAndWait(
        from provider: ItemProvider, name: String, importOptions: ImportOptions = ImportOptions(),
        exportOptions: ExportOptions = ExportOptions()
    ) throws(AdapterError) -> ConversionOutcome {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        run(from: provider, name: name, importOptions: importOptions, exportOptions: exportOptions) { outcome in
            result.set(outcome)
            done.signal()
        }
        done.wait()
        return try result.get()
    }
}

/// The result of one run, handed from the completion queue to the waiting thread.
private final class ResultBox: Sendable {
    private let value = Locked<Result<ConversionOutcome, AdapterError>?>(nil)

    func set(_ result: Result<ConversionOutcome, AdapterError>) { value.withLock { $0 = result } }

    func get() throws(AdapterError) -> ConversionOutcome {
        guard let result = value.withLock({ $0 }) else {
            throw AdapterError(code: .unreadableInput, message: "the load finished without a result")
        }
        return try result.get()
    }
}
