import BoardDrops
import Boards
import Dispatch
import Foundation
import ItemProviders
import Locking
import UniformTypes

extension PasteCommand {
    /// The image types a paste keeps as a file when nothing an adapter reads is offered, in the order they are
    /// preferred (a screenshot tool or a browser's "Copy image" offers PNG first).
    static let imageTypes = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp", "image/tiff"]

    /// An image on the clipboard that no adapter reads as cards (a screenshot, a browser's "Copy image") becomes a
    /// card carrying it in the board's file store, the image its cover: `Pasted image.png`, before the card at
    /// `at` in `list`. Returns the type taken, or nil when no image is offered.
    /// - Throws: a `CommandFailure` when the image does not arrive in time, the owner's own failure, or the
    ///   store's (over its limits); the board is unchanged.
    static func pasteImage(
        offered: [String], from provider: ItemProvider, timeout: Int, into document: BoardDocument, list: String,
        at: Int?, store: AttachmentStore, board: String
    ) throws -> String? {
        guard let mime = imageTypes.first(where: offered.contains), let type = UTType(mimeType: mime) else { return nil }
        let loaded = Locked<Result<Data, any Error>?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        provider.loadDataRepresentation(registeredAs: type.identifier) { data, error in
            loaded.withLock { $0 = data.map { .success($0) } ?? .failure(error ?? CocoaError(.fileReadUnknown)) }
            arrived.signal()
        }
        guard arrived.wait(timeout: .now() + .seconds(timeout * 2 + 5)) == .success, let result = loaded.withLock({ $0 })
        else {
            throw CommandFailure(.unavailable, "\(board): the pasted image did not arrive", hint: "\(board) is unchanged")
        }
        let data: Data
        do { data = try result.get() } catch {
            throw transferFailure(under: error) ?? CommandFailure(.dataError, "\(board): \(error)", hint: "\(board) is unchanged")
        }
        let name = "Pasted image." + (type.preferredFilenameExtension ?? "png")
        _ = try BoardEdit.createCardCarrying(name: name, data: data, list: list, at: at)
            .apply(to: document, date: Date(), store: store)
        return mime
    }
}
