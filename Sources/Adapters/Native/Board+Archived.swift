extension Board {
    /// The board without archived lists and archived cards.
    func withoutArchived() -> Board {
        var board = self
        board.lists = lists.filter { !$0.archived }.map { list in
            var list = list
            list.cards.removeAll(where: \.archived)
            return list
        }
        return board
    }
}
