import Foundation

/// What running a ``ConversionPlan`` produced: a board or a payload, and every warning on the way.
public struct ConversionOutcome: Sendable {
    /// The board, when the goal was a board; for a type goal, the board the payload went through, if any.
    public var board: Board?
    /// The payload, when the goal was a type.
    public var data: Data?
    /// The type of ``data``, or the last type read for a board goal.
    public var type: UTType
    /// What each step could not carry, in step order.
    public var warnings: [AdapterWarning]
    /// What the import step could not carry, counted per kind (empty when the plan imported nothing).
    public var losses: ImportLosses
    /// The bytes of the files the import step brought along (``ImportResult/files``), by SHA-256: to put into the
    /// destination board's file store before saving ``board``. Empty when the payload carried none.
    public var files: [String: Data] = [:]
    /// What the payload was identified as, when the plan identified its content.
    public var identification: Identification?
    /// The plan whose steps ran: the plan made for the identified content when the plan identified it, else the
    /// plan itself. Nil only for outcomes made by hand.
    public var executedPlan: ConversionPlan?

    /// Creates an outcome.
    public init(
        board: Board? = nil, data: Data? = nil, type: UTType, warnings: [AdapterWarning] = [],
        losses: ImportLosses = ImportLosses()
    ) {
        self.board = board
        self.data = data
        self.type = type
        self.warnings = warnings
        self.losses = losses
    }
}
