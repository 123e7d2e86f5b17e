/// One attribute of a ``MarkupElement``: its name, namespace and value.
public struct MarkupAttribute: Hashable, Sendable {
    /// The local name, without prefix (`lang` for `xml:lang`).
    public var name: String
    /// The namespace prefix as written, if any (`xml` for `xml:lang`).
    public var prefix: String?
    /// The namespace URI the prefix stands for, if any.
    public var namespaceURI: String?
    /// The value, with character and entity references replaced.
    public var value: String

    /// Creates an attribute.
    public init(name: String, prefix: String? = nil, namespaceURI: String? = nil, value: String) {
        self.name = name
        self.prefix = prefix
        self.namespaceURI = namespaceURI
        self.value = value
    }
}
