import Foundation
import Testing
import UniformTypes
@testable import TypeDeclarationGenerator

@Suite("Reading and checking declaration files")
struct DeclarationSetTests {
    /// The diagnostics for a set of files given as text, or an empty array when the set is accepted.
    func diagnostics(_ files: [(String, String)]) -> [GeneratorDiagnostic] {
        do {
            _ = try DeclarationSet(sources: files.map { ($0.0, Data($0.1.utf8)) })
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("declarations from several files, parents across files, names and kinds")
    func accepted() throws {
        let set = try DeclarationSet(sources: [
            ("cards.uttypes.json", Data("""
                {
                  "CardportAccessLevel": "public",
                  "UTExportedTypeDeclarations": [
                    { "UTTypeIdentifier": "com.example.recipe-card", "UTTypeConformsTo": "com.example.card",
                      "UTTypeTagSpecification": { "public.filename-extension": ["recipe"] } }
                  ],
                  "UTImportedTypeDeclarations": [
                    { "UTTypeIdentifier": "org.other.card", "UTTypeConformsTo": ["public.json"],
                      "CardportSwiftName": "otherCard" }
                  ]
                }
                """.utf8)),
            ("base.uttypes.json", Data("""
                { "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.card", "UTTypeConformsTo": "public.data" } ] }
                """.utf8)),
        ])
        #expect(set.entries.map(\.declaration.identifier) == ["com.example.recipe-card", "org.other.card", "com.example.card"])
        #expect(set.entries.map(\.swiftName) == ["recipeCard", "otherCard", "card"])
        #expect(set.entries.map(\.declaration.kind) == [.exported, .imported, .exported])
        #expect(set.entries.map(\.keyPath) == ["UTExportedTypeDeclarations[0]", "UTImportedTypeDeclarations[0]", "UTExportedTypeDeclarations[0]"])
        #expect(set.entries[0].declaration.filenameExtensions == ["recipe"])
        #expect(set.accessLevel == .public)
    }

    @Test("a declaration without an identifier is located at its dictionary")
    func missingIdentifier() {
        let found = diagnostics([("types.uttypes.json", """
            {
              "UTExportedTypeDeclarations": [
                { "UTTypeIdentifier": "com.example.a" },
                { "UTTypeDescription": "no identifier" }
              ]
            }
            """)])
        #expect(found.map(\.code) == [.malformedFile])
        #expect(found.first?.description
            == "types.uttypes.json:4:5: error: UTExportedTypeDeclarations[1]: a type declaration needs a UTTypeIdentifier")
    }

    @Test("an unknown parent is located at the parent, in an array or alone")
    func unknownParent() {
        let found = diagnostics([("types.uttypes.json", """
            {
              "UTImportedTypeDeclarations": [
                {
                  "UTTypeIdentifier": "com.example.a",
                  "UTTypeConformsTo": ["public.data", "com.example.missing"]
                },
                { "UTTypeIdentifier": "com.example.b", "UTTypeConformsTo": "com.example.nope" }
              ]
            }
            """)])
        #expect(found.map(\.code) == [.unknownParent, .unknownParent])
        #expect(found.map(\.keyPath) == [
            "UTImportedTypeDeclarations[0].UTTypeConformsTo[1]", "UTImportedTypeDeclarations[1].UTTypeConformsTo",
        ])
        #expect(found.map { [$0.line, $0.column] } == [[5, 43], [7, 64]])
        #expect(found.first?.message.contains("'com.example.missing'") == true)
    }

    @Test("a parent may be a system type or a type of another file in the set")
    func knownParents() {
        #expect(diagnostics([
            ("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": ["com.example.b", "public.xml"] } ] }"#),
            ("b.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.b", "UTTypeConformsTo": "com.apple.property-list" } ] }"#),
        ]).isEmpty)
    }

    @Test("a cycle through two files is located at the declaration that closes it")
    func cycleAcrossFiles() {
        let found = diagnostics([
            ("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": "com.example.b" } ] }"#),
            ("b.uttypes.json", """
                {
                  "UTExportedTypeDeclarations": [
                    { "UTTypeIdentifier": "com.example.b", "UTTypeConformsTo": "com.example.a" }
                  ]
                }
                """),
        ])
        #expect(found.map(\.code) == [.cyclicConformance])
        #expect(found.first.map { [$0.file, $0.keyPath] } == ["b.uttypes.json", "UTExportedTypeDeclarations[0]"])
        #expect(found.first.map { [$0.line, $0.column] } == [3, 5])
    }

    @Test("a type that names itself as a parent is a cycle")
    func selfParent() {
        let found = diagnostics([("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": "com.example.A" } ] }"#)])
        #expect(found.map(\.code) == [.cyclicConformance])
    }

    @Test("a file that does not parse is located by line")
    func malformedJSON() {
        let found = diagnostics([("types.uttypes.json", """
            {
              "UTExportedTypeDeclarations": [
                { "UTTypeIdentifier" "com.example.a" }
              ]
            }
            """)])
        #expect(found.map(\.code) == [.malformedFile])
        #expect(found.first?.line == 3)
        #expect(found.first?.column != nil)
        #expect(found.first?.description.hasPrefix("types.uttypes.json:3:") == true)
    }

    @Test("a file that declares nothing, or is not a dictionary, is refused")
    func declaresNothing() {
        let found = diagnostics([("a.uttypes.json", #"{ "CFBundleIdentifier": "x" }"#), ("b.uttypes.json", "[]")])
        #expect(found.map(\.code) == [.malformedFile, .malformedFile])
        #expect(found.map(\.file) == ["a.uttypes.json", "b.uttypes.json"])
    }

    @Test("exporting an identifier twice, or exporting a system type, is refused at the second declaration")
    func duplicates() {
        let found = diagnostics([
            ("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.a" } ] }"#),
            ("b.uttypes.json", """
                {
                  "UTExportedTypeDeclarations": [
                    { "UTTypeIdentifier": "com.example.A" }
                  ]
                }
                """),
            ("c.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "public.json" } ] }"#),
        ])
        #expect(found.map(\.code) == [.duplicateDeclaration, .duplicateDeclaration])
        #expect(found.map(\.file) == ["b.uttypes.json", "c.uttypes.json"])
        #expect(found.first.map { [$0.line, $0.column] } == [3, 5])
    }

    @Test("an identifier that cannot be declared is refused")
    func invalidIdentifiers() {
        let found = diagnostics([
            ("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "dyn.abc" } ] }"#),
            ("b.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.two words" } ] }"#),
        ])
        #expect(found.map(\.code) == [.malformedFile, .invalidDeclaration])
        #expect(found.map(\.file) == ["b.uttypes.json", "a.uttypes.json"])
        #expect(found.first?.keyPath == "UTExportedTypeDeclarations[0].UTTypeIdentifier")
        #expect(found.first.map { [$0.line, $0.column] } == [1, 57])
    }

    @Test("every problem of every file is reported, not only the first")
    func everyProblem() {
        let found = diagnostics([
            ("a.uttypes.json", #"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": ["x.one", "x.two"] } ] }"#),
            ("b.uttypes.json", #"{ "UTExportedTypeDeclarations": [ {} ] }"#),
        ])
        #expect(found.map(\.code) == [.malformedFile, .unknownParent, .unknownParent])
    }

    @Test("a given Swift name must be usable and given once")
    func givenNames() {
        let found = diagnostics([("types.uttypes.json", """
            {
              "UTExportedTypeDeclarations": [
                { "UTTypeIdentifier": "com.example.a", "CardportSwiftName": "recipe card" },
                { "UTTypeIdentifier": "com.example.b", "CardportSwiftName": "json" },
                { "UTTypeIdentifier": "com.example.c", "CardportSwiftName": "recipe" },
                { "UTTypeIdentifier": "com.example.d", "CardportSwiftName": "recipe" },
                { "UTTypeIdentifier": "com.example.e", "CardportSwiftName": 7 }
              ]
            }
            """)])
        #expect(found.map(\.code) == [.invalidSwiftName, .invalidSwiftName, .invalidSwiftName, .duplicateSwiftName])
        #expect(found.map(\.line) == [3, 4, 7, 6])
        #expect(found.first?.column == 65)
        #expect(found.last?.message.contains("com.example.c") == true)
    }

    @Test("the access level must be known, and files must agree on it")
    func accessLevels() {
        #expect(diagnostics([("a.uttypes.json", #"{ "CardportAccessLevel": "open", "UTExportedTypeDeclarations": [] }"#)])
            .map(\.code) == [.invalidAccessLevel])
        let found = diagnostics([
            ("a.uttypes.json", #"{ "CardportAccessLevel": "public", "UTExportedTypeDeclarations": [] }"#),
            ("b.uttypes.json", #"{ "CardportAccessLevel": "internal", "UTImportedTypeDeclarations": [] }"#),
        ])
        #expect(found.map(\.code) == [.conflictingAccessLevel])
        #expect(found.first.map { [$0.file, $0.keyPath] } == ["b.uttypes.json", "CardportAccessLevel"])
    }

    @Test("an identifier declared twice gives one entry, the exported declaration if there is one")
    func declaredTwice() throws {
        let set = try DeclarationSet(sources: [
            ("a.uttypes.json", Data(#"{ "UTImportedTypeDeclarations": [ { "UTTypeIdentifier": "org.other.x", "UTTypeConformsTo": "public.data" } ] }"#.utf8)),
            ("b.uttypes.json", Data(#"{ "UTImportedTypeDeclarations": [ { "UTTypeIdentifier": "org.other.x" } ], "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "ORG.other.x", "UTTypeConformsTo": "public.text" } ] }"#.utf8)),
        ])
        #expect(set.entries.count == 1)
        #expect(set.entries.first?.declaration.kind == .exported)
        #expect(set.entries.first?.declaration.conformsTo == ["public.text"])
    }

    @Test("property lists: declarations are read, a property list without them is skipped")
    func propertyLists() throws {
        let set = try DeclarationSet(paths: [
            try Fixtures.url("Info.plist").path, try Fixtures.url("Settings.plist").path,
        ])
        #expect(set.entries.map(\.declaration.identifier) == ["com.example.plist-card"])
        #expect(set.entries.first?.swiftName == "card")
        let found = diagnostics([("bad.plist", try String(contentsOf: Fixtures.url("UnknownParent.plist"), encoding: .utf8))])
        #expect(found.map(\.code) == [.unknownParent])
        #expect(found.first?.description
            == "bad.plist: error: UTExportedTypeDeclarations[0].UTTypeConformsTo: type 'com.example.plist-card' conforms to "
            + "'com.example.nowhere', which is neither declared in these files nor one of Apple's system types; "
            + "declare it (as imported if another party owns it) or correct the identifier")
    }

    @Test("a file that does not exist is named")
    func missingFile() {
        #expect(throws: GeneratorFailure.self) { try DeclarationSet(paths: ["/nonexistent/types.uttypes.json"]) }
        do {
            _ = try DeclarationSet(paths: ["/nonexistent/types.uttypes.json"])
        } catch {
            #expect(error.description == "/nonexistent/types.uttypes.json: error: the declaration file does not exist")
        }
    }
}
