import DesktopWayland
import Foundation
import ItemProviders
import UniformTypes

/// The Wayland clipboard as an item provider: one representation per type the selection offers, each read
/// from its owner only when a drop target loads it, as ``SelectionReader`` does for X11.
public struct WaylandSelectionReader: Sendable {
    /// The connection to the compositor's clipboard.
    public let clipboard: WaylandClipboard
    /// How long the owner may go without sending.
    public var timeout: Duration
    /// The most bytes one representation may have.
    public var maximumBytes: Int

    /// Creates a reader of `clipboard`'s selection.
    /// - Parameters:
    ///   - clipboard: The connection to the compositor's clipboard.
    ///   - timeout: How long the owner may go without sending.
    ///   - maximumBytes: The most bytes one representation may have.
    public init(clipboard: WaylandClipboard, timeout: Duration = .seconds(10), maximumBytes: Int = 1 << 30) {
        self.clipboard = clipboard
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    /// An item provider with a representation for each type `offered` carries, the best MIME type for each
    /// uniform type chosen as for X11 targets.
    /// - Parameters:
    ///   - offered: The MIME types the selection offers (`WaylandClipboard.offeredTypes()`).
    ///   - didLoad: Called (on a global queue) with the type and the MIME type each time a representation has
    ///     been read, so a caller can say which one it took.
    public func itemProvider(offering offered: [String], didLoad: (@Sendable (UTType, String) -> Void)? = nil) -> ItemProvider {
        let provider = ItemProvider()
        for (type, mimeType) in SelectionReader.representations(for: offered) {
            let reader = self
            provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                DispatchQueue.global().async {
                    do {
                        let data = try reader.clipboard.data(type: mimeType, timeout: reader.timeout, maximumBytes: reader.maximumBytes)
                        didLoad?(type, mimeType)
                        completion(data, nil)
                    } catch {
                        completion(nil, error)
                    }
                }
                return nil
            }
        }
        return provider
    }
}
