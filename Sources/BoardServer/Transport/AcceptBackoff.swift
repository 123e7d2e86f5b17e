import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The listening socket's guard: an `accept` that fails because the process or the system is out of file
/// descriptors or memory does not stop the server.
///
/// Left alone, swift-nio passes such an error up the listener's pipeline, where it ends the stream of new
/// connections: the server stops listening for good. This handler, first in that pipeline, keeps the error
/// there, closes the connections idle longest to free descriptors, and stops accepting for a moment (the
/// socket would otherwise report itself readable again at once, and the loop would spin on `EMFILE`).
/// Connections wait in the kernel's backlog meanwhile. A connection reset before it was accepted
/// (`ECONNABORTED`) is ignored.
///
/// It also counts each connection in the ``ConnectionRegistry`` the moment it is accepted (its watch takes over
/// once the connection is set up on its event loop), so the cap is applied at once: counted any later, a burst
/// of connections accepted before their setup ran would hold descriptors the cap does not see.
final class AcceptBackoff: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    /// How long accepting pauses after running out.
    static let pause = TimeAmount.milliseconds(50)
    /// How many idle connections are closed each time.
    static let idleToClose = 16

    let registry: ConnectionRegistry
    let onExhausted: @Sendable (Int32) -> Void
    var paused = false
    var readWanted = false

    init(registry: ConnectionRegistry, onExhausted: @escaping @Sendable (Int32) -> Void = { _ in }) {
        self.registry = registry
        self.onExhausted = onExhausted
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        registry.opened(unwrapInboundIn(data))
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let code = (error as? IOError)?.errnoCode else {
            context.fireErrorCaught(error)
            return
        }
        switch code {
        case ECONNABORTED, EPROTO, EPERM:
            return
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
            onExhausted(code)
            registry.closeIdle(count: Self.idleToClose)
            guard !paused else { return }
            paused = true
            context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: Self.pause) { [self] in
                paused = false
                if readWanted {
                    readWanted = false
                    context.read()
                }
            }
        default:
            context.fireErrorCaught(error)
        }
    }

    func read(context: ChannelHandlerContext) {
        if paused {
            readWanted = true
        } else {
            context.read()
        }
    }
}
