extension UTType {
    /// The type an app owns, declared in the shared registry if it is not declared yet.
    ///
    /// On Apple's platforms the declaration comes from the app's Info.plist. Here there is none: when the
    /// identifier is not declared, or only imported, this registers an exported declaration with the one parent
    /// `parentType` (`public.data` when nil) and no tags; to give tags and a description, register a
    /// ``TypeDeclaration`` or a declaration file with ``TypeRegistry`` first. When the identifier is already
    /// exported, the existing declaration stays as it is. Safe to call from any thread, any number of times.
    ///
    /// An identifier that cannot be declared (empty, with whitespace, or in the `dyn.` domain) registers
    /// nothing: the result is then undeclared and conforms only to itself, unless it is a valid dynamic
    /// identifier, which gives that dynamic type.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, kind: .exported, conformingTo: parentType)
    }

    /// A type another party owns, declared in the shared registry as imported if it is not declared yet.
    ///
    /// On Apple's platforms the declaration comes from the app's Info.plist. Here, when the identifier is not
    /// declared at all, this registers an imported declaration with the one parent `parentType`
    /// (`public.data` when nil); any existing declaration, exported or imported, is kept as it is. Invalid
    /// identifiers behave as in ``init(exportedAs:conformingTo:)``.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, kind: .imported, conformingTo: parentType)
    }

    private init(declaring identifier: String, kind: TypeDeclaration.Kind, conformingTo parentType: UTType?) {
        let registry = TypeRegistry.shared
        let declaration = TypeDeclaration(
            identifier: identifier, kind: kind, conformsTo: [parentType?.identifier ?? "public.data"])
        if registry.declareIfNeeded(declaration), let type = registry.type(withIdentifier: identifier) {
            self = type
        } else if let dynamic = registry.type(withIdentifier: identifier) {
            self = dynamic
        } else {
            self.init(declaredIdentifier: identifier, registry: registry)
        }
    }
}
