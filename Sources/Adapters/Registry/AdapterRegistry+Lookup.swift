extension AdapterRegistry {
    /// An importer chosen for a type, and the readable type through which it matched.
    public struct ImporterMatch: Sendable {
        /// The importer.
        public var importer: any BoardImporter
        /// The readable type the offered type conforms to (the type itself for an exact match).
        public var readableType: UTType
        /// Whether the readable type is the offered type itself.
        public var isExact: Bool
    }

    /// An exporter chosen for a wanted type, and the type it writes.
    public struct ExporterMatch: Sendable {
        /// The exporter.
        public var exporter: any BoardExporter
        /// The type it writes: the wanted type, or a subtype of it.
        public var writtenType: UTType
        /// Whether the written type is the wanted type itself.
        public var isExact: Bool
    }

    /// A converter that reads a type, with the conversion that applies.
    public struct ConverterMatch: Sendable {
        /// The converter.
        public var converter: any PayloadConverter
        /// The conversion: its source is the offered type or a supertype of it.
        public var conversion: Conversion
    }

    /// Every importer that reads `type`, best first (most specific readable type, then latest registration).
    public func importers(for type: UTType) -> [ImporterMatch] {
        let registered = state(\.importers)
        var matches: [(match: ImporterMatch, specificity: Int, order: Int)] = []
        for entry in registered {
            let readable = entry.adapter.readableTypes.filter { type.conforms(to: $0) }
            guard let best = readable.max(by: { $0.supertypes.count < $1.supertypes.count }) else { continue }
            let match = ImporterMatch(importer: entry.adapter, readableType: best, isExact: best == type)
            matches.append((match, best == type ? Int.max : best.supertypes.count, entry.order))
        }
        return matches.sorted { ($0.specificity, $0.order) > ($1.specificity, $1.order) }.map(\.match)
    }

    /// The importer that reads `type`: the first of ``importers(for:)``, or nil when none does.
    public func importer(for type: UTType) -> ImporterMatch? {
        importers(for: type).first
    }

    /// Every exporter that writes `type` or a subtype of it, best first (an exact match, then the writable type
    /// nearest `type`, then latest registration).
    public func exporters(for type: UTType) -> [ExporterMatch] {
        let registered = state(\.exporters)
        var matches: [(match: ExporterMatch, rank: Int, order: Int)] = []
        for entry in registered {
            let writable = entry.adapter.writableTypes.filter { $0.conforms(to: type) }
            guard let best = writable.min(by: { $0.supertypes.count < $1.supertypes.count }) else { continue }
            let match = ExporterMatch(exporter: entry.adapter, writtenType: best, isExact: best == type)
            matches.append((match, best == type ? Int.min : best.supertypes.count, entry.order))
        }
        return matches.sorted { ($0.rank, -$0.order) < ($1.rank, -$1.order) }.map(\.match)
    }

    /// The exporter that writes `type`: the first of ``exporters(for:)``, or nil when none does.
    public func exporter(for type: UTType) -> ExporterMatch? {
        exporters(for: type).first
    }

    /// Every conversion a registered converter performs on `type`, latest registration first, each
    /// converter's conversions in its own order.
    public func converters(from type: UTType) -> [ConverterMatch] {
        state(\.converters).reversed().flatMap { entry in
            entry.adapter.conversions.filter { type.conforms(to: $0.source) }.map {
                ConverterMatch(converter: entry.adapter, conversion: $0)
            }
        }
    }

    /// A snapshot of one part of the state.
    private func state<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        withState { $0[keyPath: keyPath] }
    }
}
