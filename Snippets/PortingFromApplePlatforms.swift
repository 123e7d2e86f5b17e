// Code written for NSItemProvider and UTType on iOS, compiled on Linux as it is: nothing is replaced.
// Run from the package's folder: swift run PortingFromApplePlatforms

// snippet.port
import Foundation
import UniformTypeIdentifiers

let provider = NSItemProvider()
provider.registerDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, visibility: .all) { done in
    done(Data("Buy milk".utf8), nil)
    return nil
}

// Completion handlers run on the provider's completion queue, not on a main thread; here, the async variant.
func firstText(of provider: NSItemProvider) async throws -> String? {
    guard provider.hasItemConformingToTypeIdentifier(UTType.text.identifier) else { return nil }
    let item = try await provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil)
    return (item as? NSData).map { String(decoding: Data(referencing: $0), as: UTF8.self) }
}
print(try await firstText(of: provider) ?? "no text")   // Buy milk
// snippet.end

// snippet.transferable
import CoreTransferable

// A Transferable type, as with CoreTransferable: the richest representation first.
struct Note: Codable, Transferable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

let noteProvider = NSItemProvider()
noteProvider.register(Note(title: "Call Bob"))
print(noteProvider.registeredTypeIdentifiers)   // ["public.json", "public.utf8-plain-text"]
let note = try await noteProvider.loadTransferable(type: Note.self)
precondition(note.title == "Call Bob")
print(try await note.exported(as: .plainText).count)   // 8
// snippet.end
