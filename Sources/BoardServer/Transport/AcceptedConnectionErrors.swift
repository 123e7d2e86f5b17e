import NIOCore

/// Keeps the failure of one accepted connection from stopping the listener.
///
/// swift-nio's accept handler sets each accepted connection up on its event loop; when that fails (the
/// connection was closed meanwhile: reset by the client, or closed by the cap to make room), it closes the
/// connection and passes the error up the listener's pipeline, where Hummingbird's stream of new connections
/// takes any error as its end: the server stopped listening and exited ("A service has finished
/// unexpectedly"). Placed right after that accept handler, this handler keeps such errors there. The listener's
/// own failures still end it: swift-nio closes a listener whose socket fails, which ends the stream without an
/// error.
final class AcceptedConnectionErrors: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny

    /// The name swift-nio's `ServerBootstrap` gives its accept handler.
    static let acceptHandlerName = "AcceptHandler"

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // The connection it concerns is closed already; the listener goes on.
    }
}
