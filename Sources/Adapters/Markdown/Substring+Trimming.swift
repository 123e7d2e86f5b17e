extension Substring {
    /// The substring without trailing characters that match `predicate`.
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard predicate(self[previous]) else { break }
            end = previous
        }
        return self[startIndex..<end]
    }
}
