import UniformTypes

/// A type that describes how its values move through drag and drop, copy and paste and sharing.
///
/// Mirrors Apple's `Transferable` (CoreTransferable). Declare the representations, richest first:
///
/// ```swift
/// extension Card: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .cardportCard)
///         ProxyRepresentation(exporting: \.title)
///     }
/// }
/// ```
///
/// ``ItemProvider/register(_:)`` offers a value through an item provider;
/// ``ItemProvider/loadTransferable(type:completionHandler:)`` makes one from whatever a provider offers.
///
/// Declared as Apple declares it, `@preconcurrency` and `Sendable`: a value type with `Sendable` stored
/// properties is `Sendable` on its own, and a class that is not (an `NSObject` model with mutable state, say)
/// still conforms, in the Swift 5 and the Swift 6 language modes alike, as it does on Apple's platforms; using
/// it where a `Sendable` value is required warns instead of failing. A provider keeps a registered value behind
/// a lock and reads it from there for each export, so the provider itself adds no race; a class must be safe to
/// read from the task that exports it, as on Apple's platforms.
@preconcurrency
public protocol Transferable: Sendable {
    /// The type of the representation, inferred from ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation

    /// The representations a value can be exported as and imported from, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The flattened representations of ``transferRepresentation``, in declaration order.
    ///
    /// As in Apple's declaration, the protocol does not tie `Representation.Item` to `Self` (so that
    /// `some TransferRepresentation` is enough to write); a representation of another item type, which
    /// only a hand-written `Representation` could be, contributes nothing.
    static var transferEntries: [TransferRepresentationEntry<Self>] {
        transferRepresentation.entries as? [TransferRepresentationEntry<Self>] ?? []
    }
}
