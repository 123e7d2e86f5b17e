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
    static func text(_ value: ExtraValue) -> String { value.compactJSONText }

    /// The value a JSON text gives; `nil` when it is not JSON.
    static func value(_ text: String) -> ExtraValue? { ExtraValue(compactJSONText: text) }
}
