import NIOCore
import NIOEmbedded
import Testing
@testable import BoardServer

/// The cap on open connections: a new connection over it is kept, and the one idle longest is closed for it.
@Suite struct ConnectionRegistryTests {
    func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    @Test func aConnectionOverTheCapClosesTheOneIdleLongest() throws {
        let registry = ConnectionRegistry(maximum: 3)
        let start = NIODeadline.now()
        let (old, newer, busy) = (try channel(), try channel(), try channel())
        registry.opened(old, at: start)
        registry.opened(newer, at: start + .seconds(1))
        registry.opened(busy, at: start + .seconds(2))
        registry.update(busy, phase: .answering, since: start + .seconds(2))
        #expect(registry.count == 3)

        let arriving = try channel()
        registry.opened(arriving, at: start + .seconds(3))
        #expect(registry.count == 3)
        #expect(!old.isActive)
        #expect(newer.isActive && busy.isActive && arriving.isActive)
        #expect(registry.evictedCount == 1)
    }

    @Test func connectionsStillSendingGoBeforeThoseBeingAnswered() throws {
        let registry = ConnectionRegistry(maximum: 2)
        let start = NIODeadline.now()
        let (answering, sending) = (try channel(), try channel())
        registry.opened(answering, at: start)
        registry.update(answering, phase: .answering, since: start)
        registry.opened(sending, at: start + .seconds(1))
        registry.update(sending, phase: .receiving, since: start + .seconds(1))
        let arriving = try channel()
        registry.opened(arriving, at: start + .seconds(2))
        #expect(!sending.isActive)
        #expect(answering.isActive && arriving.isActive)
    }

    @Test func runningOutOfDescriptorsClosesIdleConnectionsOnly() throws {
        let registry = ConnectionRegistry(maximum: 10)
        let (idle, answering) = (try channel(), try channel())
        registry.opened(idle)
        registry.opened(answering)
        registry.update(answering, phase: .answering, since: .now())
        #expect(registry.closeIdle(count: 5) == 1)
        #expect(!idle.isActive && answering.isActive)
    }

    @Test func theCapLeavesRoomForFilesUnderTheDescriptorLimit() {
        #expect(ConnectionLimits.ceiling(openFileLimit: 1024) == 720)
        #expect(ConnectionLimits.ceiling(openFileLimit: 256) == 144)
        #expect(ConnectionLimits.ceiling(openFileLimit: 20) == 8)
        var limits = ConnectionLimits(maximumConnections: 1 << 30)
        #expect(limits.effectiveMaximumConnections == ConnectionLimits.ceiling())
        limits.maximumConnections = 5
        #expect(limits.effectiveMaximumConnections == 5)
    }
}
