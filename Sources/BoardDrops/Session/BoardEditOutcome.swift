import Boards

/// What became of an edit, an undo or a redo asked of a ``BoardSession``.
public struct BoardEditOutcome: Sendable {
    /// Whether the edit was made.
    public enum Status: Sendable {
        /// Made and saved.
        case applied
        /// Refused by the board's rules (a list or card that is not there, a name several share, an archived list,
        /// a card limit, nothing to undo); nothing was written.
        case refused(BoardEditError)
        /// Refused because someone else changed the board since this session last read it, and the edit no
        /// longer applies to the board as it now is (for an undo or redo: the parts it would restore were
        /// changed since). Nothing was written; the session now holds the board as it is on disk.
        case conflict(BoardEditError)
    }

    /// Whether the edit was made.
    public var status: Status
    /// The undo step's name, such as "Move card" (for an undo or redo, the step undone or redone).
    public var actionName: String
    /// What changed, for observers; empty unless applied.
    public var changes: [BoardChange]
    /// The ids of what the edit created (cards, lists, labels, checklists, items, comments, copies).
    public var createdIDs: [String]
    /// What the edit could not carry, said to the person (a label of another board's colour, an item not read).
    public var warnings: [String]
    /// Whether the board had changed on disk since this session read it, and the edit was made on top of that
    /// change (merged) or refused as a conflict.
    public var changedElsewhere: Bool
    /// The board as it is now (after the edit when applied).
    public var board: Board

    /// Whether the edit was made.
    public var isApplied: Bool {
        if case .applied = status { return true }
        return false
    }

    /// The refusal or conflict, when the edit was not made.
    public var refusal: BoardEditError? {
        switch status {
        case .applied: nil
        case .refused(let error), .conflict(let error): error
        }
    }
}
