/// A label a board defines and its cards carry by id.
public struct Label: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The label's text; often empty, when a colour alone says enough.
    public var name: String
    /// The colour as the source system named it (`"green"`, `"sky_dark"`…), or `nil` for a label without one.
    public var color: String?

    /// Creates a label.
    public init(id: String, name: String = "", color: String? = nil) {
        self.id = id
        self.name = name
        self.color = color
    }
}
