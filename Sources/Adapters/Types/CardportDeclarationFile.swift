import Foundation

/// The bundled declaration file, read once.
enum CardportDeclarationFile {
    /// The name of the resource.
    static let resourceName = "Cardport.uttypes"

    /// The declarations of the resource; empty only when the resource is missing from the build, which the
    /// tests check does not happen.
    static let declarations: [TypeDeclaration] = {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: "json"),
              let file = try? TypeDeclarationFile(contentsOf: url)
        else { return [] }
        return file.declarations
    }()

    /// Whether the declarations are in ``TypeRegistry/shared``; evaluated once, on first use.
    static let registeredInShared: Bool = {
        do {
            try TypeRegistry.shared.registerCardportDeclarations()
            return true
        } catch {
            return false
        }
    }()
}
