/// Text that was offered as a URL but does not read as one.
public struct URLDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type of the representation that was read.
    public var typeIdentifier: String
    /// The text that was read (white space trimmed).
    public var text: String
    /// Why it is not a URL.
    public var reason: String

    /// Creates an error.
    public init(typeIdentifier: String, text: String, reason: String) {
        self.typeIdentifier = typeIdentifier
        self.text = text
        self.reason = reason
    }

    /// Says which text failed and why.
    public var description: String {
        "the \(typeIdentifier) text \"\(text.prefix(200))\" is not a URL: \(reason)"
    }
}
