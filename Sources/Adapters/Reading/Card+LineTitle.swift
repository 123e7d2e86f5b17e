import Boards
import Foundation

extension Card {
    /// The most characters a title read from one line keeps; the rest of the line becomes the card's notes.
    static let longestLineTitle = 300

    /// Makes a card read from one line of text readable as a card, whatever the line was.
    ///
    /// - A title longer than ``longestLineTitle`` characters (a 50 MB single-line paste, a paragraph) keeps its
    ///   first words up to that length as the title, cut at a space where there is one in the second half; the
    ///   whole line stays in the notes, before any notes the card had, so nothing is lost.
    /// - With `fileURLs`, a title that is one local file URL (`file:///home/ann/notes.txt`, as a file manager's
    ///   `text/uri-list` holds them) becomes the file's name (`notes.txt`, percent-escapes decoded) and the URL
    ///   an attachment named after the file.
    mutating func tidyLineTitle(fileURLs: Bool) {
        if fileURLs, title.hasPrefix("file:/"), !title.contains(where: \.isWhitespace),
           let url = URL(string: title), url.isFileURL, !url.lastPathComponent.isEmpty, url.lastPathComponent != "/" {
            let name = url.lastPathComponent
            attachments.append(Attachment(id: "\(id)-file", name: name, url: title))
            title = name
            return
        }
        guard title.count > Self.longestLineTitle else { return }
        let line = title
        var cut = line.index(line.startIndex, offsetBy: Self.longestLineTitle)
        let half = line.index(line.startIndex, offsetBy: Self.longestLineTitle / 2)
        if let space = line[half..<cut].lastIndex(where: \.isWhitespace) { cut = space }
        title = String(line[..<cut]).trimmingCharacters(in: .whitespaces) + "…"
        notes = notes.isEmpty ? line : line + "\n\n" + notes
    }
}
