import Foundation

extension TypeRegistry {
    /// Registers the declarations of a property-list (XML or binary) or JSON declaration file, as one change.
    ///
    /// The file's shape is that of an Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`
    /// (see ``TypeDeclarationFile``). Either every declaration in the file is registered, or none is.
    /// - Throws: ``TypeRegistryError`` naming the file and the place: `unreadableDeclarationFile`,
    ///   `malformedDeclarationFile` (location `line:column`, a line, or a key path), or a registration error
    ///   (`duplicateExportedDeclaration`, `cyclicConformance`, `invalidDeclaration`) located at the declaration
    ///   that caused it (`UTExportedTypeDeclarations[1]`).
    public func registerDeclarations(contentsOf url: URL) throws(TypeRegistryError) {
        try register(TypeDeclarationFile(contentsOf: url))
    }

    /// Registers the declarations in the bytes of a declaration file, as one change.
    /// - Parameters:
    ///   - data: a property list (XML or binary) or a JSON object.
    ///   - file: the name errors give for the file.
    /// - Throws: as ``registerDeclarations(contentsOf:)``.
    public func registerDeclarations(from data: Data, file: String? = nil) throws(TypeRegistryError) {
        try register(TypeDeclarationFile(data: data, file: file))
    }

    /// Registers the declarations read from a file, as one change.
    /// - Throws: a registration error located at the declaration that caused it.
    public func register(_ file: TypeDeclarationFile) throws(TypeRegistryError) {
        try register(file.declarations, file: file.file, locations: file.locations)
    }
}
