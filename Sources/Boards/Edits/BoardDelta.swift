/// What one edit changed on a board, in proportion to the change rather than to the board: the board's own fields
/// when they changed, and for each list the edit touched, its own fields and only the cards it removed and inserted
/// (a card moved within a list is one removal and one insertion, a card moved across lists a removal from one and an
/// insertion into the other), with the order of the lists.
///
/// A delta is what an undo step keeps: ``BoardDocument`` keeps one per step, and the board's history file one per
/// line. A move on a list of thousands of cards keeps the card it moved, not the list.
///
/// Applying a delta checks that the parts it changes are as it expects them (``apply(to:)``): the board's fields
/// when it changes them, each list's own fields, the number and order of the list's cards, the cards it removes,
/// and the order of the lists when it reorders them. Cards the edit did not touch may have changed meanwhile
/// (someone else's edit): their changes are kept.
package struct BoardDelta: Sendable, Hashable {
    /// The board's own fields (everything but its lists) before and after, when the edit changed them.
    package var headerBefore: Board?
    package var headerAfter: Board?
    /// What happened to each list the edit added, removed or changed, in the order the lists come.
    package var lists: [ListDelta]
    /// The ids of all lists, in order, before and after the edit.
    package var orderBefore: [String]
    package var orderAfter: [String]

    /// What changed in one list.
    package struct ListDelta: Sendable, Hashable {
        /// The list's id.
        package var id: String
        /// The list's own fields before the edit, its cards left out; `nil` when the edit added the list.
        package var before: BoardList?
        /// The list's own fields after the edit, its cards left out; `nil` when the edit removed the list.
        package var after: BoardList?
        /// The cards the edit took out, at their offsets among the cards before it, in ascending order.
        package var removed: [PlacedCard]
        /// The cards the edit put in, at their offsets among the cards after it, in ascending order.
        package var inserted: [PlacedCard]
        /// How many cards the list held before and after the edit.
        package var countBefore: Int
        package var countAfter: Int
        /// A fingerprint of the order of the list's card ids before and after (``CardOrder``).
        package var orderBefore: CardOrder
        package var orderAfter: CardOrder

        /// A list's delta made of its parts, as the history file holds them.
        package init(
            id: String, before: BoardList?, after: BoardList?, removed: [PlacedCard], inserted: [PlacedCard],
            countBefore: Int, countAfter: Int, orderBefore: CardOrder, orderAfter: CardOrder
        ) {
            self.id = id
            self.before = before
            self.after = after
            self.removed = removed
            self.inserted = inserted
            self.countBefore = countBefore
            self.countAfter = countAfter
            self.orderBefore = orderBefore
            self.orderAfter = orderAfter
        }

        /// The delta that takes the list back.
        package var inverted: ListDelta {
            ListDelta(
                id: id, before: after, after: before, removed: inserted, inserted: removed, countBefore: countAfter,
                countAfter: countBefore, orderBefore: orderAfter, orderAfter: orderBefore)
        }
    }

    /// A card and its offset in its list.
    package struct PlacedCard: Sendable, Hashable {
        package var offset: Int
        package var card: Card

        package init(offset: Int, card: Card) {
            self.offset = offset
            self.card = card
        }
    }

    /// The delta that takes `before` to `after`.
    package init(from before: Board, to after: Board) {
        let old = Dictionary(before.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids: [String] = []
        var changed = Set<String>()
        for id in before.lists.map(\.id) + after.lists.map(\.id) where old[id] != new[id] && changed.insert(id).inserted {
            ids.append(id)
        }
        let headerBefore = before.header, headerAfter = after.header
        self.init(
            header: headerBefore == headerAfter ? nil : (headerBefore, headerAfter), listIDs: ids,
            listsBefore: before.lists.filter { changed.contains($0.id) },
            listsAfter: after.lists.filter { changed.contains($0.id) },
            orderBefore: before.lists.map(\.id), orderAfter: after.lists.map(\.id))
    }

    /// The delta between whole lists: `listsBefore` and `listsAfter` hold the lists named by `listIDs` as they were
    /// before and after (a list missing on one side was added or removed), with all their cards.
    package init(
        header: (before: Board, after: Board)?, listIDs: [String], listsBefore: [BoardList], listsAfter: [BoardList],
        orderBefore: [String], orderAfter: [String]
    ) {
        let old = Dictionary(listsBefore.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(listsAfter.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.headerBefore = header?.before
        self.headerAfter = header?.after
        self.orderBefore = orderBefore
        self.orderAfter = orderAfter
        self.lists = listIDs.map { id in
            let before = old[id], after = new[id]
            let (removed, inserted) = Self.difference(from: before?.cards ?? [], to: after?.cards ?? [])
            return ListDelta(
                id: id, before: before?.withoutCards, after: after?.withoutCards, removed: removed, inserted: inserted,
                countBefore: before?.cards.count ?? 0, countAfter: after?.cards.count ?? 0,
                orderBefore: CardOrder(before?.cards ?? []), orderAfter: CardOrder(after?.cards ?? []))
        }
    }

    /// A delta made of its parts, as the history file holds them.
    package init(
        headerBefore: Board?, headerAfter: Board?, lists: [ListDelta], orderBefore: [String], orderAfter: [String]
    ) {
        self.headerBefore = headerBefore
        self.headerAfter = headerAfter
        self.lists = lists
        self.orderBefore = orderBefore
        self.orderAfter = orderAfter
    }

    /// Whether the edit changed nothing.
    package var isEmpty: Bool { headerBefore == nil && lists.isEmpty && orderBefore == orderAfter }

    /// The delta that takes the board back.
    package var inverted: BoardDelta {
        BoardDelta(
            headerBefore: headerAfter, headerAfter: headerBefore, lists: lists.map(\.inverted),
            orderBefore: orderAfter, orderAfter: orderBefore)
    }

    /// `board` with the delta applied, or the names of the parts that no longer are as the delta expects.
    ///
    /// The parts the delta changes must stand in `board` as they were before it: the board's fields; each list it
    /// names absent when the delta adds it, else present with the same fields, as many cards in the same order, and
    /// the cards it removes unchanged; and, when the delta reorders the lists, their order. Lists the delta does not
    /// name are kept as they are, in their place, and so are the cards of a named list the delta does not touch.
    package func apply(to board: Board) -> Result<Board, Conflict> {
        var conflicts: [String] = []
        if let headerBefore, board.header != headerBefore { conflicts.append("the board's name, labels or people") }
        var current = Dictionary(board.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for list in lists {
            let found = current[list.id]
            guard list.fits(found) else {
                conflicts.append("the list '\((found ?? list.before ?? list.after)?.name ?? list.id)'")
                continue
            }
            current[list.id] = list.after.map { fields in
                var result = fields
                result.cards = list.applied(to: found?.cards ?? [])
                return result
            }
        }
        let reorders = orderBefore != orderAfter
        if reorders && board.lists.map(\.id) != orderBefore { conflicts.append("the order of the lists") }
        guard conflicts.isEmpty else { return .failure(Conflict(parts: conflicts)) }

        var result = headerAfter?.withLists(board.lists) ?? board
        let named = Set(lists.map(\.id))
        if reorders {
            result.lists = orderAfter.compactMap { current[$0] }
        } else {
            result.lists = board.lists.compactMap { named.contains($0.id) ? current[$0.id] : $0 }
        }
        return .success(result)
    }

    /// The parts of a board that changed since an edit, so that undoing or redoing it would overwrite them.
    package struct Conflict: Error, Sendable {
        /// The parts, in words: "the list 'To Do'", "the order of the lists".
        package var parts: [String]
    }

    // MARK: - The difference of two card arrays

    /// The cards to remove from `old` and insert to make `new`, few when few cards moved or changed.
    ///
    /// Cards are matched by id: the longest run of cards left in the same relative order, unchanged, stays; every
    /// other card is removed from its old place and inserted at its new one. Linear but for that run
    /// (O(n log n)); when ids repeat, the cards between the common beginning and end are all replaced.
    static func difference(from old: [Card], to new: [Card]) -> (removed: [PlacedCard], inserted: [PlacedCard]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldRange = prefix..<(old.count - suffix), newRange = prefix..<(new.count - suffix)
        var oldIndex: [String: Int] = [:]
        oldIndex.reserveCapacity(oldRange.count)
        var unique = true
        for index in oldRange {
            if oldIndex.updateValue(index, forKey: old[index].id) != nil { unique = false }
        }
        var seenNew = Set<String>()
        seenNew.reserveCapacity(newRange.count)
        for index in newRange {
            if !seenNew.insert(new[index].id).inserted { unique = false }
        }

        var keptOld = Set<Int>(), keptNew = Set<Int>()
        if unique {
            // The unchanged cards present on both sides, in the new order, by their old offsets: the longest
            // increasing run of old offsets is the most cards that can stay where they are.
            var pairs: [(new: Int, old: Int)] = []
            for index in newRange {
                if let from = oldIndex[new[index].id], old[from] == new[index] { pairs.append((index, from)) }
            }
            for pair in longestIncreasingRun(pairs) {
                keptOld.insert(pair.old)
                keptNew.insert(pair.new)
            }
        }
        let removed = oldRange.filter { !keptOld.contains($0) }.map { PlacedCard(offset: $0, card: old[$0]) }
        let inserted = newRange.filter { !keptNew.contains($0) }.map { PlacedCard(offset: $0, card: new[$0]) }
        return (removed, inserted)
    }

    /// The longest run of `pairs` (in their order) whose `old` offsets increase (patience sorting): of cards
    /// found on both sides of a change, the most that can stay where they are. The web board's live changes
    /// use it too, to redraw only the others.
    package static func longestIncreasingRun(_ pairs: [(new: Int, old: Int)]) -> [(new: Int, old: Int)] {
        var tails: [Int] = []  // tails[k]: index in `pairs` ending the best run of length k + 1
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].old < pair.old { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(new: Int, old: Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }
}

extension BoardDelta.ListDelta {
    /// Whether `list` (the list as it is now, `nil` when absent) is as this delta expects before it applies.
    func fits(_ list: BoardList?) -> Bool {
        guard isWellFormed else { return false }
        guard let before else { return list == nil }
        guard let list, list.withoutCards == before, list.cards.count == countBefore else { return false }
        for placed in removed where !list.cards.indices.contains(placed.offset) || list.cards[placed.offset] != placed.card {
            return false
        }
        return CardOrder(list.cards) == orderBefore
    }

    /// Whether the offsets make sense: ascending, within the counts, and the counts agree with the changes (a
    /// history file edited by hand may say otherwise; such a step is a conflict, never a crash).
    package var isWellFormed: Bool {
        func ascending(_ placed: [BoardDelta.PlacedCard], below count: Int) -> Bool {
            var last = -1
            for card in placed {
                guard card.offset > last, card.offset < count else { return false }
                last = card.offset
            }
            return true
        }
        return countBefore >= 0 && countAfter == countBefore - removed.count + inserted.count
            && ascending(removed, below: countBefore) && ascending(inserted, below: countAfter)
            && (before != nil || countBefore == 0) && (after != nil || countAfter == 0)
    }

    /// `cards` with the removals and insertions made, in one pass.
    func applied(to cards: [Card]) -> [Card] {
        if removed.isEmpty && inserted.isEmpty { return cards }
        var result: [Card] = []
        result.reserveCapacity(countAfter)
        var removals = removed.makeIterator(), insertions = inserted.makeIterator()
        var nextRemoval = removals.next(), nextInsertion = insertions.next()
        var source = cards.makeIterator()
        var offset = 0
        func nextKept() -> Card? {
            while let card = source.next() {
                defer { offset += 1 }
                if let removal = nextRemoval, removal.offset == offset {
                    nextRemoval = removals.next()
                    continue
                }
                return card
            }
            return nil
        }
        while true {
            if let insertion = nextInsertion, insertion.offset == result.count {
                result.append(insertion.card)
                nextInsertion = insertions.next()
            } else if let card = nextKept() {
                result.append(card)
            } else {
                break
            }
        }
        return result
    }
}

/// A fingerprint of the order of a list's card ids (64-bit FNV-1a over the ids), the same in every process: enough
/// to tell that cards were added, removed or reordered since an edit without keeping the list's ids.
package struct CardOrder: Sendable, Hashable {
    package var value: UInt64

    package init(value: UInt64) {
        self.value = value
    }

    package init(_ cards: [Card]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for card in cards {
            for byte in card.id.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            hash = (hash ^ 0xff) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// The fingerprint as 16 hexadecimal digits, as the history file writes it.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint written as ``hex``, or `nil`.
    package init?(hex: String) {
        guard hex.utf8.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }
}

extension Board {
    /// The board's own fields, without its lists.
    package var header: Board { withLists([]) }

    /// The board with other lists.
    package func withLists(_ lists: [BoardList]) -> Board {
        var board = self
        board.lists = lists
        return board
    }
}

extension BoardList {
    /// The list's own fields, its cards left out.
    package var withoutCards: BoardList { with([]) }

    /// The list's own fields with some of its cards (their offsets left out).
    package func with(_ cards: [BoardDelta.PlacedCard]) -> BoardList {
        var list = self
        list.cards = cards.map(\.card)
        return list
    }
}
