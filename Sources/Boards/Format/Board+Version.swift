// Which version of the native format a board needs: version 1 unless it uses a part version 2 added, version 3
// when it holds files in its file store.

extension Board {
    /// Whether the board refers to files in its file store, which only version 3 of the format carries.
    var usesVersion3: Bool {
        lists.contains { list in list.cards.contains { card in card.attachments.contains { $0.digest != nil } } }
    }

    /// Whether the board holds anything only version 2 of the format can carry.
    var usesVersion2: Bool {
        !people.isEmpty || !customFields.isEmpty || !extra.isEmpty
            || lists.contains { list in !list.extra.isEmpty || list.cards.contains(where: \.usesVersion2) }
    }
}

extension Card {
    /// Whether the card holds anything only version 2 of the format can carry.
    var usesVersion2: Bool {
        if done || dueIsAllDay || reporter != nil || created != nil || !customFields.isEmpty { return true }
        // Most cards have none of the parts kept out of line: a look at each would copy them for nothing.
        guard hasRareParts else { return false }
        return startIsAllDay || timeZone != nil || (cover != nil && cover != CardCover()) || !links.isEmpty
            || !extra.isEmpty || attachments.contains { $0.date != nil }
    }
}
