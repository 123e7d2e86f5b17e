import Testing
import UniformTypes

/// Which type a tag means when several declared types carry it.
@Suite struct UTTypeTagsTests {
    /// A registry with `public.data` and the given declarations, registered in order.
    private func registry(_ declarations: [TypeDeclaration]) throws -> TypeRegistry {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(identifier: "public.item", kind: .exported))
        try registry.register(TypeDeclaration(identifier: "public.data", kind: .exported, conformsTo: ["public.item"]))
        try registry.register(declarations)
        return registry
    }

    private func carrying(
        _ identifier: String, _ kind: TypeDeclaration.Kind, parents: [String] = ["public.data"]
    ) -> TypeDeclaration {
        TypeDeclaration(identifier: identifier, kind: kind, conformsTo: parents, tags: [.filenameExtension: ["tbx"]])
    }

    private func answers(_ registry: TypeRegistry) -> [String] {
        registry.types(tag: "tbx", tagClass: .filenameExtension, conformingTo: nil).map(\.identifier)
    }

    @Test func exportedBeatsImported() throws {
        let registry = try registry([carrying("com.a.imported", .imported), carrying("com.b.exported", .exported)])
        #expect(answers(registry) == ["com.b.exported", "com.a.imported"])
        #expect(registry.type(tag: "tbx", tagClass: .filenameExtension, conformingTo: nil)?.identifier == "com.b.exported")
    }

    @Test func exportedBeatsImportedEvenWhenImportedIsPublic() throws {
        let registry = try registry([carrying("public.tbx", .imported), carrying("com.b.exported", .exported)])
        #expect(answers(registry) == ["com.b.exported", "public.tbx"])
    }

    @Test func publicBeatsTheRest() throws {
        let registry = try registry([carrying("com.a.first", .exported), carrying("public.tbx", .exported)])
        #expect(answers(registry) == ["public.tbx", "com.a.first"])
    }

    @Test func aDeclaredTypeBeatsOneMadeFromTheMIMEDatabase() throws {
        // Both imported and outside public.*: the freedesktop type is only a fallback for what nobody declared,
        // even when it was registered first.
        let registry = try registry([carrying("org.freedesktop.mime.text.x-tbx", .imported),
                                     carrying("org.example.tbx", .imported)])
        #expect(answers(registry) == ["org.example.tbx", "org.freedesktop.mime.text.x-tbx"])
    }

    @Test func aTypeComesBeforeItsOwnSubtypes() throws {
        let registry = try registry([
            carrying("com.a.binary-tbx", .exported, parents: ["com.a.tbx"]),
            carrying("com.a.xml-tbx", .exported, parents: ["com.a.tbx"]),
            carrying("com.a.tbx", .exported),
        ])
        #expect(answers(registry) == ["com.a.tbx", "com.a.binary-tbx", "com.a.xml-tbx"])
    }

    @Test func unrelatedTypesKeepRegistrationOrder() throws {
        let registry = try registry([carrying("com.z.first", .exported), carrying("com.a.second", .exported)])
        #expect(answers(registry) == ["com.z.first", "com.a.second"])
    }

    @Test func plistMeansPropertyListNotOneOfItsFormats() throws {
        #expect(UTType(filenameExtension: "plist")?.identifier == "com.apple.property-list")
        let all = UTType.types(tag: "plist", tagClass: .filenameExtension, conformingTo: nil).map(\.identifier)
        #expect(all.first == "com.apple.property-list")
        #expect(Set(all) == [
            "com.apple.property-list", "com.apple.xml-property-list",
            "com.apple.binary-property-list", "com.apple.ascii-property-list",
        ])
    }

    @Test func conformingToFiltersBeforeTheTieBreak() throws {
        let xml = UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil).map(\.identifier)
        #expect(xml == ["public.xml", "com.microsoft.word.wordml"])
        let composite = UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: .compositeContent)
        #expect(composite.map(\.identifier) == ["com.microsoft.word.wordml"])
        #expect(UTType(filenameExtension: "xml", conformingTo: .compositeContent)?.identifier == "com.microsoft.word.wordml")
    }

    @Test func typesNeverReturnsDynamicTypes() {
        #expect(UTType.types(tag: "cardport-unknown", tagClass: .filenameExtension, conformingTo: nil).isEmpty)
        #expect(UTType.types(tag: "", tagClass: .filenameExtension, conformingTo: nil).isEmpty)
    }

    @Test func aDeclaredTagThatDoesNotConformGivesADynamicType() throws {
        // Only com.apple.framework, a directory, carries "framework": asked for data, the answer is dynamic.
        let asData = try #require(UTType(filenameExtension: "framework"))
        #expect(asData.isDynamic)
        #expect(asData.conforms(to: .data))
        let asDirectory = try #require(UTType(filenameExtension: "framework", conformingTo: .directory))
        #expect(asDirectory == .framework)
    }
}
