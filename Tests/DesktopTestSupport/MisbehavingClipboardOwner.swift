import DesktopTransfer
import Foundation
import Locking

/// A clipboard owner that misbehaves the ways real ones do, on a connection of its own: it answers `TARGETS`
/// with UTF-8 text, then either never answers the conversion (``Behaviour/stallAfterTargets``) or sends it by
/// `INCR` in chunks (``Behaviour/incremental(announcing:chunk:chunks:)``), announcing a size of its choosing
/// and ending only after the chunks it was given.
package final class MisbehavingClipboardOwner: Sendable {
    /// What the owner does after answering `TARGETS`.
    package enum Behaviour: Sendable {
        /// Takes every conversion request and never answers it.
        case stallAfterTargets
        /// Answers `INCR` announcing `announcing` bytes, then writes `chunk` each time the requestor deletes the
        /// property, `chunks` times, then the zero-length end.
        case incremental(announcing: UInt32, chunk: Data, chunks: Int)
    }

    private struct State {
        var sent = 0
        var requestors: Set<UInt32> = []
    }

    private let connection: X11Connection
    private let window: UInt32
    private let behaviour: Behaviour
    private let state = Locked(State())

    /// The owner did not get the clipboard.
    package struct NotOwner: Error, CustomStringConvertible {
        package var description: String { "the misbehaving owner did not get the CLIPBOARD selection" }
    }

    /// Takes the `CLIPBOARD` on `display` and starts answering; returns once the server has made it the owner.
    package init(display: String, behaviour: Behaviour) throws {
        connection = try X11Connection(displayName: display)
        window = connection.createHiddenWindow()
        self.behaviour = behaviour
        connection.addHandler(for: window) { [self] event in handle(event) }
        connection.setSelectionOwner(window, selection: connection.atom("CLIPBOARD"), time: 0)
        connection.flush()
        // A flushed request is not yet a done one: the server may still serve a reader's conversion on another
        // connection first ("nobody owns the selection"). Asking for the owner on this connection is answered
        // only after the server has taken the request before it.
        guard ownsClipboard else { throw NotOwner() }
    }

    /// How many chunks the owner has written, the zero-length end included: one each time a requestor deleted
    /// the property to ask for the next.
    package var chunksSent: Int { state.withLock { $0.sent } }

    /// Whether the owner still holds the clipboard (it does until ``stop()``).
    package var ownsClipboard: Bool {
        connection.selectionOwner(connection.atom("CLIPBOARD")) == window
    }

    package func stop() { connection.close() }

    private func handle(_ event: X11Event) {
        guard case .selectionRequest(let time, _, let requestor, let selection, let target, let property) = event else { return }
        let answer = property == 0 ? target : property
        if connection.atomName(target) == "TARGETS" {
            let targets = ["TARGETS", "UTF8_STRING", "text/plain;charset=utf-8"].map { connection.atom($0) }
            connection.changeProperty(requestor, property: answer, type: connection.atom("ATOM"), values: targets)
            connection.sendSelectionNotify(requestor: requestor, selection: selection, target: target, property: answer, time: time)
            connection.flush()
            return
        }
        switch behaviour {
        case .stallAfterTargets:
            return
        case .incremental(let announced, let chunk, let chunks):
            let type = target
            let watched = state.withLock { $0.requestors.insert(requestor).inserted }
            if watched {
                connection.watchProperties(of: requestor)
                connection.addHandler(for: requestor) { [self] event in
                    guard case .propertyNotify(_, let atom, _, true) = event, atom == answer else { return }
                    let next = state.withLock { state -> Int? in
                        guard state.sent <= chunks else { return nil }
                        state.sent += 1
                        return state.sent
                    }
                    guard let next else { return }
                    connection.changeProperty(requestor, property: answer, type: type, format: 8, data: next <= chunks ? chunk : Data())
                    connection.flush()
                }
            }
            connection.changeProperty(requestor, property: answer, type: connection.atom("INCR"), values: [announced])
            connection.sendSelectionNotify(requestor: requestor, selection: selection, target: target, property: answer, time: time)
            connection.flush()
        }
    }
}
