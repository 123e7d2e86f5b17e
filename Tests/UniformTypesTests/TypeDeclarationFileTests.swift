import Foundation
import Testing
import UniformTypes

@Suite struct TypeDeclarationFileTests {
    private func systemRegistry() -> TypeRegistry {
        let registry = TypeRegistry()
        registry.registerSystemDeclarations()
        return registry
    }

    /// The error reading `text` as a declaration file gives, or nil when it reads.
    private func readingError(_ text: String) -> TypeRegistryError? {
        do {
            _ = try TypeDeclarationFile(data: Data(text.utf8), file: "types.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["declarations.plist", "declarations.bplist", "declarations.uttypes.json"])
    func validFilesRegisterTheirTypes(name: String) throws {
        let registry = systemRegistry()
        try registry.registerDeclarations(contentsOf: Fixtures.url(name))

        let board = try #require(registry.type(withIdentifier: "org.cardport.board"))
        #expect(board.declaration?.kind == .exported)
        #expect(board.localizedDescription == "Cardport board")
        #expect(board.referenceURL == URL(string: "https://example.org/cardport/board"))
        #expect(board.tags[.filenameExtension] == ["cpboard", "cardboard"])
        #expect(board.preferredMIMEType == "application/vnd.cardport.board+json")
        #expect(board.conforms(to: try #require(registry.type(withIdentifier: "public.json"))))
        #expect(board.conforms(to: try #require(registry.type(withIdentifier: "public.text"))))

        let archived = try #require(registry.type(withIdentifier: "org.cardport.archived-board"))
        #expect(archived.declaration?.conformsTo == ["org.cardport.board"])
        #expect(archived.conforms(to: board))

        let outline = try #require(registry.type(withIdentifier: "org.opml.opml"))
        #expect(outline.declaration?.kind == .imported)
        #expect(outline.tags == [.filenameExtension: ["opml"], .mimeType: ["text/x-opml", "text/x-opml+xml"]])
        #expect(outline.conforms(to: try #require(registry.type(withIdentifier: "public.xml"))))
        #expect(registry.type(tag: "cardboard", tagClass: .filenameExtension, conformingTo: nil) == board)
        #expect(registry.type(tag: "TEXT/X-OPML+XML", tagClass: .mimeType, conformingTo: nil) == outline)
    }

    @Test func theThreeFormatsGiveTheSameDeclarations() throws {
        let xml = try TypeDeclarationFile(contentsOf: Fixtures.url("declarations.plist"))
        let binary = try TypeDeclarationFile(contentsOf: Fixtures.url("declarations.bplist"))
        let json = try TypeDeclarationFile(contentsOf: Fixtures.url("declarations.uttypes.json"))
        #expect(xml.declarations.count == 3)
        #expect(binary.declarations == xml.declarations)
        #expect(json.declarations == xml.declarations)
        #expect(xml.locations == [
            "UTExportedTypeDeclarations[0]", "UTExportedTypeDeclarations[1]", "UTImportedTypeDeclarations[0]",
        ])
    }

    @Test func malformedJSONIsLocatedByLineAndColumn() throws {
        let error = try #require(readingError("""
            {
              "UTExportedTypeDeclarations": [
                { "UTTypeIdentifier": "org.cardport.x" "UTTypeDescription": "x" }
              ]
            }
            """))
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.file == "types.json")
        #expect(error.location == "3:44", "the second key, where a comma should come first")
    }

    @Test func malformedJSONAfterMultibyteCharactersCountsCharacters() throws {
        let error = try #require(readingError("{\"UTTypeDescription\": \"ünï\" x}"))
        #expect(error.location == "1:29")
    }

    @Test(arguments: [
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a"}, {"UTTypeIdentifier": 7}]}"#,
         "UTExportedTypeDeclarations[1].UTTypeIdentifier"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a"}, {"UTTypeDescription": "x"}]}"#,
         "UTExportedTypeDeclarations[1]"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "has space"}]}"#,
         "UTExportedTypeDeclarations[0].UTTypeIdentifier"),
        (#"{"UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeConformsTo": ["public.data", 3]}]}"#,
         "UTImportedTypeDeclarations[0].UTTypeConformsTo[1]"),
        (#"{"UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeConformsTo": {"a": 1}}]}"#,
         "UTImportedTypeDeclarations[0].UTTypeConformsTo"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeTagSpecification": {"public.mime-type": [""]}}]}"#,
         "UTExportedTypeDeclarations[0].UTTypeTagSpecification.public.mime-type[0]"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeTagSpecification": ["txt"]}]}"#,
         "UTExportedTypeDeclarations[0].UTTypeTagSpecification"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeDescription": true}]}"#,
         "UTExportedTypeDeclarations[0].UTTypeDescription"),
        (#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.a", "UTTypeReferenceURL": 1}]}"#,
         "UTExportedTypeDeclarations[0].UTTypeReferenceURL"),
        (#"{"UTExportedTypeDeclarations": [["org.a"]]}"#, "UTExportedTypeDeclarations[0]"),
        (#"{"UTExportedTypeDeclarations": {"UTTypeIdentifier": "org.a"}}"#, "UTExportedTypeDeclarations"),
    ])
    func wrongShapesAreLocatedByKeyPath(text: String, location: String) throws {
        let error = try #require(readingError(text))
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.location == location)
        #expect(error.description.hasPrefix("types.json: \(location): "))
    }

    @Test(arguments: [#"["org.a"]"#, #"{"CFBundleIdentifier": "org.a"}"#, ""])
    func aFileMustDeclareTypes(text: String) throws {
        let error = try #require(readingError(text))
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.location == nil)
    }

    @Test func malformedXMLPropertyListIsLocatedByLine() throws {
        let text = try String(contentsOf: Fixtures.url("declarations.plist"), encoding: .utf8)
            .replacingOccurrences(of: "<string>Cardport board</string>", with: "<strin>Cardport board</string>")
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<strin>") }) + 1
        let error = try #require(readingError(text))
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.location == "\(line)")
    }

    @Test func corruptBinaryPropertyListIsReported() throws {
        let data = try Fixtures.data("declarations.bplist")
        #expect {
            try TypeDeclarationFile(data: data.prefix(data.count / 2), file: "types.bplist")
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .malformedDeclarationFile && error?.file == "types.bplist"
                && error?.message.contains("binary property list") == true
        }
    }

    @Test func aBinaryPropertyListHoldingASetIsRefusedNotCrashed() throws {
        // Found by Fuzz/run (FuzzTypeDeclarationFile): Foundation on Linux crashed the process bridging the set.
        let data = try Fixtures.data("fuzz-bplist-with-set.bplist")
        #expect {
            try TypeDeclarationFile(data: data, file: "types.bplist")
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .malformedDeclarationFile && error?.file == "types.bplist"
                && error?.message.contains("set") == true
        }
        // The valid binary fixture has no set and still reads.
        #expect(try TypeDeclarationFile(data: Fixtures.data("declarations.bplist")).declarations.isEmpty == false)
    }

    @Test func aMissingFileIsUnreadable() throws {
        let url = URL(fileURLWithPath: "/nonexistent/cardport/types.plist")
        #expect {
            try TypeDeclarationFile(contentsOf: url)
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .unreadableDeclarationFile && error?.file == url.path
        }
    }

    @Test func aSecondExportedDeclarationIsLocatedAndNothingIsRegistered() throws {
        let registry = systemRegistry()
        let text = """
            {"UTExportedTypeDeclarations": [
              {"UTTypeIdentifier": "org.cardport.new", "UTTypeConformsTo": "public.data"},
              {"UTTypeIdentifier": "public.plain-text"}
            ]}
            """
        #expect {
            try registry.registerDeclarations(from: Data(text.utf8), file: "types.json")
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .duplicateExportedDeclaration && error?.file == "types.json"
                && error?.location == "UTExportedTypeDeclarations[1]"
        }
        #expect(registry.declaration(forIdentifier: "org.cardport.new") == nil)
    }

    @Test func aCycleIsLocatedAndNamed() throws {
        let registry = systemRegistry()
        let text = """
            {"UTExportedTypeDeclarations": [
              {"UTTypeIdentifier": "org.cardport.a", "UTTypeConformsTo": "org.cardport.b"},
              {"UTTypeIdentifier": "org.cardport.b", "UTTypeConformsTo": ["public.data", "org.cardport.a"]}
            ]}
            """
        #expect {
            try registry.registerDeclarations(from: Data(text.utf8), file: "types.json")
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .cyclicConformance && error?.location == "UTExportedTypeDeclarations[0]"
                && error?.message.contains("org.cardport.a → org.cardport.b → org.cardport.a") == true
        }
        #expect(registry.declaration(forIdentifier: "org.cardport.a") == nil)
    }

    @Test func exportedBeatsImportedWithinAFile() throws {
        let registry = systemRegistry()
        let text = """
            {"UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.cardport.shared", "UTTypeDescription": "theirs"}],
             "UTExportedTypeDeclarations": [{"UTTypeIdentifier": "org.cardport.shared", "UTTypeDescription": "ours"}]}
            """
        try registry.registerDeclarations(from: Data(text.utf8))
        #expect(registry.declaration(forIdentifier: "org.cardport.shared")?.kind == .exported)
        #expect(registry.declaration(forIdentifier: "org.cardport.shared")?.description == "ours")
    }
}
