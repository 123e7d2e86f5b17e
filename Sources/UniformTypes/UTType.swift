import Foundation

/// A uniform type identifier: the name of a kind of data, and its place in a hierarchy of conformance.
///
/// Mirrors Apple's `UTType`. A `UTType` is a value; its answers (conformance, tags, description) come from
/// the ``TypeRegistry`` it was made from — ``TypeRegistry/shared`` for the initializers and constants here.
/// Identifiers compare and hash without regard to case: `UTType("PUBLIC.TEXT") == .text`.
public struct UTType: Sendable {
    /// The type's identifier, as its declaration spells it (`public.plain-text`).
    public let identifier: String
    /// The identifier lowercased: what equality and hashing use.
    let key: String
    /// The registry that answers questions about this type.
    public let registry: TypeRegistry

    init(declaredIdentifier identifier: String, registry: TypeRegistry) {
        self.identifier = identifier
        self.key = TypeRegistry.key(identifier)
        self.registry = registry
    }

    /// The type with this identifier in the shared registry, or nil if there is none.
    ///
    /// A declared identifier gives its declared type; a `dyn.` identifier made by this module (see
    /// ``isDynamic``) gives back its dynamic type, with its tag and conformance, when its parent is declared.
    public init?(_ identifier: String) {
        guard let type = TypeRegistry.shared.type(withIdentifier: identifier) else { return nil }
        self = type
    }

    /// The declaration behind this type, or nil for a dynamic type.
    public var declaration: TypeDeclaration? {
        registry.declaration(forIdentifier: identifier)
    }

    // MARK: - Conformance

    /// Whether this type is `type` or conforms to it through its parents, transitively.
    public func conforms(to type: UTType) -> Bool {
        registry.conforms(identifier, to: type.identifier)
    }

    /// Whether this type conforms to `type` and is not `type` itself.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    /// Whether `type` conforms to this type and is not this type itself.
    public func isSupertype(of type: UTType) -> Bool {
        type.isSubtype(of: self)
    }

    /// Every type this type conforms to, transitively, without the type itself.
    public var supertypes: Set<UTType> {
        Set(registry.supertypeKeys(of: key).compactMap { registry.type(withIdentifier: $0) })
    }

    // MARK: - Description and tags

    /// The tags of the type by class, each list in preference order.
    ///
    /// A dynamic type has the one tag it was made from.
    public var tags: [UTTagClass: [String]] {
        if let declaration { return declaration.tags }
        if let dynamic = DynamicTypeIdentifier(identifier: identifier) { return [dynamic.tagClass: [dynamic.tag]] }
        return [:]
    }

    /// The first filename extension of the type, or nil if it has none.
    public var preferredFilenameExtension: String? {
        tags[.filenameExtension]?.first
    }

    /// The first MIME type of the type, or nil if it has none.
    public var preferredMIMEType: String? {
        tags[.mimeType]?.first
    }

    /// The human-readable description of the type, if its declaration has one.
    public var localizedDescription: String? {
        declaration?.description
    }

    /// A URL that documents the type, if its declaration has one.
    public var referenceURL: URL? {
        declaration?.referenceURL
    }

    /// Whether the type is declared in its registry (as opposed to dynamic).
    public var isDeclared: Bool {
        declaration != nil
    }

    /// Whether the type is declared by Apple as a public type: its identifier is in the `public.` domain.
    public var isPublic: Bool {
        key.hasPrefix("public.")
    }
}

extension UTType: Hashable {
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier.
    public var description: String { identifier }
    public var debugDescription: String { "UTType(\(identifier))" }
}
