import Foundation

/// A value that can be made from the data of an ``ItemProvider`` representation.
///
/// Mirrors Apple's `NSItemProviderReading`. ``ItemProvider/loadObject(ofClass:completionHandler:)`` picks the
/// first representation, in the provider's fidelity order, whose type conforms to one of
/// ``readableTypeIdentifiersForItemProvider``, loads its data and calls
/// ``object(withItemProviderData:typeIdentifier:)``.
public protocol ItemProviderReading: SendableMetatype {
    /// The type identifiers this type can read, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Makes a value from `data`.
    ///
    /// - Parameters:
    ///   - data: the loaded bytes.
    ///   - typeIdentifier: the type of the representation that was loaded, as the provider registered it (so a
    ///     reader that accepts `public.plain-text` learns whether it got UTF-8 or UTF-16).
    /// - Throws: any error when the data cannot be read; the load reports it as
    ///   ``ItemProviderError/Code/unexpectedValueClass``.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
