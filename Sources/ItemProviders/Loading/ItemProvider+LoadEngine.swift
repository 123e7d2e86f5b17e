import Foundation
import UniformTypes

extension ItemProvider {
    /// Turns what a representation's loader produced into the value a load wants, and finishes `operation`.
    typealias Converter<Value: Sendable> =
        @Sendable (Representation, Representation.Payload, LoadOperation<Value>) -> Void

    /// Starts one load: picks the first representation (fidelity order) that `serves`, runs its loader on
    /// ``loaderQueue`` and converts its payload.
    ///
    /// - Parameters:
    ///   - requested: what was asked for, for error messages (a type identifier or a class name).
    ///   - serves: whether a representation can serve the request.
    ///   - unavailable: the error when none can, given the offered identifiers.
    ///   - timeout: when set, the load fails with ``ItemProviderError/Code/timedOut`` and its loader's progress
    ///     is cancelled if it has not completed by then.
    ///   - discard: releases a value that arrived after the load completed.
    ///   - convert: runs on the thread the loader calls back on.
    ///   - completion: runs once, on ``completionQueue``.
    func startLoad<Value: Sendable>(
        requested: String,
        serves: (Representation) -> Bool,
        unavailable: ([String]) -> ItemProviderError,
        timeout: Duration? = nil,
        itemRequest: (type: AnyClass?, options: Shared<[AnyHashable: Any]?>)? = nil,
        discard: @escaping @Sendable (Value) -> Void = { _ in },
        convert: @escaping Converter<Value>,
        completion: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) -> Progress {
        let representations = self.representations
        let offered = representations.map(\.typeIdentifier)
        let chosen = representations.first(where: serves)
        let operation = LoadOperation<Value>(
            requested: requested, representation: chosen?.typeIdentifier, offered: offered,
            discard: discard, deliver: completion)
        guard let chosen else {
            operation.finish(.failure(unavailable(offered)))
            return operation.progress
        }
        if let timeout {
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                operation.cancel(with: ItemProviderError.timedOut(
                    requested, representation: chosen.typeIdentifier, offered: offered, after: timeout))
            }
        }
        Self.loaderQueue.async {
            // A load cancelled before its turn never runs its loader.
            guard !operation.isFinished else { return }
            let loaderProgress = chosen.start(expecting: itemRequest.map { $0.type } ?? NSData.self,
                                              options: itemRequest?.options) { result in
                guard !operation.isFinished else { return }
                switch result {
                case .success(let payload):
                    convert(chosen, payload, operation)
                case .failure(is Representation.Missing):
                    operation.finish(.failure(ItemProviderError.empty(
                        requested, representation: chosen.typeIdentifier, offered: offered)))
                case .failure(let error):
                    operation.finish(.failure(error))
                }
            }
            if let loaderProgress { operation.follow(loaderProgress, asChild: true) }
        }
        return operation.progress
    }

    /// Gets the bytes of `payload` and passes them to `body`, or fails `operation`.
    ///
    /// A file is read; an object writes the representation's type through `loadData(withTypeIdentifier:)` on
    /// the calling thread (the one its loader called back on), and the load follows that call's progress for
    /// cancellation; an item is read as ``Representation/Payload/normalized`` says, and an item of another
    /// class fails the load with ``ItemProviderError/Code/unexpectedValueClass``.
    static func withData<Value: Sendable>(
        _ representation: Representation, _ payload: Representation.Payload, _ operation: LoadOperation<Value>,
        body: @escaping @Sendable (Data) -> Void
    ) {
        switch payload.normalized {
        case .data(let data):
            body(data)
        case .item(let item):
            operation.finish(.failure(ItemProviderError.unreadable(
                "NSData", representation: representation.typeIdentifier, offered: operation.offered,
                underlying: ItemCoercionError(from: String(describing: type(of: item.value)), to: "NSData"))))
        case .file(let url):
            do {
                body(try Data(contentsOf: url))
            } catch {
                operation.finish(.failure(ItemProviderError.file(
                    operation.requested, representation: representation.typeIdentifier, offered: operation.offered,
                    underlying: error)))
            }
        case .object(let shared):
            let progress = shared.value.loadData(withTypeIdentifier: representation.typeIdentifier) { data, error in
                guard !operation.isFinished else { return }
                if let data {
                    body(data)
                } else {
                    operation.finish(.failure(error ?? ItemProviderError.empty(
                        operation.requested, representation: representation.typeIdentifier,
                        offered: operation.offered)))
                }
            }
            if let progress { operation.follow(progress, asChild: false) }
        }
    }
}
