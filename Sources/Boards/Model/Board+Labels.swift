// Labels carried with cards from one board to another.

extension Board {
    /// Makes cards from another board carry this board's labels: the one place every road that puts cards from
    /// elsewhere on a board (a move to another board, a drop, a paste, `import --into`, the web board) decides
    /// what becomes of their labels, so no label is lost on the way.
    ///
    /// `labels` are the labels the cards' ``Card/labelIDs`` refer to (their own board's). Each one the cards use
    /// becomes the label of this board with the same name and colour (names compare exactly; a missing colour
    /// matches only a missing colour); when this board has none, it is added, keeping its id where that id is
    /// free here, else with a suffix (`-2`, `-3`…). A label with the name of one of this board's labels but
    /// another colour is a different label (Trello keeps them apart too): it is added, and reported in
    /// ``LabelCarry/sameNameOtherColour``. A label id that is not among `labels` stays when this board has a
    /// label with that id, else it is left off and counted.
    /// - Returns: What was added and left off.
    @discardableResult
    public mutating func carryLabels(of cards: inout [Card], from labels: [Label]) -> LabelCarry {
        var carry = LabelCarry()
        var mapped: [String: String] = [:]
        let incoming = Dictionary(labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var taken = allIDs()
        for index in cards.indices {
            var ids: [String] = []
            for id in cards[index].labelIDs {
                if let known = mapped[id] {
                    ids.append(known)
                } else if let label = incoming[id] {
                    let here = self.label(matching: label) ?? add(label, taken: &taken, carry: &carry)
                    mapped[id] = here.id
                    ids.append(here.id)
                } else if self.labels.contains(where: { $0.id == id }) {
                    ids.append(id)
                } else {
                    carry.leftOff += 1
                }
            }
            var seen = Set<String>()
            cards[index].labelIDs = ids.filter { seen.insert($0).inserted }
        }
        return carry
    }

    /// This board's label with `label`'s name and colour, if it has one.
    func label(matching label: Label) -> Label? {
        labels.first { $0.name == label.name && $0.color == label.color }
    }

    /// Adds `label` under an id free on this board, and reports it.
    private mutating func add(_ label: Label, taken: inout Set<String>, carry: inout LabelCarry) -> Label {
        var added = label
        var suffix = 2
        while added.id.isEmpty || taken.contains(added.id) {
            added.id = (label.id.isEmpty ? "label" : label.id) + "-\(suffix)"
            suffix += 1
        }
        taken.insert(added.id)
        if labels.contains(where: { $0.name == label.name && !label.name.isEmpty }) {
            carry.sameNameOtherColour.append(added)
        }
        labels.append(added)
        carry.added.append(added)
        return added
    }
}

extension Board {
    /// What ``carryLabels(of:from:)`` would do with `cards` on this board, leaving the board as it is: for the
    /// warnings a command prints before the edit.
    public func labelCarry(of cards: [Card], from labels: [Label]) -> LabelCarry {
        var board = self
        var cards = cards
        return board.carryLabels(of: &cards, from: labels)
    }
}
