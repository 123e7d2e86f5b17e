/// What carrying cards' labels onto a board did (see ``Board/carryLabels(of:from:)``): the labels the board
/// gained, and the label references that named no label and were left off.
public struct LabelCarry: Hashable, Sendable {
    /// Labels the board did not have (no label with the same name and colour), added to it, with the ids they
    /// have there.
    public var added: [Label] = []
    /// The added labels whose name the board already had in another colour: kept apart, as Trello keeps two
    /// labels of one name and different colours apart.
    public var sameNameOtherColour: [Label] = []
    /// Label ids on the cards that name neither a label of their own board nor one of this board: left off.
    public var leftOff = 0

    /// Creates a carry report.
    public init(added: [Label] = [], sameNameOtherColour: [Label] = [], leftOff: Int = 0) {
        self.added = added
        self.sameNameOtherColour = sameNameOtherColour
        self.leftOff = leftOff
    }

    /// Adds another carry's report to this one.
    public mutating func formUnion(_ other: LabelCarry) {
        added += other.added
        sameNameOtherColour += other.sameNameOtherColour
        leftOff += other.leftOff
    }
}
