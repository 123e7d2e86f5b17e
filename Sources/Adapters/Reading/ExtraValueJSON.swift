import Foundation

/// The values other sources left in a board's, list's or card's `extra` object as compact JSON text with
/// sorted keys, for the formats that carry them inside markup: board XML (one `<extra key="…">` element per
/// key) and the HTML page (`data-extra` attributes).
///
/// JSON text keeps every shape an ``ExtraValue`` can take (nested objects, arrays, `null`, numbers as the
/// digits the source wrote) without a second vocabulary of elements; numbers go through `Decimal`, as in the
/// native board file.
enum ExtraValueJSON {
    /// The JSON text of a value.
    static func text(_ value: ExtraValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding fails only for a number whose text is not a number; such a value is written as null.
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The value a JSON text gives; `nil` when it is not JSON.
    static func value(_ text: String) -> ExtraValue? {
        try? JSONDecoder().decode(ExtraValue.self, from: Data(text.utf8))
    }
}
