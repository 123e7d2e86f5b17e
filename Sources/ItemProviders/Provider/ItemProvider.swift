import Foundation
import Locking
import UniformTypes

/// One dragged, copied or shared thing, promised in several representations and loaded lazily.
///
/// Mirrors Apple's `NSItemProvider`. Register representations richest first: registration order is fidelity
/// order, and a load for a type is served by the first representation whose type conforms to it. Nothing is
/// produced at registration; a loader runs once for each load that picks its representation.
///
/// Threading: every method is safe to call from any thread. Loaders run on ``loaderQueue``; completion
/// handlers run on ``completionQueue``, never synchronously on the caller's thread. The representations and
/// ``suggestedName`` sit behind a lock.
public final class ItemProvider: Sendable {
    struct State {
        var representations: [Representation] = []
        var suggestedName: String?
        var preferredPresentationSize: CGSize = .zero
    }

    /// The representations and the suggested name; see `Locked` (module Locking) for why this is not a `Mutex`.
    let state = Locked(State())

    /// Creates a provider with no representations.
    public init() {}

    /// Creates a provider that offers `object` in each of its writable types, visible to all processes.
    public convenience init(object: any ItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Creates a provider that offers `item` as a data representation of `typeIdentifier`, visible to all
    /// processes. The data is copied (it is a value).
    public convenience init(item: Data, typeIdentifier: String) {
        self.init()
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(item, nil)
            return nil
        }
    }

    /// Creates a provider that offers the file at `fileURL` as a file representation, or nil if `fileURL` is
    /// not a file URL or no regular file is there.
    ///
    /// The type comes from the file's extension through `UTType(filenameExtension:)`: an extension the type
    /// registry does not know gives a dynamic type conforming to `public.data`, as on Apple's platforms, and a
    /// file without an extension is `public.data`. The file is registered with
    /// ``ItemProviderFileOptions/openInPlace``, so in-place loads get the file itself and other file loads get
    /// a copy. ``suggestedName`` is the file name without its extension.
    public convenience init?(contentsOf fileURL: URL) {
        var isDirectory: ObjCBool = false
        guard fileURL.isFileURL,
              FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory),
              !isDirectory.boolValue
        else { return nil }
        self.init()
        let pathExtension = fileURL.pathExtension
        let type = pathExtension.isEmpty ? UTType.data : (UTType(filenameExtension: pathExtension) ?? .data)
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: .openInPlace,
                                   visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    init(state: State) {
        self.state.withLock { $0 = state }
    }

    /// A name a receiver may give the item when it saves it, such as a file name without its extension.
    public var suggestedName: String? {
        get { state.withLock { $0.suggestedName } }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    /// The size, in points, at which a receiver should present the item (an image's natural size, say), or
    /// `.zero` (the default) when the item has no preferred size.
    ///
    /// Mirrors Apple's `preferredPresentationSize`. Nothing in Cardport reads it; a drop target that shows a
    /// preview may. A provider's ``view(for:)`` keeps it.
    public var preferredPresentationSize: CGSize {
        get { state.withLock { $0.preferredPresentationSize } }
        set { state.withLock { $0.preferredPresentationSize = newValue } }
    }

    /// The representations in fidelity order, as one consistent snapshot.
    var representations: [Representation] {
        state.withLock { $0.representations }
    }
}
