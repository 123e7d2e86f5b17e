import Hummingbird
import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// One connection's clock: what it is doing, since when, and the deadline that closes it (see
/// ``ConnectionLimits``).
///
/// Two handlers share it: ``Bytes``, first in the pipeline, sees every byte that arrives (a request head
/// that has started but not finished); ``Messages``, after the HTTP decoder, sees where requests and answers
/// begin and end. Both run on the connection's event loop, and so does the watch.
final class ConnectionWatch {
    enum Phase {
        /// Waiting for a request; `fresh` until the first one.
        case idle(fresh: Bool)
        /// A request's head has started arriving.
        case head
        /// A request's body is arriving.
        case body
        /// An answer is being written.
        case answering
    }

    let registry: ConnectionRegistry
    let limits: ConnectionLimits
    var channel: (any Channel)?
    var phase = Phase.idle(fresh: true)
    /// When the phase began (for `body`, the latest bytes of it).
    var since = NIODeadline.now()
    /// When the request whose body is arriving ended its head.
    var bodyStarted = NIODeadline.now()
    /// When the client stopped reading the answer, if it has.
    var unwritableSince: NIODeadline?
    var requestsInProgress = 0
    var timer: Scheduled<Void>?
    var timerDeadline: NIODeadline?

    init(registry: ConnectionRegistry, limits: ConnectionLimits) {
        self.registry = registry
        self.limits = limits
    }

    static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// When the connection is closed unless something happens first; nil while an answer flows.
    var deadline: NIODeadline? {
        switch phase {
        case .idle(let fresh): since + Self.amount(fresh ? limits.headerTimeout : limits.idleTimeout)
        case .head: since + Self.amount(limits.headerTimeout)
        case .body: min(since + Self.amount(limits.idleTimeout), bodyStarted + Self.amount(limits.bodyTimeout))
        case .answering: unwritableSince.map { $0 + Self.amount(limits.idleTimeout) }
        }
    }

    var registryPhase: ConnectionRegistry.Phase {
        switch phase {
        case .idle: .idle
        case .head, .body: .receiving
        case .answering: .answering
        }
    }

    func started(_ channel: any Channel) {
        guard self.channel == nil else { return }
        self.channel = channel
        since = .now()
        registry.opened(channel, at: since)
        arm()
    }

    func ended() {
        timer?.cancel()
        timer = nil
        if let channel { registry.closed(channel) }
    }

    func enter(_ phase: Phase) {
        self.phase = phase
        since = .now()
        if let channel { registry.update(channel, phase: registryPhase, since: since) }
        arm()
    }

    /// Schedules the check for the current deadline, unless one is due before it already.
    func arm() {
        guard let channel, let deadline else { return }
        if let timerDeadline, timer != nil, timerDeadline <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = channel.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(deadline: deadline) { [self] in
            timer = nil
            timerDeadline = nil
            guard let current = self.deadline else { return }
            if current <= .now() {
                self.channel?.close(promise: nil)
            } else {
                arm()
            }
        }
    }

    // MARK: - Events

    func bytesArrived() {
        switch phase {
        case .idle: enter(.head)
        case .body: since = .now()
        case .head, .answering: break
        }
    }

    func requestHead() {
        requestsInProgress += 1
        bodyStarted = .now()
        enter(.body)
    }

    func requestEnd() {
        // An answer may go out before the body is read to its end (413): then the connection waits again.
        enter(requestsInProgress > 0 ? .answering : .idle(fresh: false))
    }

    func answerEnd() {
        requestsInProgress = max(0, requestsInProgress - 1)
        if requestsInProgress == 0, case .answering = phase { enter(.idle(fresh: false)) }
    }

    func writabilityChanged(_ writable: Bool) {
        if writable {
            unwritableSince = nil
        } else if unwritableSince == nil {
            unwritableSince = .now()
            arm()
        }
    }

    // MARK: - Handlers

    /// First in the pipeline: bytes from the client, and the connection's start and end.
    final class Bytes: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer
        let watch: ConnectionWatch

        init(_ watch: ConnectionWatch) { self.watch = watch }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { watch.started(context.channel) }
        }

        func handlerRemoved(context: ChannelHandlerContext) { watch.ended() }

        func channelActive(context: ChannelHandlerContext) {
            watch.started(context.channel)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            watch.ended()
            context.fireChannelInactive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            watch.bytesArrived()
            context.fireChannelRead(data)
        }

        func channelWritabilityChanged(context: ChannelHandlerContext) {
            watch.writabilityChanged(context.channel.isWritable)
            context.fireChannelWritabilityChanged()
        }
    }

    /// After the HTTP decoder: where requests and answers begin and end. Finds its watch in the ``Bytes``
    /// handler of the same pipeline.
    final class Messages: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart
        var watch: ConnectionWatch?

        func handlerAdded(context: ChannelHandlerContext) {
            watch = try? context.pipeline.syncOperations.handler(type: Bytes.self).watch
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head: watch?.requestHead()
            case .body: watch?.bytesArrived()
            case .end: watch?.requestEnd()
            }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { watch?.answerEnd() }
            context.write(data, promise: promise)
        }
    }
}
