/// The limits a zip archive is read within, so that a hostile archive (a zip bomb, a million tiny entries)
/// cannot exhaust memory or time.
///
/// Sizes are checked twice: against what the archive's directory declares before anything is inflated, and
/// against the bytes actually inflated, which stop the moment a limit is passed — a directory that lies about
/// sizes gains nothing.
public struct ArchiveLimits: Hashable, Sendable {
    /// The most entries (files, folders and links together). 10,000 by default.
    public var maximumEntries: Int
    /// The most bytes one entry may inflate to. 256 MiB by default.
    public var maximumEntryBytes: Int
    /// The most bytes all the entries read may inflate to together. 512 MiB by default.
    public var maximumTotalBytes: Int
    /// The highest ratio of inflated to compressed bytes an entry may have once it is larger than
    /// ``ratioThresholdBytes``. 200 by default (text exports compress 5–20 times; a bomb, thousands of times).
    public var maximumCompressionRatio: Int
    /// Entries up to this many inflated bytes are not held to ``maximumCompressionRatio`` (a small file of
    /// blanks compresses very well and is harmless). 1 MiB by default.
    public var ratioThresholdBytes: Int

    /// Creates limits; the defaults suit any real export.
    public init(
        maximumEntries: Int = 10_000, maximumEntryBytes: Int = 256 << 20, maximumTotalBytes: Int = 512 << 20,
        maximumCompressionRatio: Int = 200, ratioThresholdBytes: Int = 1 << 20
    ) {
        self.maximumEntries = maximumEntries
        self.maximumEntryBytes = maximumEntryBytes
        self.maximumTotalBytes = maximumTotalBytes
        self.maximumCompressionRatio = maximumCompressionRatio
        self.ratioThresholdBytes = ratioThresholdBytes
    }
}
