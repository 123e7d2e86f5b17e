/// Chooses how to turn what an item provider offers into what is wanted: cards on a board, or a payload of a
/// type.
///
/// The rules, in order (the README's Adapters section repeats them):
/// 1. **A direct adapter beats a chain of converters, and a shorter chain beats a longer one.** A plan's
///    length counts its links: each converter is one link; reaching a type through a board (an importer, then an
///    exporter) is one link; for a board goal, the importer at the end adds nothing. So for cards, an importer
///    that reads an offered type (length 0) beats a converter and an importer (length 1); for a type, an
///    offered type that already conforms (length 0, nothing to run) beats one converter or one import and
///    export (length 1), which beat two links.
/// 2. **Higher fidelity of the source breaks ties**: offered types come richest first (an item provider's
///    order), and of two plans of equal length the one that loads the earlier type wins.
/// 3. At equal length and fidelity, a converter chain beats going through a board (a converter made for the
///    pair of types is assumed to keep more), and then the registry's order decides: the adapter it prefers
///    for a type (most specific, then latest registered; see ``AdapterRegistry``).
///
/// Converter chains are searched breadth-first from each offered type, never visiting a type twice and at
/// most ``maximumConverterChain`` converters long. A value type; planning reads a snapshot of the registry and
/// is safe from any thread.
public struct ConversionPlanner: Sendable {
    /// The adapters plans are made of.
    public var registry: AdapterRegistry
    /// The most converters a plan may chain. 3 by default.
    public var maximumConverterChain: Int

    /// Creates a planner over `registry`.
    public init(registry: AdapterRegistry, maximumConverterChain: Int = 3) {
        self.registry = registry
        self.maximumConverterChain = maximumConverterChain
    }

    /// The best plan from the offered types to the goal.
    ///
    /// An offered type whose payloads identification may refine (`public.json`, `public.xml`, Markdown, plain
    /// text, `public.data`; see ``AdapterRegistry/identifiableTypes(from:)``) gives a plan that identifies the
    /// content once loaded (``ConversionPlan/identifiesContent``): so `public.json` is planned for when an
    /// adapter reads a Trello export, and the plan runs the Trello importer if the loaded bytes are one.
    /// - Parameters:
    ///   - types: the types offered, highest fidelity first (an item provider's `registeredTypeIdentifiers`).
    ///   - goal: cards on a board, or a payload of a type.
    /// - Throws: ``AdapterError`` with code `noPlan` when no adapter or chain leads from any offered type (or a
    ///   type its content may be identified as) to the goal; its message says what was looked for.
    public func plan(offering types: [UTType], goal: ConversionGoal) throws(AdapterError) -> ConversionPlan {
        try plan(offering: types, goal: goal, refinedFrom: nil, identifying: true)
    }

    /// The best plan for a payload declared as `type`, after identifying it by its content (see
    /// ``AdapterRegistry/identify(_:hint:fileName:)``): the identified type is offered first, the declared type after it.
    /// - Throws: ``AdapterError``: `unreadableInput` when the payload cannot be read, `noPlan` as in
    ///   ``plan(offering:goal:)``.
    public func plan(for input: AdapterInput, declaredAs type: UTType, goal: ConversionGoal)
        throws(AdapterError) -> ConversionPlan
    {
        try plan(for: try registry.identify(input, hint: type), goal: goal)
    }

    /// The best plan for a payload already identified: its identified type first, the declared one after it.
    /// The plan identifies nothing more when it runs.
    /// - Throws: ``AdapterError`` `noPlan` as in ``plan(offering:goal:)``.
    public func plan(for identification: Identification, goal: ConversionGoal) throws(AdapterError) -> ConversionPlan {
        try plan(
            offering: identification.offeredTypes, goal: goal,
            refinedFrom: identification.isRefined ? identification.declaredType : nil, identifying: false)
    }

    // MARK: - Search

    /// A way found from one offered type, before ranking.
    struct Candidate {
        var rank: Int
        var steps: [ConversionPlan.Step]
        var length: Int
        var throughBoard: Bool
    }

    private func plan(offering types: [UTType], goal: ConversionGoal, refinedFrom declared: UTType?, identifying: Bool)
        throws(AdapterError) -> ConversionPlan
    {
        var best: [Int: Candidate] = [:]
        for (rank, type) in types.enumerated() where best[rank] == nil {
            if let candidate = search(from: type, rank: rank, goal: goal) {
                best[rank] = candidate
            } else if identifying {
                // Nothing reads the type as declared: a type its content may turn out to be can stand in for it.
                let ways = registry.identifiableTypes(from: type).compactMap { search(from: $0, rank: rank, goal: goal) }
                if let way = ways.min(by: { $0.length < $1.length }) { best[rank] = way }
            }
        }
        let ranked = best.values.sorted { a, b in
            (a.length, a.rank, a.throughBoard ? 1 : 0) < (b.length, b.rank, b.throughBoard ? 1 : 0)
        }
        guard let chosen = ranked.first else {
            throw AdapterError(code: .noPlan, message: noPlanMessage(types, goal))
        }
        var plan = ConversionPlan(
            goal: goal, sourceType: types[chosen.rank], sourceRank: chosen.rank, steps: chosen.steps,
            explanation: "")
        if identifying && !registry.identifiableTypes(from: plan.sourceType).isEmpty {
            plan.identifyingPlanner = self
        }
        plan.explanation = PlanExplanation(
            plan: plan, offered: types, alternatives: best, refinedFrom: declared,
            maximumConverterChain: maximumConverterChain
        ).text
        return plan
    }

    /// The best way from one offered type: breadth-first over converters, so the first way found at a depth is
    /// as short as any.
    private func search(from start: UTType, rank: Int, goal: ConversionGoal) -> Candidate? {
        var queue: [(type: UTType, steps: [ConversionPlan.Step])] = [(start, [])]
        var visited: Set<UTType> = [start]
        var head = 0
        var found: [Candidate] = []
        while head < queue.count {
            let (type, steps) = queue[head]
            head += 1
            let converters = steps.count
            // Ways from here are at least `converters` long: past the shortest found, nothing can beat it.
            if let shortest = found.map(\.length).min(), converters > shortest { break }
            if let reached = ending(at: type, steps: steps, rank: rank, goal: goal) { found.append(contentsOf: reached) }
            guard converters < maximumConverterChain else { continue }
            for match in registry.converters(from: type) where !visited.contains(match.conversion.destination) {
                visited.insert(match.conversion.destination)
                queue.append((match.conversion.destination, steps + [.convert(match.converter, match.conversion)]))
            }
        }
        return found.min { ($0.length, $0.throughBoard ? 1 : 0) < ($1.length, $1.throughBoard ? 1 : 0) }
    }

    /// The ways the goal is reached from `type`, after `steps` converters.
    private func ending(at type: UTType, steps: [ConversionPlan.Step], rank: Int, goal: ConversionGoal)
        -> [Candidate]?
    {
        let converters = steps.count
        switch goal {
        case .board:
            guard let match = registry.importer(for: type) else { return nil }
            return [
                Candidate(
                    rank: rank, steps: steps + [.importBoard(match.importer, as: type)], length: converters,
                    throughBoard: true)
            ]
        case .type(let wanted):
            var ways: [Candidate] = []
            if type.conforms(to: wanted) {
                ways.append(Candidate(rank: rank, steps: steps, length: converters, throughBoard: false))
            }
            if let importer = registry.importer(for: type), let exporter = registry.exporter(for: wanted) {
                let route = steps + [
                    .importBoard(importer.importer, as: type), .export(exporter.exporter, as: exporter.writtenType),
                ]
                ways.append(Candidate(rank: rank, steps: route, length: converters + 1, throughBoard: true))
            }
            return ways.isEmpty ? nil : ways
        }
    }

    private func noPlanMessage(_ types: [UTType], _ goal: ConversionGoal) -> String {
        let offered = types.isEmpty ? "nothing" : types.map(\.identifier).joined(separator: ", ")
        let wanted: String
        switch goal {
        case .board: wanted = "no importer reads any of them"
        case .type(let type):
            wanted = registry.exporter(for: type) == nil
                ? "no exporter writes \(type.identifier) and none of them conforms to it"
                : "no importer reads any of them"
        }
        return "cannot make \(goal) from \(offered): \(wanted), and no chain of up to \(maximumConverterChain) "
            + "converters leads to one that does"
    }
}
