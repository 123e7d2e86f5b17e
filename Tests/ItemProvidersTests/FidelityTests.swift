import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct FidelityTests {
    /// A provider offering the given types in order, each loading its own identifier as bytes.
    func provider(offering types: [UTType]) -> ItemProvider {
        let provider = ItemProvider()
        for type in types {
            provider.registerDataRepresentation(for: type, loadHandler: immediateLoader(Data(type.identifier.utf8)))
        }
        return provider
    }

    func load(_ type: UTType, from provider: ItemProvider) -> String? {
        let done = Recorder<Data?>()
        provider.loadDataRepresentation(for: type) { data, _ in done.record(data) }
        return done.first().flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func registrationOrderIsFidelityOrder() {
        let provider = provider(offering: [.html, .utf8PlainText, .png])
        #expect(provider.registeredTypeIdentifiers == ["public.html", "public.utf8-plain-text", "public.png"])
        #expect(provider.registeredContentTypes == [.html, .utf8PlainText, .png])
        #expect(provider.registeredContentTypes(conformingTo: .text) == [.html, .utf8PlainText])
    }

    @Test func exactTypeIsServedByItsRepresentation() {
        let provider = provider(offering: [.html, .utf8PlainText])
        #expect(load(.utf8PlainText, from: provider) == "public.utf8-plain-text")
        #expect(load(.html, from: provider) == "public.html")
    }

    @Test(arguments: [[UTType.utf8PlainText, .html], [.html, .utf8PlainText]])
    func supertypeRequestGetsTheFirstConformingRepresentation(order: [UTType]) {
        let provider = provider(offering: [.png] + order)
        #expect(load(.text, from: provider) == order[0].identifier)
        #expect(load(.data, from: provider) == "public.png")
    }

    @Test func plainTextRequestSkipsHTML() {
        let provider = provider(offering: [.html, .utf16PlainText, .utf8PlainText])
        #expect(load(.plainText, from: provider) == "public.utf16-plain-text")
    }

    @Test func askingAnswersByConformance() {
        let provider = provider(offering: [.html])
        provider.registerFileRepresentation(for: .pdf, openInPlace: true) { _ in nil }
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.data", fileOptions: .openInPlace))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.html", fileOptions: .openInPlace))
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["com.adobe.pdf"])
        #expect(provider.registeredTypeIdentifiers(fileOptions: []) == ["public.html", "com.adobe.pdf"])
        #expect(provider.canLoadObject(ofClass: String.self) == false)
        provider.registerObject("note", visibility: .all)
        #expect(provider.canLoadObject(ofClass: String.self))
    }

    @Test func undeclaredIdentifiersAreOfferedButHaveNoContentType() {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: "com.example.card")
        #expect(provider.registeredTypeIdentifiers == ["com.example.card"])
        #expect(provider.registeredContentTypes.isEmpty)
        #expect(provider.hasItemConformingToTypeIdentifier("com.example.card"))
        let done = Recorder<Data?>()
        provider.loadDataRepresentation(forTypeIdentifier: "COM.EXAMPLE.CARD") { data, _ in done.record(data) }
        #expect(done.first() == Data("x".utf8))
    }
}
