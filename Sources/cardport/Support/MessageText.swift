/// Text from a board, a payload or the command line, made fit for a terminal: the one place terminal escape
/// sequences and control characters are taken out of what `cardport` prints.
///
/// A card title, a file name or an adapter's name can hold escape sequences that a terminal obeys: OSC 52
/// writes the clipboard, OSC 0 sets the window title, `ESC [ 2 J` clears the screen. ``neutral(_:)`` removes
/// them whole; every command that prints text from a board or a payload (`show`, `inspect`, `adapters`, the
/// drop and paste reports, warnings and error messages) passes it through here. Printable Unicode is kept as
/// it is. JSON output needs none of this: the JSON writer escapes control characters itself.
enum MessageText {
    /// The most characters of one name a message shows.
    static let nameLimit = 60
    /// The most names a message lists.
    static let listLimit = 5

    /// `text` with terminal escape sequences removed and other control characters replaced, so that a terminal
    /// shows it as text and obeys nothing in it.
    ///
    /// Removed whole: ECMA-48 escape sequences introduced by `ESC` (CSI `ESC [ … final`, OSC `ESC ] … BEL or
    /// ST`, DCS, SOS, PM and APC strings up to ST, and two- or three-character sequences), and the same
    /// introduced by their 8-bit C1 forms (U+009B, U+009D, U+0090…). Tabs, line feeds and carriage returns
    /// become spaces unless `keepingLines` (then tabs and line feeds stay, and a carriage return goes); every
    /// other C0 or C1 control character and DEL is removed. An unterminated string sequence removes the rest
    /// of the text, as a terminal would swallow it.
    static func neutral(_ text: String, keepingLines: Bool = false) -> String {
        // The common case, text without a single control character, is returned as it is.
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x09, 0x0A:
                result.append(keepingLines ? scalar : " ")
            case 0x0D:
                if !keepingLines { result.append(" ") }
            default:
                if !isControl(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// `text` on one line, neutral (``neutral(_:keepingLines:)``), cut to ``nameLimit`` characters with `…`.
    static func clipped(_ text: String) -> String {
        let text = neutral(text)
        guard text.count > nameLimit else { return text }
        return text.prefix(nameLimit) + "…"
    }

    /// Up to ``listLimit`` names, each quoted and clipped, then how many more there are: `'To Do', 'Done'`,
    /// `'A', 'B', 'C', 'D', 'E' and 7 more`; `none` for no names.
    static func names(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(listLimit).map { "'\(clipped($0))'" }.joined(separator: ", ")
        return names.count > listLimit ? "\(shown) and \(names.count - listLimit) more" : shown
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Skips what follows an `ESC`: a control sequence, a string, or the intermediate and final bytes of a
    /// short sequence (`ESC c`, `ESC ( B`).
    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        case " "..."/":
            // Intermediate bytes, then one final byte.
            while let more = scalars.next(), (" "..."/").contains(more) {}
        default:
            return
        }
    }

    /// Skips a control sequence's parameter and intermediate bytes up to its final byte (`@` to `~`); stops
    /// early at anything that cannot be part of one.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Skips a string (OSC, DCS, SOS, PM, APC) up to its terminator: BEL, `ESC \` or the 8-bit ST (U+009C).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                // `ESC \` ends the string; ESC before anything else ends it too (xterm), and that sequence is
                // dropped with it.
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
