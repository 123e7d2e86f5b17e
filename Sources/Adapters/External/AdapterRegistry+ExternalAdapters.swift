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
}
