/// One or more ways a ``Transferable`` type moves as data or a file.
///
/// Mirrors Apple's `TransferRepresentation`. Compose a representation of others in ``body``, as in Apple's
/// documentation:
///
/// ```swift
/// struct NoteRepresentation: TransferRepresentation {
///     typealias Item = Note
///
///     var body: some TransferRepresentation<Note> {
///         CodableRepresentation(contentType: .note)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// Cardport's own representations (``DataRepresentation``, ``FileRepresentation``, ``CodableRepresentation``,
/// ``ProxyRepresentation``, ``TransferRepresentationGroup``) are primitive: their `Body` is `Never` and they
/// give their ``entries`` directly.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type that is transferred.
    associatedtype Item: Transferable

    /// The representation this one is made of; `Never` for a primitive one.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of, in order of preference.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The representations this stands for, flattened, in declaration order. A composed representation gets
    /// them from its ``body``; only a primitive one implements this.
    var entries: [TransferRepresentationEntry<Item>] { get }
}

extension TransferRepresentation {
    /// The entries of ``body``, flattened. A body whose item type differs from `Item`, which only a
    /// hand-written `Body` could have, contributes nothing.
    public var entries: [TransferRepresentationEntry<Item>] {
        body.entries as? [TransferRepresentationEntry<Item>] ?? []
    }
}

extension TransferRepresentation where Body == Never {
    /// A primitive representation has no body: it gives its ``entries`` directly. Never called.
    public var body: Never {
        fatalError("\(Self.self) is a primitive transfer representation: read its entries, not its body")
    }
}

extension Never: Transferable {
    /// `Never` is the `Body` of a primitive representation; it is never transferred.
    public static var transferRepresentation: Never {
        // `return` keeps the result builder the protocol declares off this body.
        return fatalError("Never has no transfer representation")
    }
}

extension Never: TransferRepresentation {
    /// Nothing: `Never` only marks a primitive representation's `Body`.
    public typealias Item = Never

    /// Primitive.
    public typealias Body = Never

    /// Nothing.
    public var entries: [TransferRepresentationEntry<Never>] { [] }
}

/// Which processes may see a representation that ``ItemProvider/register(_:)`` registers.
///
/// Mirrors Apple's `TransferRepresentationVisibility`; see ``ItemProviderRepresentationVisibility``.
public enum TransferRepresentationVisibility: Sendable, Hashable, CaseIterable {
    /// Every process.
    case all
    /// Processes of the same team (developer).
    case team
    /// Processes of the same app group.
    case group
    /// Only the process that registered it.
    case ownProcess

    /// The item provider visibility this stands for.
    var itemProviderVisibility: ItemProviderRepresentationVisibility {
        switch self {
        case .all: .all
        case .team: .team
        case .group: .group
        case .ownProcess: .ownProcess
        }
    }
}
