import Foundation

/// A value that can hand itself to an ``ItemProvider`` as data in one or more types.
///
/// Mirrors Apple's `NSItemProviderWriting`. Register a value with ``ItemProvider/init(object:)`` or
/// ``ItemProvider/registerObject(_:visibility:)``: each of its writable types becomes a representation, in
/// the order given (richest first), and ``loadData(withTypeIdentifier:forItemProviderCompletionHandler:)``
/// runs only when a receiver loads one of them.
public protocol ItemProviderWriting: SendableMetatype {
    /// The type identifiers this type can write, richest first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// The type identifiers this value can write, richest first. Defaults to the static list.
    var writableTypeIdentifiersForItemProvider: [String] { get }

    /// The visibility of the representation of `typeIdentifier`. Defaults to ``ItemProviderRepresentationVisibility/all``.
    ///
    /// Registration keeps the more closed of this and the visibility passed to `registerObject`.
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> ItemProviderRepresentationVisibility

    /// Produces the data of `typeIdentifier` and calls `completionHandler` once with it or with an error.
    ///
    /// Runs when a load asks for this representation: on ``ItemProvider/loaderQueue`` for a registered value,
    /// or on the thread an object loader called back on. It may call back on any thread, later. Returns a
    /// progress that the load cancels with itself, or nil.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
}

extension ItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> ItemProviderRepresentationVisibility {
        .all
    }
}
