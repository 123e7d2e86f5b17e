extension UTType {
    /// The type a tag means in the shared registry: the best declared type that carries `tag` of `tagClass`
    /// and conforms to `supertype`, or else a dynamic type for the tag.
    ///
    /// When several declared types carry the tag, exported beats imported, `public.*` beats the rest, a type
    /// beats its own subtypes, and then the type registered first wins (see
    /// ``TypeRegistry/types(tag:tagClass:conformingTo:)``). When none does, the result is a dynamic type
    /// (``isDynamic``) that carries the tag and conforms to `supertype`, or to `public.data` when `supertype` is
    /// nil.
    /// - Returns: nil only for invalid input: an empty tag, or a `supertype` that is not declared.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let type = TypeRegistry.shared.type(tag: tag, tagClass: tagClass, conformingTo: supertype) else {
            return nil
        }
        self = type
    }

    /// The type for a filename extension (without the dot), conforming to `supertype` (`.data` by default).
    ///
    /// A declared type when one carries the extension, otherwise a dynamic type; nil for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type, conforming to `supertype` (`.data` by default).
    ///
    /// A declared type when one carries the MIME type, otherwise a dynamic type; nil for an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type in the shared registry that carries `tag` and conforms to `supertype`, best first.
    ///
    /// Dynamic types are never in the result: an unknown tag gives an empty array.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        TypeRegistry.shared.types(tag: tag, tagClass: tagClass, conformingTo: supertype)
    }
}
