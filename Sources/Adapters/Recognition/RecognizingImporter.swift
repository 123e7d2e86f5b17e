/// An importer that recognises its own content, so that a payload that comes as plain JSON, XML, text, a zip
/// archive or bytes of no declared type reaches it without `--type`.
///
/// The registry asks every recognising importer about a payload whose type is still general
/// (``AdapterRegistry/identify(_:hint:fileName:)``) and takes the surest answer of at least
/// ``RecognitionConfidence/likely``; two different types equally sure make the payload ambiguous
/// (``Identification/candidates``). The answers do not depend on the order adapters were registered in.
///
/// Answer from the ``PayloadProbe``'s facts, which are worked out once for all adapters: its first 64 KiB as
/// text, a JSON document's top-level keys, the root element of markup, a zip archive's entry names. A recogniser
/// is a pure function, called from any thread, and should not read far into the payload.
public protocol RecognizingImporter: BoardImporter {
    /// The types ``recognize(_:)`` may answer.
    var recognizableTypes: [UTType] { get }

    /// The types ``recognize(_:)`` may answer for a payload whose outer form is `form` (`public.json`,
    /// `public.xml`, a zip archive, Markdown, plain text), for a planner that must know before loading anything
    /// what a payload of a general type may turn out to be (``AdapterRegistry/identifiableTypes(from:)``).
    ///
    /// By default, those of ``recognizableTypes`` that conform to `form`, and for a form of plain text, those
    /// that are plain text too (a clipboard's UTF-8 text may be a todo.txt list or Markdown). Implement it when
    /// a type is found in a form it does not conform to (JSON lines in a payload that starts as JSON).
    func recognizableTypes(in form: UTType) -> [UTType]

    /// The type `probe` is in this adapter's view, how sure it is and why; nil when the payload is not its
    /// format.
    func recognize(_ probe: PayloadProbe) -> Recognition?
}

extension RecognizingImporter {
    public func recognizableTypes(in form: UTType) -> [UTType] {
        recognizableTypes.filter { type in
            type.conforms(to: form) || (form.conforms(to: .plainText) && type.conforms(to: .plainText))
        }
    }
}
