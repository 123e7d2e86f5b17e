import Foundation
import UniformTypes

/// One flattened representation of a ``Transferable`` type: what it exports, what it imports, and its
/// modifiers. Made by the representations; read by ``ItemProvider/register(_:)`` and
/// ``ItemProvider/loadTransferable(type:completionHandler:)``.
public struct TransferRepresentationEntry<Item: Transferable>: Sendable {
    /// How a value leaves.
    enum Exporter: Sendable {
        case data(@Sendable (Item) async throws -> Data)
        case file(@Sendable (Item) async throws -> SentTransferredFile)
    }

    /// How a value arrives.
    enum Importer: Sendable {
        case data(@Sendable (Data) async throws -> Item)
        case file(@Sendable (ReceivedTransferredFile) async throws -> Item)
    }

    /// The type exported, and how; nil for an import-only representation.
    var exported: (type: UTType, exporter: Exporter)?
    /// The type accepted (any offered type conforming to it), and how; nil for an export-only one.
    var imported: (type: UTType, importer: Importer)?
    /// Whether a file representation asks to be opened in place.
    var opensInPlace = false
    /// Whether a value exports this representation; nil exports it always.
    var condition: (@Sendable (Item) -> Bool)?
    /// The name a receiver may give what it saves.
    var suggestedFileName: (@Sendable (Item) -> String?)?
    /// Who may see it once registered.
    var visibility: TransferRepresentationVisibility = .all

    /// Whether `item` exports this representation: it has an exporter and its condition holds.
    func exports(_ item: Item) -> Bool {
        exported != nil && (condition?(item) ?? true)
    }

    /// The entry with a modifier applied.
    func with(_ change: (inout TransferRepresentationEntry) -> Void) -> TransferRepresentationEntry {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Several representations as one, in declaration order: what ``TransferRepresentationBuilder`` makes, and
/// what the modifiers return.
public struct TransferRepresentationGroup<Item: Transferable>: TransferRepresentation {
    /// A primitive representation: no body.
    public typealias Body = Never


    public let entries: [TransferRepresentationEntry<Item>]

    /// Groups flattened representations.
    public init(entries: [TransferRepresentationEntry<Item>]) {
        self.entries = entries
    }
}

/// Builds the representations of ``Transferable/transferRepresentation`` from a list, in order, with `if`,
/// `if`/`else` and `for` allowed.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> [TransferRepresentationEntry<Item>]
    where R.Item == Item {
        representation.entries
    }

    public static func buildBlock(_ parts: [TransferRepresentationEntry<Item>]...) -> [TransferRepresentationEntry<Item>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [TransferRepresentationEntry<Item>]?) -> [TransferRepresentationEntry<Item>] {
        part ?? []
    }

    public static func buildEither(first part: [TransferRepresentationEntry<Item>]) -> [TransferRepresentationEntry<Item>] {
        part
    }

    public static func buildEither(second part: [TransferRepresentationEntry<Item>]) -> [TransferRepresentationEntry<Item>] {
        part
    }

    public static func buildArray(_ parts: [[TransferRepresentationEntry<Item>]]) -> [TransferRepresentationEntry<Item>] {
        parts.flatMap { $0 }
    }

    public static func buildFinalResult(_ entries: [TransferRepresentationEntry<Item>]) -> TransferRepresentationGroup<Item> {
        TransferRepresentationGroup(entries: entries)
    }
}
