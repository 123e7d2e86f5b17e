// NSItemProvider as Apple's documentation shows it: every initialiser, registration and load, with their
// `Progress` returns and the `async` loadItem; a class made NSItemProviderWriting and NSItemProviderReading
// (an NSObject subclass with mutable state, not Sendable), Foundation's bridged values, and a drop helper that
// loads several types. Compiled in the Swift 5 and Swift 6 language modes.
import Foundation
import Testing
import UniformTypeIdentifiers

/// A contact, as apps write their model classes: mutable, an NSObject, not Sendable.
final class ConformanceContact: NSObject, NSItemProviderWriting, NSItemProviderReading {
    var name: String

    init(name: String) {
        self.name = name
    }

    static var writableTypeIdentifiersForItemProvider: [String] { [UTType.vCard.identifier, UTType.utf8PlainText.identifier] }
    static var readableTypeIdentifiersForItemProvider: [String] { [UTType.vCard.identifier] }

    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility {
        typeIdentifier == UTType.vCard.identifier ? .all : .ownProcess
    }

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
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("FN:") }) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return Self(name: String(line.dropFirst(3)))
    }
}

/// A drop helper as apps write them: the richest type it can read, then a URL, then plain text.
enum ConformanceDropHelper {
    static func names(from providers: [NSItemProvider]) async throws -> [String] {
        var names: [String] = []
        for provider in providers {
            if provider.canLoadObject(ofClass: ConformanceContact.self) {
                let name: String = try await withCheckedThrowingContinuation { continuation in
                    _ = provider.loadObject(ofClass: ConformanceContact.self) { contact, error in
                        if let contact { continuation.resume(returning: contact.name) } else { continuation.resume(throwing: error!) }
                    }
                }
                names.append(name)
            } else if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
                let item = try await provider.loadItem(forTypeIdentifier: UTType.fileURL.identifier, options: nil)
                if let url = item as? NSURL, let path = url.path { names.append((path as NSString).lastPathComponent) }
            } else if provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier) {
                let item = try await provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil)
                if let data = item as? NSData { names.append(String(decoding: Data(referencing: data), as: UTF8.self)) }
                if let text = item as? NSString { names.append(text as String) }
            }
        }
        return names
    }
}

/// Waits for a completion handler's data without blocking the cooperative pool.
private func loadedData(_ start: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        _ = start { data, error in
            if let data { continuation.resume(returning: data) } else { continuation.resume(throwing: error!) }
        }
    }
}

/// Waits for a completion handler's file and reads it (the file exists only until the handler returns).
private func loadedFile(_ start: (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress)
    async throws -> (contents: Data, inPlace: Bool) {
    try await withCheckedThrowingContinuation { continuation in
        _ = start { url, inPlace, error in
            guard let url else { return continuation.resume(throwing: error!) }
            do { continuation.resume(returning: (try Data(contentsOf: url), inPlace)) } catch { continuation.resume(throwing: error) }
        }
    }
}

private func temporaryFile(_ text: String, extension pathExtension: String = "txt") throws -> URL {
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("conformance-\(UUID().uuidString).\(pathExtension)")
    try Data(text.utf8).write(to: file)
    return file
}

@Suite("NSItemProvider, as Apple documents it")
struct NSItemProviderConformance {
    @Test("a class writes its types in order; a drop helper reads several kinds of providers")
    func dropHelper() async throws {
        let contact = NSItemProvider(object: ConformanceContact(name: "Ada"))
        #expect(contact.registeredTypeIdentifiers == [UTType.vCard.identifier, UTType.utf8PlainText.identifier])
        let text = NSItemProvider(item: NSData(data: Data("Grace".utf8)), typeIdentifier: UTType.utf8PlainText.identifier)
        let string = NSItemProvider(item: NSString(string: "Barbara"), typeIdentifier: UTType.plainText.identifier)
        let file = try temporaryFile("Linus")
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try #require(NSItemProvider(contentsOf: file))
        #expect(fromFile.registeredContentTypes.contains(.plainText))
        #expect(try await ConformanceDropHelper.names(from: [contact, text, string])
            == ["Ada", "Grace", "Barbara"])
        let url = NSItemProvider(item: file as NSURL, typeIdentifier: UTType.fileURL.identifier)
        #expect(try await ConformanceDropHelper.names(from: [url]) == [file.lastPathComponent])
    }

    @Test("initialisers: empty, with an object, an item, nothing, a file")
    func initialisers() async throws {
        #expect(NSItemProvider().registeredTypeIdentifiers.isEmpty)
        #expect(NSItemProvider(item: nil, typeIdentifier: nil).registeredTypeIdentifiers.isEmpty)
        let file = try temporaryFile("Notes")
        defer { try? FileManager.default.removeItem(at: file) }
        let inPlace = NSItemProvider(contentsOf: file, contentType: .plainText, openInPlace: true, coordinated: false,
                                     visibility: .all)
        #expect(inPlace.registeredTypeIdentifiers(fileOptions: [.openInPlace]) == [UTType.plainText.identifier])
        #expect(inPlace.registeredContentTypesForOpenInPlace == [.plainText])
        #expect(inPlace.hasRepresentationConforming(toTypeIdentifier: UTType.text.identifier, fileOptions: [.openInPlace]))
        let copied = NSItemProvider(contentsOf: file, contentType: .plainText)
        #expect(copied.registeredContentTypesForOpenInPlace.isEmpty)
        #expect(!copied.hasRepresentationConforming(toTypeIdentifier: UTType.text.identifier, fileOptions: [.openInPlace]))
        #expect(copied.hasRepresentationConforming(toTypeIdentifier: UTType.text.identifier, fileOptions: []))
        let loaded = try await loadedFile { copied.loadInPlaceFileRepresentation(forTypeIdentifier: UTType.plainText.identifier,
                                                                              completionHandler: $0) }
        #expect(loaded.contents == Data("Notes".utf8) && !loaded.inPlace)
        let original = try await loadedFile { inPlace.loadInPlaceFileRepresentation(forTypeIdentifier: UTType.plainText.identifier,
                                                                                 completionHandler: $0) }
        #expect(original.contents == Data("Notes".utf8) && original.inPlace)
        #expect(NSItemProvider(contentsOf: file.appendingPathComponent("missing")) == nil)
    }

    @Test("registering data, files and objects, and asking what is there")
    func registering() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.html.identifier, visibility: .all) { completion in
            completion(Data("<b>Hi</b>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .utf8PlainText, visibility: .ownProcess) { completion in
            completion(Data("Hi".utf8), nil)
            return nil
        }
        let file = try temporaryFile("{\"a\":1}", extension: "json")
        defer { try? FileManager.default.removeItem(at: file) }
        provider.registerFileRepresentation(forTypeIdentifier: UTType.json.identifier, fileOptions: [],
                                            visibility: .team) { completion in
            completion(file, false, nil)
            return nil
        }
        provider.registerFileRepresentation(for: .commaSeparatedText, visibility: .group, openInPlace: true) { completion in
            completion(file, true, nil)
            return nil
        }
        provider.registerObject(ConformanceContact(name: "Ada"), visibility: .all)
        provider.registerObject(ofClass: NSString.self, visibility: .all) { completion in
            completion(NSString(string: "from a class"), nil)
            return nil
        }
        provider.registerItem(forTypeIdentifier: UTType.url.identifier) { completion, expectedClass, options in
            completion?(NSURL(string: "https://www.swift.org"), nil)
        }
        provider.suggestedName = "Greeting"
        provider.preferredPresentationSize = CGSize(width: 320, height: 200)

        #expect(provider.registeredTypeIdentifiers.prefix(4) == [UTType.html.identifier, UTType.utf8PlainText.identifier,
                                                                  UTType.json.identifier, UTType.commaSeparatedText.identifier])
        #expect(provider.registeredContentTypes.contains(.vCard) && provider.registeredContentTypes.contains(.url))
        #expect(provider.registeredContentTypes(conformingTo: .text).prefix(2) == [.html, .utf8PlainText])
        #expect(provider.registeredContentTypesForOpenInPlace == [.commaSeparatedText])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.png.identifier))
        #expect(provider.canLoadObject(ofClass: ConformanceContact.self))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(provider.suggestedName == "Greeting")
        #expect(provider.preferredPresentationSize.width == 320)

        #expect(try await loadedData { provider.loadDataRepresentation(forTypeIdentifier: UTType.html.identifier,
                                                                       completionHandler: $0) } == Data("<b>Hi</b>".utf8))
        #expect(try await loadedData { provider.loadDataRepresentation(for: .utf8PlainText, completionHandler: $0) }
            == Data("Hi".utf8))
        #expect(try await loadedData { provider.loadDataRepresentation(for: .json, completionHandler: $0) }
            == Data("{\"a\":1}".utf8))
        let copy = try await loadedFile { completion in
            provider.loadFileRepresentation(forTypeIdentifier: UTType.json.identifier) { url, error in completion(url, false, error) }
        }
        #expect(copy.contents == Data("{\"a\":1}".utf8))
        let inPlace = try await loadedFile { provider.loadFileRepresentation(for: .commaSeparatedText, openInPlace: true,
                                                                           completionHandler: $0) }
        #expect(inPlace.inPlace)
        let item = try await provider.loadItem(forTypeIdentifier: UTType.url.identifier, options: nil)
        #expect((item as? NSURL)?.absoluteString == "https://www.swift.org")
        let fromClass: String = try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadObject(ofClass: String.self) { string, error in
                if let string { continuation.resume(returning: string) } else { continuation.resume(throwing: error!) }
            }
        }
        #expect(fromClass == "Hi" || fromClass == "from a class")
    }

    @Test("loadItem with a completion handler, and Foundation's values as objects")
    func itemsAndObjects() async throws {
        let provider = NSItemProvider(object: NSString(string: "Ship it"))
        #expect(provider.canLoadObject(ofClass: String.self))
        let isData: Bool = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil) { item, error in
                continuation.resume(returning: item is NSData && error == nil)
            }
        }
        #expect(isData, "a data representation loads as NSData")
        let url = NSItemProvider(object: URL(fileURLWithPath: "/tmp/a.txt") as NSURL)
        #expect(url.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier))
        #expect(url.canLoadObject(ofClass: URL.self))
    }

    @Test("a load returns a Progress whose cancellation ends the load with an error")
    func progressCancels() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .plainText) { _ in
            Progress(totalUnitCount: 1)  // and never calls back
        }
        let outcome: (Data?, (any Error)?) = await withCheckedContinuation { continuation in
            let progress = provider.loadDataRepresentation(for: .plainText) { data, error in
                continuation.resume(returning: (data, error))
            }
            progress.cancel()
        }
        #expect(outcome.0 == nil && outcome.1 != nil)
    }

    @Test("visibility and file options as Apple spells them")
    func optionSets() {
        let visibilities: [NSItemProviderRepresentationVisibility] = [.all, .team, .group, .ownProcess]
        #expect(Set(visibilities).count == 4)
        var options: NSItemProviderFileOptions = []
        #expect(options.isEmpty)
        options.insert(.openInPlace)
        #expect(options.contains(.openInPlace) && options.rawValue != 0)
        let contact = ConformanceContact(name: "Ada")
        #expect(contact.writableTypeIdentifiersForItemProvider == ConformanceContact.writableTypeIdentifiersForItemProvider)
        #expect(ConformanceContact.itemProviderVisibilityForRepresentation(withTypeIdentifier: UTType.utf8PlainText.identifier)
            == .ownProcess)
    }
}
