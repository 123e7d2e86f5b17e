import Boards

/// What one edit changed on a board, kept small enough to store: the board's own fields when they changed, the
/// lists that changed (as they were before and after), and the order of the lists.
///
/// A patch is undone by putting back the "before" side of the parts it names, and only when those parts are
/// still as the edit left them: an undo never overwrites a later change made by someone else (to the same
/// list, the board's name or labels, or the order of the lists). Changes elsewhere on the board are kept.
struct BoardPatch: Sendable, Hashable {
    /// The board's own fields (everything but its lists) before and after, when the edit changed them.
    var header: (before: Board, after: Board)? {
        get { headerBefore.map { ($0, headerAfter!) } }
        set {
            headerBefore = newValue?.before
            headerAfter = newValue?.after
        }
    }
    private(set) var headerBefore: Board?
    private(set) var headerAfter: Board?
    /// The ids of the lists the edit added, removed or changed.
    var listIDs: [String]
    /// Those lists before the edit (a list the edit added is missing here).
    var listsBefore: [BoardList]
    /// Those lists after the edit (a list the edit removed is missing here).
    var listsAfter: [BoardList]
    /// The ids of all lists, in order, before and after the edit.
    var orderBefore: [String]
    var orderAfter: [String]

    init(
        header: (before: Board, after: Board)?, listIDs: [String], listsBefore: [BoardList], listsAfter: [BoardList],
        orderBefore: [String], orderAfter: [String]
    ) {
        self.headerBefore = header?.before
        self.headerAfter = header?.after
        self.listIDs = listIDs
        self.listsBefore = listsBefore
        self.listsAfter = listsAfter
        self.orderBefore = orderBefore
        self.orderAfter = orderAfter
    }

    /// The patch that takes `before` to `after`.
    init(from before: Board, to after: Board) {
        let headerBefore = before.header, headerAfter = after.header
        let old = Dictionary(before.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids: [String] = []
        var changed = Set<String>()
        for id in before.lists.map(\.id) + after.lists.map(\.id) where old[id] != new[id] && changed.insert(id).inserted {
            ids.append(id)
        }
        self.init(
            header: headerBefore == headerAfter ? nil : (headerBefore, headerAfter),
            listIDs: ids,
            listsBefore: before.lists.filter { changed.contains($0.id) },
            listsAfter: after.lists.filter { changed.contains($0.id) },
            orderBefore: before.lists.map(\.id), orderAfter: after.lists.map(\.id))
    }

    /// Whether the edit changed nothing.
    var isEmpty: Bool { header == nil && listIDs.isEmpty && orderBefore == orderAfter }

    /// The patch that takes the board back.
    var inverted: BoardPatch {
        BoardPatch(
            header: header.map { ($0.after, $0.before) }, listIDs: listIDs, listsBefore: listsAfter,
            listsAfter: listsBefore, orderBefore: orderAfter, orderAfter: orderBefore)
    }

    /// `board` with the patch applied, or the names of the parts that no longer are as the patch expects.
    ///
    /// The parts the patch changes must stand in `board` as they were before it: the board's fields, each list
    /// it names (present and equal, or absent when the patch adds it) and, when the patch reorders the lists,
    /// their order. Lists the patch does not name are kept as they are, in their place.
    func apply(to board: Board) -> Result<Board, BoardPatchConflict> {
        var conflicts: [String] = []
        if let header, board.header != header.before { conflicts.append("the board's name, labels or people") }
        let current = Dictionary(board.lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let before = Dictionary(listsBefore.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let replaced = Dictionary(listsAfter.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in listIDs where current[id] != before[id] {
            let name = (current[id] ?? before[id] ?? replaced[id])?.name ?? id
            conflicts.append("the list '\(name)'")
        }
        let reorders = orderBefore != orderAfter
        if reorders && board.lists.map(\.id) != orderBefore { conflicts.append("the order of the lists") }
        guard conflicts.isEmpty else { return .failure(BoardPatchConflict(parts: conflicts)) }

        var result = header?.after.withLists(board.lists) ?? board
        if reorders {
            result.lists = orderAfter.compactMap { replaced[$0] ?? current[$0] }
        } else {
            for index in result.lists.indices {
                if let list = replaced[result.lists[index].id] { result.lists[index] = list }
            }
        }
        return .success(result)
    }
}

/// The parts of a board that changed since an edit, so that undoing or redoing it would overwrite them.
struct BoardPatchConflict: Error, Sendable {
    var parts: [String]
}

extension Board {
    /// The board's own fields, without its lists.
    var header: Board { withLists([]) }

    func withLists(_ lists: [BoardList]) -> Board {
        var board = self
        board.lists = lists
        return board
    }
}
