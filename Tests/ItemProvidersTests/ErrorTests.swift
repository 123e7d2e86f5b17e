import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct ErrorTests {
    @Test func codesCarryApplesNumbers() {
        #expect(ItemProviderError.Code.unknown.rawValue == -1)
        #expect(ItemProviderError.Code.itemUnavailable.rawValue == -1000)
        #expect(ItemProviderError.Code.unexpectedValueClass.rawValue == -1100)
        #expect(ItemProviderError.Code.unavailableCoercion.rawValue == -1200)
        #expect(ItemProviderError.Code.cancelled.rawValue == 3072)
    }

    @Test func missingTypeIsItemUnavailableNamingAskedAndOffered() throws {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: UTType.html.identifier)
        provider.registerDataRepresentation(for: .json, loadHandler: immediateLoader(Data("{}".utf8)))
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .png, completionHandler: recordData(done))
        let error = try #require(done.first()?.providerError)
        #expect(error.code == .itemUnavailable)
        #expect(error.requestedType == "public.png")
        #expect(error.offeredTypes == ["public.html", "public.json"])
        #expect(error.message.contains("public.png"))
        #expect(error.message.contains("public.html, public.json"))
    }

    @Test func emptyProviderSaysItOffersNothing() throws {
        let done = Recorder<DataOutcome>()
        ItemProvider().loadDataRepresentation(for: .text, completionHandler: recordData(done))
        let error = try #require(done.first()?.providerError)
        #expect(error.code == .itemUnavailable)
        #expect(error.message.contains("no representations"))
    }

    @Test func loaderWithNeitherValueNorErrorIsItemUnavailable() throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html) { completion in
            completion(nil, nil)
            return nil
        }
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .text, completionHandler: recordData(done))
        let error = try #require(done.first()?.providerError)
        #expect(error.code == .itemUnavailable)
        #expect(error.representation == "public.html")
        #expect(error.requestedType == "public.text")
    }

    @Test func classThatCannotBeMadeIsUnavailableCoercion() throws {
        let provider = ItemProvider(item: Data([0x89, 0x50]), typeIdentifier: UTType.png.identifier)
        #expect(!provider.canLoadObject(ofClass: String.self))
        let done = Recorder<(String?, String?)>()
        provider.loadObject(ofClass: String.self) { string, error in
            done.record((string, (error as? ItemProviderError).map { "\($0.code)|\($0.message)" }))
        }
        let outcome = try #require(done.first())
        #expect(outcome.0 == nil)
        let described = try #require(outcome.1)
        #expect(described.hasPrefix("unavailableCoercion|"))
        #expect(described.contains("String"))
        #expect(described.contains("public.plain-text"))
        #expect(described.contains("public.png"))
    }

    @Test func unreadableDataIsUnexpectedValueClass() throws {
        let provider = ItemProvider(item: Data([0xC3, 0x28]), typeIdentifier: UTType.utf8PlainText.identifier)
        let done = Recorder<ItemProviderError?>()
        provider.loadObject(ofClass: String.self) { _, error in done.record(error as? ItemProviderError) }
        let error = try #require(done.first().flatMap { $0 })
        #expect(error.code == .unexpectedValueClass)
        #expect(error.representation == "public.utf8-plain-text")
        #expect(error.message.contains("UTF-8"))
    }

    @Test func missingFileOfAFileRepresentationIsReported() throws {
        let provider = ItemProvider()
        provider.registerFileRepresentation(for: .plainText) { completion in
            completion(URL(fileURLWithPath: "/nonexistent/cardport/notes.txt"), false, nil)
            return nil
        }
        let done = Recorder<DataOutcome>()
        provider.loadDataRepresentation(for: .plainText, completionHandler: recordData(done))
        let error = try #require(done.first()?.providerError)
        #expect(error.code == .itemUnavailable)
        #expect(error.representation == "public.plain-text")
    }
}
