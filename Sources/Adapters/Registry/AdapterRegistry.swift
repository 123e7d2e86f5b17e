import Locking

/// The adapters a process knows: importers, exporters and converters, built-in and third-party alike.
///
/// Lookups go through type conformance and follow these rules (the README's Adapters section repeats them):
/// - An importer serves a type when the type conforms to one of its ``BoardImporter/readableTypes``. Among
///   those that serve it, the one whose readable type is the most specific wins: an exact match beats a
///   supertype match (a Markdown importer beats a plain text importer for `net.daringfireball.markdown`), and a
///   nearer supertype beats a farther one (specificity is the number of supertypes a readable type has).
/// - An exporter serves a wanted type when one of its ``BoardExporter/writableTypes`` is that type or conforms
///   to it; an exact match wins, then the most general writable type (the one nearest the wanted type).
/// - A converter serves a type when it conforms to a conversion's source.
/// - At equal specificity, the later registration wins, so an app overrides a built-in by registering an
///   adapter for the same type. Registering an adapter with the name of a registered one replaces it.
///
/// A reference type because the set of adapters is shared state: every method is safe to call from any
/// thread (the state is behind a mutex), and lookups see a consistent snapshot.
public final class AdapterRegistry: Sendable {
    /// An adapter and when it was registered (a larger order is a later registration).
    struct Registered<Value: Sendable>: Sendable {
        var adapter: Value
        var order: Int
    }

    /// The adapters by role, in registration order.
    struct State {
        var importers: [Registered<any BoardImporter>] = []
        var exporters: [Registered<any BoardExporter>] = []
        var converters: [Registered<any PayloadConverter>] = []
        var nextOrder = 0
    }

    private let state = Locked(State())

    /// Runs `body` on the state under the lock.
    func withState<Result>(_ body: (State) -> Result) -> Result {
        state.withLock { body($0) }
    }

    /// Creates an empty registry: no adapters at all. Tests and apps that want full control start here.
    public init() {}

    /// A registry with Cardport's built-in adapters registered: plain text, Markdown, Obsidian Kanban, the native
    /// board format (JSON and XML), Trello, HTML, OPML, Jira, CSV, GitHub issue lists, Nextcloud Deck, Taiga
    /// and Wekan exports, and a browser's dragged links with their titles (`text/x-moz-url`). Also registers
    /// Cardport's type declarations in `TypeRegistry.shared`.
    ///
    /// Each call returns a new registry; register more adapters on it with `register(_:)`.
    public static func standard() -> AdapterRegistry {
        try? AdaptersTypeDeclarations.register()
        let registry = AdapterRegistry()
        // At equal specificity the later registration wins, so the plainest writer of each general type comes
        // last: wanting `public.text` gives plain text (not HTML), wanting `public.json` gives Cardport's own
        // board (not a Trello export), wanting `public.xml` gives Cardport's board XML. Each adapter's roles are
        // its type's, chosen by the compiler (`registerBuiltIn`).
        registry.registerBuiltIn(JiraImporter())
        registry.registerBuiltIn(TodoTxtAdapter())
        registry.registerBuiltIn(MozURLAdapter())
        registry.registerBuiltIn(TaskPaperAdapter())
        registry.registerBuiltIn(FocalboardImporter())
        registry.registerBuiltIn(VikunjaImporter())
        registry.registerBuiltIn(GitHubIssuesImporter())
        registry.registerBuiltIn(DeckImporter())
        registry.registerBuiltIn(TaigaImporter())
        registry.registerBuiltIn(WekanImporter())
        registry.registerBuiltIn(CSVImporter())
        registry.registerBuiltIn(CSVExporter())
        registry.registerBuiltIn(OPMLImporter())
        registry.registerBuiltIn(OPMLExporter())
        registry.registerBuiltIn(BoardXMLImporter())
        registry.registerBuiltIn(BoardXMLExporter())
        registry.registerBuiltIn(HTMLImporter())
        registry.registerBuiltIn(HTMLExporter())
        registry.registerBuiltIn(TrelloImporter())
        registry.registerBuiltIn(TrelloExporter())
        registry.registerBuiltIn(TrelloCardAdapter())
        registry.registerBuiltIn(NativeBoardAdapter())
        registry.registerBuiltIn(CardportBundleAdapter())
        registry.registerBuiltIn(ObsidianKanbanAdapter())
        registry.registerBuiltIn(MarkdownAdapter())
        registry.registerBuiltIn(PlainTextAdapter())
        return registry
    }

    // MARK: - Registering

    /// Registers an adapter in every role it plays (importer, exporter, converter).
    ///
    /// It takes precedence over earlier registrations for the same types (see the rules above); an adapter with
    /// the same ``Adapter/name`` as a registered one replaces it in each role.
    public func register(_ adapter: any Adapter) {
        register(
            adapter, importer: adapter as? any BoardImporter, exporter: adapter as? any BoardExporter,
            converter: adapter as? any PayloadConverter)
    }

    /// Registers `adapter` in the roles given: itself as each role it plays, nil for the others.
    func register(
        _ adapter: any Adapter, importer: (any BoardImporter)?, exporter: (any BoardExporter)?,
        converter: (any PayloadConverter)?
    ) {
        state.withLock { state in
            state.nextOrder += 1
            let order = state.nextOrder
            if let importer {
                state.importers.removeAll { $0.adapter.name == adapter.name }
                state.importers.append(Registered(adapter: importer, order: order))
            }
            if let exporter {
                state.exporters.removeAll { $0.adapter.name == adapter.name }
                state.exporters.append(Registered(adapter: exporter, order: order))
            }
            if let converter {
                state.converters.removeAll { $0.adapter.name == adapter.name }
                state.converters.append(Registered(adapter: converter, order: order))
            }
        }
    }

    /// Registers several adapters, in order (a later one takes precedence over an earlier one).
    public func register(_ adapters: [any Adapter]) {
        for adapter in adapters { register(adapter) }
    }

    // MARK: - Listing

    /// The registered importers, most recent first.
    public var importers: [any BoardImporter] {
        state.withLock { $0.importers.reversed().map(\.adapter) }
    }

    /// The registered exporters, most recent first.
    public var exporters: [any BoardExporter] {
        state.withLock { $0.exporters.reversed().map(\.adapter) }
    }

    /// The registered converters, most recent first.
    public var converters: [any PayloadConverter] {
        state.withLock { $0.converters.reversed().map(\.adapter) }
    }

    /// The adapter registered under `name` in any role, or nil.
    public func adapter(named name: String) -> (any Adapter)? {
        state.withLock { state in
            state.importers.last { $0.adapter.name == name }?.adapter
                ?? state.exporters.last { $0.adapter.name == name }?.adapter
                ?? state.converters.last { $0.adapter.name == name }?.adapter
        }
    }
}
