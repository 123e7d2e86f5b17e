import Foundation

/// A card's value for one of its board's ``CustomField``s.
public struct CustomFieldValue: Hashable, Sendable {
    /// The value itself, of the kind its field declares.
    public enum Value: Hashable, Sendable {
        /// Free text.
        case text(String)
        /// A number, kept as the decimal text the source wrote (`"3.5"`), so that it round-trips exactly.
        case number(String)
        /// A date and time.
        case date(Date)
        /// A checked or unchecked box.
        case checkbox(Bool)
        /// The ``CustomFieldOption/id`` of the chosen option.
        case option(String)
    }

    /// The ``CustomField/id`` of the field this value fills in.
    public var fieldID: String
    /// The value.
    public var value: Value

    /// Creates a value for a field.
    public init(fieldID: String, value: Value) {
        self.fieldID = fieldID
        self.value = value
    }
}
