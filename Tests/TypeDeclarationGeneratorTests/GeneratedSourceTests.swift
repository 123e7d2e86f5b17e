import Foundation
import Testing
import UniformTypes
@testable import TypeDeclarationGenerator

@Suite("Generated Swift source")
struct GeneratedSourceTests {
    func source(_ json: String, accessLevel: AccessLevel = .internal) throws -> String {
        let set = try DeclarationSet(sources: [("types.uttypes.json", Data(json.utf8))])
        return GeneratedSource(
            declarations: set, enumName: "KitTypeDeclarations", accessLevel: accessLevel,
            inputs: ["types.uttypes.json"]).text
    }

    let json = """
        { "UTExportedTypeDeclarations": [
            { "UTTypeIdentifier": "com.example.recipe-card", "UTTypeConformsTo": ["public.json"],
              "UTTypeDescription": "Recipe \\"card\\"\\nsecond line", "UTTypeReferenceURL": "https://example.com/recipe",
              "UTTypeTagSpecification": { "public.mime-type": "application/x-recipe", "public.filename-extension": ["recipe", "rcp"] } },
            { "UTTypeIdentifier": "com.example.default", "UTTypeConformsTo": "com.example.recipe-card" }
          ],
          "UTImportedTypeDeclarations": [ { "UTTypeIdentifier": "org.other.card", "CardportSwiftName": "otherCard" } ] }
        """

    @Test("a constant per declaration, registering as exported or imported")
    func constants() throws {
        let text = try source(json)
        #expect(text.contains(
            #"internal static let recipeCard = KitTypeDeclarations.type("com.example.recipe-card", exported: true)"#))
        #expect(text.contains(
            #"internal static let `default` = KitTypeDeclarations.type("com.example.default", exported: true)"#))
        #expect(text.contains(
            #"internal static let otherCard = KitTypeDeclarations.type("org.other.card", exported: false)"#))
        #expect(text.contains("internal enum KitTypeDeclarations {"))
        #expect(text.contains("internal static func register(in registry: TypeRegistry = .shared) throws {"))
    }

    @Test("the declarations are written as literals, tags in tag class order")
    func declarationLiteral() throws {
        let text = try source(json)
        #expect(text.contains("""
                    TypeDeclaration(
                        identifier: "com.example.recipe-card",
                        kind: .exported,
                        conformsTo: ["public.json"],
                        tags: [UTTagClass(rawValue: "public.filename-extension"): ["recipe", "rcp"], UTTagClass(rawValue: "public.mime-type"): ["application/x-recipe"]],
                        description: "Recipe \\"card\\"\\nsecond line",
                        referenceURL: URL(string: "https://example.com/recipe")),
            """))
        #expect(text.contains("""
                    TypeDeclaration(
                        identifier: "org.other.card",
                        kind: .imported,
                        conformsTo: []),
            """))
    }

    @Test("the access level applies to the constants, the enum and its members")
    func publicAccess() throws {
        let text = try source(json, accessLevel: .public)
        #expect(text.contains("public static let recipeCard ="))
        #expect(text.contains("public enum KitTypeDeclarations {"))
        #expect(text.contains("public static let declarations: [TypeDeclaration] = ["))
        #expect(text.contains("public static func register(in registry: TypeRegistry = .shared) throws {"))
        #expect(!text.contains("internal "))
    }

    @Test("a doc comment stays on one line")
    func docComments() throws {
        let text = try source(json)
        #expect(text.contains("/// `com.example.recipe-card` (exported): Recipe \"card\" second line."))
    }

    @Test("the same declarations give the same bytes")
    func deterministic() throws {
        #expect(try source(json) == source(json))
    }

    @Test("string literals escape what Swift needs escaped", arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("zero\u{200B}width", #""zero\u{200b}width""#),
        ("\\(interpolation)", #""\\(interpolation)""#),
        ("é ü 😀", #""é ü 😀""#),
    ])
    func literals(string: String, expected: String) {
        #expect(GeneratedSource.literal(string) == expected)
    }
}
