/// The hints an external adapter's manifest gives for recognising its content: file name extensions, MIME types,
/// magic bytes at the start of a payload, and keys its JSON objects carry.
public struct ExternalAdapterRecognition: Sendable, Hashable {
    /// File name extensions, lowercase, without the dot.
    public var extensions: [String] = []
    /// MIME types, lowercase.
    public var mimeTypes: [String] = []
    /// Byte strings one of which starts the payload (after leading whitespace and a UTF-8 byte order mark).
    public var magic: [[UInt8]] = []
    /// Keys the payload's JSON objects carry: the more of them appear in the bounded prefix, the surer the match.
    public var jsonKeys: [String] = []

    /// Creates empty hints: nothing is recognised by content.
    public init() {}

    /// Creates hints.
    /// - Parameters:
    ///   - extensions: File name extensions, without the dot.
    ///   - mimeTypes: MIME types.
    ///   - magic: Byte strings one of which starts the payload.
    ///   - jsonKeys: Keys the payload's JSON objects carry.
    public init(extensions: [String] = [], mimeTypes: [String] = [], magic: [[UInt8]] = [], jsonKeys: [String] = []) {
        self.extensions = extensions.map { $0.lowercased() }
        self.mimeTypes = mimeTypes.map { $0.lowercased() }
        self.magic = magic
        self.jsonKeys = jsonKeys
    }
}
