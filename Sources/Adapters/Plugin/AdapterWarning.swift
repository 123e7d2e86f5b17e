/// Something an adapter could not carry, or carried with a guess; shown to the user, never fatal.
public struct AdapterWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was not carried, and where it came from.
    public var message: String
    /// Where in the input: `line:column`, or a JSON path such as `checklists[3].idCard`.
    public var location: String?
    /// What the warning reports as not carried, when it reports a loss: the importer's ``ImportLosses`` counts
    /// these (``ImportLosses/record(lossesOf:)``); nil for a warning about something carried with a guess.
    public var loss: ImportLosses.Kind?

    /// Creates a warning.
    /// - Parameters:
    ///   - message: What was not carried, and where it came from.
    ///   - location: Where in the input.
    ///   - loss: What it reports as not carried, to be counted; nil when nothing was lost.
    public init(_ message: String, location: String? = nil, loss: ImportLosses.Kind? = nil) {
        self.message = message
        self.location = location
        self.loss = loss
    }

    /// The warning as one line: `location: message`.
    public var description: String {
        [location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
