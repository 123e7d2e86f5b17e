/// An element of a parsed document: its name, namespace, attributes, children, and the line it starts on.
///
/// A plain value: copying it copies the whole subtree.
public struct MarkupElement: Hashable, Sendable {
    /// The local name, without prefix (`mime-type` for `<fd:mime-type>`).
    public var name: String
    /// The namespace prefix as written, if any.
    public var prefix: String?
    /// The namespace URI of the element, if it is in a namespace (a default namespace counts).
    public var namespaceURI: String?
    /// The attributes in document order.
    public var attributes: [MarkupAttribute]
    /// The children in document order.
    public var children: [MarkupNode]
    /// The 1-based line of the start tag.
    public var line: Int

    /// Creates an element.
    public init(
        name: String, prefix: String? = nil, namespaceURI: String? = nil,
        attributes: [MarkupAttribute] = [], children: [MarkupNode] = [], line: Int = 0
    ) {
        self.name = name
        self.prefix = prefix
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// The child elements, in document order.
    public var childElements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with this local name (and, when given, this namespace URI).
    public func childElements(named name: String, namespaceURI: String? = nil) -> [MarkupElement] {
        var found: [MarkupElement] = []
        for case .element(let element) in children
        where element.name == name && (namespaceURI == nil || element.namespaceURI == namespaceURI) {
            found.append(element)
        }
        return found
    }

    /// The value of the attribute with this local name (and, when given, this namespace URI), or nil.
    ///
    /// Without a namespace URI, only an attribute without a namespace matches, as in XML an unprefixed
    /// attribute is in no namespace.
    public func attribute(_ name: String, namespaceURI: String? = nil) -> String? {
        attributes.first { $0.name == name && $0.namespaceURI == namespaceURI }?.value
    }

    /// All the text inside the element and its descendants, in document order; comments are left out.
    public var text: String {
        var result = ""
        func collect(_ element: MarkupElement) {
            for child in element.children {
                switch child {
                case .text(let text): result += text
                case .element(let element): collect(element)
                case .comment: break
                }
            }
        }
        collect(self)
        return result
    }
}
