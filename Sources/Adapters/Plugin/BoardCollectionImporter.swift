import Boards
import UniformTypes

/// An importer whose payloads can hold several boards: a tool's whole export (every Deck board, every Vikunja
/// project, a Focalboard archive).
///
/// ``importBoards(from:as:options:)`` reads them all. ``BoardImporter/importBoard(from:as:options:)`` reads
/// the one ``ImportOptions/board`` names (by id or by exact name), or the only one; a payload with several
/// boards and no choice is an error that lists them, so nothing is picked silently.
public protocol BoardCollectionImporter: BoardImporter {
    /// Reads every board in `input`, in the payload's order, each with what could not be carried.
    /// - Throws: ``AdapterError`` naming the input and the place.
    func importBoards(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> [ImportResult]
}

extension BoardCollectionImporter {
    /// Reads the board ``ImportOptions/board`` names, or the only board of `input`.
    /// - Throws: ``AdapterError`` with code `severalBoards` when `input` holds several boards and none is named,
    ///   `boardNotFound` when the name matches none; both list the boards.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let results = try importBoards(from: input, as: type, options: options)
        return try results.selectBoard(options.board, input: input.name)
    }
}

extension [ImportResult] {
    /// The result whose board has id `choice`, or else exactly the name `choice`; the only result when `choice`
    /// is nil.
    /// - Throws: ``AdapterError`` (`severalBoards`, `boardNotFound`, or `unexpectedContent` when there is no
    ///   board at all), naming `input` and listing the boards as `name (id)`.
    package func selectBoard(_ choice: String?, input: String) throws -> ImportResult {
        let listing = map { "\($0.board.name) (\($0.board.id))" }.joined(separator: ", ")
        guard let choice else {
            if count == 1 { return self[0] }
            if isEmpty {
                throw AdapterError(code: .unexpectedContent, message: "the payload holds no board", input: input)
            }
            throw AdapterError(
                code: .severalBoards,
                message: "the payload holds \(count) boards; choose one with --board NAME|ID, or all with --all: \(listing)",
                input: input)
        }
        if let byID = first(where: { $0.board.id == choice }) { return byID }
        let byName = filter { $0.board.name == choice }
        if byName.count == 1 { return byName[0] }
        let reason = byName.isEmpty ? "no board is named or has the id" : "\(byName.count) boards are named"
        throw AdapterError(
            code: byName.isEmpty ? .boardNotFound : .severalBoards,
            message: "\(reason) “\(choice)”; the boards are: \(listing)", input: input)
    }
}
