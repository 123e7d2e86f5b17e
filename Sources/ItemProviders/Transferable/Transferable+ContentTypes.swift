import UniformTypes

extension Transferable {
    /// The types a value of this type can be exported as, in declaration order, each once.
    ///
    /// Apple's `exportedContentTypes(visibility:)`. `visibility` is the receiver's standing: `.all` lists the
    /// types of the representations every process sees, `.team` adds those visible to the team, `.group` those
    /// of the app group, `.ownProcess` every exporting representation (Apple leaves the filtering undocumented;
    /// this is the choice, tested). Export conditions are not evaluated: there is no value to ask.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(transferEntries.filter { entry in
            entry.exported != nil && entry.visibility.itemProviderVisibility <= visibility.itemProviderVisibility
        }.compactMap { $0.exported?.type })
    }

    /// The types a value of this type can be imported from, in declaration order, each once: an offered type
    /// conforming to one of them is accepted.
    ///
    /// Apple's `importedContentTypes()`.
    public static func importedContentTypes() -> [UTType] {
        unique(transferEntries.compactMap { $0.imported?.type })
    }

    /// The file name the value's representations suggest, or nil.
    ///
    /// Apple's `suggestedFilename`. As Apple documents for `suggestedFileName(_:)`, when several are given the
    /// last one is used: the last exporting representation (whose export condition holds for the value) that
    /// suggests a name, and on one representation the outermost modifier.
    public var suggestedFilename: String? {
        Self.transferEntries.filter { $0.exports(self) }.reversed().lazy
            .compactMap { $0.suggestedFileName?(self) }.first
    }

    private static func unique(_ types: [UTType]) -> [UTType] {
        var seen = Set<String>()
        return types.filter { seen.insert($0.identifier).inserted }
    }
}
