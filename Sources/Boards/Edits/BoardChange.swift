/// One thing an edit changed, for observers that animate or mirror a board.
///
/// A set of changes reads like a batch update of a collection view: a removal or the start of a move names a
/// place in the board *before* the edit, an insertion or the end of a move a place in the board *after* it.
/// Cards that only shift because others came or went are not reported.
public enum BoardChange: Hashable, Sendable {
    /// A list was inserted at `index` (in the board after the edit).
    case listInserted(id: String, index: Int)
    /// A list, with all its cards, was removed from `index` (in the board before the edit).
    case listRemoved(id: String, index: Int)
    /// A list's name, archived flag or card limit changed.
    case listUpdated(id: String)
    /// A list moved from `from` (among the lists before the edit) to `to` (among the lists after it).
    case listMoved(id: String, from: Int, to: Int)
    /// Something of the board itself changed: its name, notes, labels or people.
    case boardUpdated
    /// A card was inserted (location in the board after the edit).
    case cardInserted(id: String, at: CardLocation)
    /// A card was removed (location in the board before the edit).
    case cardRemoved(id: String, from: CardLocation)
    /// A card moved from a place in the board before the edit to a place in the board after it.
    case cardMoved(id: String, from: CardLocation, to: CardLocation)
    /// A card's content changed (title, notes, archived flag, checklists…); it stayed where it was.
    case cardUpdated(id: String)

    /// The change that takes the board back: insertions become removals, moves run the other way.
    public var inverse: BoardChange {
        switch self {
        case .listInserted(let id, let index): .listRemoved(id: id, index: index)
        case .listRemoved(let id, let index): .listInserted(id: id, index: index)
        case .cardInserted(let id, let location): .cardRemoved(id: id, from: location)
        case .cardRemoved(let id, let location): .cardInserted(id: id, at: location)
        case .cardMoved(let id, let from, let to): .cardMoved(id: id, from: to, to: from)
        case .listMoved(let id, let from, let to): .listMoved(id: id, from: to, to: from)
        case .listUpdated, .cardUpdated, .boardUpdated: self
        }
    }
}

/// Where a card sits: its list and its index in that list.
public struct CardLocation: Hashable, Sendable, CustomStringConvertible {
    /// The id of the list.
    public var listID: String
    /// The card's index in the list, archived cards counted.
    public var index: Int

    /// Creates a location.
    public init(listID: String, index: Int) {
        self.listID = listID
        self.index = index
    }

    public var description: String { "\(listID)[\(index)]" }
}
