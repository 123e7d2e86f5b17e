import Foundation
import Testing

@testable import Adapters

/// The markup fixtures, and small helpers the markup adapter tests share.
enum MarkupFixtures {
    /// The bytes of `Fixtures/markup/<name>` as an adapter input named after the file.
    static func input(_ name: String) throws -> AdapterInput {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/markup/\(name)", withExtension: nil))
        return .file(url)
    }

    /// Text as an adapter input.
    static func input(text: String, name: String = "<test>") -> AdapterInput {
        .data(Data(text.utf8), name: name)
    }

    /// Every card on the board, list by list.
    static func cards(_ board: Board) -> [Card] {
        board.lists.flatMap(\.cards)
    }
}
