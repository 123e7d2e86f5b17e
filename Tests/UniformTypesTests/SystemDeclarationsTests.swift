import Foundation
import Testing
import UniformTypes

/// The shared registry against Apple's CoreTypes data, read here from the test fixture on its own.
@Suite struct SystemDeclarationsTests {
    struct Entry: Decodable {
        var conformsTo: [String]
        var description: String?
        var extensions: [String]
        var kind: String
        var mimeTypes: [String]
    }

    static let reference: [String: Entry] = {
        do {
            return try JSONDecoder().decode([String: Entry].self, from: Fixtures.data("apple-coretypes-517.json"))
        } catch {
            return [:]
        }
    }()

    /// Every identifier `identifier` reaches through `conformsTo` in the reference data, itself excluded.
    static func closure(of identifier: String) -> Set<String> {
        var seen: Set<String> = []
        var queue = reference[identifier]?.conformsTo ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if next == identifier || !seen.insert(next).inserted { continue }
            queue += reference[next]?.conformsTo ?? []
        }
        return seen
    }

    @Test func theReferenceHasEveryDeclaration() {
        #expect(Self.reference.count == 873)
        #expect(TypeRegistry.shared.declarations.count >= 876, "873 from CoreTypes, Markdown, JPEG XL and DNG")
    }

    @Test func theCompiledDeclarationsAreTheJSONsInIdentifierOrderThenMarkdown() throws {
        // What reading the JSON at start-up gave, before the declarations were compiled in.
        let decoded = try Self.reference.sorted { $0.key < $1.key }.map { identifier, entry in
            TypeDeclaration(
                identifier: identifier, kind: try #require(TypeDeclaration.Kind(rawValue: entry.kind)),
                conformsTo: entry.conformsTo,
                tags: [.filenameExtension: entry.extensions, .mimeType: entry.mimeTypes].filter { !$0.value.isEmpty },
                description: entry.description)
        }
        let compiled = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations
        #expect(compiled.count == 876)
        #expect(Array(compiled.prefix(873)) == decoded)
        #expect(compiled.suffix(3).map(\.identifier) == ["net.daringfireball.markdown", "public.jpeg-xl", "com.adobe.raw-image"])
        // The same declarations registered from the JSON answer tag questions the same way.
        let fromJSON = TypeRegistry()
        try fromJSON.register(decoded)
        let fromCompiled = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        for tag in ["png", "jpg", "txt", "plist", "html", "tar", "gz"] {
            #expect(fromCompiled.types(tag: tag, tagClass: .filenameExtension, conformingTo: nil).map(\.identifier)
                == fromJSON.types(tag: tag, tagClass: .filenameExtension, conformingTo: nil).map(\.identifier), "\(tag)")
        }
    }

    @Test func everyDeclarationHasAppleSupertypes() throws {
        for (identifier, entry) in Self.reference {
            let type = try #require(UTType(identifier), "\(identifier) is declared")
            // A UTType exists only for a declared identifier, so an undeclared parent
            // (com.apple.homebuttonless-device in this data) is not among the supertypes.
            let expected = Set(Self.closure(of: identifier).filter { Self.reference[$0] != nil }.map { $0.lowercased() })
            let actual = Set(type.supertypes.map { $0.identifier.lowercased() })
            #expect(actual == expected, "supertypes of \(identifier)")
            #expect(type.declaration?.conformsTo == entry.conformsTo, "parents of \(identifier)")
        }
    }

    @Test func anUndeclaredParentStillAnswersConformanceByIdentifier() throws {
        let undeclared = Set(Self.reference.values.flatMap(\.conformsTo).filter { Self.reference[$0] == nil })
        #expect(undeclared == ["com.apple.homebuttonless-device"])
        #expect(UTType("com.apple.homebuttonless-device") == nil)
        for (identifier, _) in Self.reference where Self.closure(of: identifier).contains("com.apple.homebuttonless-device") {
            #expect(TypeRegistry.shared.conforms(identifier, to: "com.apple.homebuttonless-device"))
        }
    }

    @Test func everyDeclarationHasAppleTagsKindAndDescription() throws {
        let appleOnly = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        for (identifier, entry) in Self.reference {
            let declared = try #require(appleOnly.type(withIdentifier: identifier))
            #expect(declared.tags[.filenameExtension] ?? [] == entry.extensions, "extensions of \(identifier)")
            #expect(declared.tags[.mimeType] ?? [] == entry.mimeTypes, "MIME types of \(identifier)")
            // The shared registry may add freedesktop tags, but only after Apple's, so Apple's stay preferred.
            let type = try #require(UTType(identifier))
            #expect((type.tags[.filenameExtension] ?? []).starts(with: entry.extensions), "extensions of \(identifier)")
            #expect((type.tags[.mimeType] ?? []).starts(with: entry.mimeTypes), "MIME types of \(identifier)")
            #expect(type.preferredFilenameExtension == entry.extensions.first)
            #expect(type.declaration?.kind.rawValue == entry.kind)
            #expect(declared.localizedDescription == entry.description)
            // Where Apple gives no description, the freedesktop comment may fill the gap; Apple's wins otherwise.
            if let description = entry.description {
                #expect(type.localizedDescription == description)
            }
        }
    }
}
