extension AdapterRegistry {
    // The built-in adapters' roles, chosen by the compiler from each adapter's type: the most specific overload
    // that applies wins. `register(_:)` asks the runtime instead (`as? any BoardImporter`), and the runtime
    // answers a first question about a type by scanning every protocol conformance in the process: about
    // 370,000 instructions a question in `cardport`, 29 M for the 78 questions about the built-in adapters,
    // at the start of every command that reads a payload. None of the built-in adapters is a converter;
    // `BuiltInAdapterRolesTests` checks these roles against the runtime's answers.

    /// Registers a built-in adapter that imports and exports.
    func registerBuiltIn<A: BoardImporter & BoardExporter>(_ adapter: A) {
        register(adapter, importer: adapter, exporter: adapter, converter: nil)
    }

    /// Registers a built-in adapter that imports.
    func registerBuiltIn<A: BoardImporter>(_ adapter: A) {
        register(adapter, importer: adapter, exporter: nil, converter: nil)
    }

    /// Registers a built-in adapter that exports.
    func registerBuiltIn<A: BoardExporter>(_ adapter: A) {
        register(adapter, importer: nil, exporter: adapter, converter: nil)
    }
}
