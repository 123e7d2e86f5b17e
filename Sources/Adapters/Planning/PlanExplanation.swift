/// The words of ``ConversionPlan/explanation``: the goal, what was offered, the steps, why this plan won, and
/// what became of the other offered types.
struct PlanExplanation {
    var plan: ConversionPlan
    var offered: [UTType]
    /// The best way found from each offered type, by its rank.
    var alternatives: [Int: ConversionPlanner.Candidate]
    /// The declared type, when the first offered type was refined from it by content.
    var refinedFrom: UTType?
    var maximumConverterChain: Int

    /// The rules, as one sentence.
    static let rules =
        "Rules: a direct adapter beats a chain of converters and a shorter chain beats a longer one; "
        + "at equal length the higher-fidelity offered type wins; then a converter chain beats a detour through a board."

    var text: String {
        var lines: [String] = []
        lines.append("Goal: \(plan.goal).")
        let offeredList = offered.enumerated().map { index, type in
            index == 0 && refinedFrom != nil
                ? "\(type.identifier) (refined by content from \(refinedFrom?.identifier ?? ""))" : type.identifier
        }
        lines.append("Offered, highest fidelity first: \(offeredList.joined(separator: ", ")).")
        let source = "\(plan.sourceType.identifier) (offered \(ordinal(plan.sourceRank + 1)))"
        if plan.identifiesContent {
            lines.append(
                "Once loaded, the content is identified (it may be a more specific type than declared) and the "
                    + "plan is made for what it is; the steps below are for the best type it may be.")
        }
        if plan.steps.isEmpty {
            lines.append("Plan: load \(source); it already conforms to the goal, so nothing runs.")
        } else {
            lines.append("Plan: load \(source), then:")
            for (index, step) in plan.steps.enumerated() { lines.append("  \(index + 1). \(step)") }
        }
        lines.append("Why: \(reason).")
        lines.append(Self.rules)
        let others = offered.indices.filter { $0 != plan.sourceRank }
        if !others.isEmpty {
            lines.append("Other offered types:")
            for rank in others {
                lines.append("  - \(offered[rank].identifier) (\(ordinal(rank + 1))): \(verdict(rank)).")
            }
        }
        return lines.joined(separator: "\n")
    }

    private var reason: String {
        let length = plan.length
        if plan.steps.isEmpty { return "nothing is shorter than no step (length 0)" }
        let converters = plan.converterCount
        var what: String
        switch (plan.goal, converters) {
        case (.board, 0):
            what = "an importer reads the offered type directly"
        case (.type, 0):
            what = "an importer reads the offered type and an exporter writes the wanted one"
        default:
            what = (converters == 1 ? "1 converter leads" : "\(converters) converters lead") + " to a type "
                + (plan.goesThroughBoard ? "an importer reads" : "that conforms to the goal")
        }
        what += " (length \(length))"
        if plan.sourceRank > 0 { what += "; no higher-fidelity offered type has a way as short" }
        return what
    }

    private func verdict(_ rank: Int) -> String {
        guard let candidate = alternatives[rank] else {
            return "no way to the goal within \(maximumConverterChain) converters"
        }
        let chosenLength = plan.length
        if candidate.length > chosenLength {
            return "a way of length \(candidate.length), longer than the chosen \(chosenLength)"
        }
        if candidate.length == chosenLength, rank > plan.sourceRank {
            return "a way as short (length \(candidate.length)), but lower fidelity"
        }
        return "a way of length \(candidate.length), which goes through a board where the chosen one does not"
    }

    private func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (1, let tens) where tens != 11: suffix = "st"
        case (2, let tens) where tens != 12: suffix = "nd"
        case (3, let tens) where tens != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}
