import Foundation
import PropertyBased
import Testing
import UniformTypes

@Suite struct DynamicTypeTests {
    @Test func unknownExtensionGivesDynamicDataType() throws {
        let type = try #require(UTType(filenameExtension: "cardport-unknown"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.declaration == nil)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(!type.conforms(to: .text))
        #expect(type.supertypes == [.data, .item])
        #expect(type.tags == [.filenameExtension: ["cardport-unknown"]])
        #expect(type.preferredFilenameExtension == "cardport-unknown")
        #expect(type.preferredMIMEType == nil)
    }

    @Test func unknownMIMETypeConformsToTheGivenSupertype() throws {
        let type = try #require(UTType(mimeType: "text/x-cardport-notes", conformingTo: .text))
        #expect(type.isDynamic)
        #expect(type.conforms(to: .text))
        #expect(type.conforms(to: .data))
        #expect(!type.conforms(to: .plainText))
        #expect(type.preferredMIMEType == "text/x-cardport-notes")
    }

    @Test func theSameTagGivesTheSameIdentifier() throws {
        let a = try #require(UTType(filenameExtension: "cardx"))
        let b = try #require(UTType(filenameExtension: "CardX"))
        #expect(a.identifier == b.identifier)
        #expect(a == b)
        let asText = try #require(UTType(filenameExtension: "cardx", conformingTo: .text))
        #expect(asText != a, "the parent is part of the type")
        let asMIME = try #require(UTType(tag: "cardx", tagClass: .mimeType, conformingTo: .data))
        #expect(asMIME != a, "the tag class is part of the type")
    }

    @Test(arguments: [
        ("cardx", UTTagClass.filenameExtension, "public.data"),
        ("tar.gz-but-not-really", .filenameExtension, "public.archive"),
        ("a;b=c%d%3B", .filenameExtension, "public.data"),
        ("ünïcödé", .filenameExtension, "public.text"),
        ("application/vnd.cardport+json; charset=utf-8", .mimeType, "public.json"),
        ("ABCD", UTTagClass(rawValue: "com.apple.ostype"), "public.data"),
    ])
    func identifierRoundTrips(tag: String, tagClass: UTTagClass, parent: String) throws {
        let supertype = try #require(UTType(parent))
        let type = try #require(UTType(tag: tag, tagClass: tagClass, conformingTo: supertype))
        #expect(type.isDynamic)
        let decoded = try #require(UTType(type.identifier))
        #expect(decoded == type)
        #expect(decoded.isDynamic)
        #expect(decoded.tags == [tagClass: [tag.lowercased()]])
        #expect(decoded.conforms(to: supertype))
        #expect(decoded.supertypes == supertype.supertypes.union([supertype]))
        let upper = try #require(UTType(type.identifier.uppercased()), "identifiers ignore case")
        #expect(upper == type)
    }

    @Test func everyCoreTypesExtensionRoundTripsAsADynamicType() throws {
        // Tags that the registry does declare still encode and decode when asked under an unrelated parent.
        for declaration in TypeRegistry.shared.declarations {
            for tag in declaration.filenameExtensions {
                let identifier = try #require(
                    UTType(tag: tag + "-unknown", tagClass: .filenameExtension, conformingTo: .data)?.identifier)
                let back = try #require(UTType(identifier))
                #expect(back.preferredFilenameExtension == tag.lowercased() + "-unknown")
            }
        }
    }

    @Test(arguments: [
        "dyn.",
        "dyn.c",
        "dyn.c1",
        "dyn.ah62d4rv4ge80e5pe",  // the shape of Apple's own dynamic identifiers: another encoding
        "dyn.cmu6wgylsmr4dwyz5ob2we3djmmxgiylum",  // truncated
        "dyn.cmu6wgylsmr4dwyz5ob2we3djmmxgiylumf",  // trailing bits that are not zero
    ])
    func malformedDynamicIdentifiersAreNil(identifier: String) {
        #expect(UTType(identifier) == nil)
    }

    @Test func documentedExampleDecodes() throws {
        let type = try #require(UTType("dyn.cmu6wgylsmr4dwyz5ob2we3djmmxgiylume"))
        #expect(type.tags == [.filenameExtension: ["cardx"]])
        #expect(type.conforms(to: .data))
    }

    @Test func invalidInputGivesNil() throws {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(mimeType: "") == nil)
        let elsewhere = TypeRegistry()
        try elsewhere.register(TypeDeclaration(identifier: "org.cardport.only-elsewhere", kind: .exported))
        let undeclaredHere = try #require(elsewhere.type(withIdentifier: "org.cardport.only-elsewhere"))
        #expect(UTType(filenameExtension: "cardx", conformingTo: undeclaredHere) == nil)
    }

    @Test func dynamicIdentifierWithAnUndeclaredParentIsNil() throws {
        let elsewhere = TypeRegistry()
        try elsewhere.register(TypeDeclaration(identifier: "org.cardport.only-elsewhere", kind: .exported))
        let parent = try #require(elsewhere.type(withIdentifier: "org.cardport.only-elsewhere"))
        let type = try #require(elsewhere.type(tag: "cardx", tagClass: .filenameExtension, conformingTo: parent))
        #expect(type.isDynamic)
        #expect(type.conforms(to: parent))
        #expect(UTType(type.identifier) == nil, "the shared registry does not declare its parent")
    }

    @Test func theDynDomainCannotBeDeclared() throws {
        let registry = TypeRegistry()
        #expect {
            try registry.register(TypeDeclaration(identifier: "dyn.cmu6wgylsmr4dwyz5ob2we3djmmxgiylume", kind: .exported))
        } throws: { error in
            (error as? TypeRegistryError)?.code == .invalidDeclaration
        }
    }
}

/// Dynamic identifiers round-trip for tags no one wrote down in advance.
@Suite struct DynamicTypePropertyTests {
    @Test(arguments: ["\u{0605}", "x\u{0605}=y", "a\u{0605};b", "\u{0605}%"])
    func aTagEndingInAPrependScalarRoundTrips(tag: String) throws {
        // U+0605 joins the next scalar into one grapheme cluster, so splitting by Characters would miss
        // the field separators that follow it.
        let type = try #require(UTType(tag: "cardport-" + tag, tagClass: .filenameExtension, conformingTo: .data))
        #expect(type.isDynamic)
        #expect(UTType(type.identifier)?.tags == [.filenameExtension: ["cardport-" + tag]])
    }

    @Test func anyTagRoundTripsThroughItsIdentifier() async {
        let tags = Gen.character(in: " "..."\u{2FFF}").string(of: 1...24)
        await propertyCheck(count: 300, input: tags) { tag in
            for tagClass in [UTTagClass.filenameExtension, .mimeType, UTTagClass(rawValue: "com.example.tag=class;x")] {
                guard let type = UTType(tag: "cardport-" + tag, tagClass: tagClass, conformingTo: .data) else {
                    Issue.record("no type for the tag \(tag.debugDescription)")
                    continue
                }
                #expect(type.isDynamic)
                #expect(UTType(type.identifier) == type)
                #expect(UTType(type.identifier)?.tags == [tagClass: [("cardport-" + tag).lowercased()]])
            }
        }
    }
}
