import Foundation
import ItemProviders
import Testing
import UniformTypes

/// A class as Apple-platform code writes one: an `NSObject` subclass with mutable state, not `Sendable`.
final class Sketch: NSObject, NSItemProviderWriting, NSItemProviderReading {
    var title: String

    init(title: String) {
        self.title = title
    }

    static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.sketch", UTType.utf8PlainText.identifier] }
    static var readableTypeIdentifiersForItemProvider: [String] { ["com.example.sketch"] }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(title.utf8), nil)
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        self.init(title: String(decoding: data, as: UTF8.self))
    }
}

/// A `Transferable` class, not `Sendable`, as Apple's protocol allows.
final class Draft: Transferable {
    var body: String

    init(body: String) {
        self.body = body
    }

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { draft in Data(draft.body.utf8) } importing: { data in
            Draft(body: String(decoding: data, as: UTF8.self))
        }
    }
}

extension NSItemProvider {
    /// A public extension through Apple's name, as ported code declares them.
    public var firstRegisteredTypeIdentifier: String? { registeredTypeIdentifiers.first }
}

@Suite("Classes that are not Sendable conform, as on Apple's platforms")
struct NonSendableConformanceTests {
    @Test("an NSObject subclass registers through NSItemProviderWriting and loads through NSItemProviderReading")
    func objectClass() async throws {
        let provider = NSItemProvider(object: Sketch(title: "Plan"))
        #expect(provider.firstRegisteredTypeIdentifier == "com.example.sketch")
        #expect(provider.canLoadObject(ofClass: Sketch.self))
        let loaded = try await provider.loadObject(ofClass: Sketch.self)
        #expect(loaded.title == "Plan")
        #expect(try await provider.loadObject(ofClass: String.self) == "Plan")
        let other = NSItemProvider(item: NSData(data: Data("Sky".utf8)), typeIdentifier: "com.example.sketch")
        // The completion gets the value on the completion queue; what leaves it must be Sendable, as on Apple's.
        let title: String = try await withCheckedThrowingContinuation { continuation in
            other.loadObject(ofClass: Sketch.self) { sketch, error in
                if let sketch { continuation.resume(returning: sketch.title) } else { continuation.resume(throwing: error!) }
            }
        }
        #expect(title == "Sky")
    }

    @Test("a Transferable class moves through a provider both ways")
    func transferableClass() async throws {
        let provider = NSItemProvider()
        provider.register(Draft(body: "first draft"))
        let draft = try await provider.loadTransferable(type: Draft.self)
        #expect(draft.body == "first draft")
        let body: Result<String, any Error> = await withCheckedContinuation { continuation in
            provider.loadTransferable(type: Draft.self) { result in continuation.resume(returning: result.map(\.body)) }
        }
        #expect(try body.get() == "first draft")
    }
}
