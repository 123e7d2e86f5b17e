extension TransferRepresentation {
    /// Exports this representation only for values where `condition` holds; importing is unchanged.
    ///
    /// ``ItemProvider/register(_:)`` evaluates the condition once, when it registers the value: a value for
    /// which it fails does not offer the representation's type at all.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> TransferRepresentationGroup<Item> {
        modified { entry in
            let earlier = entry.condition
            entry.condition = { item in (earlier?(item) ?? true) && condition(item) }
        }
    }

    /// Suggests `fileName` as the name a receiver gives what it saves.
    ///
    /// As Apple documents, when several names are suggested on an item only the last one is used: the
    /// outermost of stacked modifiers, and of several representations the last exported one that suggests a
    /// name. ``ItemProvider/register(_:)`` makes that name the provider's ``ItemProvider/suggestedName`` (unless
    /// the provider has a name already), and ``Transferable/suggestedFilename`` gives it; a data representation
    /// loaded as a file is named after it.
    public func suggestedFileName(_ fileName: String) -> TransferRepresentationGroup<Item> {
        modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// Suggests a name per value; nil suggests none. See ``suggestedFileName(_:)-(String)``.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> TransferRepresentationGroup<Item> {
        modified { $0.suggestedFileName = fileName }
    }

    /// Sets which processes may see the representation once registered (``TransferRepresentationVisibility/all``
    /// unless set).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> TransferRepresentationGroup<Item> {
        modified { $0.visibility = visibility }
    }

    private func modified(_ change: (inout TransferRepresentationEntry<Item>) -> Void) -> TransferRepresentationGroup<Item> {
        TransferRepresentationGroup(entries: entries.map { $0.with(change) })
    }
}
