import Foundation
import Testing
import TypeDeclarationGenerator
import UniformTypes

/// The Swift that `UniformTypes` compiles Apple's system declarations from, against their data file.
@Suite struct SystemDeclarationsSourceTests {
    /// The repository's root folder, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let dataFile = "Sources/UniformTypes/Resources/apple-coretypes-517.json"
    static let compiledFile = "Sources/UniformTypes/TypeRegistry+AppleCoreTypes.swift"

    @Test func theCompiledFileIsWhatTheDataFileGenerates() throws {
        let json = try Data(contentsOf: Self.root.appendingPathComponent(Self.dataFile))
        let compiled = try String(contentsOf: Self.root.appendingPathComponent(Self.compiledFile), encoding: .utf8)
        let source = try SystemDeclarationsSource(json: json, input: Self.dataFile)
        #expect(source.declarations.count == 873)
        #expect(source.text == compiled, """
            \(Self.compiledFile) is not what \(Self.dataFile) generates: run \
            `swift run uttypes-generate --system-declarations \(Self.dataFile) --output \(Self.compiledFile)`
            """)
    }

    @Test func entriesBecomeTableLinesInIdentifierOrder() throws {
        let json = Data("""
            {
              "public.zed": { "conformsTo": ["public.data"], "extensions": [], "kind": "imported", "mimeTypes": [] },
              "com.example.a": {
                "conformsTo": ["public.text", "public.zed"], "description": "A \\"quoted\\", ‘curly’ kind",
                "extensions": ["a", "aa"], "kind": "exported", "mimeTypes": ["text/x-a"]
              }
            }
            """.utf8)
        let source = try SystemDeclarationsSource(json: json, input: "types.json")
        #expect(source.declarations == [
            TypeDeclaration(
                identifier: "com.example.a", kind: .exported, conformsTo: ["public.text", "public.zed"],
                tags: [.filenameExtension: ["a", "aa"], .mimeType: ["text/x-a"]],
                description: #"A "quoted", ‘curly’ kind"#),
            TypeDeclaration(identifier: "public.zed", kind: .imported, conformsTo: ["public.data"]),
        ])
        let lines = source.text.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.hasSuffix("static let appleCoreTypesTable = #\"\"\"") })
        #expect(Array(lines[(first + 1)...]) == [
            "com.example.a\texported\tpublic.text,public.zed\ta,aa\ttext/x-a\tA \"quoted\", ‘curly’ kind",
            "public.zed\timported\tpublic.data\t\t",
            "\"\"\"#",
            "}",
        ])
    }

    @Test func aValueTheTableCannotHoldIsRefused() {
        for (field, value) in [("description", #""a\tb""#), ("description", #""a\u2028b""#), ("extensions", #"["a,b"]"#),
                               ("extensions", #"[""]"#), ("description", ##""ends \"\"\"#""##)] {
            let entry = field == "description"
                ? #"{ "conformsTo": [], "description": \#(value), "extensions": [], "kind": "imported", "mimeTypes": [] }"#
                : #"{ "conformsTo": [], "extensions": \#(value), "kind": "imported", "mimeTypes": [] }"#
            #expect(throws: SystemDeclarationsSource.Unrepresentable.self, "\(value)") {
                try SystemDeclarationsSource(json: Data(#"{ "public.x": \#(entry) }"#.utf8), input: "x.json")
            }
        }
    }

    @Test func aFileThatIsNotCoreTypesDataIsRefused() {
        #expect(throws: DecodingError.self) {
            try SystemDeclarationsSource(json: Data(#"{ "public.x": { "kind": "imported" } }"#.utf8), input: "x.json")
        }
    }
}
