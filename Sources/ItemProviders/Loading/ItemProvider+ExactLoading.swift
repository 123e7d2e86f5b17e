import Foundation

extension ItemProvider {
    /// Loads the bytes of the representation registered as exactly `typeIdentifier`, or, when there is none, of
    /// the first one conforming to it (as ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``).
    ///
    /// For publishers that name each representation separately to another system (an X11 selection's targets):
    /// a request for plain text must get the plain text registered, not an earlier Markdown representation that
    /// also conforms to `public.plain-text`. Completion as for the Apple-named load.
    @discardableResult
    package func loadDataRepresentation(
        registeredAs typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let exact = representations.contains { $0.typeIdentifier == typeIdentifier }
        return startLoad(
            requested: typeIdentifier,
            serves: { exact ? $0.typeIdentifier == typeIdentifier : $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            convert: { representation, payload, operation in
                Self.withData(representation, payload, operation) { operation.finish(.success($0)) }
            },
            completion: { result in
                switch result {
                case .success(let data): completionHandler(data, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            })
    }
}
