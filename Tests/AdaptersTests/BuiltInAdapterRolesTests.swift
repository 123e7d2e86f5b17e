import Foundation
import Testing

@testable import Adapters

/// `AdapterRegistry.standard()` gives each built-in adapter the roles the compiler finds in its type. They must
/// be the roles the runtime finds, as `register(_:)` registers any adapter.
@Suite struct BuiltInAdapterRolesTests {
    @Test func everyBuiltInAdapterHasTheRolesTheRuntimeFinds() {
        let standard = AdapterRegistry.standard()
        let asked = AdapterRegistry()
        let builtIn: [any Adapter] = [
            JiraImporter(), TodoTxtAdapter(), MozURLAdapter(), TaskPaperAdapter(), FocalboardImporter(),
            VikunjaImporter(), GitHubIssuesImporter(), DeckImporter(), TaigaImporter(), WekanImporter(),
            CSVImporter(), CSVExporter(), OPMLImporter(), OPMLExporter(), BoardXMLImporter(), BoardXMLExporter(),
            HTMLImporter(), HTMLExporter(), TrelloImporter(), TrelloExporter(), TrelloCardAdapter(),
            NativeBoardAdapter(), CardportBundleAdapter(), ObsidianKanbanAdapter(), MarkdownAdapter(),
            PlainTextAdapter(),
        ]
        for adapter in builtIn { asked.register(adapter) }
        #expect(standard.importers.map(\.name) == asked.importers.map(\.name))
        #expect(standard.exporters.map(\.name) == asked.exporters.map(\.name))
        #expect(standard.converters.map(\.name) == asked.converters.map(\.name))
        #expect(standard.importers.count > 20)
        #expect(standard.exporters.count > 10)
    }
}
