import Foundation
import UniformTypes

extension ItemProvider {
    /// Registers a data representation of `typeIdentifier`, produced by `loadHandler` when a load asks for it.
    ///
    /// The handler runs on ``loaderQueue`` once for each load that picks this representation, never at
    /// registration. It must call its completion once, on any thread, with data or an error, and may return a
    /// progress that the load follows and cancels. Calls after the first, or after the load was cancelled, are
    /// ignored; an error it throws completes the load with that error.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        visibility: ItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) throws -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: [],
                              source: .data(loadHandler)))
    }

    /// Registers a data representation of `contentType`; see
    /// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)``.
    public func registerDataRepresentation(
        for contentType: UTType,
        visibility: ItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) throws -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility,
                                   loadHandler: loadHandler)
    }

    /// Registers a file representation of `typeIdentifier`, produced by `loadHandler` when a load asks for it.
    ///
    /// The handler runs on ``loaderQueue`` once per load that picks this representation. It calls its
    /// completion with the file's URL, whether the file was coordinated (kept for Apple's signature, not used),
    /// or an error; the file must exist until the completion returns. With
    /// ``ItemProviderFileOptions/openInPlace`` an in-place load hands the file itself to the receiver; every
    /// other load gets a copy or the file's bytes.
    public func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        fileOptions: ItemProviderFileOptions = [],
        visibility: ItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) throws -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: fileOptions,
                              source: .file(loadHandler)))
    }

    /// Registers a file representation of `contentType`; see
    /// ``registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)``.
    public func registerFileRepresentation(
        for contentType: UTType,
        visibility: ItemProviderRepresentationVisibility = .all,
        openInPlace: Bool = false,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) throws -> Progress?
    ) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier,
                                   fileOptions: openInPlace ? .openInPlace : [], visibility: visibility,
                                   loadHandler: loadHandler)
    }

    /// Registers `object` once for each of its writable types, in its order.
    ///
    /// Each representation's visibility is the more closed of `visibility` and the type's
    /// `itemProviderVisibilityForRepresentation(withTypeIdentifier:)`. The object (a value) is kept; its
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)` runs only when a load asks for one of its
    /// types, and ``loadObject(ofClass:completionHandler:)`` for the object's own type returns it without
    /// loading data.
    public func registerObject(_ object: any ItemProviderWriting, visibility: ItemProviderRepresentationVisibility) {
        let objectType = type(of: object)
        let shared = Shared(object)
        register(objectType, types: object.writableTypeIdentifiersForItemProvider, visibility: visibility) {
            completion in
            completion(shared, nil)
            return nil
        }
    }

    /// Registers a value of `ofClass`, made by `loadHandler` when a load asks for one of the class's writable
    /// types, once for each of those types.
    ///
    /// The handler runs on ``loaderQueue`` once per load that picks one of these representations and calls its
    /// completion with the value or an error. Visibility is as for ``registerObject(_:visibility:)``.
    public func registerObject<Object: ItemProviderWriting>(
        ofClass: Object.Type,
        visibility: ItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Object?, (any Error)?) -> Void) throws -> Progress?
    ) {
        register(Object.self, types: Object.writableTypeIdentifiersForItemProvider, visibility: visibility) {
            completion in
            try loadHandler { object, error in completion(object.map { Shared($0) }, error) }
        }
    }

    private func register(_ objectType: any ItemProviderWriting.Type, types: [String],
                          visibility: ItemProviderRepresentationVisibility,
                          loader: @escaping Representation.ObjectLoader) {
        let added = types.map { identifier in
            Representation(
                typeIdentifier: identifier,
                visibility: max(visibility, objectType.itemProviderVisibilityForRepresentation(withTypeIdentifier: identifier)),
                fileOptions: [], source: .object(ObjectIdentifier(objectType), loader))
        }
        state.withLock { $0.representations.append(contentsOf: added) }
    }

    func append(_ representation: Representation) {
        state.withLock { $0.representations.append(representation) }
    }
}
