/// A way from an offered payload to a goal: which offered type to load, and the adapters to run on it, in order.
///
/// Made by ``ConversionPlanner``; ``explanation`` says in words why it was chosen (the command line's
/// `--explain` prints it), and ``execute(_:importOptions:exportOptions:)`` runs it. A value, safe to pass
/// between threads.
public struct ConversionPlan: Sendable {
    /// One adapter run on the way.
    public enum Step: Sendable, CustomStringConvertible {
        /// A converter turns bytes of `conversion.source` (or a subtype) into bytes of `conversion.destination`.
        case convert(any PayloadConverter, Conversion)
        /// An importer reads the payload, as this type, into a board.
        case importBoard(any BoardImporter, as: UTType)
        /// An exporter writes the board as this type.
        case export(any BoardExporter, as: UTType)

        /// The step in words: `convert public.html to net.daringfireball.markdown with "html-to-markdown"`.
        public var description: String {
            switch self {
            case .convert(let converter, let conversion):
                "convert \(conversion.source.identifier) to \(conversion.destination.identifier) with \"\(converter.name)\""
            case .importBoard(let importer, let type):
                "import \(type.identifier) as a board with \"\(importer.name)\""
            case .export(let exporter, let type):
                "export the board as \(type.identifier) with \"\(exporter.name)\""
            }
        }
    }

    /// What the plan produces.
    public var goal: ConversionGoal
    /// The offered type the plan loads.
    public var sourceType: UTType
    /// The position of ``sourceType`` among the offered types (0 is the highest fidelity).
    public var sourceRank: Int
    /// The adapters to run, in order; empty when the offered type already is what the goal asks for.
    public var steps: [Step]
    /// The plan, and why it beat the alternatives, in sentences.
    public var explanation: String
    /// The planner that plans again once the content is identified, when ``identifiesContent``.
    var identifyingPlanner: ConversionPlanner?

    /// Whether running the plan first identifies the loaded payload (``AdapterRegistry/identify(_:hint:fileName:)``
    /// with ``sourceType`` as the hint) and, when the content is more specific than ``sourceType``, runs the
    /// plan for what it is instead of ``steps``. True for plans from types whose content may say more
    /// (`public.json`, `public.xml`, Markdown, plain text, `public.data`) made by
    /// ``ConversionPlanner/plan(offering:goal:)``; ``steps`` then show the way for the best type it may be.
    public var identifiesContent: Bool { identifyingPlanner != nil }

    /// How many converters the plan runs.
    public var converterCount: Int {
        steps.count { if case .convert = $0 { true } else { false } }
    }

    /// The plan's length as the planner ranks plans: each converter is one link, and going through a board to
    /// reach a type (import, then export) is one link. A plan that imports directly has length 0.
    public var length: Int {
        converterCount + (goesThroughBoard && goal != .board ? 1 : 0)
    }

    /// Whether the plan imports a board on the way.
    public var goesThroughBoard: Bool {
        steps.contains { if case .importBoard = $0 { true } else { false } }
    }
}
