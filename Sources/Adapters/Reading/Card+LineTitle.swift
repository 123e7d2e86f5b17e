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
    /// - With `fileURLs`, a title that is one web address (`https://github.com/apple/swift/issues/123`) becomes
    ///   its readable form by `WebLinkTitle` (`github.com/apple/swift/issues/123`) and the address a link
    ///   attachment named with it, as written.
    mutating func tidyLineTitle(fileURLs: Bool) {
        if fileURLs, title.hasPrefix("file:/"), !title.contains(where: \.isWhitespace),
           let url = URL(string: title), url.isFileURL, !url.lastPathComponent.isEmpty, url.lastPathComponent != "/" {
            let name = url.lastPathComponent
            attachments.append(Attachment(id: "\(id)-file", name: name, url: title))
            title = name
            return
        }
        if fileURLs, let readable = WebLinkTitle.title(of: title) {
            attachLink(title)
            title = readable
            return
        }
        guard let short = Self.shortenedTitle(title) else { return }
        let line = title
        title = short
        notes = notes.isEmpty ? line : line + "\n\n" + notes
    }

    /// `line` cut to ``longestLineTitle`` characters with `…`, or nil when it is not longer: the cut falls at the
    /// last character `boundary` accepts in the second half of the allowed length, else at the last whitespace
    /// there, else at the limit.
    static func shortenedTitle(_ line: String, preferring boundary: (Character) -> Bool = { _ in false }) -> String? {
        guard line.count > longestLineTitle else { return nil }
        var cut = line.index(line.startIndex, offsetBy: longestLineTitle)
        let half = line.index(line.startIndex, offsetBy: longestLineTitle / 2)
        if let preferred = line[half..<cut].lastIndex(where: boundary) {
            cut = preferred
        } else if let space = line[half..<cut].lastIndex(where: \.isWhitespace) {
            cut = space
        }
        return String(line[..<cut]).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// Attaches `url` as a link (named with the address itself) unless the card has it already.
    mutating func attachLink(_ url: String, name: String? = nil) {
        guard !attachments.contains(where: { $0.url == url }) else { return }
        attachments.append(Attachment(id: "\(id)-link", name: name ?? url, url: url))
    }
}
