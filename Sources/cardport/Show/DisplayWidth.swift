/// How many terminal columns text takes: East Asian wide characters and emoji take two, everything else one
/// per character (grapheme cluster), so combining marks, variation selectors and emoji sequences add nothing.
enum DisplayWidth {
    /// The columns `text` takes.
    static func of<Text: StringProtocol>(_ text: Text) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes: 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// The longest start of `text` that fits in `width` columns.
    static func prefix(_ text: String, fitting width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + of(text[index])
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
