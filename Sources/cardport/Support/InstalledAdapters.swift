import Adapters
import Foundation

/// The adapters every command works with: Cardport's built-in ones and the external adapters installed in
/// `CARDPORT_ADAPTER_PATH` and `$XDG_DATA_HOME/cardport/adapters` (see `ExternalAdapterDiscovery`).
enum InstalledAdapters {
    /// The external adapters found, searched once per process.
    static let discovery = ExternalAdapterDiscovery()

    /// A registry with the built-in adapters and the external ones (an external adapter registered later, so it
    /// takes precedence for its own types).
    static func registry() -> AdapterRegistry {
        let registry = AdapterRegistry.standard()
        registry.register(discovery)
        return registry
    }
}
