/// One choice of an option-kind ``CustomField``.
public struct CustomFieldOption: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique within its field.
    public var id: String
    /// The text of the choice.
    public var name: String
    /// The colour as the source named it, or `nil`.
    public var color: String?

    /// Creates an option.
    public init(id: String, name: String, color: String? = nil) {
        self.id = id
        self.name = name
        self.color = color
    }
}
