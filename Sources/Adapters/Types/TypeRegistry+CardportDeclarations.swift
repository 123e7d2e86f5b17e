import Foundation

extension TypeRegistry {
    /// The declarations of Cardport's own formats (exported) and of the third-party formats its adapters read
    /// (imported), as read from the `Cardport.uttypes.json` resource of this module.
    ///
    /// The README's Adapters section lists them. The value is read once and is safe to use from any thread.
    public static var cardportDeclarations: [TypeDeclaration] { CardportDeclarationFile.declarations }

    /// Registers Cardport's declarations (see ``cardportDeclarations``) in this registry, as one change.
    ///
    /// Safe to call any number of times and from any thread: declarations the registry already holds unchanged
    /// are skipped. ``TypeRegistry/shared`` gets them the first time a Cardport type constant (such as
    /// ``UniformTypes/UTType/cardportBoard``) or ``AdapterRegistry/standard()`` is used; a separate registry
    /// needs this call, after ``registerSystemDeclarations()`` (the parents are system types).
    /// - Throws: ``TypeRegistryError`` with code `duplicateExportedDeclaration` when the registry holds another
    ///   exported declaration of one of Cardport's own identifiers; nothing is registered then.
    public func registerCardportDeclarations() throws(TypeRegistryError) {
        let missing = Self.cardportDeclarations.filter { declaration(forIdentifier: $0.identifier) != $0 }
        guard !missing.isEmpty else { return }
        do {
            try register(missing)
        } catch let error as TypeRegistryError {
            throw error
        } catch {
            throw TypeRegistryError(code: .invalidDeclaration, message: "\(error)")
        }
    }
}
