extension CustomFieldValue.Value {
    /// The kind of field a value belongs to.
    var kind: CustomField.Kind {
        switch self {
        case .text: .text
        case .number: .number
        case .date: .date
        case .checkbox: .checkbox
        case .option: .option
        }
    }
}
