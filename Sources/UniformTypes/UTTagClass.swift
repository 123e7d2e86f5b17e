/// A kind of tag that identifies a type outside the type system: a filename extension or a MIME type.
///
/// Mirrors Apple's `UTTagClass`. The raw values are Apple's tag class identifiers.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class identifier, such as `public.filename-extension`.
    public let rawValue: String

    /// Creates a tag class from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions, without the leading dot (`txt`, `json`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

    /// MIME types (`text/plain`, `application/json`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }

    /// Tags of this class compare without regard to case, so they are stored lowercased.
    package func normalize(_ tag: String) -> String {
        TypeRegistry.key(tag)
    }
}
