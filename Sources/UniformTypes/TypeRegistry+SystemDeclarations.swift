import Foundation

extension TypeRegistry {
    /// One entry of the bundled system declarations file.
    private struct SystemEntry: Decodable {
        var conformsTo: [String]
        var description: String?
        var extensions: [String]
        var kind: TypeDeclaration.Kind
        var mimeTypes: [String]
    }

    /// Apple's system type declarations, read once from the bundled CoreTypes data.
    ///
    /// The data is Apple's CoreTypes.bundle version 517, plus the Markdown type Apple declares in later
    /// releases (`net.daringfireball.markdown`).
    static let systemDeclarations: [TypeDeclaration] = {
        guard
            let url = Bundle.module.url(forResource: "apple-coretypes-517", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let entries = try? JSONDecoder().decode([String: SystemEntry].self, from: data)
        else {
            preconditionFailure("UniformTypes is missing its bundled system type declarations")
        }
        var declarations = entries.sorted { $0.key < $1.key }.map { identifier, entry in
            TypeDeclaration(
                identifier: identifier, kind: entry.kind, conformsTo: entry.conformsTo,
                tags: [.filenameExtension: entry.extensions, .mimeType: entry.mimeTypes]
                    .filter { !$0.value.isEmpty },
                description: entry.description)
        }
        declarations.append(
            TypeDeclaration(
                identifier: "net.daringfireball.markdown", kind: .imported,
                conformsTo: ["public.utf8-plain-text"],
                tags: [.filenameExtension: ["md", "markdown"], .mimeType: ["text/markdown"]],
                description: "Markdown document"))
        return declarations
    }()

    /// Adds Apple's system type declarations (873 from CoreTypes, and Markdown).
    ///
    /// Declarations already registered under the same identifiers are kept, and the system ones skipped.
    public func registerSystemDeclarations() {
        do {
            try register(Self.systemDeclarations.filter { declaration(forIdentifier: $0.identifier) == nil })
        } catch {
            preconditionFailure("the bundled system type declarations do not register: \(error)")
        }
    }
}
