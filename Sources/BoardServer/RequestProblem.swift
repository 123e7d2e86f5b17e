import Foundation

/// Cardport's words for a request body the page would never send: which field is missing or of the wrong
/// kind, by its JSON path, instead of Swift's `DecodingError` text.
enum RequestProblem {
    /// A sentence for a 400 answer about `error` (a `DecodingError` from reading a request body).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            return "The request is not what the page sends."
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "The request has no `\(path(context.codingPath + [key]))`."
        case .valueNotFound(let type, let context):
            return "The request's `\(path(context.codingPath))` is null; it must be \(kind(type))."
        case .typeMismatch(let type, let context):
            return "The request's `\(path(context.codingPath))` must be \(kind(type))."
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The request is not JSON."
        case .dataCorrupted(let context):
            return "The request's `\(path(context.codingPath))` is not valid."
        @unknown default:
            return "The request is not what the page sends."
        }
    }

    /// A JSON path as the page's fields are named: `pointer.listID`, `items[0].type`.
    static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "(the whole body)" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// The kind of JSON value a Swift type is read from.
    static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: "a string"
        case is Int.Type, is Double.Type, is Float.Type, is Int64.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
