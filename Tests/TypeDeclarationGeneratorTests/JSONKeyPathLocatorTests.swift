import Testing
@testable import TypeDeclarationGenerator

@Suite("Key paths located in JSON text")
struct JSONKeyPathLocatorTests {
    let text = """
        {
          "UTExportedTypeDeclarations": [
            { "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": ["public.data", "com.example.b"] },
            {
              "UTTypeTagSpecification": { "public.filename-extension": ["x", "y"], "public": 1 },
              "UTTypeDescription": "d\\"é\\"",
              "UTTypeIdentifier": "com.example.b"
            }
          ]
        }
        """

    func position(_ keyPath: String) -> [Int]? {
        JSONKeyPathLocator(text.utf8).position(of: keyPath).map { [$0.line, $0.column] }
    }

    @Test("a key path names its value's line and column")
    func values() {
        #expect(position("UTExportedTypeDeclarations") == [2, 33])
        #expect(position("UTExportedTypeDeclarations[0]") == [3, 5])
        #expect(position("UTExportedTypeDeclarations[0].UTTypeConformsTo[1]") == [3, 80])
        #expect(position("UTExportedTypeDeclarations[1].UTTypeIdentifier") == [7, 27])
    }

    @Test("keys with dots match whole, the longest first")
    func dottedKeys() {
        #expect(position("UTExportedTypeDeclarations[1].UTTypeTagSpecification.public.filename-extension[1]") == [5, 70])
    }

    @Test("columns count characters, not bytes")
    func characters() {
        let text = "{ \"é\": [1, \"ü\", true] }"
        #expect(JSONKeyPathLocator(text.utf8).position(of: "é[2]").map { [$0.line, $0.column] } == [1, 17])
    }

    @Test("a path the document does not reach gives the deepest value it reaches")
    func missing() {
        #expect(position("UTExportedTypeDeclarations[1].UTTypeConformsTo") == [4, 5])
        #expect(position("UTExportedTypeDeclarations[7]") == [2, 33])
        #expect(position("") == [1, 1])
    }
}
