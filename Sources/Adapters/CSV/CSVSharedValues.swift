/// Gives back one stored copy of each value seen again, so that the cards of a CSV file share the values
/// their rows repeat (a set of label ids, an assignee list, a priority, a comment's author, an unmapped
/// column's `Medium`) instead of each card holding a copy of its own.
///
/// `String`, `Array` and ``ExtraValue`` are copy-on-write: a shared copy costs a card a reference, not an
/// allocation, and a card changed later gets its own copy then. A 250-byte row of a tracker export repeats
/// most of its values, and each value a card held alone cost it a heap allocation (48 to 128 bytes).
///
/// Bounded: once `limit` distinct values are kept, values not seen before are given back as they are and not
/// kept, so a column of unique values costs no more than the first `limit` of them.
struct CSVSharedValues<Value: Hashable> {
    private var values: Set<Value> = []
    private let limit: Int

    /// Keeps at most `limit` distinct values.
    init(limit: Int = 16_384) {
        self.limit = limit
    }

    /// The stored copy of `value`, or `value` itself when it was not seen before (kept from now on while
    /// there is room).
    mutating func shared(_ value: Value) -> Value {
        stored(value)
    }

    private mutating func stored(_ value: Value) -> Value {
        if values.count < limit { return values.insert(value).memberAfterInsert }
        if let index = values.firstIndex(of: value) { return values[index] }
        return value
    }
}

extension CSVSharedValues<String> {
    /// The stored copy of `text`; a text of 15 UTF-8 bytes or fewer is stored inside the `String` itself,
    /// allocates nothing and is given back as it is.
    mutating func shared(_ text: String) -> String {
        text.utf8.count <= 15 ? text : stored(text)
    }
}
