// Code written for NSItemProvider and UTType on iOS, ported: the imports change, the calls stay.
// Run from the package's folder: swift run PortingFromApplePlatforms

// snippet.port
// Was: import UniformTypeIdentifiers (and Foundation's NSItemProvider)
import Foundation
import ItemProviders
import UniformTypes

let provider = ItemProvider()   // was: NSItemProvider()
provider.registerDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, visibility: .all) { done in
    done(Data("Buy milk".utf8), nil)
    return nil
}

if provider.hasItemConformingToTypeIdentifier(UTType.text.identifier) {
    // The completion runs on the provider's completion queue, not on a main thread.
    let text = try await provider.loadData(for: .plainText)
    print(String(decoding: text, as: UTF8.self))   // Buy milk
}
// snippet.end

// snippet.transferable
// A Transferable type, as with CoreTransferable: the richest representation first.
struct Note: Codable, Transferable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

let noteProvider = ItemProvider()
noteProvider.register(Note(title: "Call Bob"))
print(noteProvider.registeredTypeIdentifiers)   // ["public.json", "public.utf8-plain-text"]
let note = try await noteProvider.loadTransferable(type: Note.self)
precondition(note.title == "Call Bob")
// snippet.end
