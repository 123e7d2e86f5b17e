import Foundation
import RecipeTypes
import Testing
import UniformTypes

/// The constants the build generated from Sources/RecipeTypes/Types.uttypes.json answer as that file declares.
@Suite("Types generated from Types.uttypes.json")
struct GeneratedTypesTests {
    @Test("each constant has its declared identifier, parents, tags and description")
    func declared() {
        #expect(UTType.recipeCard.identifier == "com.example.recipe-card")
        #expect(UTType.recipeCard.conforms(to: .json))
        #expect(UTType.recipeCard.conforms(to: .text))
        #expect(UTType.recipeCard.tags[.filenameExtension] == ["recipe", "rcard"])
        #expect(UTType.recipeCard.preferredMIMEType == "application/vnd.example.recipe+json")
        #expect(UTType.recipeCard.localizedDescription == "Recipe card")
        #expect(UTType.recipeCard.referenceURL == URL(string: "https://example.com/recipe-card"))
        #expect(UTType.recipeCard.declaration?.kind == .exported)

        // Named by CardportSwiftName.
        #expect(UTType.cookbook.identifier == "com.example.recipe-book")
        #expect(UTType.cookbook.isSubtype(of: .recipeCard))
        #expect(UTType.cookbook.conforms(to: .compositeContent))
        #expect(UTType.cookbook.preferredFilenameExtension == "recipebook")

        #expect(UTType.recipe.identifier == "org.schema.recipe")
        #expect(UTType.recipe.declaration?.kind == .imported)
        #expect(UTType.recipe.conforms(to: .json))
        #expect(!UTType.recipe.conforms(to: .recipeCard))
    }

    @Test("the shared registry holds exactly the generated declarations")
    func registered() throws {
        _ = UTType.recipe
        for declaration in RecipeTypesTypeDeclarations.declarations {
            #expect(TypeRegistry.shared.declaration(forIdentifier: declaration.identifier) == declaration)
        }
        // The plugin hands over the files in path order: MoreTypes.uttypes.json, then Types.uttypes.json.
        #expect(RecipeTypesTypeDeclarations.declarations.map(\.identifier) == [
            "com.example.default", "com.example.json",
            "com.example.recipe-card", "com.example.recipe-book", "org.schema.recipe",
        ])
        try RecipeTypesTypeDeclarations.register()
        try RecipeTypesTypeDeclarations.register(in: .shared)
    }

    @Test("tag lookups find the declared types once a constant has been read")
    func tags() {
        #expect(RecipeFile(name: "soup.recipe").contentType == .recipeCard)
        #expect(RecipeFile(name: "family.recipebook").contentType == .cookbook)
        #expect(RecipeFile(name: "notes.txt").contentType == nil)
        #expect(UTType(filenameExtension: "rcard") == .recipeCard)
        #expect(UTType(mimeType: "application/vnd.example.recipe+json") == .recipeCard)
    }

    @Test("the declarations register in a registry of one's own, and registering again changes nothing")
    func ownRegistry() throws {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        try RecipeTypesTypeDeclarations.register(in: registry)
        #expect(registry.conforms("com.example.recipe-book", to: "public.json"))
        #expect(registry.type(tag: "recipe", tagClass: .filenameExtension, conformingTo: nil)?.identifier
            == "com.example.recipe-card")
        try RecipeTypesTypeDeclarations.register(in: registry)
        #expect(registry.declarations.count == TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false).declarations.count + 5)
    }

    @Test("a registry that holds another exported declaration of one of the identifiers refuses them all")
    func conflictingRegistry() throws {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        try registry.register(TypeDeclaration(identifier: "com.example.recipe-card", kind: .exported, conformsTo: ["public.data"]))
        #expect(throws: TypeRegistryError.self) { try RecipeTypesTypeDeclarations.register(in: registry) }
        #expect(registry.declaration(forIdentifier: "com.example.recipe-book") == nil)
        #expect(registry.declaration(forIdentifier: "com.example.recipe-card")?.conformsTo == ["public.data"])
    }

    @Test("constants read from many tasks at once are the same registered types")
    func concurrentFirstUse() async {
        let identifiers = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<16 {
                group.addTask { [UTType.cookbook, .recipe, .recipeCard].map(\.identifier) }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(Set(identifiers) == [["com.example.recipe-book", "org.schema.recipe", "com.example.recipe-card"]])
        #expect(UTType.cookbook.isDeclared && UTType.recipe.isDeclared && UTType.recipeCard.isDeclared)
    }
}

/// Declarations of a second file: names that Swift or UTType already use, text that needs escaping in Swift,
/// a parent from the other file, a tag class of one's own.
@Suite("Types generated from MoreTypes.uttypes.json")
struct MoreGeneratedTypesTests {
    @Test("a keyword is a usable constant name")
    func keyword() {
        #expect(UTType.default.identifier == "com.example.default")
        #expect(UTType.default.isSubtype(of: .recipeCard))
        #expect(UTType.default.conforms(to: .json))
    }

    @Test("a name UTType already has takes in another component")
    func taken() {
        #expect(UTType.exampleJson.identifier == "com.example.json")
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType.exampleJson.isSubtype(of: .json))
    }

    @Test("descriptions and tags come through exactly")
    func text() {
        #expect(UTType.default.localizedDescription == "The \"house\" recipe\\card,\nsecond line")
        #expect(UTType.default.tags[UTTagClass(rawValue: "com.example.shelf-code")] == ["R-12"])
        #expect(UTType(filenameExtension: "house", conformingTo: .recipeCard) == .default)
    }
}
