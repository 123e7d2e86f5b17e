import DragDrop
import Foundation
import ItemProviders
import Locking
import UniformTypes

/// The plain view of the timestamp tutorial that shows a dropped image: a drop interaction, not a table.
///
/// Takes a drag that offers an image, proposes copy, and loads the image's bytes on drop. Safe from any thread.
public final class ImageWell: DropInteractionDelegate {
    /// The view the interaction is added to.
    public let view = DragDropView(name: "image well")
    private let shown = Locked<Data?>(nil)
    private let loaded = DispatchSemaphore(value: 0)

    /// Creates an empty well.
    public init() {}

    /// The bytes of the image shown, once a drop has loaded.
    public var image: Data? { shown.withLock { $0 } }

    /// Waits for a dropped image to load; false after `timeout`.
    public func waitForImage(timeout: DispatchTimeInterval = .seconds(10)) -> Bool {
        loaded.wait(timeout: .now() + timeout) == .success
    }

    public func canHandle(_ session: DropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: [UTType.image.identifier])
    }

    public func sessionDidUpdate(_ session: DropSession) -> DropProposal { DropProposal(operation: .copy) }

    public func performDrop(_ session: DropSession) {
        guard let item = session.items.first(where: { $0.itemProvider.hasItemConformingToTypeIdentifier(UTType.image.identifier) })
        else { return }
        _ = item.itemProvider.loadDataRepresentation(for: .image) { data, _ in
            self.shown.withLock { $0 = data }
            self.loaded.signal()
        }
    }

    /// A photo another app offers: the eight-byte PNG signature and an empty header, enough to be PNG by type.
    public static func samplePhoto() -> DragItem {
        let provider = ItemProvider()
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        provider.registerDataRepresentation(for: .png) { done in
            done(bytes, nil)
            return nil
        }
        return DragItem(itemProvider: provider)
    }
}
