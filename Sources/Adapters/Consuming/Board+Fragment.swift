extension Board {
    /// The warnings for putting `cards`, whose label ids refer to `labels`, on this board named `name`: label
    /// references left off, and labels added beside one of the same name in another colour (see
    /// `Boards/Board/carryLabels(of:from:)`, which every road that adds cards from elsewhere uses). Empty when
    /// every label arrives as it was.
    public func labelWarnings(carrying cards: [Card], from labels: [Label], board name: String) -> [AdapterWarning] {
        Self.warnings(for: labelCarry(of: cards, from: labels), board: name)
    }

    /// The warnings a label carry onto the board named `name` gives; empty when it lost and confused nothing.
    public static func warnings(for carry: LabelCarry, board name: String) -> [AdapterWarning] {
        var warnings: [AdapterWarning] = []
        if carry.leftOff > 0 {
            warnings.append(AdapterWarning(
                "\(carry.leftOff) label reference(s) of the payload's cards name no label and were left off"))
        }
        for label in carry.sameNameOtherColour {
            warnings.append(AdapterWarning(
                "label '\(label.name)' (\(label.color ?? "no colour")) was added to \(name) beside its label of that name in another colour"))
        }
        return warnings
    }
}
