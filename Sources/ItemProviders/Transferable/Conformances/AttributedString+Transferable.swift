import Foundation

/// An attributed string moves as its plain text.
///
/// Apple's conformance moves rich text (RTF and Apple's own archive); Foundation on Linux reads and writes
/// neither, so here the characters move through `String`'s representations and the attributes stay
/// behind. Importing makes a string without attributes.
extension AttributedString: Transferable {
    /// The characters, through `String`'s representations.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { attributed in
            String(attributed.characters)
        } importing: { string in
            AttributedString(string)
        }
    }
}
