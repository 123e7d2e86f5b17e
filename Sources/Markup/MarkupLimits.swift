/// The limits a parse enforces against hostile or runaway input.
///
/// Both limits apply to XML and HTML alike. Exceeding one stops the parse with a ``MarkupError`` whose code is
/// ``MarkupError/Code-swift.struct/limitExceeded``, naming the limit and how to raise it. libxml2's own limits
/// against entity expansion stay on whatever these say.
public struct MarkupLimits: Hashable, Sendable {
    /// The largest input read, in bytes. 512 MiB by default.
    public var maximumInputBytes: Int
    /// The deepest element nesting read (the document element is depth 1). 256 by default. Trees are built
    /// and walked recursively, so this also bounds the stack a parse and its readers use.
    public var maximumDepth: Int

    /// Creates limits; the defaults suit any real document.
    public init(maximumInputBytes: Int = 512 << 20, maximumDepth: Int = 256) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
    }

    /// The default limits: 512 MiB and 256 levels.
    public static let `default` = MarkupLimits()
}
