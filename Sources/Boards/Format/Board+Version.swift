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
        done || dueIsAllDay || startIsAllDay || timeZone != nil || reporter != nil || created != nil
            || (cover != nil && cover != CardCover()) || !customFields.isEmpty || !links.isEmpty || !extra.isEmpty
            || attachments.contains { $0.date != nil }
    }
}
