/// A representation that moves a value as another ``Transferable`` value (a card as its title `String`).
///
/// Mirrors Apple's `ProxyRepresentation`. The proxy's own representations take this one's place, in the
/// proxy's order: `ProxyRepresentation(exporting: \.title)` offers `public.utf8-plain-text` here, and
/// imports whatever `String` imports. Apple does not document where a proxy falls among the other
/// representations; here it is exactly where it is declared, like any other. The proxy's representations
/// keep their own visibility; their export conditions and suggested names are not consulted (they are about
/// a proxy value that does not exist until a load asks for it): put those modifiers on the proxy
/// representation itself.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// A primitive representation: no body.
    public typealias Body = Never


    public let entries: [TransferRepresentationEntry<Item>]

    /// Exports and imports through the proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy,
                importing: @escaping @Sendable (Proxy) async throws -> Item) {
        entries = Self.bridge(exporting: exporting, importing: importing)
    }

    /// Exports through the proxy only.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
        entries = Self.bridge(exporting: exporting, importing: nil)
    }

    /// Exports through the proxy only, written as Apple's documentation writes it: `ProxyRepresentation(\.text)`.
    ///
    /// The same as ``init(exporting:)``.
    /// - Parameter exporting: Makes the proxy value from the item.
    public init(_ exporting: @escaping @Sendable (Item) async throws -> Proxy) {
        self.init(exporting: exporting)
    }

    /// Imports through the proxy only.
    public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
        entries = Self.bridge(exporting: nil, importing: importing)
    }

    private static func bridge(exporting: (@Sendable (Item) async throws -> Proxy)?,
                               importing: (@Sendable (Proxy) async throws -> Item)?)
        -> [TransferRepresentationEntry<Item>] {
        Proxy.transferEntries.compactMap { proxyEntry in
            var entry = TransferRepresentationEntry<Item>(exported: nil, imported: nil)
            entry.opensInPlace = proxyEntry.opensInPlace
            entry.visibility = proxyEntry.visibility
            if let exporting, let (type, exporter) = proxyEntry.exported {
                switch exporter {
                case .data(let export):
                    entry.exported = (type, .data({ item in try await export(try await exporting(item)) }))
                case .file(let export):
                    entry.exported = (type, .file({ item in try await export(try await exporting(item)) }))
                }
            }
            if let importing, let (type, importer) = proxyEntry.imported {
                switch importer {
                case .data(let load):
                    entry.imported = (type, .data({ data in try await importing(try await load(data)) }))
                case .file(let load):
                    entry.imported = (type, .file({ file in try await importing(try await load(file)) }))
                }
            }
            return entry.exported == nil && entry.imported == nil ? nil : entry
        }
    }
}
