// NSItemProvider as Apple's documentation shows it: a class made NSItemProviderWriting, a drop helper that
// loads several types.
import Foundation
import Testing
import UniformTypeIdentifiers

final class ConformanceContact: NSObject, NSItemProviderWriting, NSItemProviderReading {
    let name: String

    init(name: String) {
        self.name = name
    }

    static var writableTypeIdentifiersForItemProvider: [String] { [UTType.vCard.identifier, UTType.utf8PlainText.identifier] }
    static var readableTypeIdentifiersForItemProvider: [String] { [UTType.vCard.identifier] }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if typeIdentifier == UTType.vCard.identifier {
            completionHandler(Data("BEGIN:VCARD\nFN:\(name)\nEND:VCARD\n".utf8), nil)
        } else {
            completionHandler(Data(name.utf8), nil)
        }
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self)
        let name = text.split(separator: "\n").first { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) } ?? ""
        return Self(name: name)
    }
}

/// A drop helper as apps write them: the richest type it can read, then plain text.
enum ConformanceDropHelper {
    static func names(from providers: [NSItemProvider]) async throws -> [String] {
        var names: [String] = []
        for provider in providers {
            if provider.canLoadObject(ofClass: ConformanceContact.self) {
                names.append(try await provider.loadObject(ofClass: ConformanceContact.self).name)
            } else if provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier) {
                let item = try await provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil)
                if let data = item as? NSData { names.append(String(decoding: Data(referencing: data), as: UTF8.self)) }
            }
        }
        return names
    }
}

@Suite("NSItemProvider, as Apple documents it")
struct NSItemProviderConformance {
    @Test("a class writes its types in order; a drop helper reads several kinds of providers")
    func dropHelper() async throws {
        let contact = NSItemProvider(object: ConformanceContact(name: "Ada"))
        #expect(contact.registeredTypeIdentifiers == [UTType.vCard.identifier, UTType.utf8PlainText.identifier])
        let text = NSItemProvider(item: NSData(data: Data("Grace".utf8)), typeIdentifier: UTType.utf8PlainText.identifier)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString).txt")
        try Data("Linus".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = NSItemProvider(contentsOf: file, contentType: .plainText, openInPlace: true, coordinated: false,
                                      visibility: .all)
        #expect(fromFile.registeredTypeIdentifiers(fileOptions: [.openInPlace]) == [UTType.plainText.identifier])
        #expect(try await ConformanceDropHelper.names(from: [contact, text]) == ["Ada", "Grace"])
        let visibility: NSItemProviderRepresentationVisibility = .ownProcess
        let options: NSItemProviderFileOptions = [.openInPlace]
        #expect(visibility != .all && options.contains(.openInPlace))
    }
}
