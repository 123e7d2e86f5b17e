import DesktopWayland
import Foundation
import ItemProviders

/// An item provider offered as a Wayland compositor's selection: each representation under the MIME types
/// ``SelectionTargets`` gives it (the same names X11 applications see), served to whoever pastes until another
/// client copies something.
public struct WaylandSelectionOwner: Sendable {
    /// The connection to the compositor's clipboard.
    public let clipboard: WaylandClipboard
    /// What is offered.
    public let provider: ItemProvider
    /// The MIME types offered, best first (Latin-1 `STRING` is left out: Wayland text is UTF-8).
    public let mimeTypes: [String]

    /// Offers `provider`'s representations on `clipboard`.
    /// - Parameters:
    ///   - clipboard: The connection to the compositor's clipboard.
    ///   - provider: What is offered.
    public init(clipboard: WaylandClipboard, provider: ItemProvider) {
        self.clipboard = clipboard
        self.provider = provider
        self.mimeTypes = WaylandRepresentations(provider: provider).mimeTypes
    }

    /// Loads every representation, takes the selection and serves it until another client copies something
    /// (returns then) or `shouldStop` says so.
    /// - Parameters:
    ///   - ready: Called once the compositor has the selection.
    ///   - shouldStop: Asked after each event; `true` ends the serving.
    /// - Throws: A representation's loading error, or `WaylandError`.
    public func serve(ready: () -> Void = {}, shouldStop: () -> Bool = { false }) throws {
        let offered = WaylandRepresentations(provider: provider)
        var representations: [(type: String, data: Data)] = []
        for identifier in provider.registeredTypeIdentifiers {
            let data = try offered.load(identifier)
            for target in offered.mimeTypes(of: identifier) {
                if !representations.contains(where: { $0.type == target }) { representations.append((target, data)) }
            }
        }
        try clipboard.serve(representations, ready: ready, shouldStop: shouldStop)
    }
}
