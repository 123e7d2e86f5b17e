import Adapters
import Foundation
import Testing

@Suite struct AdapterRegistryTests {
    @Test func theStandardRegistryChoosesTheMostSpecificReader() throws {
        let registry = AdapterRegistry.standard()
        #expect(registry.importer(for: .markdown)?.importer.name == "markdown")
        #expect(registry.importer(for: .markdown)?.isExact == true)
        #expect(registry.importer(for: .obsidianKanban)?.importer.name == "obsidian-kanban")
        #expect(registry.importer(for: .cardportBoard)?.importer.name == "cardport")
        // No exact reader: the plain text importer serves any text through conformance.
        let utf8 = try #require(registry.importer(for: .utf8PlainText))
        #expect(utf8.importer.name == "text")
        #expect(utf8.readableType == .plainText)
        #expect(!utf8.isExact)
        // Every reader of Markdown is listed, most specific first.
        #expect(registry.importers(for: .obsidianKanban).map(\.importer.name) == ["obsidian-kanban", "markdown", "text"])
        #expect(registry.importer(for: .json) == nil)
        #expect(registry.importer(for: .png) == nil)
    }

    @Test func aThirdPartyAdapterOverridesTheBuiltInForTheSameType() {
        let registry = AdapterRegistry.standard()
        registry.register(StubImporter(name: "acme-markdown", readableTypes: [.markdown]))
        #expect(registry.importer(for: .markdown)?.importer.name == "acme-markdown")
        // It does not take plain text away from the plain text importer, nor Obsidian boards from theirs.
        #expect(registry.importer(for: .plainText)?.importer.name == "text")
        #expect(registry.importer(for: .obsidianKanban)?.importer.name == "obsidian-kanban")
    }

    @Test func aLaterReaderOfASupertypeDoesNotBeatAnExactReader() {
        let registry = AdapterRegistry.standard()
        registry.register(StubImporter(name: "acme-text", readableTypes: [.text]))
        #expect(registry.importer(for: .markdown)?.importer.name == "markdown")
        // Between two supertype readers of the same type, the nearer supertype wins.
        #expect(registry.importer(for: .utf8PlainText)?.importer.name == "text")
        // At equal specificity the later registration wins.
        registry.register(StubImporter(name: "acme-plain", readableTypes: [.plainText]))
        #expect(registry.importer(for: .utf8PlainText)?.importer.name == "acme-plain")
    }

    @Test func registeringTheSameNameAgainReplacesTheAdapter() {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "one", readableTypes: [TestTypes.alpha]))
        registry.register(StubImporter(name: "one", readableTypes: [TestTypes.beta]))
        #expect(registry.importers.count == 1)
        #expect(registry.importer(for: TestTypes.alpha) == nil)
        #expect(registry.importer(for: TestTypes.beta)?.importer.name == "one")
    }

    @Test func anAdapterIsRegisteredInEveryRoleItPlays() {
        let registry = AdapterRegistry()
        registry.register(MarkdownAdapter())
        #expect(registry.importers.map(\.name) == ["markdown"])
        #expect(registry.exporters.map(\.name) == ["markdown"])
        #expect(registry.converters.isEmpty)
        #expect(registry.adapter(named: "markdown") != nil)
        #expect(registry.adapter(named: "trello") == nil)
    }

    @Test func exportersAreFoundForTheWantedTypeOrAnyOfItsSubtypes() {
        let registry = AdapterRegistry.standard()
        #expect(registry.exporter(for: .plainText)?.exporter.name == "text")
        #expect(registry.exporter(for: .plainText)?.isExact == true)
        #expect(registry.exporter(for: .markdown)?.exporter.name == "markdown")
        // Wanting JSON, the native board is JSON.
        #expect(registry.exporter(for: .json)?.exporter.name == "cardport")
        #expect(registry.exporter(for: .json)?.writtenType == .cardportBoard)
        // Wanting any text, the most general text writer comes first.
        #expect(registry.exporter(for: .text)?.writtenType == .plainText)
        // Wanting XML, Cardport's own board XML rather than OPML.
        #expect(registry.exporter(for: .xml)?.writtenType == .cardportBoardXML)
        #expect(registry.exporter(for: .png) == nil)
    }

    @Test func convertersServeTheirSourceAndItsSubtypes() {
        let registry = AdapterRegistry()
        registry.register(StubConverter(name: "a-to-b", conversions: [Conversion(from: TestTypes.alpha, to: TestTypes.beta)]))
        #expect(registry.converters(from: TestTypes.alphaChild).map(\.converter.name) == ["a-to-b"])
        #expect(registry.converters(from: TestTypes.beta).isEmpty)
    }

    @Test func registrationsFromManyTasksAtOnceAreAllKept() async {
        let registry = AdapterRegistry()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    registry.register(StubImporter(name: "importer-\(index)", readableTypes: [TestTypes.gamma]))
                    _ = registry.importer(for: TestTypes.gamma)
                }
            }
        }
        #expect(registry.importers.count == 64)
        #expect(Set(registry.importers(for: TestTypes.gamma).map(\.importer.name)).count == 64)
    }
}
