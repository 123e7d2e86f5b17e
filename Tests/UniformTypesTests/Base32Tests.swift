import Testing
@testable import UniformTypes

/// The base 32 of dynamic identifiers is RFC 4648's, lowercased and unpadded.
@Suite struct Base32Tests {
    // RFC 4648, section 10, lowercased, padding removed.
    @Test(arguments: [("", ""), ("f", "my"), ("fo", "mzxq"), ("foo", "mzxw6"), ("foob", "mzxw6yq"),
                      ("fooba", "mzxw6ytb"), ("foobar", "mzxw6ytboi")])
    func matchesTheRFCTestVectors(plain: String, encoded: String) {
        #expect(Base32.encode(Array(plain.utf8)) == encoded)
        #expect(Base32.decode(encoded[...]) == Array(plain.utf8))
    }

    @Test(arguments: ["m", "mzx", "mzxw6y", "MZXW6", "mzxw1", "mzxw="])
    func rejectsImpossibleLengthsAndForeignCharacters(text: String) {
        #expect(Base32.decode(text[...]) == nil)
    }
}
