import Foundation
import Testing
@testable import TypeDeclarationGenerator

@Suite("Swift names of generated constants")
struct SwiftNamingTests {
    @Test("the last component in lowerCamelCase", arguments: [
        ("com.example.recipe-card", "recipeCard"),
        ("com.example.recipe", "recipe"),
        ("com.example.RecipeCard", "recipeCard"),
        ("com.example.XMLOutline", "xmlOutline"),
        ("com.example.OPML", "opml"),
        ("com.example.board_json", "boardJson"),
        ("org.example.utf8-notes", "utf8Notes"),
        ("com.example.3d-scene", "type3dScene"),
    ])
    func lastComponent(identifier: String, expected: String) {
        #expect(SwiftNaming.names(for: [identifier], given: [nil]) == [expected])
    }

    @Test("names that UTType already has take in more components")
    func unusableNamesGrow() {
        let names = SwiftNaming.names(for: ["com.example.json", "org.example.text", "com.example.self"], given: [nil, nil, nil])
        #expect(names == ["exampleJson", "exampleText", "exampleSelf"])
    }

    @Test("equal names grow until they differ, the others stay short")
    func collisionsGrow() {
        let names = SwiftNaming.names(
            for: ["org.alpha.card", "org.beta.card", "org.beta.board"], given: [nil, nil, nil])
        #expect(names == ["alphaCard", "betaCard", "board"])
    }

    @Test("a derived name steps aside for a given one")
    func givenNameWins() {
        let names = SwiftNaming.names(for: ["com.example.card", "com.example.recipe"], given: [nil, "card"])
        #expect(names == ["exampleCard", "card"])
    }

    @Test("identifiers that stay equal as names are numbered in declaration order")
    func numbered() {
        let names = SwiftNaming.names(for: ["com.example.a-b", "com.example.a_b"], given: [nil, nil])
        #expect(names == ["comExampleAB", "comExampleAB2"])
    }

    @Test("a keyword is written in backticks")
    func keywords() {
        #expect(SwiftNaming.names(for: ["com.example.default"], given: [nil]) == ["default"])
        #expect(SwiftNaming.declared("default") == "`default`")
        #expect(SwiftNaming.declared("recipe") == "recipe")
    }

    @Test("usable names", arguments: [
        ("recipe", true), ("recipe_2", true), ("_recipe", true),
        ("2recipe", false), ("recipe-card", false), ("", false), ("récipe", false), ("json", false), ("init", false),
    ])
    func usable(name: String, expected: Bool) {
        #expect(SwiftNaming.isUsable(name) == expected)
    }

    /// A constant named like one of UTType's public members would make uses of that member ambiguous, so every
    /// public member UniformTypes declares on UTType must be in the list.
    @Test("every public member of UTType is an unusable name")
    func unusableNamesCoverUTType() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UniformTypes")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("UTType") && $0.hasSuffix(".swift") }
        #expect(files.contains("UTType+SystemTypes.swift"))
        var members: Set<String> = []
        let pattern = try Regex(#"public (?:static )?(?:let|var|func) ([A-Za-z_][A-Za-z0-9_]*)"#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { members.insert(String(name)) }
            }
        }
        #expect(members.count > 130)
        let missing = members.subtracting(SwiftNaming.unusableNames).filter { $0 != "==" }
        #expect(missing.isEmpty, "UTType members missing from SwiftNaming.unusableNames: \(missing.sorted())")
    }
}
