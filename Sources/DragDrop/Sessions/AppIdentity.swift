import ItemProviders

/// An app taking part in a drag: the source of a drag or the app a drop lands in.
///
/// Two identities are the same app when their bundle identifiers are equal. Another app of the same team sees a
/// dragged provider through `ItemProviderAccessContext.sameTeam` (or `sameGroup` when the two
/// share an app group); an app of another team through `otherTeam`.
public struct AppIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The app's bundle identifier, such as `com.example.board`.
    public var bundleIdentifier: String
    /// The developer team that signed the app.
    public var teamIdentifier: String
    /// The app groups the app belongs to (each belongs to the app's team).
    public var appGroups: Set<String>

    /// Creates an identity.
    public init(bundleIdentifier: String, teamIdentifier: String, appGroups: Set<String> = []) {
        self.bundleIdentifier = bundleIdentifier
        self.teamIdentifier = teamIdentifier
        self.appGroups = appGroups
    }

    /// Whether `other` is this same app.
    public func isSameApp(as other: AppIdentity) -> Bool {
        bundleIdentifier == other.bundleIdentifier
    }

    /// How this app stands relative to `source`, the app that registered a provider's representations.
    public func accessContext(toProvidersOf source: AppIdentity) -> ItemProviderAccessContext {
        if isSameApp(as: source) { return .ownProcess }
        guard teamIdentifier == source.teamIdentifier else { return .otherTeam }
        return appGroups.isDisjoint(with: source.appGroups) ? .sameTeam : .sameGroup
    }

    /// `bundle (team)`.
    public var description: String { "\(bundleIdentifier) (\(teamIdentifier))" }
}
