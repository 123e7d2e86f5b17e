/// Plain text whose bytes are not valid in the encoding its type names.
public struct StringDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type of the representation that was read.
    public var typeIdentifier: String
    /// The encoding the bytes were read as (`UTF-8` or `UTF-16`).
    public var encoding: String
    /// How many bytes there were.
    public var byteCount: Int

    /// Creates an error.
    public init(typeIdentifier: String, encoding: String, byteCount: Int) {
        self.typeIdentifier = typeIdentifier
        self.encoding = encoding
        self.byteCount = byteCount
    }

    /// Says which type and encoding failed.
    public var description: String {
        "the \(byteCount) bytes of \(typeIdentifier) are not valid \(encoding)"
    }
}
