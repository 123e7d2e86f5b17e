import Boards

extension Board {
    /// The names of the labels `ids` refer to, in order (`nil` for an id the board does not hold).
    func labelNames(_ ids: [String]) -> [String?] {
        ids.map { id in labels.first { $0.id == id }?.name }
    }
}
