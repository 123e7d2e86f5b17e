/// A typed field a board defines, which its cards fill in: a priority, an estimate, a sprint.
///
/// Cards hold their values as ``CustomFieldValue``s that name the field by ``id``.
public struct CustomField: Hashable, Sendable, Identifiable {
    /// What kind of value a custom field holds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Free text.
        case text
        /// A number (an estimate, story points).
        case number
        /// A date and time.
        case date
        /// A yes-or-no box.
        case checkbox
        /// One of the field's ``CustomField/options``.
        case option
    }

    /// A stable identifier, unique on its board.
    public var id: String
    /// The field's name, as the source showed it (`"Priority"`, `"Story Points"`).
    public var name: String
    /// The kind of value the field holds.
    public var kind: Kind
    /// The choices of an ``Kind/option`` field, in display order; empty for the other kinds.
    public var options: [CustomFieldOption]

    /// Creates a custom field.
    public init(id: String, name: String, kind: Kind, options: [CustomFieldOption] = []) {
        self.id = id
        self.name = name
        self.kind = kind
        self.options = options
    }
}
