/// Where a process that looks at an item provider stands relative to the process that made it.
///
/// Used with ``ItemProvider/view(for:)`` to get what that process may see: a drop into another app sees the
/// provider through ``otherTeam`` (or ``sameTeam`` / ``sameGroup`` when the apps share a team or an app group).
/// An app group belongs to one team, so ``sameGroup`` also counts as the same team.
public enum ItemProviderAccessContext: Sendable, Hashable, CaseIterable {
    /// The process that registered the representations: it sees all of them.
    case ownProcess
    /// Another process in the same app group (and so of the same team).
    case sameGroup
    /// Another process of the same team, not in the same app group.
    case sameTeam
    /// A process of another team: it sees only representations whose visibility is ``ItemProviderRepresentationVisibility/all``.
    case otherTeam
}
