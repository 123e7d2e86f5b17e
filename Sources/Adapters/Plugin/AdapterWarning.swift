/// Something an adapter could not carry, or carried with a guess; shown to the user, never fatal.
public struct AdapterWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was not carried, and where it came from.
    public var message: String
    /// Where in the input: `line:column`, or a JSON path such as `checklists[3].idCard`.
    public var location: String?

    /// Creates a warning.
    public init(_ message: String, location: String? = nil) {
        self.message = message
        self.location = location
    }

    /// The warning as one line: `location: message`.
    public var description: String {
        [location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
