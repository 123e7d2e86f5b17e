extension ItemProvider {
    /// The provider as a process in `context` sees it: a new provider with only the representations visible
    /// there, in the same fidelity order, and the same ``suggestedName``.
    ///
    /// The view shares the representations' loaders: loading from the view runs the original loader, lazily,
    /// as a load from the provider itself would. Representations registered later on this provider do not
    /// appear in a view made earlier. A drop into another app reads the dragged provider through
    /// `view(for: .otherTeam)`.
    public func view(for context: ItemProviderAccessContext) -> ItemProvider {
        let snapshot = state.withLock { $0 }
        var visible = snapshot
        visible.representations = snapshot.representations.filter { $0.visibility.isVisible(to: context) }
        return ItemProvider(state: visible)
    }

    /// The type identifiers a process in `context` sees, in fidelity order.
    public func registeredTypeIdentifiers(visibleTo context: ItemProviderAccessContext) -> [String] {
        representations.filter { $0.visibility.isVisible(to: context) }.map(\.typeIdentifier)
    }

    /// The visibility of the first representation of exactly `typeIdentifier`, or nil if none is registered.
    public func visibility(forTypeIdentifier typeIdentifier: String) -> ItemProviderRepresentationVisibility? {
        let key = typeIdentifier.lowercased()
        return representations.first { $0.typeIdentifier.lowercased() == key }?.visibility
    }
}
