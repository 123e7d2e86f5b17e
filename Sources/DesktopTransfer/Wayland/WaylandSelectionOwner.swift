import DesktopWayland
import Foundation
import ItemProviders
import Locking

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
        var mimeTypes: [String] = []
        for identifier in provider.registeredTypeIdentifiers {
            for target in SelectionTargets.targets(forTypeIdentifier: identifier) where target != "STRING" && !mimeTypes.contains(target) {
                mimeTypes.append(target)
            }
        }
        self.mimeTypes = mimeTypes
    }

    /// Loads every representation, takes the selection and serves it until another client copies something
    /// (returns then) or `shouldStop` says so.
    /// - Parameters:
    ///   - ready: Called once the compositor has the selection.
    ///   - shouldStop: Asked after each event; `true` ends the serving.
    /// - Throws: A representation's loading error, or ``WaylandError``.
    public func serve(ready: () -> Void = {}, shouldStop: () -> Bool = { false }) throws {
        var representations: [(type: String, data: Data)] = []
        for identifier in provider.registeredTypeIdentifiers {
            let data = try load(identifier)
            for target in SelectionTargets.targets(forTypeIdentifier: identifier) where mimeTypes.contains(target) {
                if !representations.contains(where: { $0.type == target }) { representations.append((target, data)) }
            }
        }
        try clipboard.serve(representations, ready: ready, shouldStop: shouldStop)
    }

    /// The representation registered as exactly `identifier`: plain text must not be an earlier Markdown
    /// representation that also conforms to plain text.
    private func load(_ identifier: String) throws -> Data {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Result<Data, any Error>?>(nil)
        provider.loadDataRepresentation(registeredAs: identifier) { data, error in
            result.withLock { $0 = data.map { .success($0) } ?? .failure(error ?? CocoaError(.fileReadUnknown)) }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
