import Foundation
import ItemProviders
import UniformTypes

/// Reads a selection (`CLIPBOARD`, `PRIMARY`, or `XdndSelection` during a drop) from whichever application owns
/// it.
///
/// ``itemProvider()`` asks the owner for its `TARGETS` and returns an item provider whose representations are
/// those targets as uniform types, each converted only when it is loaded. Every conversion runs through the
/// connection's event thread; completions run on a global Dispatch queue.
public struct SelectionReader: Sendable {
    /// The connection to the X server.
    public let connection: X11Connection
    /// The selection's name: `CLIPBOARD`, `PRIMARY` or `XdndSelection`.
    public let selection: String
    /// How long an owner may take to answer (and, for `INCR`, between two chunks).
    public var timeout: Duration
    /// The time given with each request: the time of the drop for `XdndSelection`, `CurrentTime` (0) otherwise.
    public var time: UInt32
    /// The most bytes one conversion reads: ``defaultMaximumBytes`` unless set. An owner announcing more is
    /// refused before anything is read, and an `INCR` transfer is stopped at the chunk that passes it, with
    /// `DesktopTransferError.Code.tooLarge`.
    public var maximumBytes: Int = SelectionReader.defaultMaximumBytes
    /// The default ``maximumBytes``: 512 MiB, what an import reads at most.
    public static let defaultMaximumBytes = 512 << 20

    /// Creates a reader of `selection`.
    public init(connection: X11Connection, selection: String = "CLIPBOARD", timeout: Duration = .seconds(10),
                time: UInt32 = 0) {
        self.connection = connection
        self.selection = selection
        self.timeout = timeout
        self.time = time
    }

    /// Converts the selection to `target` and calls `completion` (on a global queue) with the owner's type and
    /// bytes, at most ``maximumBytes`` of them; returns a progress whose cancellation ends the transfer.
    @discardableResult
    public func read(target: String, completion: @escaping @Sendable (Result<(type: String, data: Data), DesktopTransferError>) -> Void) -> Progress {
        let transfer = SelectionTransfer(connection: connection, selection: selection, target: target, time: time,
                                         timeout: timeout, maximumBytes: maximumBytes, completion: completion)
        transfer.start()
        return transfer.progress
    }

    /// Converts the selection to `target` and returns the bytes.
    /// - Throws: `DesktopTransferError` (`noOwner`, `refused`, `timedOut`, `tooLarge`, `cancelled` when the
    ///   task is).
    public func read(target: String) async throws -> Data {
        let progress = ProgressBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                progress.set(read(target: target) { continuation.resume(with: $0.map(\.data)) })
            }
        } onCancel: {
            progress.cancel()
        }
    }

    /// The owner's targets (atom names) in the owner's order.
    public func targets() async throws -> [String] {
        names(ofAtoms: try await read(target: "TARGETS"))
    }

    /// Asks for the owner's targets and calls `completion` (on a global queue) with their names in the owner's
    /// order.
    @discardableResult
    public func targets(completion: @escaping @Sendable (Result<[String], DesktopTransferError>) -> Void) -> Progress {
        read(target: "TARGETS") { result in completion(result.map { names(ofAtoms: $0.data) }) }
    }

    private func names(ofAtoms data: Data) -> [String] {
        X11Connection.Property(type: 0, format: 32, data: data).values32.compactMap { connection.atomName($0) }
    }

    /// An item provider for what the owner offers now: one representation per type its targets carry, in the
    /// owner's order, loaded lazily by converting the selection to the best target for that type.
    ///
    /// Text offered only as `STRING` is converted from ISO 8859-1 to UTF-8 when loaded. A load that fails gives
    /// the `DesktopTransferError` as its error's cause.
    public func itemProvider() async throws -> ItemProvider {
        let offered = try await targets()
        return itemProvider(offering: offered)
    }

    /// An item provider with a representation for each type `targets` carry; see ``itemProvider()``.
    /// - Parameters:
    ///   - targets: The targets the selection's owner offers, as its `TARGETS` answer lists them.
    ///   - didLoad: Called (on a global queue) with the type and the target each time a representation has
    ///     been converted, so a caller can say which one it took.
    public func itemProvider(offering targets: [String],
                             didLoad: (@Sendable (UTType, String) -> Void)? = nil) -> ItemProvider {
        let provider = ItemProvider()
        for (type, target) in Self.representations(for: targets) {
            let reader = self
            provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                reader.read(target: target) { result in
                    switch result {
                    case .success(let loaded):
                        didLoad?(type, target)
                        completion(loaded.type == "STRING" ? Self.latin1ToUTF8(loaded.data) : loaded.data, nil)
                    case .failure(let error):
                        completion(nil, error)
                    }
                }
            }
        }
        return provider
    }

    /// The types `targets` carry, each once in the order first offered, with the best target for each.
    public static func representations(for targets: [String]) -> [(type: UTType, target: String)] {
        var chosen: [(type: UTType, target: String)] = []
        for target in targets {
            guard let type = SelectionTargets.contentType(forTarget: target) else { continue }
            if let index = chosen.firstIndex(where: { $0.type == type }) {
                if SelectionTargets.rank(target) < SelectionTargets.rank(chosen[index].target) { chosen[index].target = target }
            } else {
                chosen.append((type, target))
            }
        }
        return chosen
    }

    private static func latin1ToUTF8(_ data: Data) -> Data {
        Data(String(decoding: data.map { UInt16($0) }, as: UTF16.self).utf8)
    }
}
