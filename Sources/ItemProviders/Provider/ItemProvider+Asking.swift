import UniformTypes

extension ItemProvider {
    /// The type identifiers of every representation, in registration (fidelity) order.
    public var registeredTypeIdentifiers: [String] {
        representations.map(\.typeIdentifier)
    }

    /// The type identifiers of the representations registered with all of `fileOptions`, in fidelity order.
    ///
    /// With `[]` this is every representation; with ``ItemProviderFileOptions/openInPlace`` only the file
    /// representations that can be opened in place.
    public func registeredTypeIdentifiers(fileOptions: ItemProviderFileOptions) -> [String] {
        representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// The types of every representation, in fidelity order.
    ///
    /// A representation whose identifier the shared type registry neither declares nor can decode as a
    /// dynamic (`dyn.`) identifier is left out; ``registeredTypeIdentifiers`` lists it.
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap { UTType($0) }
    }

    /// The types of the file representations that can be opened in place, in fidelity order: Apple's
    /// `registeredContentTypesForOpenInPlace`.
    public var registeredContentTypesForOpenInPlace: [UTType] {
        registeredTypeIdentifiers(fileOptions: .openInPlace).compactMap { UTType($0) }
    }

    /// The types of the representations that conform to `contentType`, in fidelity order.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Whether some representation's type conforms to `typeIdentifier`.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.conforms(to: typeIdentifier) }
    }

    /// Whether some representation registered with all of `fileOptions` conforms to `typeIdentifier`.
    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                            fileOptions: ItemProviderFileOptions = []) -> Bool {
        representations.contains { $0.conforms(to: typeIdentifier) && $0.fileOptions.isSuperset(of: fileOptions) }
    }

    /// Whether ``loadObject(ofClass:completionHandler:)`` can make a value of `aClass`: some representation
    /// holds such a value, or conforms to one of the class's readable types.
    public func canLoadObject(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        let classID = ObjectIdentifier(aClass)
        return representations.contains { Self.canServe($0, classID: classID, readable: readable) }
    }

    /// Whether `representation` can make a value of the class identified by `classID`, which reads `readable`.
    static func canServe(_ representation: Representation, classID: ObjectIdentifier, readable: [String]) -> Bool {
        if case .object(let objectType, _) = representation.source, objectType == classID { return true }
        return readable.contains { representation.conforms(to: $0) }
    }
}
