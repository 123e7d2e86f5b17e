import Foundation

/// A value that ``ItemProvider/registerItem(forTypeIdentifier:loadHandler:)`` hands over and
/// ``ItemProvider/loadItem(forTypeIdentifier:options:completionHandler:)`` returns: `Data`, `String` or `URL`
/// (Apple's `NSData`, `NSString` and `NSURL`, the secure-coding values items are in practice).
///
/// Apple picks the coercion from the class of the completion handler's parameter; here it is the handler's
/// generic `Item`. Cardport conforms `Data`, `String` and `URL`; a value of another conforming type is not
/// coerced (the load fails with ``ItemCoercionError``).
public protocol ItemProviderItem: Sendable {}

extension Data: ItemProviderItem {}
extension String: ItemProviderItem {}
extension URL: ItemProviderItem {}

/// An item that cannot be turned into the type a load asked for.
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
