import ArgumentParser
import Foundation

/// `--cards-from FILE` of `cardport move`: more card ids or exact titles, one per line, from a file or from
/// standard input (`-`), after those named as arguments.
///
/// This is the way for thousands of cards: the argument parser's work grows with the square of the arguments of
/// one name it is given (a move of 20,000 card ids given as arguments took 7 s, most of it parsing them), and a
/// file has no length limit of the command line.
struct CardNamesOptions: ParsableArguments {
    /// The largest file of card names read: 64 MiB.
    static let maximumBytes = 64 << 20

    @Option(
        name: .customLong("cards-from"),
        help: ArgumentHelp(
            "Read more cards (ids or exact titles), one per line, from this file; - for standard input.", valueName: "file"))
    var cardsFrom: String?

    /// `named`, then the lines of `--cards-from` in order: blank lines are skipped and a line's trailing `\r` is
    /// dropped, the rest of a line is the name as it is.
    /// - Throws: ``CommandFailure``: `noInput` (66) for a file that cannot be read, `dataError` (65) for one that
    ///   is not UTF-8 (with its line) or larger than 64 MiB, `usage` (64) when no card is named at all.
    func cards(after named: [String]) throws -> [String] {
        guard let cardsFrom else { return named }
        let data = try Payload.read(cardsFrom, maximumBytes: Self.maximumBytes).data()
        let source = cardsFrom == "-" ? "<stdin>" : cardsFrom
        var cards = named
        for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let bytes = line.last == 0x0D ? line.dropLast() : line
            guard !bytes.isEmpty else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                throw CommandFailure(.dataError, "\(source): line \(index + 1): is not UTF-8 text")
            }
            cards.append(name)
        }
        if cards.isEmpty { throw CommandFailure(.usage, "\(source): names no card (one id or exact title per line)") }
        return cards
    }
}
