import Foundation
import ItemProviders
import Locking

/// An item provider's representations under the MIME types a Wayland client sees: for each registered type the
/// names ``SelectionTargets`` gives it (the ones X11 applications see), Latin-1 `STRING` left out (Wayland text
/// is UTF-8) — or, for `drag-into`, all of X11's text atoms, which name no MIME type. What the clipboard's owner and a drag out of a Wayland window offer.
struct WaylandRepresentations: Sendable {
    /// What is offered.
    let provider: ItemProvider
    /// The MIME types offered, best first.
    let mimeTypes: [String]

    /// The text atoms only X11 knows, which name no MIME type.
    static let x11TextAtoms: Set<String> = ["UTF8_STRING", "STRING", "TEXT"]

    /// The representations of `provider` under their MIME types, `leavingOut` those names.
    init(provider: ItemProvider, leavingOut: Set<String> = ["STRING"]) {
        self.provider = provider
        var mimeTypes: [String] = []
        for identifier in provider.registeredTypeIdentifiers {
            for target in SelectionTargets.targets(forTypeIdentifier: identifier)
            where !leavingOut.contains(target) && !mimeTypes.contains(target) {
                mimeTypes.append(target)
            }
        }
        self.mimeTypes = mimeTypes
    }

    /// The MIME types the representation registered as `identifier` is offered under.
    func mimeTypes(of identifier: String) -> [String] {
        SelectionTargets.targets(forTypeIdentifier: identifier).filter { mimeTypes.contains($0) }
    }

    /// The bytes offered as `mimeType`, loaded now; nil when nothing is offered under it.
    func data(forMimeType mimeType: String) throws -> Data? {
        guard let identifier = provider.registeredTypeIdentifiers.first(where: { mimeTypes(of: $0).contains(mimeType) })
        else { return nil }
        return try load(identifier)
    }

    /// Answers a drag target's `send`: writes the bytes offered as `mimeType` to `fd` on a global queue (a
    /// representation may take a while to load), then closes it; an unknown type or a failed load closes it
    /// empty.
    func send(_ mimeType: String, to fd: Int32) {
        DispatchQueue.global().async { [self] in
            if let data = try? data(forMimeType: mimeType) { WaylandClipboard.writeAll(data, to: fd) }
            Glibc.close(fd)
        }
    }

    /// The representation registered as exactly `identifier`: plain text must not be an earlier Markdown
    /// representation that also conforms to plain text.
    func load(_ identifier: String) throws -> Data {
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
