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
        // This board's labels by name and colour (the first of each; the key is the label without its id), its
        // label ids and names: each card's label costs a look-up, not a search of the board's labels.
        var byLook: [Label: Label] = [:]
        for label in self.labels where byLook[Self.look(of: label)] == nil { byLook[Self.look(of: label)] = label }
        var labelIDs = Set(self.labels.map(\.id))
        var names = Set(self.labels.map(\.name))
        for index in cards.indices {
            var ids: [String] = []
            for id in cards[index].labelIDs {
                if let known = mapped[id] {
                    ids.append(known)
                } else if let label = incoming[id] {
                    let here = byLook[Self.look(of: label)] ?? add(label, taken: &taken, names: names, carry: &carry)
                    if byLook[Self.look(of: here)] == nil { byLook[Self.look(of: here)] = here }
                    labelIDs.insert(here.id)
                    names.insert(here.name)
                    mapped[id] = here.id
                    ids.append(here.id)
                } else if labelIDs.contains(id) {
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

    /// `label` without its id: the key under which labels of the same name and colour meet.
    private static func look(of label: Label) -> Label {
        Label(id: "", name: label.name, color: label.color)
    }

    /// Adds `label` under an id free on this board, and reports it; `names` are the names of this board's labels.
    private mutating func add(
        _ label: Label, taken: inout Set<String>, names: Set<String>, carry: inout LabelCarry
    ) -> Label {
        var added = label
        var suffix = 2
        while added.id.isEmpty || taken.contains(added.id) {
            added.id = (label.id.isEmpty ? "label" : label.id) + "-\(suffix)"
            suffix += 1
        }
        taken.insert(added.id)
        if !label.name.isEmpty && names.contains(label.name) {
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
