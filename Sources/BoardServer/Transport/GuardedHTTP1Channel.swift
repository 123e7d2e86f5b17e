import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with the server's limits around it: each connection gets a
/// ``ConnectionWatch`` (its timeouts) and is counted in the ``ConnectionRegistry`` (the cap); its answers are
/// compressed as ``ResponseCompression`` says.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let registry: ConnectionRegistry
    let limits: ConnectionLimits

    /// The server builder for an `Application`.
    static func builder(registry: ConnectionRegistry, limits: ConnectionLimits) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                http1: HTTP1Channel(
                    responder: responder,
                    configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [ConnectionWatch.Messages()])),
                registry: registry, limits: limits)
        }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionWatch.Bytes(ConnectionWatch(registry: registry, limits: limits)), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try ResponseCompression.install(on: channel)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
