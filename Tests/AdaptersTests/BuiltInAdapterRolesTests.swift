import Foundation
import Testing

@testable import Adapters

/// `AdapterRegistry.standard()` gives each built-in adapter the roles the compiler finds in its type. They must
/// be the roles the runtime finds, as `register(_:)` registers any adapter.
@Suite struct BuiltInAdapterRolesTests {
    @Test func everyBuiltInAdapterHasTheRolesTheRuntimeFinds() {
        let standard = AdapterRegistry.standard()
        // The built-in adapters in the order they were registered, each once, whatever roles it was given.
        let builtIn: [any Adapter] = standard.withState { state in
            let registered = state.importers.map { ($0.order, $0.adapter as any Adapter) }
                + state.exporters.map { ($0.order, $0.adapter as any Adapter) }
                + state.converters.map { ($0.order, $0.adapter as any Adapter) }
            var seen: Set<Int> = []
            return registered.sorted { $0.0 < $1.0 }.filter { seen.insert($0.0).inserted }.map(\.1)
        }
        let asked = AdapterRegistry()
        for adapter in builtIn { asked.register(adapter) }
        #expect(standard.importers.map(\.name) == asked.importers.map(\.name))
        #expect(standard.exporters.map(\.name) == asked.exporters.map(\.name))
        #expect(standard.converters.map(\.name) == asked.converters.map(\.name))
        #expect(builtIn.count > 20)
        #expect(standard.importers.count > 20)
        #expect(standard.exporters.count > 10)
    }
}
