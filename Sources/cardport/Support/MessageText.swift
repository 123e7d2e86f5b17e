/// Text from a board or the command line, made fit for a one-line message: no line breaks or control
/// characters, and bounded, so a huge board or a hostile name cannot flood the terminal.
enum MessageText {
    /// The most characters of one name a message shows.
    static let nameLimit = 60
    /// The most names a message lists.
    static let listLimit = 5

    /// `text` on one line, with control characters as spaces, cut to ``nameLimit`` characters with `…`.
    static func clipped(_ text: String) -> String {
        var line = ""
        for character in text {
            if line.count == nameLimit {
                line += "…"
                break
            }
            line.append(character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : character)
        }
        return line
    }

    /// Up to ``listLimit`` names, each quoted and clipped, then how many more there are: `'To Do', 'Done'`,
    /// `'A', 'B', 'C', 'D', 'E' and 7 more`; `none` for no names.
    static func names(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(listLimit).map { "'\(clipped($0))'" }.joined(separator: ", ")
        return names.count > listLimit ? "\(shown) and \(names.count - listLimit) more" : shown
    }
}
