/// A value from a source that Cardport does not model, kept as JSON so that a round trip returns it.
///
/// Boards, lists and cards have an `extra` object of these. Numbers are kept as the text the source wrote.
public indirect enum ExtraValue: Hashable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text (`"42"`, `"-0.5"`, `"1e3"`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([ExtraValue])
    /// An object; written with its keys sorted.
    case object([String: ExtraValue])
}
