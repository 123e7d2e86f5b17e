import Foundation
import UniformTypes

extension AdapterRegistry {
    /// The registered external adapters, most recent first.
    public var externalAdapters: [ExternalAdapter] {
        importers.compactMap { $0 as? ExternalAdapter }
    }

    /// Registers the adapters a discovery found; returns the discovery's problems, for the caller to report.
    @discardableResult
    public func register(_ discovery: ExternalAdapterDiscovery) -> [AdapterError] {
        register(discovery.adapters)
        return discovery.problems
    }

    /// The external adapter most sure that a payload is its format, with the type it reads and how sure it is;
    /// nil when none is at least `threshold` sure.
    ///
    /// Each external adapter answers ``ExternalAdapter/recognition(of:fileExtension:mimeType:)`` from the first
    /// ``ExternalAdapter/recognitionPrefixBytes`` of the payload; the highest confidence wins, ties going to the
    /// adapter whose name sorts first, so the answer does not depend on the order of registration.
    /// - Parameters:
    ///   - prefix: The payload's first bytes.
    ///   - fileExtension: The payload's file name extension, if any.
    ///   - mimeType: The MIME type it was offered as, if any.
    ///   - threshold: The least confidence accepted; 0.9 by default: the content must carry the manifest's magic and all its JSON keys, or more.
    public func recognizeExternal(
        _ prefix: Data, fileExtension: String? = nil, mimeType: String? = nil, threshold: Double = 0.9
    ) -> (adapter: ExternalAdapter, type: UTType, recognition: ExternalAdapter.Recognition)? {
        var best: (adapter: ExternalAdapter, type: UTType, recognition: ExternalAdapter.Recognition)?
        for adapter in externalAdapters.sorted(by: { $0.name < $1.name }) {
            guard let type = adapter.readableTypes.first,
                let recognition = adapter.recognition(of: prefix, fileExtension: fileExtension, mimeType: mimeType),
                recognition.confidence >= threshold
            else { continue }
            if best == nil || recognition.confidence > best!.recognition.confidence {
                best = (adapter, type, recognition)
            }
        }
        return best
    }
}
