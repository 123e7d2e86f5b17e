import Testing

@testable import Adapters

/// Cells are split at an ASCII separator exactly as `Collection.split` splits their UTF-8.
@Suite struct ASCIISplitTests {
    @Test func piecesAreThoseOfCollectionSplitForEveryLimitAndEmptyRule() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = [",", ",", "\n", "\r\n", "a", "bc", "é", "😀", " ", ";"]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0..<14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            // Inside a longer string too, so that pieces are placed from a substring's own start.
            let substring = ("x," + text + ",y").dropFirst(2).dropLast(2)
            for separator in [",", "\n"] as [Unicode.Scalar] {
                for maxSplits in [0, 1, 2, 3, .max] {
                    for omitting in [true, false] {
                        let expected = substring.utf8.split(
                            separator: UInt8(ascii: separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting
                        ).map { String(Substring($0)) }
                        let pieces = substring.split(atASCII: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                        #expect(pieces == expected, "\(text.debugDescription) \(separator) \(maxSplits) \(omitting)")
                    }
                }
            }
        }
    }
}
