/// The limits a parse enforces against hostile or runaway input.
///
/// The limits apply to XML and HTML alike. Exceeding one stops the parse with a ``MarkupError`` whose code is
/// ``MarkupError/Code-swift.struct/limitExceeded``, naming the limit and how to raise it. libxml2's own limits
/// against entity expansion stay on whatever these say.
public struct MarkupLimits: Hashable, Sendable {
    /// The largest input read, in bytes. 512 MiB by default.
    public var maximumInputBytes: Int
    /// The deepest element nesting read (the document element is depth 1). 256 by default. Trees are built
    /// and walked recursively, so this also bounds the stack a parse and its readers use.
    public var maximumDepth: Int
    /// The most distinct element and attribute names (with their prefixes and namespace URIs) a document may
    /// use. 10,000 by default; real documents use a few hundred. libxml2 keeps every name in a table that
    /// stops growing at a few thousand slots, so past that each new name costs more than the last, and a
    /// document made of distinct names would take time that grows with the square of its size.
    public var maximumDistinctNames: Int

    /// Creates limits; the defaults suit any real document.
    public init(maximumInputBytes: Int = 512 << 20, maximumDepth: Int = 256, maximumDistinctNames: Int = 10_000) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumDistinctNames = maximumDistinctNames
    }

    /// The default limits: 512 MiB, 256 levels and 10,000 names.
    public static let `default` = MarkupLimits()
}
