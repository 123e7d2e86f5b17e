import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct StringAndURLTests {
    let sample = "Café ✓ 🃏 cards"

    @Test func stringOffersUTF8ThenUTF16() async throws {
        let provider = ItemProvider(object: sample)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.utf16-plain-text"])
        #expect(try await provider.loadData(for: .utf8PlainText) == Data(sample.utf8))
        let utf16 = try await provider.loadData(for: .utf16PlainText)
        #expect(utf16.prefix(2) == Data([0xFF, 0xFE]))
        #expect(utf16.count == 2 + sample.utf16.count * 2)
    }

    @Test func stringReadsEveryPlainTextEncodingOffered() async throws {
        var bigEndian = Data()
        for unit in sample.utf16 { bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        var littleEndian = Data([0xFF, 0xFE])
        for unit in sample.utf16 { littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let offers: [(Data, UTType)] = [
            (Data(sample.utf8), .utf8PlainText),
            (Data([0xEF, 0xBB, 0xBF]) + Data(sample.utf8), .plainText),
            (littleEndian, .utf16PlainText),
            (bigEndian, .utf16ExternalPlainText),
            (Data([0xFE, 0xFF]) + bigEndian, .utf16PlainText),
        ]
        for (data, type) in offers {
            let provider = ItemProvider(item: data, typeIdentifier: type.identifier)
            #expect(try await provider.loadObject(ofClass: String.self) == sample, "\(type)")
        }
    }

    @Test func oddLengthUTF16IsAnError() {
        #expect(throws: StringDecodingError.self) {
            try String.object(withItemProviderData: Data([0x41, 0x00, 0x42]), typeIdentifier: "public.utf16-plain-text")
        }
    }

    @Test func stringRoundTripsThroughUTF16() async throws {
        let provider = ItemProvider()
        provider.registerObject(sample, visibility: .all)
        let data = try await provider.loadData(for: .utf16PlainText)
        #expect(try String.object(withItemProviderData: data, typeIdentifier: "public.utf16-plain-text") == sample)
    }

    @Test func webURLOffersURLAndText() async throws {
        let url = try #require(URL(string: "https://trello.com/b/abc/roadmap"))
        let provider = ItemProvider(object: url)
        #expect(provider.registeredTypeIdentifiers == ["public.url", "public.utf8-plain-text"])
        #expect(try await provider.loadObject(ofClass: URL.self) == url)
        #expect(try await provider.loadObject(ofClass: String.self) == url.absoluteString)
    }

    @Test func fileURLOffersFileURLFirst() async throws {
        let url = URL(fileURLWithPath: "/tmp/board.json")
        let provider = ItemProvider(object: url)
        #expect(provider.registeredTypeIdentifiers == ["public.file-url", "public.url", "public.utf8-plain-text"])
        #expect(try await provider.loadData(for: .fileURL) == Data(url.absoluteString.utf8))
        #expect(try await provider.loadObject(ofClass: URL.self) == url)
    }

    @Test func urlReadsFromPlainTextAndRejectsNonURLs() async throws {
        let text = ItemProvider(item: Data("  https://example.com/x \n".utf8), typeIdentifier: "public.utf8-plain-text")
        #expect(try await text.loadObject(ofClass: URL.self) == URL(string: "https://example.com/x"))
        let prose = ItemProvider(item: Data("buy milk".utf8), typeIdentifier: "public.utf8-plain-text")
        let error = await #expect(throws: ItemProviderError.self) { try await prose.loadObject(ofClass: URL.self) }
        #expect(error?.code == .unexpectedValueClass)
        #expect(throws: URLDecodingError.self) {
            try URL.object(withItemProviderData: Data("https://example.com".utf8), typeIdentifier: "public.file-url")
        }
    }
}
