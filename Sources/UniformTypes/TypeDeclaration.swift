import Foundation

/// One type's declaration: its identifier, the types it conforms to, its tags and description.
///
/// Declarations are what a ``TypeRegistry`` knows. Apple's system types are declared by the registry itself;
/// apps add their own as exported (the app owns the type) or imported (another party owns it) declarations.
public struct TypeDeclaration: Hashable, Sendable {
    /// Who owns a declared type.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Declared by its owner; beats an imported declaration of the same identifier.
        case exported
        /// Declared by someone who uses a type another party owns.
        case imported
    }

    /// The type's identifier, in reverse-DNS form (`public.plain-text`).
    public var identifier: String
    /// Whether the declaration is exported or imported.
    public var kind: Kind
    /// The identifiers of the types this type conforms to directly, in declaration order.
    public var conformsTo: [String]
    /// The tags of the type by class, each list in preference order (the first is the preferred tag).
    public var tags: [UTTagClass: [String]]
    /// A human-readable description of the type, if the declaration has one.
    public var description: String?
    /// A URL that documents the type, if the declaration has one.
    public var referenceURL: URL?

    /// Creates a declaration.
    /// - Parameters:
    ///   - identifier: the type's identifier.
    ///   - kind: exported or imported.
    ///   - conformsTo: direct parents, by identifier.
    ///   - tags: tags by class, each in preference order.
    ///   - description: a human-readable description.
    ///   - referenceURL: a URL that documents the type.
    public init(
        identifier: String,
        kind: Kind,
        conformsTo: [String] = [],
        tags: [UTTagClass: [String]] = [:],
        description: String? = nil,
        referenceURL: URL? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.conformsTo = conformsTo
        self.tags = tags
        self.description = description
        self.referenceURL = referenceURL
    }

    /// The filename extensions of the type, preferred first.
    public var filenameExtensions: [String] { tags[.filenameExtension] ?? [] }

    /// The MIME types of the type, preferred first.
    public var mimeTypes: [String] { tags[.mimeType] ?? [] }
}
