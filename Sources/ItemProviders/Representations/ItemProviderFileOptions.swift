/// Options of a file representation.
///
/// Mirrors Apple's `NSItemProviderFileOptions`.
public struct ItemProviderFileOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The file may be opened in place: an in-place load gets the registered file itself, not a copy.
    public static let openInPlace = ItemProviderFileOptions(rawValue: 1)
}
