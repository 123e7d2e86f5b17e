// CoreTransferable as Apple's documentation shows it: a Codable model made Transferable, a proxy, a file.
import CoreTransferable
import Foundation
import Testing

struct ConformanceTodo: Codable, Transferable, Equatable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .conformanceRecipe)
        ProxyRepresentation(exporting: \.text)
    }
}

struct ConformanceMovie: Transferable {
    let url: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { movie in
            SentTransferredFile(movie.url)
        } importing: { received in
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".txt")
            try FileManager.default.copyItem(at: received.file, to: copy)
            return Self(url: copy)
        }
        .suggestedFileName { $0.url.lastPathComponent }
    }
}

@Suite("CoreTransferable, as Apple documents it")
struct CoreTransferableConformance {
    @Test("a Codable model exports its preferred type first and reads itself back")
    func codableModel() async throws {
        let todo = ConformanceTodo(text: "Water the plants")
        #expect(ConformanceTodo.exportedContentTypes() == [.conformanceRecipe, .utf8PlainText])
        #expect(ConformanceTodo.importedContentTypes() == [.conformanceRecipe])
        let data = try await todo.exported(as: .conformanceRecipe)
        #expect(try await ConformanceTodo(importing: data, contentType: .conformanceRecipe) == todo)
        #expect(try await todo.exported(as: .plainText) == Data("Water the plants".utf8))
    }

    @Test("through an item provider, with the completion handler and with async")
    func throughAProvider() async throws {
        let provider = NSItemProvider()
        provider.register(ConformanceTodo(text: "Call Bob"))
        #expect(provider.canLoadTransferable(type: ConformanceTodo.self))
        let todo = try await provider.loadTransferable(type: ConformanceTodo.self)
        #expect(todo.text == "Call Bob")
        let text: String = try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadTransferable(type: String.self) { result in continuation.resume(with: result) }
        }
        #expect(text == "Call Bob")
    }
}
