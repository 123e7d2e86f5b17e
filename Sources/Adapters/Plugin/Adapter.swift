/// A plugin of the import/export pipeline: something with a stable name that reads or writes typed payloads.
///
/// Built-in adapters and third-party ones are registered the same way, in an ``AdapterRegistry``.
public protocol Adapter: Sendable {
    /// A stable, lowercase name that scripts and the command line use (`markdown`, `trello`).
    var name: String { get }
}

/// An adapter that turns a payload into a board, or into lists and cards to add to one.
public protocol BoardImporter: Adapter {
    /// The types this importer reads, most specific first. A payload is offered to the importer when its type
    /// conforms to one of these.
    var readableTypes: [UTType] { get }

    /// Reads `input` as `type` and returns the board it describes and what could not be carried.
    ///
    /// A fragment (a text selection, a list of links) comes back as a board whose lists hold the cards.
    /// - Throws: ``AdapterError`` naming the input and the place (line and column, or JSON path).
    func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult
}

/// An adapter that writes a board as a payload of some type.
public protocol BoardExporter: Adapter {
    /// The types this exporter writes, preferred first.
    var writableTypes: [UTType] { get }

    /// Writes `board` as `type`, one of ``writableTypes``.
    /// - Throws: ``AdapterError`` when the board cannot be written as that type.
    func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult
}

/// An adapter that turns bytes of one type into bytes of another without going through a board.
public protocol PayloadConverter: Adapter {
    /// The conversions this converter performs.
    var conversions: [Conversion] { get }

    /// Converts `input`, of type `conversion.source`, to `conversion.destination`.
    func convert(_ input: AdapterInput, _ conversion: Conversion, options: ImportOptions) throws -> ExportResult
}

/// One conversion a ``PayloadConverter`` performs: from a source type to a destination type.
public struct Conversion: Hashable, Sendable {
    /// The type read.
    public var source: UTType
    /// The type written.
    public var destination: UTType

    /// Creates a conversion from `source` to `destination`.
    public init(from source: UTType, to destination: UTType) {
        self.source = source
        self.destination = destination
    }
}
