import Foundation
import UniformTypes

extension ItemProvider {
    /// Creates a provider that offers `transferable`; see ``register(_:)``.
    public convenience init<T: Transferable>(transferable: T) {
        self.init()
        register(transferable)
    }

    /// Registers every exporting representation of `transferable` whose export condition holds for it, in
    /// declaration order, after any representations registered before: the first is the preferred one.
    ///
    /// Nothing is exported now: each representation's exporting closure runs, in a task of its own, when a
    /// load picks that representation, once per load. A ``DataRepresentation`` or ``CodableRepresentation``
    /// becomes a data representation; a ``FileRepresentation`` a file representation (open in place when it
    /// says so); a ``ProxyRepresentation`` the proxy's representations. Export conditions and suggested file
    /// names are evaluated here, once. A file representation's copies are named with its suggested file name.
    /// When the provider has no ``suggestedName`` yet, the last suggested file name of the registered
    /// representations becomes it (Apple: "if several suggested file names are specified on an item, only the
    /// last one will be used") (a data representation loaded as a file is then named after it, its
    /// extension not repeated). Cancelling a load cancels the exporting task.
    public func register<T: Transferable>(_ transferable: T) {
        let entries = T.transferEntries.filter { $0.exports(transferable) }
        // The value is kept for the loads to come, which run on other threads (see `Shared`).
        let shared = Shared(transferable)
        for entry in entries {
            guard let (type, exporter) = entry.exported else { continue }
            let visibility = entry.visibility.itemProviderVisibility
            switch exporter {
            case .data(let export):
                registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: visibility) { completion in
                    Self.runExport({ try await export(shared.value) }) { result in
                        switch result {
                        case .success(let data): completion(data, nil)
                        case .failure(let error): completion(nil, error)
                        }
                    }
                }
            case .file(let export):
                let loader: Representation.FileLoader = { completion in
                    Self.runExport({ try await export(shared.value) }) { result in
                        switch result {
                        case .success(let sent): completion(sent.file, false, nil)
                        case .failure(let error): completion(nil, false, error)
                        }
                    }
                }
                append(Representation(typeIdentifier: type.identifier, visibility: visibility,
                                      fileOptions: entry.opensInPlace ? .openInPlace : [], source: .file(loader),
                                      suggestedFileName: entry.suggestedFileName?(transferable)))
            }
        }
        // As Apple documents for `suggestedFileName(_:)`: of several suggested names, the last is used.
        if let name = entries.reversed().lazy.compactMap({ $0.suggestedFileName?(transferable) }).first {
            state.withLock { state in
                if state.suggestedName == nil { state.suggestedName = name }
            }
        }
    }

    /// Whether ``loadTransferable(type:completionHandler:)`` can find a representation for `type`: some
    /// offered type conforms to a type that one of its importing representations accepts.
    public func canLoadTransferable<T: Transferable>(type: T.Type) -> Bool {
        let accepted = T.transferEntries.compactMap { $0.imported?.type.identifier }
        return representations.contains { representation in accepted.contains { representation.conforms(to: $0) } }
    }

    /// Makes a value of `type` from the first representation that both sides know, and calls
    /// `completionHandler` once, on ``completionQueue``.
    ///
    /// Which representation: the provider's representations are taken in its fidelity order (the sender's
    /// preference), and for each the type's importing representations in declaration order; an importer
    /// accepts any offered type that conforms to its content type (a `public.utf8-plain-text` offer
    /// satisfies an importer of `.plainText`). Apple leaves this order undocumented; the sender's preference
    /// comes first here so that the richest offer wins. A pair whose load or import fails falls through to
    /// the next pair. A data importer gets the bytes of a file representation; a file importer gets a
    /// temporary file of a data representation's bytes, removed after it returns (or the original, for an
    /// importer that asks to open in place and a representation registered open in place).
    ///
    /// Errors: ``TransferError`` with ``TransferError/Code/noMatchingRepresentation`` when no offered type
    /// fits, ``TransferError/Code/importFailed`` with every attempt's error when all failed; a cancelled load
    /// reports ``ItemProviderError/Code/cancelled``. It never waits forever on its own: a loader that never
    /// calls back is the one thing that can hold it, as for every load (cancel the progress).
    /// - Returns: a progress that completes with the load and whose cancellation cancels it.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type,
        completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        let progress = TreeProgress(totalUnitCount: 1)
        let task = Task {
            let result: Result<T, any Error>
            do {
                result = .success(try await self.loadTransferable(type: type))
                progress.completedUnitCount = 1
            } catch {
                result = .failure(error)
            }
            let delivered = Shared(result)
            Self.completionQueue.async { completionHandler(delivered.value) }
        }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }

    /// Makes a value of `type`, as ``loadTransferable(type:completionHandler:)``; cancelling the task cancels
    /// the load in progress and throws ``ItemProviderError/Code/cancelled``.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T {
        let offered = representations
        let importers = T.transferEntries.compactMap { entry in
            entry.imported.map { (type: $0.type, importer: $0.importer, inPlace: entry.opensInPlace) }
        }
        var pairs: [(typeIdentifier: String, importer: TransferRepresentationEntry<T>.Importer, inPlace: Bool)] = []
        for representation in offered {
            for importer in importers where representation.conforms(to: importer.type.identifier) {
                pairs.append((representation.typeIdentifier, importer.importer, importer.inPlace))
            }
        }
        let offeredTypes = offered.map(\.typeIdentifier)
        let importable = importers.map(\.type.identifier)
        let name = String(describing: T.self)
        guard !pairs.isEmpty else {
            throw TransferError(
                code: .noMatchingRepresentation,
                message: "Cannot make a \(name) from this item: \(name) imports \(Self.list(importable)), "
                    + "the item offers \(Self.list(offeredTypes)).",
                requestedType: name, offeredTypes: offeredTypes, importableTypes: importable, attempts: [])
        }
        var attempts: [(typeIdentifier: String, error: any Error)] = []
        for pair in pairs {
            do {
                switch pair.importer {
                case .data(let load):
                    let data = try await Self.awaitLoad { done in
                        self.loadData(pair.typeIdentifier, exactly: true, timeout: nil, completion: done)
                    }
                    return try await load(data)
                case .file(let load):
                    return try await importFile(pair.typeIdentifier, inPlace: pair.inPlace, with: load)
                }
            } catch {
                if Task.isCancelled { throw error }
                attempts.append((pair.typeIdentifier, error))
            }
        }
        let tried = attempts.map { "\($0.typeIdentifier): \($0.error)" }.joined(separator: "; ")
        throw TransferError(
            code: .importFailed,
            message: "Cannot make a \(name) from this item: every matching representation failed (\(tried)).",
            requestedType: name, offeredTypes: offeredTypes, importableTypes: importable, attempts: attempts)
    }

    /// Loads the representation registered as `typeIdentifier` as a file and imports it; a temporary copy
    /// is removed after `load` returns or throws.
    private func importFile<T>(_ typeIdentifier: String, inPlace: Bool,
                               with load: @Sendable (ReceivedTransferredFile) async throws -> T) async throws -> T {
        let offered = registeredTypeIdentifiers
        let received: ReceivedTransferredFile = try await Self.awaitLoad { done in
            self.loadFile(typeIdentifier, exactly: true, inPlace: inPlace, timeout: nil) { url, isInPlace, error in
                guard let url else {
                    done(.failure(error ?? ItemProviderError.unavailable(typeIdentifier, offered: offered)))
                    return
                }
                if isInPlace {
                    done(.success(ReceivedTransferredFile(file: url, isOriginalFile: true)))
                    return
                }
                // The load removes its copy when this handler returns: keep it until the import is done.
                do {
                    let kept = try LoadedFile.makeDirectory().appendingPathComponent(url.lastPathComponent)
                    try FileManager.default.moveItem(at: url, to: kept)
                    done(.success(ReceivedTransferredFile(file: kept, isOriginalFile: false)))
                } catch {
                    done(.failure(ItemProviderError.file(typeIdentifier, representation: typeIdentifier,
                                                         offered: offered, underlying: error)))
                }
            }
        }
        defer {
            if !received.isOriginalFile {
                try? FileManager.default.removeItem(at: received.file.deletingLastPathComponent())
            }
        }
        return try await load(received)
    }

    /// Runs an exporting closure in a task of its own and reports its result; the returned progress cancels
    /// the task.
    private static func runExport<Value: Sendable>(
        _ export: @escaping @Sendable () async throws -> Value,
        deliver: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) -> Progress {
        let progress = TreeProgress(totalUnitCount: 1)
        let task = Task {
            do {
                let value = try await export()
                progress.completedUnitCount = 1
                deliver(.success(value))
            } catch {
                deliver(.failure(error))
            }
        }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }

    private static func list(_ types: [String]) -> String {
        types.isEmpty ? "nothing" : types.joined(separator: ", ")
    }
}
