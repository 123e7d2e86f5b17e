extension UTType {
    /// The best type in the shared registry that carries `tag` of `tagClass` and conforms to `supertype`.
    ///
    /// When several declared types carry the tag, exported beats imported, `public.*` beats the rest, and
    /// then the type registered first wins.
    /// - Returns: nil when the tag is empty or no declared type carries it.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let type = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else {
            return nil
        }
        self = type
    }

    /// The best type for a filename extension (without the dot), conforming to `supertype` (`.data` by default).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The best type for a MIME type, conforming to `supertype` (`.data` by default).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type in the shared registry that carries `tag` and conforms to `supertype`, best first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        return TypeRegistry.shared.declaredTypes(tag: tag, tagClass: tagClass)
            .filter { supertype == nil || $0.conforms(to: supertype!) }
    }
}
