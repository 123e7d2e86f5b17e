import Foundation
import Locking
import UniformTypes

extension ItemProvider {
    /// Loads the bytes of the first representation conforming to `contentType`.
    ///
    /// As ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``. Cancelling the task cancels the
    /// load (and the loader's progress) and throws ``ItemProviderError/Code/cancelled``.
    /// - Parameter contentType: the type to load; the first registered representation conforming to it is used.
    /// - Parameter timeout: when set, a load that has not completed by then is cancelled and throws
    ///   ``ItemProviderError/Code/timedOut`` naming the representation that did not arrive.
    public func loadData(for contentType: UTType, timeout: Duration? = nil) async throws -> Data {
        try await loadData(forTypeIdentifier: contentType.identifier, timeout: timeout)
    }

    /// Loads the bytes of the first representation conforming to `typeIdentifier`; see ``loadData(for:timeout:)``.
    public func loadData(forTypeIdentifier typeIdentifier: String, timeout: Duration? = nil) async throws -> Data {
        try await Self.awaitLoad { done in self.loadData(typeIdentifier, timeout: timeout, completion: done) }
    }

    /// Loads a value of `aClass`, as ``loadObject(ofClass:completionHandler:)``, with task cancellation and an
    /// optional timeout as ``loadData(for:timeout:)``.
    public func loadObject<Object: ItemProviderReading>(ofClass aClass: Object.Type,
                                                        timeout: Duration? = nil) async throws -> Object {
        try await Self.awaitLoad { done in self.loadObject(aClass, timeout: timeout, completion: done) }.value
    }

    /// Loads the first representation conforming to `contentType` as a file that the caller owns.
    ///
    /// The temporary copy made by the load is moved into a new directory of its own under the temporary
    /// directory before the load's cleanup runs, so it survives: remove it (and its directory) when done. Task
    /// cancellation and `timeout` behave as for ``loadData(for:timeout:)``.
    public func loadFile(for contentType: UTType, timeout: Duration? = nil) async throws -> URL {
        let typeIdentifier = contentType.identifier
        return try await Self.awaitLoad { done in
            self.loadFile(typeIdentifier, inPlace: false, timeout: timeout) { url, _, error in
                guard let url else {
                    done(.failure(error ?? ItemProviderError.unavailable(typeIdentifier, offered: [])))
                    return
                }
                do {
                    let kept = try LoadedFile.makeDirectory().appendingPathComponent(url.lastPathComponent)
                    try FileManager.default.moveItem(at: url, to: kept)
                    done(.success(kept))
                } catch {
                    done(.failure(ItemProviderError.file(typeIdentifier, representation: nil, offered: self.registeredTypeIdentifiers,
                                                         underlying: error)))
                }
            }
        }
    }

    /// Runs a load started by `start` as an async call whose task cancellation cancels the load's progress.
    static func awaitLoad<Value: Sendable>(
        _ start: (@escaping @Sendable (Result<Value, any Error>) -> Void) -> Progress
    ) async throws -> Value {
        // The load's progress once started, and whether the task was cancelled before that.
        let started = Locked<(progress: Progress?, cancelled: Bool)>((nil, false))
        let value = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let progress = start { result in
                    // Passing through the lock orders everything the load wrote before the result (a value
                    // that is not `Sendable` travels in a `Shared`, made on the loading queue) before the task
                    // reads it: the thread sanitizer does not see a continuation's resume as that order.
                    started.withLock { _ in }
                    continuation.resume(with: result)
                }
                let cancelled = started.withLock { started in
                    started.progress = progress
                    return started.cancelled
                }
                if cancelled { progress.cancel() }
            }
        } onCancel: {
            let progress = started.withLock { started in
                started.cancelled = true
                return started.progress
            }
            progress?.cancel()
        }
        started.withLock { _ in }
        return value
    }
}
