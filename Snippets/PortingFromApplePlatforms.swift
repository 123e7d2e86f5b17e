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

if provider.hasItemConformingToTypeIdentifier(UTType.text.identifier) {
    // Completion handlers run on the provider's completion queue, not on a main thread; here, the async variant.
    let item = try await provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil)
    if let data = item as? NSData {
        print(String(decoding: Data(referencing: data), as: UTF8.self))   // Buy milk
    }
}
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
