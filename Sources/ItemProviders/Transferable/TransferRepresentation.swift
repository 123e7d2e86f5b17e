/// One or more ways a ``Transferable`` type moves as data or a file.
///
/// Mirrors Apple's `TransferRepresentation`. Cardport's representations (``DataRepresentation``,
/// ``FileRepresentation``, ``CodableRepresentation``, ``ProxyRepresentation``) and their modifiers conform;
/// Apple's `body`, which composes a representation of others, is not supported here: return the
/// ``TransferRepresentationEntry`` values of the representations yours is made of instead.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type that is transferred.
    associatedtype Item: Transferable

    /// The representations this stands for, flattened, in declaration order.
    var entries: [TransferRepresentationEntry<Item>] { get }
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
