// Cardport's own formats and the third-party formats its adapters read are declared in Cardport.uttypes.json;
// the UTTypesPlugin build tool plugin generates their `UTType` constants (`.cardportBoard`, `.trelloBoardExport`,
// `.opml`, …) and `AdaptersTypeDeclarations` from it at build time.

extension TypeRegistry {
    /// The declarations of Cardport's own formats (exported) and of the third-party formats its adapters read
    /// (imported), from `Cardport.uttypes.json`.
    public static var cardportDeclarations: [TypeDeclaration] { AdaptersTypeDeclarations.declarations }

    /// Registers Cardport's format declarations in this registry, if it does not hold them yet.
    ///
    /// Safe to call again. `TypeRegistry.shared` gets them on first use of any of the constants, or of
    /// `AdapterRegistry.standard()`.
    /// - Throws: `TypeRegistryError` when the registry holds a different exported declaration of one of the
    ///   identifiers; nothing is registered then.
    public func registerCardportDeclarations() throws(TypeRegistryError) {
        do {
            try AdaptersTypeDeclarations.register(in: self)
        } catch let error as TypeRegistryError {
            throw error
        } catch {
            throw TypeRegistryError(code: .invalidDeclaration, message: "\(error)")
        }
    }
}
