import Foundation
import UniformTypes

extension ItemProvider {
    /// Loads the bytes of the first representation (fidelity order) whose type conforms to `typeIdentifier`.
    ///
    /// A file representation is read; an object representation writes the type through its
    /// `loadData(withTypeIdentifier:)`. The handler runs once, on ``completionQueue``, with data or an error:
    /// ``ItemProviderError/Code/itemUnavailable`` when nothing conforms, ``ItemProviderError/Code/cancelled``
    /// when the returned progress is cancelled first, or the loader's own error unchanged.
    /// - Returns: a progress that follows the loader's progress, completes when the load does, and cancels it.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadData(typeIdentifier, timeout: nil) { result in
            switch result {
            case .success(let data): completionHandler(data, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads the bytes of the first representation conforming to `contentType`; see
    /// ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``.
    @discardableResult
    public func loadDataRepresentation(
        for contentType: UTType,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `typeIdentifier` as a temporary file.
    ///
    /// A data or object representation is written to a new temporary file named after ``suggestedName`` with
    /// the type's preferred extension; a file representation is copied. The file exists while the handler runs
    /// on ``completionQueue`` and is removed when it returns: move or copy it inside the handler to keep it.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadFile(typeIdentifier, inPlace: false, timeout: nil) { url, _, error in completionHandler(url, error) }
    }

    /// Loads the first representation conforming to `contentType` as a file; with `openInPlace` as
    /// ``loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)``, otherwise as
    /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)``. The handler's `Bool` says whether the
    /// file is the original, in place.
    @discardableResult
    public func loadFileRepresentation(
        for contentType: UTType,
        openInPlace: Bool = false,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFile(contentType.identifier, inPlace: openInPlace, timeout: nil, completion: completionHandler)
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file, in place when it can.
    ///
    /// A file representation registered with ``ItemProviderFileOptions/openInPlace`` hands over its file
    /// itself (`isInPlace` true; the provider never removes it). Any other representation is loaded as by
    /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)``: a temporary copy, `isInPlace` false,
    /// removed when the handler returns. The handler runs on ``completionQueue``.
    @discardableResult
    public func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFile(typeIdentifier, inPlace: true, timeout: nil, completion: completionHandler)
    }

    /// Loads a value of `aClass` from the first representation (fidelity order) that can make one.
    ///
    /// A representation registered as an object of `aClass` hands over that value without loading data;
    /// otherwise the first representation whose type conforms to one of the class's readable types is loaded
    /// as data and read with `object(withItemProviderData:typeIdentifier:)`, given the representation's own
    /// identifier. Errors: ``ItemProviderError/Code/unavailableCoercion`` when nothing can make the class,
    /// ``ItemProviderError/Code/unexpectedValueClass`` when reading the data fails. The handler runs once, on
    /// ``completionQueue``.
    @discardableResult
    public func loadObject<Object: ItemProviderReading>(
        ofClass aClass: Object.Type,
        completionHandler: @escaping @Sendable (Object?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(aClass, timeout: nil) { result in
            switch result {
            case .success(let object): completionHandler(object.value, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    // MARK: - The loads behind the public calls

    /// With `exactly`, only a representation registered under `typeIdentifier` itself (ignoring case)
    /// serves, not one of a subtype: a `Transferable` load that falls through tries each offered
    /// representation in turn.
    func loadData(_ typeIdentifier: String, exactly: Bool = false, timeout: Duration?,
                  completion: @escaping @Sendable (Result<Data, any Error>) -> Void) -> Progress {
        startLoad(
            requested: typeIdentifier,
            serves: { exactly ? $0.isRegistered(as: typeIdentifier) : $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            timeout: timeout,
            convert: { representation, payload, operation in
                Self.withData(representation, payload, operation) {
                    operation.finish(.success($0))
                }
            },
            completion: completion)
    }

    func loadFile(_ typeIdentifier: String, exactly: Bool = false, inPlace: Bool, timeout: Duration?,
                  completion: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        let suggestedName = self.suggestedName
        return startLoad(
            requested: typeIdentifier,
            serves: { exactly ? $0.isRegistered(as: typeIdentifier) : $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            timeout: timeout,
            discard: { (file: LoadedFile) in file.remove() },
            convert: { representation, payload, operation in
                @Sendable func fail(_ error: any Error) {
                    operation.finish(.failure(ItemProviderError.file(
                        typeIdentifier, representation: representation.typeIdentifier, offered: operation.offered,
                        underlying: error)))
                }
                if case .file(let url) = payload.normalized {
                    if inPlace && representation.fileOptions.contains(.openInPlace) {
                        operation.finish(.success(LoadedFile(url: url, isInPlace: true, directory: nil)))
                    } else {
                        do { operation.finish(.success(try LoadedFile.copy(url, named: representation.suggestedFileName))) } catch { fail(error) }
                    }
                    return
                }
                Self.withData(representation, payload, operation) { data in
                    do {
                        operation.finish(.success(try LoadedFile.write(
                            data, suggestedName: suggestedName, typeIdentifier: representation.typeIdentifier)))
                    } catch {
                        fail(error)
                    }
                }
            },
            completion: { result in
                switch result {
                case .success(let file):
                    completion(file.url, file.isInPlace, nil)
                    file.remove()
                case .failure(let error):
                    completion(nil, false, error)
                }
            })
    }

    /// The value travels inside a ``Shared`` box: `Object` need not be `Sendable`, as on Apple's platforms.
    func loadObject<Object: ItemProviderReading>(
        _ aClass: Object.Type, timeout: Duration?,
        completion: @escaping @Sendable (Result<Shared<Object>, any Error>) -> Void
    ) -> Progress {
        let className = String(describing: aClass)
        let readable = aClass.readableTypeIdentifiersForItemProvider
        let classID = ObjectIdentifier(aClass)
        return startLoad(
            requested: className,
            serves: { Self.canServe($0, classID: classID, readable: readable) },
            unavailable: { .noCoercion(className, readable: readable, offered: $0) },
            timeout: timeout,
            convert: { (representation, payload, operation: LoadOperation<Shared<Object>>) in
                if case .object(let shared) = payload, let object = shared.value as? Object {
                    operation.finish(.success(Shared(object)))
                    return
                }
                Self.withData(representation, payload, operation) { data in
                    do {
                        operation.finish(.success(Shared(try Self.read(
                            Object.self, data, typeIdentifier: representation.typeIdentifier))))
                    } catch {
                        operation.finish(.failure(ItemProviderError.unreadable(
                            className, representation: representation.typeIdentifier, offered: operation.offered,
                            underlying: error)))
                    }
                }
            },
            completion: completion)
    }

    /// Reads a value of `type` from `data`; a function of its own so that the metatype is used where it is
    /// named, never carried between threads.
    static func read<Object: ItemProviderReading>(_ type: Object.Type, _ data: Data,
                                                  typeIdentifier: String) throws -> Object {
        try type.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
    }
}
