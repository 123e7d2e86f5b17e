import Adapters
import Foundation
import Testing

@Suite struct ConversionPlannerTests {
    let alpha = TestTypes.alpha, beta = TestTypes.beta, gamma = TestTypes.gamma
    let delta = TestTypes.delta, epsilon = TestTypes.epsilon

    /// The names of the adapters a plan runs, in order.
    func names(_ plan: ConversionPlan) -> [String] {
        plan.steps.map { step in
            switch step {
            case .convert(let converter, _): converter.name
            case .importBoard(let importer, _): importer.name
            case .export(let exporter, _): exporter.name
            }
        }
    }

    @Test func aDirectImporterBeatsAChainFromAHigherFidelityType() throws {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "reads-alpha", readableTypes: [alpha]))
        registry.register(StubConverter(name: "beta-to-alpha", conversions: [Conversion(from: beta, to: alpha)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [beta, alpha], goal: .board)
        #expect(plan.sourceType == alpha)
        #expect(plan.sourceRank == 1)
        #expect(names(plan) == ["reads-alpha"])
        #expect(plan.length == 0)
        #expect(plan.explanation.contains("org.example.test.beta (1st): a way of length 1, longer than the chosen 0"))
    }

    @Test func aChainIsUsedWhenNoImporterReadsAnOfferedType() throws {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "reads-alpha", readableTypes: [alpha]))
        registry.register(StubConverter(name: "beta-to-alpha", conversions: [Conversion(from: beta, to: alpha)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [beta], goal: .board)
        #expect(names(plan) == ["beta-to-alpha", "reads-alpha"])
        let outcome = try plan.execute(.data(Data("x".utf8), name: "drop"))
        #expect(outcome.board?.lists.first?.cards.first?.title == "reads-alpha:beta-to-alpha(x)")
        #expect(outcome.warnings == [AdapterWarning("beta-to-alpha ran")])
    }

    @Test func aShorterChainBeatsALongerOne() throws {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "reads-alpha", readableTypes: [alpha]))
        // The short way registered first: the registry offers the long way's first step before it.
        registry.register(StubConverter(name: "gamma-to-alpha", conversions: [Conversion(from: gamma, to: alpha)]))
        registry.register(StubConverter(name: "delta-to-alpha", conversions: [Conversion(from: delta, to: alpha)]))
        registry.register(StubConverter(name: "gamma-to-delta", conversions: [Conversion(from: gamma, to: delta)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [gamma], goal: .board)
        #expect(names(plan) == ["gamma-to-alpha", "reads-alpha"])
    }

    @Test func higherFidelityBreaksTiesBetweenEqualPlans() throws {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "reads-alpha", readableTypes: [alpha]))
        registry.register(StubImporter(name: "reads-beta", readableTypes: [beta]))
        let planner = ConversionPlanner(registry: registry)
        #expect(names(try planner.plan(offering: [beta, alpha], goal: .board)) == ["reads-beta"])
        let plan = try planner.plan(offering: [alpha, beta], goal: .board)
        #expect(names(plan) == ["reads-alpha"])
        #expect(plan.explanation.contains("org.example.test.beta (2nd): a way as short (length 0), but lower fidelity"))
    }

    @Test func chainsLongerThanTheLimitAreNotFound() throws {
        let registry = AdapterRegistry()
        registry.register(StubImporter(name: "reads-alpha", readableTypes: [alpha]))
        registry.register(StubConverter(name: "e-d", conversions: [Conversion(from: epsilon, to: delta)]))
        registry.register(StubConverter(name: "d-g", conversions: [Conversion(from: delta, to: gamma)]))
        registry.register(StubConverter(name: "g-b", conversions: [Conversion(from: gamma, to: beta)]))
        registry.register(StubConverter(name: "b-a", conversions: [Conversion(from: beta, to: alpha)]))
        #expect(names(try ConversionPlanner(registry: registry, maximumConverterChain: 4).plan(offering: [epsilon], goal: .board))
            == ["e-d", "d-g", "g-b", "b-a", "reads-alpha"])
        let error = #expect(throws: AdapterError.self) {
            try ConversionPlanner(registry: registry, maximumConverterChain: 3).plan(offering: [epsilon], goal: .board)
        }
        #expect(error?.code == .noPlan)
        #expect(error?.message.contains("org.example.test.epsilon") == true)
        #expect(error?.message.contains("up to 3 converters") == true)
    }

    @Test func convertersThatLoopDoNotHangTheSearch() throws {
        let registry = AdapterRegistry()
        registry.register(StubConverter(name: "a-b", conversions: [Conversion(from: alpha, to: beta)]))
        registry.register(StubConverter(name: "b-a", conversions: [Conversion(from: beta, to: alpha)]))
        #expect(throws: AdapterError.self) {
            try ConversionPlanner(registry: registry, maximumConverterChain: 50).plan(offering: [alpha], goal: .board)
        }
    }

    @Test func aTypeGoalIsMetByAnOfferedTypeThatConformsWithoutRunningAnything() throws {
        let plan = try ConversionPlanner(registry: .standard()).plan(offering: [.markdown], goal: .type(.plainText))
        #expect(plan.steps.isEmpty)
        #expect(plan.explanation.contains("already conforms"))
        let outcome = try plan.execute(.data(Data("- a".utf8), name: "x"))
        #expect(outcome.data == Data("- a".utf8))
    }

    @Test func aTypeGoalGoesThroughABoardWhenNoConverterLeadsThere() throws {
        let plan = try ConversionPlanner(registry: .standard()).plan(offering: [.markdown], goal: .type(.cardportBoard))
        #expect(names(plan) == ["markdown", "cardport"])
        #expect(plan.length == 1)
        let outcome = try plan.execute(.data(Data("## Todo\n- Write the tests\n".utf8), name: "todo.md"))
        #expect(outcome.type == .cardportBoard)
        let board = try BoardFormat.decode(try #require(outcome.data))
        #expect(board.lists.map(\.name) == ["Todo"])
        #expect(board.lists.first?.cards.map(\.title) == ["Write the tests"])
    }

    @Test func atEqualLengthAConverterBeatsADetourThroughABoard() throws {
        let registry = AdapterRegistry.standard()
        registry.register(StubConverter(name: "md-to-json", conversions: [Conversion(from: .markdown, to: .cardportBoard)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [.markdown], goal: .type(.cardportBoard))
        #expect(names(plan) == ["md-to-json"])
    }

    @Test func aTypeGoalReachedByConvertersAloneRunsThemInOrder() throws {
        let registry = AdapterRegistry()
        registry.register(StubConverter(name: "a-b", conversions: [Conversion(from: alpha, to: beta)]))
        registry.register(StubConverter(name: "b-g", conversions: [Conversion(from: beta, to: gamma)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [alpha], goal: .type(gamma))
        #expect(names(plan) == ["a-b", "b-g"])
        #expect(!plan.goesThroughBoard)
        let outcome = try plan.execute(.data(Data("x".utf8), name: "in"))
        #expect(outcome.data == Data("b-g(a-b(x))".utf8))
        #expect(outcome.type == gamma)
        #expect(outcome.board == nil)
        #expect(outcome.warnings.map(\.message) == ["a-b ran", "b-g ran"])
    }

    @Test func anImportErrorDuringExecutionReachesTheCaller() throws {
        let plan = try ConversionPlanner(registry: .standard()).plan(offering: [.markdown], goal: .board)
        let error = #expect(throws: AdapterError.self) { try plan.execute(.data(Data([0xFF, 0x41]), name: "bad.md")) }
        #expect(error?.code == .malformedInput)
        #expect(error?.input == "bad.md")
    }

    @Test func theExplanationNamesTheGoalTheStepsAndTheRules() throws {
        let registry = AdapterRegistry.standard()
        registry.register(StubConverter(name: "beta-to-markdown", conversions: [Conversion(from: beta, to: .markdown)]))
        let plan = try ConversionPlanner(registry: registry).plan(offering: [beta, .png], goal: .board)
        let expected = """
            Goal: cards on a board.
            Offered, highest fidelity first: org.example.test.beta, public.png.
            Plan: load org.example.test.beta (offered 1st), then:
              1. convert org.example.test.beta to net.daringfireball.markdown with "beta-to-markdown"
              2. import net.daringfireball.markdown as a board with "markdown"
            Why: 1 converter leads to a type an importer reads (length 1).
            """
        #expect(plan.explanation.hasPrefix(expected))
        #expect(plan.explanation.contains("Rules: a direct adapter beats a chain of converters"))
        #expect(plan.explanation.hasSuffix("  - public.png (2nd): no way to the goal within 3 converters."))
    }

    @Test func aJSONPayloadIsRefinedByContentBeforePlanning() throws {
        let registry = AdapterRegistry.standard()
        let board = Board(id: "b", name: "Home", lists: [BoardList(id: "l", name: "Todo", cards: [Card(id: "c", title: "Paint")])])
        let input = AdapterInput.data(try BoardFormat.encode(board), name: "home.json")
        let plan = try ConversionPlanner(registry: registry).plan(for: input, declaredAs: .json, goal: .board)
        #expect(plan.sourceType == .cardportBoard)
        #expect(names(plan) == ["cardport"])
        #expect(plan.explanation.contains("app.cardport.board (refined by content from public.json), public.json"))
        #expect(try plan.execute(input).board == board)
    }

    @Test func aTrelloExportFindsAThirdPartyTrelloImporterThroughRefinement() throws {
        // The built-in adapter still recognises the export; the later importer of the same type reads it.
        let registry = AdapterRegistry.standard()
        registry.register(StubImporter(name: "my-trello", readableTypes: [.trelloBoardExport]))
        let input = AdapterInput.file(try fixtureFile("refine-trello-productivity-workflow.json"))
        let plan = try ConversionPlanner(registry: registry).plan(for: input, declaredAs: .json, goal: .board)
        #expect(names(plan) == ["my-trello"])
        #expect(plan.sourceType == .trelloBoardExport)
    }

    @Test func theStandardRegistryImportsATrelloExportOfferedAsPlainJSON() throws {
        let input = AdapterInput.file(try fixtureFile("refine-trello-productivity-workflow.json"))
        let plan = try ConversionPlanner(registry: .standard()).plan(for: input, declaredAs: .json, goal: .board)
        #expect(names(plan) == ["trello"])
        let board = try #require(try plan.execute(input).board)
        #expect(board.lists.count == 6, "the export has six lists (fixtures README)")
        #expect(board.lists.flatMap(\.cards).count == 21, "and 21 cards")
    }

    @Test func theStandardRegistryWritesTrelloExports() throws {
        let plan = try ConversionPlanner(registry: .standard()).plan(
            offering: [.cardportBoard], goal: .type(.trelloBoardExport))
        #expect(names(plan) == ["cardport", "trello"])
    }

    @Test func nothingOfferedIsAClearError() {
        let error = #expect(throws: AdapterError.self) {
            try ConversionPlanner(registry: .standard()).plan(offering: [], goal: .board)
        }
        #expect(error?.code == .noPlan)
        #expect(error?.message.contains("from nothing") == true)
    }
}
