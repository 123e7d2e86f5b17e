/// An item that cannot be turned into the class a load asked for.
public struct ItemCoercionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type the item had.
    public var from: String
    /// The type asked for.
    public var to: String
    /// Why, when there is more to say.
    public var reason: String?

    /// Creates an error.
    public init(from: String, to: String, reason: String? = nil) {
        self.from = from
        self.to = to
        self.reason = reason
    }

    /// Says what could not become what.
    public var description: String {
        "a \(from) item cannot be loaded as \(to)" + (reason.map { ": \($0)" } ?? "")
    }
}
