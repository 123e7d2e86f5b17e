/// Which processes may see one representation of an item provider.
///
/// Mirrors Apple's `NSItemProviderRepresentationVisibility`. Visibility is kept per representation; a
/// provider's ``ItemProvider/view(for:)`` gives what another process sees. The cases are ordered from the
/// most open (``all``) to the most closed (``ownProcess``). An app group belongs to one team, so a process in
/// the same group also sees what is visible to the team.
public enum ItemProviderRepresentationVisibility: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Visible to every process.
    case all = 0
    /// Visible only to processes of the same team (developer), including the own process.
    case team = 1
    /// Visible only to processes of the same app group, including the own process.
    case group = 2
    /// Visible only to the process that registered it.
    case ownProcess = 3

    /// Whether a process in `context` may see a representation with this visibility.
    public func isVisible(to context: ItemProviderAccessContext) -> Bool {
        switch self {
        case .all: true
        case .team: context != .otherTeam
        case .group: context == .ownProcess || context == .sameGroup
        case .ownProcess: context == .ownProcess
        }
    }

    /// Orders from the most open to the most closed: `all < team < group < ownProcess`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
